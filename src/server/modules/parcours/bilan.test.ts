import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateIn } from '#shared/local-day';
import { plusDays } from '#shared/no-contact';
import type { BilanState } from '#shared/parcours/bilan';
import { latestDay } from '#server/testing/recent-days';
import { createTestApp, send, signUp, type TestApp } from '#server/testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TEST_CLOCK: '1' } });
});
afterAll(async () => {
  await t.close();
});

const TZ = 'Europe/Paris';
const DAY_MS = 86_400_000;

async function setNow(cookie: string, instant: number) {
  expect((await send(t.app, cookie, 'PUT', '/api/test/clock', { offsetMs: instant - Date.now() })).statusCode).toBe(204);
}
const bilanState = async (cookie: string): Promise<BilanState> =>
  (await send(t.app, cookie, 'GET', `/api/parcours/bilans?timeZone=${TZ}`)).json();
const answer = async (cookie: string, answers: number[]) => {
  const response = await send(t.app, cookie, 'POST', '/api/parcours/bilans', { answers, timeZone: TZ });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as BilanState;
};

/** A person who started the parcours (skipped day 1) at 09:00 Paris on `start`. */
async function startedOn(start: number) {
  const person = await signUp(t.app);
  await setNow(person.cookie, start);
  expect((await send(t.app, person.cookie, 'POST', '/api/parcours/days/1/skip', { timeZone: TZ })).statusCode).toBe(200);
  return person;
}

/** 09:00 in Paris on the latest 7 September: in the last twelve months, as the test clock asks (recent-days.ts). */
const START_DAY = latestDay('09-07');
const START = Date.parse(`${START_DAY}T07:00:00Z`);
const HIGH = [3, 3, 2, 2, 2, 2, 2]; // 16 of 28
const LOW = [1, 1, 0, 1, 0, 1, 0]; // 4

describe('Mon bilan de la semaine', () => {
  it('is due on the seventh day of the parcours, not before, and then seven days after the last', async () => {
    const { cookie } = await startedOn(START);
    expect(await bilanState(cookie)).toMatchObject({ due: false, nextOn: plusDays(START_DAY, 6), results: [], help: [] });
    await setNow(cookie, START + 5 * DAY_MS);
    expect((await bilanState(cookie)).due).toBe(false);
    await setNow(cookie, START + 6 * DAY_MS);
    expect((await bilanState(cookie)).due).toBe(true);
    expect((await send(t.app, cookie, 'GET', `/api/parcours?timeZone=${TZ}`)).json().bilanDue).toBe(true);
    const after = await answer(cookie, LOW);
    expect(after).toMatchObject({ due: false, nextOn: plusDays(START_DAY, 13) });
    expect(after.results).toEqual([{ date: plusDays(START_DAY, 6), answers: LOW, score: 4, moodAverage: null }]);
  });

  it('three weeks of high answers bring the professional help; lower ones do not', async () => {
    const high = await startedOn(START);
    const low = await startedOn(START);
    let last: BilanState | null = null;
    let calm: BilanState | null = null;
    for (let week = 0; week < 3; week += 1) {
      await setNow(high.cookie, START + (6 + 7 * week) * DAY_MS);
      await setNow(low.cookie, START + (6 + 7 * week) * DAY_MS);
      last = await answer(high.cookie, HIGH);
      calm = await answer(low.cookie, LOW);
      if (week === 0) expect(last.help).toEqual([]);
    }
    expect(last!.help).toContain('high-twice');
    expect(last!.results.map((result) => result.score)).toEqual([16, 16, 16]);
    expect(calm!.help).toEqual([]);
  });

  it('rising three weeks running, or daily life at its worst, bring it too', async () => {
    const rising = await startedOn(START);
    const scores = [
      [0, 0, 0, 0, 0, 0, 1],
      [1, 1, 0, 0, 0, 0, 1],
      [2, 1, 1, 0, 0, 0, 1],
    ];
    let state: BilanState | null = null;
    for (const [week, answers] of scores.entries()) {
      await setNow(rising.cookie, START + (6 + 7 * week) * DAY_MS);
      state = await answer(rising.cookie, answers);
    }
    expect(state!.help).toEqual(['rising']);

    const worst = await startedOn(START);
    await setNow(worst.cookie, START + 6 * DAY_MS);
    expect((await answer(worst.cookie, [0, 0, 0, 0, 0, 0, 4])).help).toEqual(['daily-life']);
  });

  it('a second bilan the same day replaces the first', async () => {
    const { cookie } = await startedOn(START);
    await answer(cookie, LOW);
    const again = await answer(cookie, HIGH);
    expect(again.results).toHaveLength(1);
    expect(again.results[0]!.score).toBe(16);
  });

  it('shows the journal’s mood average of the seven days beside the score', async () => {
    const { cookie } = await signUp(t.app);
    const today = localDateIn(TZ);
    await send(t.app, cookie, 'POST', '/api/journal/entries', { mood: 3, content: 'Lourd', date: today, timeZone: TZ });
    await send(t.app, cookie, 'POST', '/api/journal/entries', { mood: 6, content: 'Mieux', date: today, timeZone: TZ });
    // Noon of the journal's today: before 5 a.m. the parcours day would still be yesterday.
    await setNow(cookie, Date.parse(`${today}T10:00:00Z`));
    const state = await answer(cookie, LOW);
    expect(state.results[0]!.moodAverage).toBe(4.5);
  });

  it('refuses answers that are not seven numbers from 0 to 4, in French', async () => {
    const { cookie } = await signUp(t.app);
    for (const answers of [
      [1, 2, 3],
      [0, 0, 0, 0, 0, 0, 5],
      [0, 0, 0, 0, 0, 0, 1.5],
      ['a', 0, 0, 0, 0, 0, 0],
    ]) {
      const response = await send(t.app, cookie, 'POST', '/api/parcours/bilans', { answers, timeZone: TZ });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Réponds aux 7 questions, de 0 à 4.');
    }
    expect((await bilanState(cookie)).results).toEqual([]);
  });
});
