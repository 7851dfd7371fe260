import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '#shared/fields';
import {
  type Matrix,
  MatrixItemInputSchema,
  type MatrixItemResponse,
  type MatrixSectionResponse,
  SectionInputSchema,
} from '#shared/matrix';
import { userOf } from '#server/http/auth-guard';
import { parseWith } from '#server/http/errors';
import { abortSignalOf } from '#server/http/request';
import type { MatrixService } from './matrix.service';

export function matrixRoutes(service: MatrixService) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.get('/api/matrix', async (request): Promise<Matrix> => service.get(userOf(request).id));

    app.post('/api/matrix/items', { config: { writes: 'items' } }, async (request, reply) => {
      const { type, content } = parseWith(MatrixItemInputSchema, request.body);
      return reply.status(201).send({ item: await service.addItem(userOf(request).id, type, content) } satisfies MatrixItemResponse);
    });

    app.delete('/api/matrix/items/:id', async (request, reply) => {
      const { id } = parseWith(IdParamsSchema, request.params);
      await service.deleteItem(userOf(request).id, id);
      return reply.status(204).send();
    });

    app.post('/api/matrix/sections', { config: { writes: 'items' } }, async (request, reply) => {
      const { title, description } = parseWith(SectionInputSchema, request.body);
      return reply
        .status(201)
        .send({ section: await service.addSection(userOf(request).id, title, description) } satisfies MatrixSectionResponse);
    });

    app.put('/api/matrix/sections/:id', async (request): Promise<MatrixSectionResponse> => {
      const { id } = parseWith(IdParamsSchema, request.params);
      const { title, description } = parseWith(SectionInputSchema, request.body);
      return { section: await service.updateSection(userOf(request).id, id, title, description) };
    });

    app.delete('/api/matrix/sections/:id', async (request, reply) => {
      const { id } = parseWith(IdParamsSchema, request.params);
      await service.deleteSection(userOf(request).id, id);
      return reply.status(204).send();
    });

    app.post('/api/matrix/suggestions', async (request, reply): Promise<Matrix> =>
      service.suggest(userOf(request).id, abortSignalOf(reply)),
    );
  };
}
