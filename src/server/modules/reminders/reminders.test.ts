import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localDateIn } from '#shared/local-day';
import { REMINDER_TEXTS } from '#shared/reminder-push';
import { nextReminderAt, SILENCE_CHECK_IN_TEXT, UNKNOWN_PUSH_SERVICE_MESSAGE } from '#shared/reminders';
import { pushSubscriptions, reminderSettings } from '#server/db/schema';
import { createTestApp, send, signUp, signUpWithStory, type TestApp } from '#server/testing/test-app';
import { type FakePush, startFakePush } from '#tests/support/fake-push';
import { startTestSmtp, type TestSmtp } from '#tests/support/smtp-server';

/** The queue's « now », moved by each test. */
const clock = { at: new Date('2026-10-24T10:00:00Z'), now: () => clock.at };
const at = (iso: string) => {
  clock.at = new Date(iso);
};

let t: TestApp;
let push: FakePush;
let smtp: TestSmtp;
beforeAll(async () => {
  [push, smtp] = await Promise.all([startFakePush(), startTestSmtp()]);
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUSH_SERVICE_ORIGINS: push.origin }, reminders: { clock } });
});
afterAll(async () => {
  await t?.close();
  await Promise.all([push?.close(), smtp?.close()]);
});
beforeEach(() => {
  push.received.length = 0;
});

const EX_NAME = 'Maximilien';
const STORY = 'SECRET-STORY-TEXT il est parti un mardi';
const JOURNAL = 'SECRET-JOURNAL-TEXT je vais mal';

/** A person with a story naming their ex, reminders on, and one device subscribed. */
async function personWithDevice(settings: object = {}) {
  const person = await signUpWithStory(t.app, { exName: EX_NAME, content: STORY });
  const device = push.device(person.userId);
  expect((await send(t.app, person.cookie, 'POST', '/api/reminders/subscriptions', device.subscription)).statusCode).toBe(201);
  const saved = await send(t.app, person.cookie, 'PUT', '/api/reminders', {
    enabled: true,
    channel: 'push',
    time: '20:00',
    timeZone: 'Europe/Paris',
    ...settings,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...person, device };
}

/** Runs every server's queue once and returns what this person's device received. */
async function tick(name: string) {
  await t.app.reminders.runOnce();
  return push.received.filter((message) => message.device === name);
}

describe('settings', () => {
  it('are off until turned on, and come back as saved', async () => {
    const { cookie } = await signUp(t.app);
    expect((await send(t.app, cookie, 'GET', '/api/reminders')).json()).toMatchObject({ enabled: false, quietFrom: 22, quietTo: 8 });
    const body = { enabled: true, channel: 'email', time: '08:30', timeZone: 'America/Montreal' };
    expect((await send(t.app, cookie, 'PUT', '/api/reminders', body)).json()).toMatchObject(body);
    expect((await send(t.app, cookie, 'GET', '/api/reminders')).json()).toMatchObject(body);
  });

  it('refuse a time inside the quiet hours, in French', async () => {
    const { cookie } = await signUp(t.app);
    const response = await send(t.app, cookie, 'PUT', '/api/reminders', {
      enabled: true,
      channel: 'push',
      time: '22:30',
      timeZone: 'Europe/Paris',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.time).toContain('heures calmes');
  });

  it('refuse a push address that is not a browser’s push service, in French, and keep nothing', async () => {
    const person = await signUp(t.app);
    const keys = push.device(`ssrf-${person.userId}`).subscription.keys;
    for (const endpoint of ['http://169.254.169.254/latest/meta-data/', 'https://intranet.example/admin', 'http://127.0.0.1:5432/']) {
      const response = await send(t.app, person.cookie, 'POST', '/api/reminders/subscriptions', { endpoint, keys });
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json().fieldErrors.endpoint).toBe(UNKNOWN_PUSH_SERVICE_MESSAGE);
    }
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, person.userId))).toEqual([]);
    const chrome = { endpoint: 'https://fcm.googleapis.com/fcm/send/un-appareil', keys };
    expect((await send(t.app, person.cookie, 'POST', '/api/reminders/subscriptions', chrome)).statusCode).toBe(201);
  });

  it('answer 401 signed out', async () => {
    expect((await send(t.app, '', 'GET', '/api/reminders')).statusCode).toBe(401);
  });
});

