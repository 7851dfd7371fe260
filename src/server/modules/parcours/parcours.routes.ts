import type { FastifyInstance } from 'fastify';
import { BilanInputSchema, type BilanState } from '#shared/parcours/bilan';
import {
  type ExerciseResponse,
  ExerciseInputSchema,
  ParcoursDayParamsSchema,
  ParcoursQuerySchema,
  type ParcoursState,
  ParcoursTimeZoneInputSchema,
  PauseInputSchema,
} from '#shared/parcours/api';
import { userOf } from '#server/http/auth-guard';
import { parseWith } from '#server/http/errors';
import type { BilanService } from './bilan.service';
import type { ParcoursService } from './parcours.service';

export function parcoursRoutes(service: ParcoursService, bilans: BilanService) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.get('/api/parcours', async (request): Promise<ParcoursState> => {
      const { timeZone } = parseWith(ParcoursQuerySchema, request.query);
      return service.state(userOf(request).id, timeZone);
    });

    // An exercise adds a line or an entry to a tool: it counts as one written item a day.
    app.post('/api/parcours/days/:day/exercise', { config: { writes: 'items' } }, async (request): Promise<ExerciseResponse> => {
      const { day } = parseWith(ParcoursDayParamsSchema, request.params);
      const input = parseWith(ExerciseInputSchema, request.body);
      return service.exercise(userOf(request).id, day, input);
    });

    app.post('/api/parcours/days/:day/skip', async (request): Promise<ParcoursState> => {
      const { day } = parseWith(ParcoursDayParamsSchema, request.params);
      const { timeZone } = parseWith(ParcoursTimeZoneInputSchema, request.body);
      return service.skip(userOf(request).id, day, timeZone);
    });

    app.put('/api/parcours/pause', async (request): Promise<ParcoursState> => {
      const { paused, timeZone } = parseWith(PauseInputSchema, request.body);
      return service.pause(userOf(request).id, paused, timeZone);
    });

    app.post('/api/parcours/restart', async (request): Promise<ParcoursState> => {
      const { timeZone } = parseWith(ParcoursTimeZoneInputSchema, request.body);
      return service.restart(userOf(request).id, timeZone);
    });

    app.get('/api/parcours/bilans', async (request): Promise<BilanState> => {
      const { timeZone } = parseWith(ParcoursQuerySchema, request.query);
      const userId = userOf(request).id;
      return bilans.state(userId, await service.startedOn(userId), timeZone);
    });

    app.post('/api/parcours/bilans', async (request, reply) => {
      const input = parseWith(BilanInputSchema, request.body);
      const userId = userOf(request).id;
      return reply.status(201).send((await bilans.answer(userId, await service.startedOn(userId), input)) satisfies BilanState);
    });
  };
}
