import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '#shared/fields';
import {
  CheckInInputSchema,
  type CheckInResponse,
  JournalEntryInputSchema,
  JournalEntryPatchSchema,
  JournalPageQuerySchema,
  type JournalEntryPatchResponse,
  type JournalEntriesResponse,
  type JournalPage,
  type JournalQuestionResponse,
  JournalQuestionInputSchema,
  JournalRangeQuerySchema,
  type NewJournalEntryResponse,
} from '#shared/journal';
import { userOf } from '#server/http/auth-guard';
import { parseWith } from '#server/http/errors';
import type { DownloadSlots } from '#server/http/download-slots';
import { abortSignalOf } from '#server/http/request';
import { bodyOf } from '#server/http/streams';
import { inChunks, jsonWithList } from '../text-streams';
import type { JournalService } from './journal.service';

export function journalRoutes(service: JournalService, downloads: DownloadSlots) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.get('/api/journal/entries', async (request): Promise<JournalPage> => {
      const query = parseWith(JournalPageQuerySchema, request.query);
      return service.list(userOf(request).id, query);
    });

    app.get('/api/journal/range', async (request) => {
      const { from, to } = parseWith(JournalRangeQuerySchema, request.query);
      return { entries: await service.between(userOf(request).id, from, to) } satisfies JournalEntriesResponse;
    });

    /** Every entry, oldest first, as JournalEntriesResponse — written a page at a time (issue 25). */
    app.get('/api/journal/export', async (request, reply) => {
      const { id } = userOf(request);
      const release = downloads.take(id);
      reply.raw.once('close', release);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .send(bodyOf(inChunks(jsonWithList('entries', service.all(id), { pretty: false }))));
    });

    app.post('/api/journal/entries', { config: { writes: 'journal' } }, async (request, reply) => {
      const input = parseWith(JournalEntryInputSchema, request.body);
      return reply.status(201).send((await service.create(userOf(request).id, input)) satisfies NewJournalEntryResponse);
    });

    app.patch('/api/journal/entries/:id', async (request) => {
      const { id } = parseWith(IdParamsSchema, request.params);
      const patch = parseWith(JournalEntryPatchSchema, request.body);
      return (await service.update(userOf(request).id, id, patch)) satisfies JournalEntryPatchResponse;
    });

    app.delete('/api/journal/entries/:id', async (request, reply) => {
      const { id } = parseWith(IdParamsSchema, request.params);
      await service.delete(userOf(request).id, id);
      return reply.status(204).send();
    });

    app.post('/api/journal/check-in', { config: { writes: 'journal' } }, async (request) => {
      const input = parseWith(CheckInInputSchema, request.body);
      const user = userOf(request);
      return (await service.checkIn(user.id, input, user.gender)) satisfies CheckInResponse;
    });

    app.post('/api/journal/question', async (request, reply) => {
      const { current } = parseWith(JournalQuestionInputSchema, request.body);
      return { question: await service.question(userOf(request).id, current, abortSignalOf(reply)) } satisfies JournalQuestionResponse;
    });
  };
}
