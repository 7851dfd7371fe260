import type { FastifyInstance } from 'fastify';
import { FeedbackInputSchema, type FeedbackResponse } from '#shared/feedback';
import { userOf } from '#server/http/auth-guard';
import { parseWith } from '#server/http/errors';
import type { FeedbackService } from './feedback.service';

export function feedbackRoutes(service: FeedbackService) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.post('/api/feedback', { config: { writes: 'items' } }, async (request, reply) => {
      await service.create(userOf(request).id, parseWith(FeedbackInputSchema, request.body));
      return reply.status(201).send({ ok: true } satisfies FeedbackResponse);
    });
  };
}