describe('Web Push', () => {
  it('sends at 20:00 Paris time on both sides of the change of hour, once a day, with nothing personal in it', async () => {
    at('2026-10-24T10:00:00Z');
    const person = await personWithDevice();
    expect(
      (
        await send(t.app, person.cookie, 'POST', '/api/journal/entries', {
          mood: 5,
          content: JOURNAL,
          date: localDateIn('Europe/Paris'),
          timeZone: 'Europe/Paris',
        })
      ).statusCode,
    ).toBe(201);

    at('2026-10-24T17:59:59Z'); // 19:59:59 in Paris (summer time)
    expect(await tick(person.userId)).toHaveLength(0);
    at('2026-10-24T18:00:00Z'); // 20:00 in Paris
    const [first] = await tick(person.userId);
    expect(first?.payload).toEqual({ title: 'Renouveau', body: expect.any(String), url: '/' });
    expect(REMINDER_TEXTS).toContain(first?.payload.body);
    expect(first?.headers.authorization).toMatch(/^vapid t=/);
    at('2026-10-24T18:00:30Z');
    expect(await tick(person.userId)).toHaveLength(1);

    // Sunday 25 October, winter time: 20:00 in Paris is 19:00 UTC, not 18:00.
    at('2026-10-25T18:00:00Z');
    expect(await tick(person.userId)).toHaveLength(1);
    at('2026-10-25T19:00:00Z');
    const messages = await tick(person.userId);
    expect(messages).toHaveLength(2);

    const everything = JSON.stringify(messages);
    for (const secret of [EX_NAME, 'SECRET-STORY-TEXT', 'SECRET-JOURNAL-TEXT', person.email]) expect(everything).not.toContain(secret);
  });

  it('sends nothing inside the quiet hours (a server down since 20:00), and the next day at 20:00', async () => {
    at('2026-11-02T10:00:00Z');
    const person = await personWithDevice();
    at('2026-11-02T21:30:00Z'); // 22:30 in Paris: due since 20:00, but quiet now
    expect(await tick(person.userId)).toHaveLength(0);
    const [row] = await t.database.db.select().from(reminderSettings).where(eq(reminderSettings.userId, person.userId));
    expect(row?.nextDueAt?.toISOString()).toBe('2026-11-03T19:00:00.000Z');
    at('2026-11-03T19:00:00Z');
    expect(await tick(person.userId)).toHaveLength(1);
  });

  it('forgets a device whose push service answers 410 Gone', async () => {
    at('2026-11-04T10:00:00Z');
    const person = await personWithDevice();
    push.answer(person.userId, 410);
    at('2026-11-04T19:00:00Z');
    expect(await tick(person.userId)).toHaveLength(0);
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, person.userId))).toEqual([]);
  });

  it('retries a failure with back-off, and sends once it works', async () => {
    at('2026-11-05T10:00:00Z');
    const person = await personWithDevice();
    push.answer(person.userId, 503);
    at('2026-11-05T19:00:00Z');
    expect(await tick(person.userId)).toHaveLength(0);
    push.answer(person.userId, 201);
    at('2026-11-05T19:00:30Z'); // before the first back-off (1 minute)
    expect(await tick(person.userId)).toHaveLength(0);
    at('2026-11-05T19:01:00Z');
    expect(await tick(person.userId)).toHaveLength(1);
    const [row] = await t.database.db.select().from(reminderSettings).where(eq(reminderSettings.userId, person.userId));
    expect(row).toMatchObject({ attempts: 0, lastSentOn: '2026-11-05', claimId: null });
  });

  it('lists the device with its session in « Mes sessions actives », and stops with one tap', async () => {
    at('2026-11-06T10:00:00Z');
    const person = await personWithDevice();
    const sessions = (await send(t.app, person.cookie, 'GET', '/api/auth/sessions')).json().sessions;
    expect(sessions).toEqual([expect.objectContaining({ isCurrent: true, hasNotifications: true })]);
    const off = await send(t.app, person.cookie, 'PUT', '/api/reminders', {
      enabled: false,
      channel: 'push',
      time: '20:00',
      timeZone: 'Europe/Paris',
    });
    expect(off.json()).toMatchObject({ enabled: false });
    at('2026-11-06T19:00:00Z');
    expect(await tick(person.userId)).toHaveLength(0);
  });
});

