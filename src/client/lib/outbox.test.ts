// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearOutbox, flushOutbox, keptWrites, sendOrKeep } from './outbox';

const ME = 'user-1';

/** The server as fetch sees it: each call answers what the test says, or fails like a lost network. */
let answers: (() => Response)[] = [];
const sentBodies: { url: string; body: Record<string, unknown> }[] = [];

beforeEach(() => {
  answers = [];
  sentBodies.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sentBodies.push({ url, body: JSON.parse(String(init.body)) as Record<string, unknown> });
      const next = answers.shift();
      if (!next) throw new TypeError('Failed to fetch');
      return next();
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  // The outbox is one per browser: empty it between tests.
  answers = Array.from({ length: 20 }, () => () => Response.json({}, { status: 201 }));
  await clearOutbox();
});

const offline = () => {
  answers.push(() => {
    throw new TypeError('Failed to fetch');
  });
};
const created = (body: object = { ok: true }) => answers.push(() => Response.json(body, { status: 201 }));

describe('the offline outbox', () => {
  it('sends at once when it can, with a requestId, and keeps nothing', async () => {
    created({ letter: { id: 'l1' } });
    const result = await sendOrKeep(ME, 'letter', { content: 'Chère toi' });
    expect(result).toEqual({ sent: true, answer: { letter: { id: 'l1' } } });
    expect(sentBodies[0]?.url).toBe('/api/no-contact/letters');
    expect(sentBodies[0]?.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await keptWrites()).toEqual([]);
  });

  it('keeps a write made with no network, then sends it once, with the same requestId', async () => {
    offline();
    expect(await sendOrKeep(ME, 'letter', { content: 'Écrite dans le métro' })).toEqual({ sent: false });
    const [kept] = await keptWrites();
    expect(kept).toMatchObject({ kind: 'letter', body: { content: 'Écrite dans le métro' } });

    created();
    const sent = await flushOutbox(ME);
    expect(sent.map((item) => item.requestId)).toEqual([kept?.requestId]);
    expect(sentBodies.at(-1)?.body).toEqual({ content: 'Écrite dans le métro', requestId: kept?.requestId });
    expect(await keptWrites()).toEqual([]);
    // Nothing left: a second flush sends nothing.
    const calls = sentBodies.length;
    expect(await flushOutbox(ME)).toEqual([]);
    expect(sentBodies).toHaveLength(calls);
  });

  it('two flushes at once send each write once', async () => {
    offline();
    await sendOrKeep(ME, 'letter', { content: 'Une' });
    created();
    const [a, b] = await Promise.all([flushOutbox(ME), flushOutbox(ME)]);
    expect(a).toHaveLength(1);
    expect(b).toBe(a);
    expect(sentBodies.filter((sent) => sent.body.content === 'Une')).toHaveLength(2); // the first try, and one send
  });

  it('keeps what fails and sends it on a later try; with no network the rest wait too', async () => {
    offline();
    await sendOrKeep(ME, 'letter', { content: 'Première' });
    offline();
    await sendOrKeep(ME, 'letter', { content: 'Deuxième' });

    // The server is in trouble for the first: it stays; the second goes.
    answers.push(() => Response.json({ code: 'internal', message: 'x' }, { status: 500 }));
    created();
    expect((await flushOutbox(ME)).map((item) => item.body.content)).toEqual(['Deuxième']);
    expect((await keptWrites()).map((item) => item.body.content)).toEqual(['Première']);

    // Still no network: kept.
    offline();
    expect(await flushOutbox(ME)).toEqual([]);
    expect(await keptWrites()).toHaveLength(1);

    created();
    expect((await flushOutbox(ME)).map((item) => item.body.content)).toEqual(['Première']);
    expect(await keptWrites()).toEqual([]);
  });

  it('sends only the signed-in person’s writes, and forgets them all at sign-out', async () => {
    offline();
    await sendOrKeep('someone-else', 'letter', { content: 'Pas la mienne' });
    created();
    expect(await flushOutbox(ME)).toEqual([]);
    expect(sentBodies.filter((sent) => sent.body.content === 'Pas la mienne')).toHaveLength(1); // the first try only
    await clearOutbox();
    expect(await keptWrites()).toEqual([]);
  });

  it('sends a journal entry kept overnight for the day it is sent, in the person’s time zone', async () => {
    offline();
    await sendOrKeep(ME, 'journal', { mood: 4, content: 'Tard le soir', date: '2020-01-01', timeZone: 'Europe/Paris' });
    created();
    await flushOutbox(ME);
    expect(sentBodies.at(-1)?.body.date).not.toBe('2020-01-01');
    expect(sentBodies.at(-1)?.body).toMatchObject({ mood: 4, content: 'Tard le soir', timeZone: 'Europe/Paris' });
  });
});
