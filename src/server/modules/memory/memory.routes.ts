import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '#shared/fields';
import { type MemoryFact, MemoryFactInputSchema, type MemoryResponse, MemorySettingsSchema } from '#shared/memory';
import { userOf } from '#server/http/auth-guard';
import { parseWith } from '#server/http/errors';
import type { MemoryService } from './memory.service';

/** « Ce que Janne retient de toi »: the facts, read, added, corrected, deleted; memory on or off. */
export function memoryRoutes(service: MemoryService) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.get('/api/memory', async (request): Promise<MemoryResponse> => service.get(userOf(request).id));

    app.post('/api/memory/facts', { config: { writes: 'items' } }, async (request, reply) => {
      const { text } = parseWith(MemoryFactInputSchema, request.body);
      return reply.status(201).send((await service.add(userOf(request).id, text)) satisfies MemoryFact);
    });

    app.patch('/api/memory/facts/:id', async (request): Promise<MemoryFact> => {
      const { id } = parseWith(IdParamsSchema, request.params);
      const { text } = parseWith(MemoryFactInputSchema, request.body);
      return service.update(userOf(request).id, id, text);
    });

    app.delete('/api/memory/facts/:id', async (request, reply) => {
      const { id } = parseWith(IdParamsSchema, request.params);
      await service.remove(userOf(request).id, id);
      return reply.status(204).send();
    });

    app.put('/api/memory/settings', async (request): Promise<MemoryResponse> => {
      const { enabled } = parseWith(MemorySettingsSchema, request.body);
      return service.setEnabled(userOf(request).id, enabled);
    });
  };
}
