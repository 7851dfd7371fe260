import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoContactState, SlipResponse } from '#shared/no-contact';
import type { Progress } from '#shared/progress';
import { localDateIn } from '#shared/time-zone';
import { createTestApp, send, signUpWithStory, type TestApp } from '#server/testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const TZ = 'Europe/Paris';
function daysAgo(days: number): string {
  const date = new Date(`${localDateIn(TZ)}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return localDateIn('UTC', date);
}
const state = async (cookie: string) => (await send(t.app, cookie, 'GET', `/api/no-contact?timeZone=${TZ}`)).json() as NoContactState;

describe('slips without shame', () => {
  it('a slip after 12 days restarts the current streak and keeps the best streak, the total and the history', async () => {
    const { cookie } = await signUpWithStory(t.app);
    await send(t.app, cookie, 'PUT', '/api/progress/no-contact', { lastContactDate: daysAgo(12), timeZone: TZ });
    expect((await state(cookie)).summary).toMatchObject({ current: 12, best: 12, total: 12 });

    const response = await send(t.app, cookie, 'POST', '/api/no-contact/slips', { timeZone: TZ, note: '  Je lui ai écrit bonne nuit  ' });
    expect(response.statusCode).toBe(201);
    const { state: after, slip, message } = response.json() as SlipResponse;
    expect(after.summary).toMatchObject({ current: 0, best: 12, total: 12 });
    expect(slip).toMatchObject({ day: localDateIn(TZ), lastContactDay: daysAgo(12), note: 'Je lui ai écrit bonne nuit' });
    expect(message).toContain('Tes 12 jours sans contact restent à toi');
    expect(message).not.toMatch(/zéro\.$/);
    expect(after.summary.streaks.map((streak) => streak.days)).toEqual([0, 12]);
    expect(after.summary.milestones.map((m) => m.days)).toEqual([10, 7, 5, 3]);

    // The spec's counter follows the current streak.
    const progress = (await send(t.app, cookie, 'GET', `/api/progress?timeZone=${TZ}`)).json() as Progress;
    expect(progress.daysNoContact).toBe(0);
  });

  it('« Annuler » takes the slip back and the streak goes on as if it had never stopped', async () => {
    const { cookie } = await signUpWithStory(t.app);
    await send(t.app, cookie, 'PUT', '/api/progress/no-contact', { lastContactDate: daysAgo(8), timeZone: TZ });
    const { slip } = (await send(t.app, cookie, 'POST', '/api/no-contact/slips', { timeZone: TZ })).json() as SlipResponse;
    const undone = await send(t.app, cookie, 'DELETE', `/api/no-contact/slips/${slip.id}?timeZone=${TZ}`);
    expect(undone.statusCode).toBe(200);
    expect((undone.json() as NoContactState).summary).toMatchObject({ current: 8, best: 8, total: 8 });
    expect((undone.json() as NoContactState).slips).toEqual([]);
    expect(((await send(t.app, cookie, 'GET', `/api/progress?timeZone=${TZ}`)).json() as Progress).daysNoContact).toBe(8);
    // Twice is once: the second time there is nothing to take back.
    expect((await send(t.app, cookie, 'DELETE', `/api/no-contact/slips/${slip.id}?timeZone=${TZ}`)).statusCode).toBe(404);
  });

  it('two slips sent at once record the streak once', async () => {
    const { cookie } = await signUpWithStory(t.app);
    await send(t.app, cookie, 'PUT', '/api/progress/no-contact', { lastContactDate: daysAgo(5), timeZone: TZ });
    await Promise.all([
      send(t.app, cookie, 'POST', '/api/no-contact/slips', { timeZone: TZ }),
      send(t.app, cookie, 'POST', '/api/no-contact/slips', { timeZone: TZ }),
    ]);
    const after = await state(cookie);
    expect(after.slips.map((slip) => slip.lastContactDay).sort()).toEqual([daysAgo(5), localDateIn(TZ)].sort());
    expect(after.summary).toMatchObject({ current: 0, best: 5, total: 5 });
  });

  it('« J’ai tenu » is kept as a small victory and changes no count', async () => {
    const { cookie } = await signUpWithStory(t.app);
    await send(t.app, cookie, 'PUT', '/api/progress/no-contact', { lastContactDate: daysAgo(3), timeZone: TZ });
    const response = await send(t.app, cookie, 'POST', '/api/no-contact/held', { timeZone: TZ });
    expect(response.statusCode).toBe(201);
    const after = response.json() as NoContactState;
    expect(after.held).toHaveLength(1);
    expect(after.summary.current).toBe(3);
  });
});

describe('letters and reasons', () => {
  it('keeps an unsent letter, newest first, and deletes it', async () => {
    const { cookie } = await signUpWithStory(t.app);
    const first = await send(t.app, cookie, 'POST', '/api/no-contact/letters', { content: 'Tu me manques.\n\nMais je tiens.' });
    expect(first.statusCode).toBe(201);
    await send(t.app, cookie, 'POST', '/api/no-contact/letters', { content: 'Deuxième lettre' });
    expect((await state(cookie)).letters.map((letter) => letter.content)).toEqual(['Deuxième lettre', 'Tu me manques.\n\nMais je tiens.']);
    expect((await send(t.app, cookie, 'DELETE', `/api/no-contact/letters/${first.json().letter.id}`)).statusCode).toBe(204);
    expect((await state(cookie)).letters.map((letter) => letter.content)).toEqual(['Deuxième lettre']);
  });

  it('writes a letter sent twice with one requestId once (the offline outbox, issue 30), even both at once', async () => {
    const { cookie } = await signUpWithStory(t.app);
    const other = await signUpWithStory(t.app);
    const requestId = crypto.randomUUID();
    const body = { content: 'Écrite dans le métro.', requestId };
    const [a, b] = await Promise.all([1, 2].map(() => send(t.app, cookie, 'POST', '/api/no-contact/letters', body)));
    expect([a?.statusCode, b?.statusCode]).toEqual([201, 201]);
    expect(a?.json().letter.id).toBe(b?.json().letter.id);
    const again = await send(t.app, cookie, 'POST', '/api/no-contact/letters', body);
    expect([again.statusCode, again.json().letter.id]).toEqual([201, a?.json().letter.id]);
    expect((await state(cookie)).letters.map((letter) => letter.content)).toEqual(['Écrite dans le métro.']);
    // The requestId is the person's own: another person's same id writes their own letter.
    const theirs = await send(t.app, other.cookie, 'POST', '/api/no-contact/letters', body);
    expect(theirs.json().letter.id).not.toBe(a?.json().letter.id);
  });

  it('refuses a requestId that is not a uuid', async () => {
    const { cookie } = await signUpWithStory(t.app);
    const response = await send(t.app, cookie, 'POST', '/api/no-contact/letters', { content: 'x', requestId: '42' });
    expect(response.statusCode).toBe(400);
  });

  it('adds, edits and deletes reasons, in the order written', async () => {
    const { cookie } = await signUpWithStory(t.app);
    const a = (await send(t.app, cookie, 'POST', '/api/no-contact/reasons', { content: 'Je mérite du respect' })).json().reason;
    await send(t.app, cookie, 'POST', '/api/no-contact/reasons', { content: 'Je dors mieux' });
    const edited = await send(t.app, cookie, 'PUT', `/api/no-contact/reasons/${a.id}`, { content: 'Je mérite qu’on me respecte' });
    expect(edited.json()).toEqual({ reason: { id: a.id, content: 'Je mérite qu’on me respecte' } });
    expect((await state(cookie)).reasons.map((reason) => reason.content)).toEqual(['Je mérite qu’on me respecte', 'Je dors mieux']);
    expect((await send(t.app, cookie, 'DELETE', `/api/no-contact/reasons/${a.id}`)).statusCode).toBe(204);
    expect((await state(cookie)).reasons.map((reason) => reason.content)).toEqual(['Je dors mieux']);
  });

  it.each([
    ['POST', '/api/no-contact/letters', { content: '   ' }, 'Ta lettre est vide.'],
    ['POST', '/api/no-contact/letters', { content: 'x'.repeat(10_001) }, /^Une lettre doit faire au plus 10\s000 caractères\.$/],
    ['POST', '/api/no-contact/reasons', { content: 42 }, 'Ta raison est vide.'],
    ['POST', '/api/no-contact/slips', { timeZone: 'Lune/Tranquillité' }, 'Fuseau horaire inconnu.'],
    ['POST', '/api/no-contact/slips', { timeZone: TZ, note: 'x'.repeat(1001) }, /^Ta note doit faire au plus 1\s000 caractères\.$/],
    ['POST', '/api/no-contact/held', {}, /./],
  ])('%s %s with bad input: a 400 in French, nothing saved', async (method, url, body, message) => {
    const { cookie } = await signUpWithStory(t.app);
    const response = await send(t.app, cookie, method as 'POST', url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    const after = await state(cookie);
    expect([after.letters, after.reasons, after.slips, after.held]).toEqual([[], [], [], []]);
  });

  it('another person’s letter, reason or slip is a 404 and stays', async () => {
    const alice = await signUpWithStory(t.app);
    const bob = await signUpWithStory(t.app);
    const letter = (await send(t.app, alice.cookie, 'POST', '/api/no-contact/letters', { content: 'À Léo' })).json().letter;
    const reason = (await send(t.app, alice.cookie, 'POST', '/api/no-contact/reasons', { content: 'Pour moi' })).json().reason;
    const { slip } = (await send(t.app, alice.cookie, 'POST', '/api/no-contact/slips', { timeZone: TZ })).json() as SlipResponse;
    for (const [method, url, body] of [
      ['DELETE', `/api/no-contact/letters/${letter.id}`, undefined],
      ['PUT', `/api/no-contact/reasons/${reason.id}`, { content: 'intrusion' }],
      ['DELETE', `/api/no-contact/reasons/${reason.id}`, undefined],
      ['DELETE', `/api/no-contact/slips/${slip.id}`, undefined],
    ] as const) {
      expect((await send(t.app, bob.cookie, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    const kept = await state(alice.cookie);
    expect([kept.letters.length, kept.reasons[0]?.content, kept.slips.length]).toEqual([1, 'Pour moi', 1]);
    expect(JSON.stringify(await state(bob.cookie))).not.toContain('À Léo');
  });
});
