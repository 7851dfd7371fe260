import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_FALLBACK_REPLY } from '#shared/chat';
import { type FakeOpenAi, isChatRequest, startFakeOpenAi } from '#tests/support/fake-openai';
import { messages } from '#server/db/schema';
import { createTestApp, fakeProvider, parseSse, signUpWithStory, TEST_ORIGIN, type TestApp } from '../../testing/test-app';

/**
 * Issue 25: a provider reply still hanging when the server stops was cut with the connection at
 * the end of the grace period (main.ts), and the person got nothing — not even the fallback
 * sentence the chat says whenever the provider fails. The provider here waits as long as a real
 * one may (AI_TIMEOUT_SECONDS: 30 s), so only the stop can end its call.
 */
const PROVIDER_TIMEOUT_MS = 30_000;
/** How long the stop lets provider calls run in this test (the server's own is longer). */
const AI_STOP_WAIT_MS = 300;

let fake: FakeOpenAi;
let t: TestApp;
let url: string;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({ ai: fakeProvider(fake.url, PROVIDER_TIMEOUT_MS), aiStopWaitMs: AI_STOP_WAIT_MS });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

const timeout = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms).unref());

describe('stopping the server while the provider has not answered', () => {
  it('ends the reply with Janne’s fallback sentence, saved, before the connection is closed', async () => {
    const person = await signUpWithStory(t.app);
    const response = await fetch(`${url}/api/chat/messages`, {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, cookie: person.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Je n’arrive pas à dormir ce soir. [[hang]]' }),
    });
    expect(response.status).toBe(200);
    while (!fake.requests.some(isChatRequest)) await new Promise((resolve) => setTimeout(resolve, 10));

    const stoppedAt = performance.now();
    const closing = t.app.close();
    // Well within main.ts's 10-second grace period, after which the connection would be cut.
    const body = await Promise.race([response.text(), timeout(5000, null)]);
    expect(body, 'the reply was still hanging 5 s after the stop').not.toBeNull();
    expect(performance.now() - stoppedAt).toBeLessThan(5000);

    const events = parseSse(body ?? '');
    expect(events[0]?.type).toBe('user-message');
    const last = events.at(-1);
    expect(last).toMatchObject({ type: 'done', fallback: true, message: { role: 'assistant', content: CHAT_FALLBACK_REPLY } });
    // As main.ts does once a response has ended: its keep-alive connection would hold the close.
    t.app.server.closeIdleConnections();
    await closing;

    // Saved, as any fallback is: the conversation shows it when the person comes back.
    const saved = await t.database.db.select().from(messages).where(eq(messages.userId, person.userId));
    expect(saved.map((row) => row.role)).toEqual(expect.arrayContaining(['user', 'assistant']));
    expect(t.logs.filter((line) => (JSON.parse(line) as { level: number }).level >= 50)).toEqual([]);
  });
});