describe('the silence check-in', () => {
  it('comes once, after 3 quiet days following a low mood, and never two messages a day', async () => {
    // The journal's « today » is the real one: the queue's clock walks the days after it.
    const today = localDateIn('Europe/Paris');
    at(new Date().toISOString());
    const person = await personWithDevice();
    const written = await send(t.app, person.cookie, 'POST', '/api/journal/entries', {
      mood: 2,
      content: JOURNAL,
      date: today,
      timeZone: 'Europe/Paris',
    });
    expect(written.statusCode).toBe(201);
    const texts: string[] = [];
    // 20:00 in Paris on the day after the entry, then each evening after.
    let evening = nextReminderAt('20:00', 'Europe/Paris', new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000));
    for (let daysAfter = 1; daysAfter <= 5; daysAfter += 1) {
      at(evening.toISOString());
      const before = push.received.length;
      await tick(person.userId);
      // Again the same evening: still one message that day.
      at(new Date(evening.getTime() + 60_000).toISOString());
      await tick(person.userId);
      const received = push.received.slice(before).filter((message) => message.device === person.userId);
      expect(received, `day ${daysAfter}`).toHaveLength(1);
      texts.push(received[0]?.payload.body ?? '');
      evening = nextReminderAt('20:00', 'Europe/Paris', evening);
    }
    expect(texts.map((text) => text === SILENCE_CHECK_IN_TEXT)).toEqual([false, false, true, false, false]);
    const [firstDue] = await t.database.db.select().from(reminderSettings).where(eq(reminderSettings.userId, person.userId));
    expect(firstDue?.checkInEntryId).toBe(written.json().entry.id);
  });
});

describe('e-mail', () => {
  it('sends the reminder by mail with a link that stops them without signing in, for this person only', async () => {
    at('2026-11-10T10:00:00Z');
    const person = await signUpWithStory(t.app, { exName: EX_NAME, content: STORY });
    const other = await signUp(t.app);
    for (const who of [person, other])
      expect(
        (
          await send(t.app, who.cookie, 'PUT', '/api/reminders', {
            enabled: true,
            channel: 'email',
            time: '20:00',
            timeZone: 'Europe/Paris',
          })
        ).statusCode,
      ).toBe(200);
    at('2026-11-10T19:00:00Z');
    await t.app.reminders.runOnce();
    const mail = await smtp.nextMailTo(person.email);
    expect(REMINDER_TEXTS.some((text) => mail.parsed.subject?.startsWith(text))).toBe(true);
    for (const secret of [EX_NAME, 'SECRET-STORY-TEXT']) expect(mail.raw).not.toContain(secret);
    const link = new URL(/https?:\/\/\S+\/rappels\/arreter\?jeton=[\w.-]+/.exec(mail.parsed.text ?? '')?.[0] ?? 'http://missing');
    expect(mail.raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost:3000\/rappels\/arreter\?jeton=/m);
    const path = `${link.pathname}${link.search}`;

    // Without a session: a French page with one button; opening it changes nothing.
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Arrêter les rappels');
    expect((await send(t.app, person.cookie, 'GET', '/api/reminders')).json().enabled).toBe(true);

    // A tampered token (another person's id with this signature) does nothing.
    const [, signature] = (link.searchParams.get('jeton') ?? '').split('.');
    const forged = `${Buffer.from(other.userId).toString('base64url')}.${signature}`;
    const refused = await t.app.inject({ method: 'POST', url: `${link.pathname}?jeton=${forged}` });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Ce lien ne marche pas');

    const stopped = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).toContain('Tu ne recevras plus de rappel');
    expect((await send(t.app, person.cookie, 'GET', '/api/reminders')).json().enabled).toBe(false);
    expect((await send(t.app, other.cookie, 'GET', '/api/reminders')).json().enabled).toBe(true);
  });
});
