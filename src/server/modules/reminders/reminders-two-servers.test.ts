import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderSettings } from '#server/db/schema';
import { createTestApp, send, signUp, type TestApp } from '#server/testing/test-app';
import { type FakePush, startFakePush } from '#tests/support/fake-push';
import { CLAIM_MS } from './scheduler';

/**
 * Two app servers on one database, each running its own reminders' queue (as behind a load
 * balancer; in `npm run test:pg` on a real PostgreSQL, with a pool of connections): every due
 * reminder is sent once, whichever server claims it.
 */
const clock = { at: new Date('2026-11-12T10:00:00Z'), now: () => clock.at };

let a: TestApp;
let b: TestApp;
let push: FakePush;
beforeAll(async () => {
  push = await startFakePush();
  const env = { PUSH_SERVICE_ORIGINS: push.origin };
  a = await createTestApp({ env, reminders: { clock } });
  b = await createTestApp({ env, database: a.database, reminders: { clock } });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await push?.close();
});

async function personWithDevice(app: TestApp['app']) {
  const person = await signUp(app);
  const device = push.device(person.userId);
  expect((await send(app, person.cookie, 'POST', '/api/reminders/subscriptions', device.subscription)).statusCode).toBe(201);
  const body = { enabled: true, channel: 'push', time: '20:00', timeZone: 'Europe/Paris' };
  expect((await send(app, person.cookie, 'PUT', '/api/reminders', body)).statusCode).toBe(200);
  return person;
}

describe('reminders with two app servers on one database', () => {
  it('sends each due reminder once, whichever server claims it', async () => {
    clock.at = new Date('2026-11-12T10:00:00Z');
    const people = [];
    for (let index = 0; index < 8; index += 1) people.push(await personWithDevice(index % 2 === 0 ? a.app : b.app));
    clock.at = new Date('2026-11-12T19:00:00Z'); // 20:00 in Paris
    // Both queues at once, three times over: as their 30-second loops would meet.
    for (let round = 0; round < 3; round += 1) await Promise.all([a.app.reminders.runOnce(), b.app.reminders.runOnce()]);
    for (const person of people)
      expect(
        push.received.filter((message) => message.device === person.userId),
        person.userId,
      ).toHaveLength(1);
  });

  it('sends a reminder that a stopped server had claimed once its claim runs out, and only then', async () => {
    clock.at = new Date('2026-11-13T10:00:00Z');
    const person = await personWithDevice(a.app);
    const due = new Date('2026-11-13T19:00:00Z');
    clock.at = due;
    // A server claimed it and stopped before sending: its claim holds for CLAIM_MS.
    await a.database.db
      .update(reminderSettings)
      .set({ claimId: '00000000-0000-4000-8000-000000000001', claimedUntil: new Date(due.getTime() + CLAIM_MS) })
      .where(eq(reminderSettings.userId, person.userId));
    await Promise.all([a.app.reminders.runOnce(), b.app.reminders.runOnce()]);
    expect(push.received.filter((message) => message.device === person.userId)).toHaveLength(0);
    clock.at = new Date(due.getTime() + CLAIM_MS + 1000);
    await Promise.all([a.app.reminders.runOnce(), b.app.reminders.runOnce()]);
    expect(push.received.filter((message) => message.device === person.userId)).toHaveLength(1);
  });
});
