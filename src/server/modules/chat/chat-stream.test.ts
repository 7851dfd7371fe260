import type { AddressInfo } from 'node:net';
import { createParser } from 'eventsource-parser';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatStreamEvent } from '#shared/chat';
import { chatRoutes } from './chat.routes';
import type { ChatService } from './chat.service';

const message = (role: ChatMessage['role'], content: string): ChatMessage => ({
  id: crypto.randomUUID(),
  role,
  content,
  createdAt: new Date().toISOString(),
});

/** What the service does after the first word, in promise callbacks only (the rest of the reply, saving it): no I/O lets the event loop turn. */
async function busyWithoutIo(ms: number): Promise<void> {
  const until = performance.now() + ms;
  while (performance.now() < until) await Promise.resolve();
}

async function* replyThenWork(): AsyncGenerator<ChatStreamEvent> {
  yield { type: 'user-message', message: message('user', 'Bonjour') };
  yield { type: 'delta', text: 'Je ' };
  await busyWithoutIo(300);
  yield { type: 'delta', text: 'suis là.' };
  yield { type: 'done', message: message('assistant', 'Je suis là.'), fallback: false };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('the chat stream (issue 17)', () => {
  it('sends the first word as soon as it is written, not once the rest of the reply has been processed', async () => {
    const service = { send: () => replyThenWork() } as unknown as ChatService;
    app = Fastify();
    app.decorateRequest('user', null);
    app.addHook('preHandler', async (request) => {
      request.user = { id: 'u1' } as NonNullable<typeof request.user>;
    });
    await app.register(chatRoutes(service));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/api/chat/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Bonjour' }),
    });
    const arrived: { type: string; at: number }[] = [];
    const parser = createParser({ onEvent: (event) => arrived.push({ type: event.event ?? '', at: performance.now() - started }) });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.feed(value);
    }

    expect(arrived.map((event) => event.type)).toEqual(['user-message', 'delta', 'delta', 'done']);
    const firstWord = arrived[1]!.at;
    const end = arrived[3]!.at;
    // Before, the first word left with the last events, after the 300 ms of work.
    expect(end - firstWord).toBeGreaterThan(250);
  });
});
