import type { FastifyInstance } from 'fastify';
import { StoryInputSchema, type StoryResponse, StoryUpdateSchema } from '#shared/story';
import { userOf } from '#server/http/auth-guard';
import { parseWith } from '#server/http/errors';
import { notFound } from '../errors';
import type { StoryService } from './story.service';

export function storyRoutes(service: StoryService) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.get('/api/story', async (request) => {
      const story = await service.get(userOf(request).id);
      if (!story) throw notFound();
      return { story } satisfies StoryResponse;
    });

    app.put('/api/story', async (request) => {
      const input = parseWith(StoryUpdateSchema, request.body);
      return { story: await service.update(userOf(request).id, input) } satisfies StoryResponse;
    });

    app.post('/api/story', async (request, reply) => {
      const input = parseWith(StoryInputSchema, request.body);
      const story = await service.create(userOf(request).id, input);
      return reply.status(201).send({ story } satisfies StoryResponse);
    });
  };
}
