import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '#shared/fields';
import {
  GoalInputSchema,
  GoalPatchSchema,
  type GoalResponse,
  type LastContactResponse,
  NoContactInputSchema,
  type Progress,
  ProgressQuerySchema,
} from '#shared/progress';
import { userOf } from '#server/http/auth-guard';
import { parseWith } from '#server/http/errors';
import { abortSignalOf } from '#server/http/request';
import type { ProgressService } from './progress.service';

export function progressRoutes(service: ProgressService) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.get('/api/progress', async (request): Promise<Progress> => {
      const { timeZone } = parseWith(ProgressQuerySchema, request.query);
      return service.get(userOf(request).id, timeZone);
    });

    app.put('/api/progress/no-contact', async (request): Promise<LastContactResponse> => {
      const input = parseWith(NoContactInputSchema, request.body);
      return service.setLastContact(userOf(request).id, input);
    });

    app.post('/api/progress/goals', { config: { writes: 'items' } }, async (request, reply) => {
      const { content } = parseWith(GoalInputSchema, request.body);
      return reply.status(201).send({ goal: await service.addGoal(userOf(request).id, content) } satisfies GoalResponse);
    });

    app.patch('/api/progress/goals/:id', async (request) => {
      const { id } = parseWith(IdParamsSchema, request.params);
      const { completed } = parseWith(GoalPatchSchema, request.body);
      return { goal: await service.setGoalCompleted(userOf(request).id, id, completed) } satisfies GoalResponse;
    });

    app.delete('/api/progress/goals/:id', async (request, reply) => {
      const { id } = parseWith(IdParamsSchema, request.params);
      await service.deleteGoal(userOf(request).id, id);
      return reply.status(204).send();
    });

    app.post('/api/progress/goals/suggestion', async (request, reply) => {
      const goal = await service.suggestGoal(userOf(request).id, abortSignalOf(reply));
      return reply.status(201).send({ goal } satisfies GoalResponse);
    });
  };
}
