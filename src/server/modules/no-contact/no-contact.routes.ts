import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '#shared/fields';
import {
  HeldInputSchema,
  LetterInputSchema,
  type LetterResponse,
  type NoContactState,
  NoContactQuerySchema,
  ReasonInputSchema,
  type ReasonResponse,
  SlipInputSchema,
  type SlipResponse,
} from '#shared/no-contact';
import { userOf } from '#server/http/auth-guard';
import { parseWith } from '#server/http/errors';
import type { NoContactService } from './no-contact.service';

export function noContactRoutes(service: NoContactService) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.get('/api/no-contact', async (request): Promise<NoContactState> => {
      const { timeZone } = parseWith(NoContactQuerySchema, request.query);
      return service.state(userOf(request).id, timeZone);
    });

    app.post('/api/no-contact/slips', { config: { writes: 'items' } }, async (request, reply) => {
      const input = parseWith(SlipInputSchema, request.body);
      return reply.status(201).send((await service.slip(userOf(request).id, input)) satisfies SlipResponse);
    });

    app.delete('/api/no-contact/slips/:id', async (request): Promise<NoContactState> => {
      const { id } = parseWith(IdParamsSchema, request.params);
      const { timeZone } = parseWith(NoContactQuerySchema, request.query);
      return service.undoSlip(userOf(request).id, id, timeZone);
    });

    app.post('/api/no-contact/held', { config: { writes: 'items' } }, async (request, reply) => {
      const { timeZone } = parseWith(HeldInputSchema, request.body);
      return reply.status(201).send((await service.held(userOf(request).id, timeZone)) satisfies NoContactState);
    });

    app.post('/api/no-contact/letters', { config: { writes: 'items' } }, async (request, reply) => {
      const { content, requestId } = parseWith(LetterInputSchema, request.body);
      return reply.status(201).send({ letter: await service.addLetter(userOf(request).id, content, requestId) } satisfies LetterResponse);
    });

    app.delete('/api/no-contact/letters/:id', async (request, reply) => {
      const { id } = parseWith(IdParamsSchema, request.params);
      await service.deleteLetter(userOf(request).id, id);
      return reply.status(204).send();
    });

    app.post('/api/no-contact/reasons', { config: { writes: 'items' } }, async (request, reply) => {
      const { content } = parseWith(ReasonInputSchema, request.body);
      return reply.status(201).send({ reason: await service.addReason(userOf(request).id, content) } satisfies ReasonResponse);
    });

    app.put('/api/no-contact/reasons/:id', async (request): Promise<ReasonResponse> => {
      const { id } = parseWith(IdParamsSchema, request.params);
      const { content } = parseWith(ReasonInputSchema, request.body);
      return { reason: await service.updateReason(userOf(request).id, id, content) };
    });

    app.delete('/api/no-contact/reasons/:id', async (request, reply) => {
      const { id } = parseWith(IdParamsSchema, request.params);
      await service.deleteReason(userOf(request).id, id);
      return reply.status(204).send();
    });
  };
}
