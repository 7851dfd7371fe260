import { PassThrough } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type MessagePage, RetryReplySchema, SendMessageSchema, type ChatStreamEvent } from '#shared/chat';
import { PageQuerySchema } from '#shared/fields';
import { userOf } from '#server/http/auth-guard';
import { MESSAGES } from '#shared/messages';
import { parseWith } from '#server/http/errors';
import { abortSignalOf } from '#server/http/request';
import type { ChatService } from './chat.service';

/** Resolves at the next tick, once what is queued for it (such as a response's uncorking) has run. */
const nextTick = () => new Promise<void>((resolve) => process.nextTick(resolve));

/** One Server-Sent Event. */
const sse = (event: ChatStreamEvent) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

export function chatRoutes(service: ChatService) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.get('/api/chat/messages', async (request): Promise<MessagePage> => {
      const query = parseWith(PageQuerySchema, request.query);
      return service.listPage(userOf(request).id, query);
    });

    /** Opening the chat: the newest page, with Janne's first message written if there was none. */
    app.post('/api/chat/open', async (request, reply): Promise<MessagePage> => {
      const { limit } = parseWith(PageQuerySchema, request.query);
      const user = userOf(request);
      return service.open(user.id, limit, abortSignalOf(reply), user.gender);
    });

    /** Sends a message; the answer is a stream of Server-Sent Events (see ChatStreamEvent). */
    app.post('/api/chat/messages', async (request, reply) => {
      const { content } = parseWith(SendMessageSchema, request.body);
      const user = userOf(request);
      return streamEvents(request, reply, service.send(user.id, content, abortSignalOf(reply), user.gender));
    });

    /** « Réessayer » under an interrupted reply: a new reply to the same message, streamed the same way. */
    app.post('/api/chat/retry', async (request, reply) => {
      const { messageId } = parseWith(RetryReplySchema, request.body);
      const user = userOf(request);
      return streamEvents(request, reply, service.retry(user.id, messageId, abortSignalOf(reply), user.gender));
    });
  };
}

/**
 * Answers with the service's events as Server-Sent Events. The first event (the person's saved
 * message) is read before answering, so a failure before it is a plain JSON error rather than a
 * broken stream; then the events are read to the end even if the person left: the service saves
 * what was written.
 */
async function streamEvents(request: FastifyRequest, reply: FastifyReply, events: AsyncGenerator<ChatStreamEvent>): Promise<FastifyReply> {
  const first = await events.next();
  const body = new PassThrough();
  void reply.header('content-type', 'text/event-stream; charset=utf-8').header('x-accel-buffering', 'no').send(body);
  if (!first.done) body.write(sse(first.value));
  void (async () => {
    try {
      let isFirstWord = true;
      for await (const event of events) {
        if (!body.destroyed) body.write(sse(event));
        // Node's response holds what is written until the running chain of promise callbacks
        // ends, and the service goes on in that chain (the next words, then saving the reply):
        // the first word waited for the whole reply to be read and saved before it left (issue
        // 17). Each event now leaves at the next tick. After the first word, the one the person
        // waits for, the event loop also polls once more before the rest of the reply, so that
        // what arrived meanwhile is read first. Only then: a turn per word would slow a long
        // reply when the server is busy.
        if (event.type === 'delta' && isFirstWord) {
          isFirstWord = false;
          await nextTurn();
          await nextTurn();
        } else {
          await nextTick();
        }
      }
    } catch (error) {
      request.log.error({ error: { type: (error as Error).name } }, 'chat stream failed');
      if (!body.destroyed) body.write(sse({ type: 'error', code: 'internal', message: MESSAGES.internal }));
    } finally {
      body.end();
    }
  })();
  return reply;
}
