import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreeText } from '#shared/gender';
import { plusDays } from '#shared/no-contact';
import { PARCOURS_DAYS } from '#shared/parcours/days';
import type { ParcoursExerciseKind } from '#shared/parcours/content';
import type { ParcoursState } from '#shared/parcours/api';
import { bilans, parcours } from '#server/db/schema';
import { OffsetClock } from '#server/clock';
import { latestDay, latestSpringForward } from '#server/testing/recent-days';
import { createTestApp, parseSse, send, signUp, type TestApp } from '#server/testing/test-app';
import { ParcoursService, type ParcoursTools } from './parcours.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TEST_CLOCK: '1' } });
});
afterAll(async () => {
  await t.close();
});

const TZ = 'Europe/Paris';

/** Moves the person's « now » to `instant` (PUT /api/test/clock). */
async function setNow(cookie: string, instant: string) {
  const response = await send(t.app, cookie, 'PUT', '/api/test/clock', { offsetMs: Date.parse(instant) - Date.now() });
  expect(response.statusCode).toBe(204);
}

async function state(cookie: string): Promise<ParcoursState> {
  const response = await send(t.app, cookie, 'GET', `/api/parcours?timeZone=${TZ}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const dayOfKind = (kind: ParcoursExerciseKind) => PARCOURS_DAYS.find((day) => day.exercise.kind === kind)!;

/** An answer the day's exercise accepts. */
function bodyFor(day: number, answer = `Réponse du jour ${day}`) {
  const { exercise } = PARCOURS_DAYS[day - 1]!;
  if (exercise.kind === 'journal') return { answer, mood: 6, timeZone: TZ };
  if (exercise.kind === 'grounding' || exercise.kind === 'action') return { timeZone: TZ };
  return { answer, timeZone: TZ };
}

/**
 * Skips days 1 to `last`, one a morning from `from` (an instant at 09:00 Paris; by default the
 * latest 5 January, recent-days.ts: the test clock moves at most 400 days).
 */
async function skipThrough(cookie: string, last: number, from = Date.parse(`${latestDay('01-05')}T08:00:00Z`)) {
  for (let day = 1; day <= last; day += 1) {
    await setNow(cookie, new Date(from + (day - 1) * 86_400_000).toISOString());
    const response = await send(t.app, cookie, 'POST', `/api/parcours/days/${day}/skip`, { timeZone: TZ });
    expect(response.statusCode, response.body).toBe(200);
  }
  return from + last * 86_400_000;
}

describe('GET /api/parcours', () => {
  it('shows a new person day 1, open, and the 27 others ahead, writing nothing', async () => {
    const { cookie, userId } = await signUp(t.app);
    const body = await state(cookie);
    expect(body.current).toEqual({ day: 1, title: PARCOURS_DAYS[0]!.title, status: 'open' });
    expect(body.days).toHaveLength(28);
    expect(body.days[0]).toEqual({ day: 1, status: 'open', finishedOn: null, written: null });
    expect(body.days.slice(1).every((day) => day.status === 'locked')).toBe(true);
    expect(body).toMatchObject({ welcomeBack: false, paused: false, finished: false, bilanDue: false });
    expect(await t.database.db.select().from(parcours).where(eq(parcours.userId, userId))).toHaveLength(0);
  });

  it('answers 401 signed out and 400 for an unknown time zone', async () => {
    expect((await send(t.app, '', 'GET', '/api/parcours')).statusCode).toBe(401);
    const { cookie } = await signUp(t.app);
    expect((await send(t.app, cookie, 'GET', '/api/parcours?timeZone=Mars/Olympus')).statusCode).toBe(400);
  });
});

describe('a day done, and the next one the morning after', () => {
  it('writes day 1 into the journal, marks it done, and opens day 2 at 5 a.m. Paris time, not before', async () => {
    const { cookie } = await signUp(t.app);
    expect(PARCOURS_DAYS[0]!.exercise.kind).toBe('journal');
    // A winter evening in the last twelve months (recent-days.ts), and the night after it.
    const evening = latestDay('03-10');
    const night = plusDays(evening, 1);
    await setNow(cookie, `${evening}T19:00:00Z`); // 20:00 in Paris
    const done = await send(t.app, cookie, 'POST', '/api/parcours/days/1/exercise', bodyFor(1, 'Le plus dur, le silence du soir.'));
    expect(done.statusCode, done.body).toBe(200);
    const { state: after, crisis } = done.json();
    expect(crisis).toBeNull();
    expect(after.days[0]).toMatchObject({ status: 'done', finishedOn: evening, written: { tool: 'journal' } });
    expect(after.days[0].written.text).toContain('Le plus dur, le silence du soir.');
    expect(after.current).toMatchObject({ day: 2, status: 'tomorrow' });

    // In the journal, as an entry of its own, under the day's question agreed with the person (a woman here).
    const journal = (await send(t.app, cookie, 'GET', '/api/journal/entries')).json();
    expect(journal.entries[0].text).toContain('Le plus dur, le silence du soir.');
    expect(journal.entries[0].text).toContain(agreeText(PARCOURS_DAYS[0]!.exercise.prompt, 'female'));
    expect(journal.entries[0].text).not.toMatch(/[{}·]/);
    expect(journal.entries[0].mood).toBe(6);

    // Day 2 waits: at 01:00 and at 04:59 the next night it is still « demain ».
    const early = await send(t.app, cookie, 'POST', '/api/parcours/days/2/skip', { timeZone: TZ });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'parcours/day-not-open' });
    await setNow(cookie, `${night}T03:59:00Z`);
    expect((await state(cookie)).current).toMatchObject({ day: 2, status: 'tomorrow' });
    await setNow(cookie, `${night}T04:01:00Z`);
    expect((await state(cookie)).current).toMatchObject({ day: 2, status: 'open' });
  });

  it('across the change to summer time, the next day still opens at 5 a.m. Paris time', async () => {
    const { cookie } = await signUp(t.app);
    // The latest night the clocks went forward (recent-days.ts), and the Saturday before it.
    const sunday = latestSpringForward();
    await setNow(cookie, `${plusDays(sunday, -1)}T20:00:00Z`); // Saturday 21:00, the night clocks go forward
    expect((await send(t.app, cookie, 'POST', '/api/parcours/days/1/skip', { timeZone: TZ })).statusCode).toBe(200);
    await setNow(cookie, `${sunday}T02:59:00Z`); // 04:59 summer time
    expect((await state(cookie)).current?.status).toBe('tomorrow');
    await setNow(cookie, `${sunday}T03:01:00Z`); // 05:01
    expect((await state(cookie)).current?.status).toBe('open');
  });

  it('refuses a day done twice, even from two tabs at once, and a day ahead', async () => {
    const { cookie } = await signUp(t.app);
    const [first, second] = await Promise.all([
      send(t.app, cookie, 'POST', '/api/parcours/days/1/exercise', bodyFor(1)),
      send(t.app, cookie, 'POST', '/api/parcours/days/1/exercise', bodyFor(1)),
    ]);
    expect([first.statusCode, second.statusCode].toSorted()).toEqual([200, 409]);
    expect((await send(t.app, cookie, 'POST', '/api/parcours/days/1/skip', { timeZone: TZ })).json().code).toBe('parcours/day-finished');
    expect((await send(t.app, cookie, 'POST', '/api/parcours/days/5/skip', { timeZone: TZ })).statusCode).toBe(409);
    expect((await send(t.app, cookie, 'POST', '/api/parcours/days/29/skip', { timeZone: TZ })).statusCode).toBe(400);
    expect((await send(t.app, cookie, 'POST', '/api/parcours/days/abc/skip', { timeZone: TZ })).statusCode).toBe(400);
  });

  it('asks for the mood and the words a journal day needs, in French, and writes nothing without them', async () => {
    const { cookie } = await signUp(t.app);
    const noMood = await send(t.app, cookie, 'POST', '/api/parcours/days/1/exercise', { answer: 'Des mots', timeZone: TZ });
    expect(noMood.statusCode).toBe(400);
    expect(noMood.json().fieldErrors.mood).toBe('Choisis ton humeur, de 1 à 10.');
    const noAnswer = await send(t.app, cookie, 'POST', '/api/parcours/days/1/exercise', { answer: '   ', mood: 5, timeZone: TZ });
    expect(noAnswer.statusCode).toBe(400);
    expect(noAnswer.json().fieldErrors.answer).toBe('Écris quelques mots avant de valider.');
    const tooLong = await send(t.app, cookie, 'POST', '/api/parcours/days/1/exercise', { answer: 'a'.repeat(2001), mood: 5, timeZone: TZ });
    expect(tooLong.statusCode).toBe(400);
    expect((await send(t.app, cookie, 'GET', '/api/journal/entries')).json().entries).toHaveLength(0);
    expect((await state(cookie)).days[0]!.status).toBe('open');
  });
});

describe('every kind of exercise goes into its tool, and the parcours shows it as it is there', () => {
  it.each(['matrix', 'letter', 'reason', 'goal', 'safety-plan', 'grounding', 'action'] as const)('%s', async (kind) => {
    const target = dayOfKind(kind);
    const { cookie } = await signUp(t.app);
    const morning = await skipThrough(cookie, target.day - 1);
    await setNow(cookie, new Date(morning).toISOString());
    const response = await send(
      t.app,
      cookie,
      'POST',
      `/api/parcours/days/${target.day}/exercise`,
      bodyFor(target.day, 'Marcher au bord du canal'),
    );
    expect(response.statusCode, response.body).toBe(200);
    const day = response.json().state.days[target.day - 1];
    expect(day.status).toBe('done');
    const where: Record<typeof kind, [string, (body: string) => boolean] | null> = {
      matrix: ['/api/matrix', (body) => body.includes('Marcher au bord du canal')],
      letter: ['/api/no-contact', (body) => body.includes('Marcher au bord du canal')],
      reason: ['/api/no-contact', (body) => body.includes('Marcher au bord du canal')],
      goal: ['/api/progress', (body) => body.includes('Marcher au bord du canal')],
      'safety-plan': ['/api/safety-plan', (body) => body.includes('Marcher au bord du canal')],
      grounding: null,
      action: null,
    };
    const check = where[kind];
    if (check) {
      const [url, found] = check;
      expect(found((await send(t.app, cookie, 'GET', `${url}?timeZone=${TZ}`)).body), url).toBe(true);
      expect(day.written).toEqual({ tool: kind, text: 'Marcher au bord du canal' });
    } else {
      expect(day.written).toBeNull();
    }
  });

  it('a journal answer deleted in the journal reads as deleted in the parcours', async () => {
    const { cookie } = await signUp(t.app);
    const { state: after } = (await send(t.app, cookie, 'POST', '/api/parcours/days/1/exercise', bodyFor(1))).json();
    expect(after.days[0].written.text).toContain('Réponse du jour 1');
    const [entry] = (await send(t.app, cookie, 'GET', '/api/journal/entries')).json().entries;
    expect((await send(t.app, cookie, 'DELETE', `/api/journal/entries/${entry.id}`)).statusCode).toBe(204);
    expect((await state(cookie)).days[0]!.written).toEqual({ tool: 'journal', text: null });
  });

  it('refuses a text for an exercise that asks none', async () => {
    const target = dayOfKind('grounding');
    const { cookie } = await signUp(t.app);
    const morning = await skipThrough(cookie, target.day - 1);
    await setNow(cookie, new Date(morning).toISOString());
    const response = await send(t.app, cookie, 'POST', `/api/parcours/days/${target.day}/exercise`, { answer: 'x', timeZone: TZ });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.answer).toBe('Cet exercice ne demande pas de texte.');
  });
});

describe('it follows the person, not the calendar', () => {
  it('after five days away, offers to go on where they stopped, with no count of missed days', async () => {
    const { cookie } = await signUp(t.app);
    const first = latestDay('05-04'); // in the last twelve months: recent-days.ts
    await setNow(cookie, `${first}T08:00:00Z`);
    await send(t.app, cookie, 'POST', '/api/parcours/days/1/exercise', bodyFor(1));
    await setNow(cookie, `${plusDays(first, 1)}T08:00:00Z`);
    expect((await state(cookie)).welcomeBack).toBe(false);
    await setNow(cookie, `${plusDays(first, 5)}T08:00:00Z`);
    const back = await state(cookie);
    expect(back).toMatchObject({ welcomeBack: true, current: { day: 2, status: 'open' } });
    expect(JSON.stringify(back)).not.toMatch(/missed|manqu/i);
    expect(back.days.filter((day) => day.status === 'done' || day.status === 'skipped')).toHaveLength(1);
  });

  it('pauses and resumes; restarts at day 1 and keeps what was written in its tool', async () => {
    const { cookie } = await signUp(t.app);
    await send(t.app, cookie, 'POST', '/api/parcours/days/1/exercise', bodyFor(1, 'Gardé dans le journal'));
    const paused = await send(t.app, cookie, 'PUT', '/api/parcours/pause', { paused: true, timeZone: TZ });
    expect(paused.json().paused).toBe(true);
    expect((await send(t.app, cookie, 'PUT', '/api/parcours/pause', { paused: false, timeZone: TZ })).json().paused).toBe(false);
    const restarted = (await send(t.app, cookie, 'POST', '/api/parcours/restart', { timeZone: TZ })).json();
    expect(restarted.current).toMatchObject({ day: 1, status: 'open' });
    expect(restarted.days[0].written).toBeNull();
    expect((await send(t.app, cookie, 'GET', '/api/journal/entries')).json().entries[0].text).toContain('Gardé dans le journal');
  });
});

describe('privacy', () => {
  it('keeps the record and the bilans encrypted at rest, and one person never sees another’s', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await send(t.app, a.cookie, 'POST', '/api/parcours/days/1/exercise', bodyFor(1));
    await send(t.app, a.cookie, 'POST', '/api/parcours/bilans', { answers: [4, 4, 4, 4, 4, 4, 4], timeZone: TZ });
    const result = await t.database.db.execute(
      sql`select p.state || ' ' || b.answers as raw from parcours p join bilans b using (user_id) where p.user_id = ${a.userId}`,
    );
    // Both drivers (PGlite, node-postgres) answer a raw query with `rows`.
    const [row] = (result as unknown as { rows: { raw: string }[] }).rows;
    expect(row!.raw).toMatch(/^enc1:v1-\S+ enc1:v1-\S+$/);
    const other = await state(b.cookie);
    expect(other.days[0]!.status).toBe('open');
    expect((await send(t.app, b.cookie, 'GET', `/api/parcours/bilans?timeZone=${TZ}`)).json().results).toEqual([]);
    expect(await t.database.db.select().from(bilans).where(eq(bilans.userId, b.userId))).toHaveLength(0);
  });

  it('is gone with the account', async () => {
    const person = await signUp(t.app);
    await send(t.app, person.cookie, 'POST', '/api/parcours/days/1/exercise', bodyFor(1));
    await send(t.app, person.cookie, 'POST', '/api/parcours/bilans', { answers: [1, 1, 1, 1, 1, 1, 1], timeZone: TZ });
    const deleted = await send(t.app, person.cookie, 'POST', '/api/account/delete', { password: 'un-mot-de-passe-solide' });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await t.database.db.select().from(parcours).where(eq(parcours.userId, person.userId))).toHaveLength(0);
    expect(await t.database.db.select().from(bilans).where(eq(bilans.userId, person.userId))).toHaveLength(0);
  });
});

describe('Janne’s context: today’s step', () => {
  it('is day 1 to do, then day 1 done until day 2 opens, and nothing while paused', async () => {
    const { cookie, userId } = await signUp(t.app);
    const clock = new OffsetClock();
    const service = new ParcoursService(t.database.db, NO_TOOLS, { isDue: async () => false }, clock);
    const day = (n: number) => ({ day: n, title: PARCOURS_DAYS[n - 1]!.title, theme: PARCOURS_DAYS[n - 1]!.theme });
    expect(await service.stepFor(userId)).toEqual({ ...day(1), done: false });
    const first = latestDay('06-01'); // in the last twelve months: recent-days.ts
    await setNow(cookie, `${first}T10:00:00Z`);
    clock.set(userId, Date.parse(`${first}T10:00:00Z`) - Date.now());
    await send(t.app, cookie, 'POST', '/api/parcours/days/1/exercise', bodyFor(1));
    expect(await service.stepFor(userId)).toEqual({ ...day(1), done: true });
    clock.set(userId, Date.parse(`${plusDays(first, 1)}T10:00:00Z`) - Date.now());
    expect(await service.stepFor(userId)).toEqual({ ...day(2), done: false });
    await send(t.app, cookie, 'PUT', '/api/parcours/pause', { paused: true, timeZone: TZ });
    expect(await service.stepFor(userId)).toBeNull();
  });
});

/** stepFor reads the record only; no tool is ever called. */
const NO_TOOLS = new Proxy({} as ParcoursTools, {
  get() {
    throw new Error('stepFor must not write into a tool');
  },
});

describe('Janne, offline, through the chat', () => {
  it('points a new person who asks what to do to day 1 of « Mon parcours », and to day 1 done once it is', async () => {
    const { cookie } = await signUp(t.app);
    const ask = async (content: string) => {
      const response = await send(t.app, cookie, 'POST', '/api/chat/messages', { content });
      expect(response.statusCode).toBe(200);
      const done = parseSse(response.body).findLast((event) => event.type === 'done');
      return done?.type === 'done' ? done.message.content : '';
    };
    const reply = await ask('je sais pas quoi faire ce soir, t’as une idée ?');
    expect(reply).toContain('Mon parcours');
    expect(reply).toContain(PARCOURS_DAYS[0]!.title);
    await send(t.app, cookie, 'POST', '/api/parcours/days/1/exercise', bodyFor(1));
    expect(await ask('bon et là je fais quoi, une idée pour m’occuper ?')).toMatch(/déjà fait/);
  });
});
