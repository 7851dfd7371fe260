import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reminderSettings } from '#server/db/schema';
import { createTestApp, send, signUp } from '#server/testing/test-app';
import { type FakePush, startFakePush } from '#tests/support/fake-push';

/**
 * The queue as each server runs it: on its own, every interval, and stopped with the app — which
 * waits for the reminder being sent, so that a stopping server leaves nothing half-sent.
 */
let push: FakePush;
beforeAll(async () => {
  push = await startFakePush();
});
afterAll(async () => {
  await push?.close();
});

describe('the reminders loop', () => {
  // First: a fetch made by the test below leaves undici's keep-alive timer, which is not the app's.
  it('leaves no timer behind once the app is closed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      const t = await createTestApp({ reminders: { loop: true } });
      await t.close();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends due reminders on its own, and a closing app finishes the one being sent before it stops', async () => {
    const clock = { at: new Date('2026-11-20T10:00:00Z'), now: () => clock.at };
    const t = await createTestApp({ env: { PUSH_SERVICE_ORIGINS: push.origin }, reminders: { clock, loop: true, intervalMs: 20 } });
    try {
      const person = await signUp(t.app);
      const device = push.device(person.userId);
      expect((await send(t.app, person.cookie, 'POST', '/api/reminders/subscriptions', device.subscription)).statusCode).toBe(201);
      const body = { enabled: true, channel: 'push', time: '20:00', timeZone: 'Europe/Paris' };
      expect((await send(t.app, person.cookie, 'PUT', '/api/reminders', body)).statusCode).toBe(200);
      push.delayMs = 500; // a slow push service: the app is asked to close mid-send
      const arrived = push.arrived;
      clock.at = new Date('2026-11-20T19:00:00Z');
      await vi.waitFor(() => expect(push.arrived).toBe(arrived + 1), { timeout: 10_000, interval: 10 });
      await t.app.close();
      // Closed only after the send finished and was marked: nothing claimed, the day has its message.
      expect(push.received.filter((message) => message.device === person.userId)).toHaveLength(1);
      const [row] = await t.database.db.select().from(reminderSettings).where(eq(reminderSettings.userId, person.userId));
      expect(row).toMatchObject({ claimId: null, claimedUntil: null, lastSentOn: '2026-11-20' });
    } finally {
      push.delayMs = 0;
      await t.close();
    }
  });
});
