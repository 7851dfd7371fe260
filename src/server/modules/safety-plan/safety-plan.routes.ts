import type { FastifyInstance } from 'fastify';
import { SafetyPlanSchema, type SafetyPlanResponse } from '#shared/safety-plan';
import { userOf } from '#server/http/auth-guard';
import { parseWith } from '#server/http/errors';
import type { SafetyPlanService } from './safety-plan.service';

export function safetyPlanRoutes(service: SafetyPlanService) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.get('/api/safety-plan', async (request): Promise<SafetyPlanResponse> => service.get(userOf(request).id));

    app.put('/api/safety-plan', async (request): Promise<SafetyPlanResponse> => {
      const plan = parseWith(SafetyPlanSchema, request.body);
      return service.save(userOf(request).id, plan);
    });
  };
}
