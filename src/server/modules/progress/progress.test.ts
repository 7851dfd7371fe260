import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GOALS, GOAL_EMPTY, GOAL_FALLBACK, noContactStartFor, type Progress } from '#shared/progress';
import { plusDays } from '#shared/no-contact';
import { localDateIn } from '#shared/time-zone';
import { goals, progress } from '#server/db/schema';
import { send, signUpWithStory, useAppWithFakeAi } from '#server/testing/test-app';
import { FUTURE_DATE_MESSAGE } from '#shared/progress';

const ai = useAppWithFakeAi();

const TZ = 'Europe/Paris';
const getProgress = async (cookie: string) => (await send(ai.t.app, cookie, 'GET', '/api/progress')).json() as Progress;
function daysAgo(days: number): string {
  const date = new Date(`${localDateIn(TZ)}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return localDateIn('UTC', date);
}

describe('the progress record', () => {
  it('starts with 0 days — still 0 on later reads today — and the three default goals in SPEC’s order', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const today = localDateIn(TZ);
    const record = await getProgress(cookie);
    expect(record.daysNoContact).toBe(0);
    // The count starts at the person's next midnight, so today stays day 0: tomorrow at 00:00 in
    // Paris. Not « at most 24 hours from now »: the day the clocks go back has 25 hours, and from
    // 00:00 to 01:00 that night the next midnight is more than 24 hours away.
    const start = new Date(record.noContactStartDate);
    expect(start.getTime()).toBeGreaterThan(Date.now());
    expect(localDateIn(TZ, start)).toBe(plusDays(today, 1));
    expect(start.toLocaleTimeString('en-GB', { timeZone: TZ })).toBe('00:00:00');
    expect(record.goals.map(({ content, completed }) => ({ content, completed }))).toEqual(DEFAULT_GOALS);
    expect((await getProgress(cookie)).daysNoContact).toBe(0);
  });

  it('ends a new record’s first day at the person’s own midnight', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const response = await send(ai.t.app, cookie, 'GET', '/api/progress?timeZone=Pacific%2FKiritimati');
    const start = new Date(response.json().noContactStartDate);
    expect(start.toLocaleTimeString('en-GB', { timeZone: 'Pacific/Kiritimati' })).toBe('00:00:00');
    expect((await send(ai.t.app, cookie, 'GET', '/api/progress?timeZone=Nowhere')).statusCode).toBe(400);
  });

  it('is created once when two first reads race', async () => {
    const { cookie, userId } = await signUpWithStory(ai.t.app);
    await Promise.all(Array.from({ length: 5 }, () => getProgress(cookie)));
    expect(await ai.t.database.db.select().from(progress).where(eq(progress.userId, userId))).toHaveLength(1);
    expect(await ai.t.database.db.select().from(goals).where(eq(goals.userId, userId))).toHaveLength(3);
  });

  it('raises the stored count on load when more calendar days have passed', async () => {
    const { cookie, userId } = await signUpWithStory(ai.t.app);
    await getProgress(cookie);
    await ai.t.database.db
      .update(progress)
      .set({ noContactStartDate: noContactStartFor(daysAgo(5), TZ), daysNoContact: 1 })
      .where(eq(progress.userId, userId));
    expect((await getProgress(cookie)).daysNoContact).toBe(5);
    const [row] = await ai.t.database.db.select().from(progress).where(eq(progress.userId, userId));
    expect(row?.daysNoContact).toBe(5);
  });

  it('never lowers a stored count', async () => {
    const { cookie, userId } = await signUpWithStory(ai.t.app);
    await getProgress(cookie);
    await ai.t.database.db.update(progress).set({ daysNoContact: 42 }).where(eq(progress.userId, userId));
    expect((await getProgress(cookie)).daysNoContact).toBe(42);
  });
});

describe('PUT /api/progress/no-contact', () => {
  it('a last contact 10 days ago gives 10 days, moves the start back and asks for a celebration', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const response = await send(ai.t.app, cookie, 'PUT', '/api/progress/no-contact', { lastContactDate: daysAgo(10), timeZone: TZ });
    expect(response.statusCode).toBe(200);
    const { progress: record, celebrate } = response.json();
    expect(record.daysNoContact).toBe(10);
    expect(celebrate).toBe(true);
    expect((await getProgress(cookie)).daysNoContact).toBe(10);
  });

  it('today gives 0 days and no celebration; 2 days none either', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const today = await send(ai.t.app, cookie, 'PUT', '/api/progress/no-contact', { lastContactDate: daysAgo(0), timeZone: TZ });
    expect(today.json()).toMatchObject({ progress: { daysNoContact: 0 }, celebrate: false });
    const two = await send(ai.t.app, cookie, 'PUT', '/api/progress/no-contact', { lastContactDate: daysAgo(2), timeZone: TZ });
    expect(two.json()).toMatchObject({ progress: { daysNoContact: 2 }, celebrate: false });
  });

  it.each([
    ['a future date', { lastContactDate: '2999-12-31', timeZone: TZ }, 400],
    ['tomorrow', { lastContactDate: daysAgo(-1), timeZone: TZ }, 400],
    ['not a date', { lastContactDate: 'hier', timeZone: TZ }, 400],
    ['no time zone', { lastContactDate: daysAgo(3) }, 400],
    ['an unknown field', { lastContactDate: daysAgo(3), timeZone: TZ, daysNoContact: 999 }, 400],
  ])('refuses %s, changing nothing', async (_label, body, status) => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const before = await getProgress(cookie);
    const response = await send(ai.t.app, cookie, 'PUT', '/api/progress/no-contact', body);
    expect(response.statusCode).toBe(status);
    expect((await getProgress(cookie)).noContactStartDate).toBe(before.noContactStartDate);
  });

  it('says why a future date is refused', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const response = await send(ai.t.app, cookie, 'PUT', '/api/progress/no-contact', { lastContactDate: '2999-12-31', timeZone: TZ });
    expect(response.json().message).toBe(FUTURE_DATE_MESSAGE);
  });
});

describe('goals', () => {
  it('adds at the top, toggles and deletes', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const added = await send(ai.t.app, cookie, 'POST', '/api/progress/goals', { content: '  Reprendre la guitare ' });
    expect(added.statusCode).toBe(201);
    const { goal } = added.json();
    expect(goal).toMatchObject({ content: 'Reprendre la guitare', completed: false });
    expect((await getProgress(cookie)).goals[0]?.id).toBe(goal.id);

    const toggled = await send(ai.t.app, cookie, 'PATCH', `/api/progress/goals/${goal.id}`, { completed: true });
    expect(toggled.json().goal.completed).toBe(true);
    const back = await send(ai.t.app, cookie, 'PATCH', `/api/progress/goals/${goal.id}`, { completed: false });
    expect(back.json().goal.completed).toBe(false);

    expect((await send(ai.t.app, cookie, 'DELETE', `/api/progress/goals/${goal.id}`)).statusCode).toBe(204);
    expect((await getProgress(cookie)).goals.map((item) => item.id)).not.toContain(goal.id);
  });

  it('twenty adds at once give twenty goals', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    await getProgress(cookie);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(ai.t.app, cookie, 'POST', '/api/progress/goals', { content: `Objectif ${i}` })),
    );
    expect(responses.every((response) => response.statusCode === 201)).toBe(true);
    const record = await getProgress(cookie);
    expect(record.goals).toHaveLength(23);
    expect(new Set(record.goals.map((item) => item.id)).size).toBe(23);
  });

  it('a toggle racing a delete never brings the goal back', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const { goal } = (await send(ai.t.app, cookie, 'POST', '/api/progress/goals', { content: 'Fragile' })).json();
    const [toggle, remove] = await Promise.all([
      send(ai.t.app, cookie, 'PATCH', `/api/progress/goals/${goal.id}`, { completed: true }),
      send(ai.t.app, cookie, 'DELETE', `/api/progress/goals/${goal.id}`),
    ]);
    expect(remove.statusCode).toBe(204);
    expect([200, 404]).toContain(toggle.statusCode);
    expect((await getProgress(cookie)).goals.map((item) => item.id)).not.toContain(goal.id);
    // A late toggle finds nothing.
    expect((await send(ai.t.app, cookie, 'PATCH', `/api/progress/goals/${goal.id}`, { completed: false })).statusCode).toBe(404);
  });

  it.each([
    ['a blank goal', { content: '   ' }],
    ['a goal over 300 characters', { content: 'a'.repeat(301) }],
    ['an unknown field', { content: 'x', completed: true }],
  ])('refuses %s with a 400', async (_label, body) => {
    const { cookie } = await signUpWithStory(ai.t.app);
    expect((await send(ai.t.app, cookie, 'POST', '/api/progress/goals', body)).statusCode).toBe(400);
  });

  it('answers 404 for another person’s goal and 400 for a malformed id, changing nothing', async () => {
    const alice = await signUpWithStory(ai.t.app);
    const bob = await signUpWithStory(ai.t.app);
    const { goal } = (await send(ai.t.app, alice.cookie, 'POST', '/api/progress/goals', { content: 'Secret d’Alice' })).json();
    expect((await send(ai.t.app, bob.cookie, 'PATCH', `/api/progress/goals/${goal.id}`, { completed: true })).statusCode).toBe(404);
    expect((await send(ai.t.app, bob.cookie, 'DELETE', `/api/progress/goals/${goal.id}`)).statusCode).toBe(404);
    expect((await send(ai.t.app, bob.cookie, 'DELETE', '/api/progress/goals/pas-un-id')).statusCode).toBe(400);
    expect(JSON.stringify(await getProgress(bob.cookie))).not.toContain('Alice');
    const aliceGoal = (await getProgress(alice.cookie)).goals.find((item) => item.id === goal.id);
    expect(aliceGoal).toMatchObject({ completed: false });
  });

  it("adds Janne's goal at the top, without its final period, asking for 50 tokens", async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const response = await send(ai.t.app, cookie, 'POST', '/api/progress/goals/suggestion');
    expect(response.statusCode).toBe(201);
    expect(response.json().goal.content).toBe("Marcher trente minutes au bord de l'eau");
    expect((await getProgress(cookie)).goals[0]?.content).toBe("Marcher trente minutes au bord de l'eau");
    expect(ai.fake.requests[0]?.body).toMatchObject({ max_tokens: 50 });
  });

  it('adds the fallback goal when the provider fails, and the yoga one when the answer is empty', async () => {
    const failing = await signUpWithStory(ai.t.app, { exName: 'A', content: 'x [[fail500]]' });
    expect((await send(ai.t.app, failing.cookie, 'POST', '/api/progress/goals/suggestion')).json().goal.content).toBe(GOAL_FALLBACK);
    const empty = await signUpWithStory(ai.t.app, { exName: 'A', content: 'x [[empty]]' });
    expect((await send(ai.t.app, empty.cookie, 'POST', '/api/progress/goals/suggestion')).json().goal.content).toBe(GOAL_EMPTY);
  });
});
