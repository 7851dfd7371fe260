import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SAFETY_PLAN } from '#shared/safety-plan';
import { UNSTORABLE_TEXT_MESSAGE, TOO_EARLY_MESSAGE } from '#shared/fields';
import { localDateIn } from '#shared/time-zone';
import { createTestApp, send, signUpWithStory, type TestApp } from '../testing/test-app';

/**
 * Issue 12, point 5. PostgreSQL's text cannot hold U+0000, and JavaScript reads the years 0000–0099
 * as 1900–1999 while PostgreSQL has no year 0: both reached the database and came back as a 500
 * (or as 46,347 days without contact). Each is now refused by the shared schema, in French.
 */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signUpWithStory(t.app));
});
afterAll(async () => {
  await t.close();
});

const TZ = 'Europe/Paris';
const NUL = 'a\u0000b';

type Method = 'POST' | 'PUT';
/** Every route that takes text a person writes, a valid body for it, and its free-text fields. */
const FREE_TEXT: { method: Method; url: string; body: () => Record<string, unknown>; fields: string[] }[] = [
  {
    method: 'POST',
    url: '/api/story',
    body: () => ({ exName: 'Alex', content: 'Il est parti.', timeZone: TZ }),
    fields: ['exName', 'content'],
  },
  { method: 'POST', url: '/api/chat/messages', body: () => ({ content: 'Bonjour' }), fields: ['content'] },
  {
    method: 'POST',
    url: '/api/journal/entries',
    body: () => ({ mood: 5, content: 'Une journée.', date: localDateIn(TZ), timeZone: TZ }),
    fields: ['content'],
  },
  { method: 'POST', url: '/api/journal/question', body: () => ({ current: 'Comment vas-tu ?' }), fields: ['current'] },
  { method: 'POST', url: '/api/progress/goals', body: () => ({ content: 'Courir' }), fields: ['content'] },
  { method: 'POST', url: '/api/matrix/items', body: () => ({ type: 'likes', content: 'Le soleil' }), fields: ['content'] },
  {
    method: 'POST',
    url: '/api/matrix/sections',
    body: () => ({ title: 'Titre', description: 'Une description' }),
    fields: ['title', 'description'],
  },
  { method: 'POST', url: '/api/feedback', body: () => ({ content: 'Merci' }), fields: ['content'] },
  { method: 'PUT', url: '/api/safety-plan', body: () => ({ ...DEFAULT_SAFETY_PLAN }), fields: Object.keys(DEFAULT_SAFETY_PLAN) },
];

/** A 400 in French JSON whose message (and the field's own error) is `message`. */
function expectRefused(response: { statusCode: number; body: string; headers: Record<string, unknown> }, field: string, message: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(String(response.headers['content-type'])).toMatch(/application\/json/);
  const body = JSON.parse(response.body) as { code: string; message: string; fieldErrors?: Record<string, string> };
  expect(body.code).toBe('validation');
  expect(body.message).toBe(message);
  expect(body.fieldErrors?.[field]).toBe(message);
}

const errorLogs = () => t.logs.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);

describe('a NUL character or half an emoji', () => {
  it('is refused with a French 400 in every free-text field of every route, and logs no error', async () => {
    let checked = 0;
    for (const { method, url, body, fields } of FREE_TEXT) {
      for (const field of fields) {
        for (const value of [NUL, '\u0000', `  ${NUL}  `]) {
          const response = await send(t.app, cookie, method, url, { ...body(), [field]: value });
          expectRefused(response, field, UNSTORABLE_TEXT_MESSAGE);
          checked++;
        }
      }
    }
    expect(checked).toBe(3 * 16);
    expect(errorLogs()).toEqual([]);
  });

  it('half an emoji (a lone surrogate) is refused as NUL is, with the same message, not stored as U+FFFD', async () => {
    let checked = 0;
    for (const { method, url, body, fields } of FREE_TEXT) {
      for (const field of fields) {
        for (const value of ['\ud800', 'a\udfffb', 'fin \ud83d']) {
          const response = await send(t.app, cookie, method, url, { ...body(), [field]: value });
          expectRefused(response, field, UNSTORABLE_TEXT_MESSAGE);
          checked++;
        }
      }
    }
    expect(checked).toBe(3 * 16);
    expect(errorLogs()).toEqual([]);
  });

  it('is refused in a time zone, a section type or a query string too, never with a 500', async () => {
    const attempts = [
      send(t.app, cookie, 'POST', '/api/journal/entries', { mood: 5, content: 'x', date: localDateIn(TZ), timeZone: `Europe/Paris${NUL}` }),
      send(t.app, cookie, 'PUT', '/api/progress/no-contact', { lastContactDate: localDateIn(TZ), timeZone: NUL }),
      send(t.app, cookie, 'POST', '/api/matrix/items', { type: `likes${NUL}`, content: 'x' }),
      send(t.app, cookie, 'GET', '/api/progress?timeZone=Europe%2FParis%00'),
      send(t.app, cookie, 'GET', '/api/journal/range?from=2026-01-01%00&to=2026-01-31'),
      send(t.app, cookie, 'GET', '/api/chat/messages?before=%00'),
      send(t.app, cookie, 'GET', '/api/journal/entries?before=%00'),
      send(t.app, cookie, 'DELETE', '/api/progress/goals/%00'),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(/[a-zà-ÿ]/i);
    }
    expect(errorLogs()).toEqual([]);
  });

  it('leaves ordinary text alone: accents, emoji and tabs are saved as typed', async () => {
    const response = await send(t.app, cookie, 'POST', '/api/progress/goals', { content: 'Marcher 🌿\tà l’aube' });
    expect(response.statusCode).toBe(201);
    expect(response.json().goal.content).toBe('Marcher 🌿\tà l’aube');
  });
});

describe('dates out of range', () => {
  const today = () => localDateIn(TZ);

  it('refuses a last contact in year 0000, 0001 or before 1900 instead of counting 46,347 days', async () => {
    for (const lastContactDate of ['0000-01-01', '0001-01-01', '0099-06-15', '1899-12-31']) {
      const response = await send(t.app, cookie, 'PUT', '/api/progress/no-contact', { lastContactDate, timeZone: TZ });
      expectRefused(response, 'lastContactDate', TOO_EARLY_MESSAGE);
    }
    const far = await send(t.app, cookie, 'PUT', '/api/progress/no-contact', { lastContactDate: '9999-12-31', timeZone: TZ });
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe('La date du dernier contact ne peut pas être dans le futur.');
    // The oldest day still counts, from 1900 on.
    const oldest = await send(t.app, cookie, 'PUT', '/api/progress/no-contact', { lastContactDate: '1900-01-01', timeZone: TZ });
    expect(oldest.statusCode).toBe(200);
    expect(oldest.json().progress.daysNoContact).toBeGreaterThan(45_000);
  });

  it('refuses a journal range in year 0000, before 1900 or beyond this month, never with a 500', async () => {
    const cases: [string, string, string][] = [
      ['0000-01-01', '0000-12-31', TOO_EARLY_MESSAGE],
      ['0001-01-01', '0001-01-31', TOO_EARLY_MESSAGE],
      ['1899-12-01', '1899-12-31', TOO_EARLY_MESSAGE],
      ['9999-01-01', '9999-12-31', 'La période demandée est trop loin dans le futur.'],
    ];
    for (const [from, to, message] of cases) {
      const response = await send(t.app, cookie, 'GET', `/api/journal/range?from=${from}&to=${to}`);
      expect(response.statusCode, `${from}…${to}: ${response.body}`).toBe(400);
      expect(response.json().message).toBe(message);
    }
    // The calendar's own requests still work: this month, and the oldest month allowed.
    const month = today().slice(0, 7);
    const lastDay = localDateIn('UTC', new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)));
    expect((await send(t.app, cookie, 'GET', `/api/journal/range?from=${month}-01&to=${lastDay}`)).statusCode).toBe(200);
    expect((await send(t.app, cookie, 'GET', '/api/journal/range?from=1900-01-01&to=1900-01-31')).statusCode).toBe(200);
  });

  it('refuses a journal entry dated year 0000 as it refuses any day but today', async () => {
    for (const date of ['0000-01-01', '1899-12-31', '9999-12-31']) {
      const response = await send(t.app, cookie, 'POST', '/api/journal/entries', { mood: 5, content: 'x', date, timeZone: TZ });
      expectRefused(response, 'date', "Tu ne peux écrire dans ton journal que pour aujourd'hui.");
    }
    expect(errorLogs()).toEqual([]);
  });
});

describe('time zones', () => {
  it('refuses a UTC offset such as +23:59, which would move « today » a day either way, in French', async () => {
    for (const timeZone of ['+23:59', '-23:59', '+14:00']) {
      const entry = await send(t.app, cookie, 'POST', '/api/journal/entries', { mood: 5, content: 'x', date: localDateIn(TZ), timeZone });
      expectRefused(entry, 'timeZone', 'Fuseau horaire inconnu.');
      const contact = await send(t.app, cookie, 'PUT', '/api/progress/no-contact', { lastContactDate: localDateIn(TZ), timeZone });
      expectRefused(contact, 'timeZone', 'Fuseau horaire inconnu.');
      const progress = await send(t.app, cookie, 'GET', `/api/progress?timeZone=${encodeURIComponent(timeZone)}`);
      expect(progress.statusCode, progress.body).toBe(400);
      expect(progress.json().message).toBe('Fuseau horaire inconnu.');
    }
  });

  it('keeps UTC and the IANA names of metropolitan France and overseas', async () => {
    for (const timeZone of ['UTC', 'Europe/Paris', 'America/Guadeloupe', 'Pacific/Noumea']) {
      const progress = await send(t.app, cookie, 'GET', `/api/progress?timeZone=${encodeURIComponent(timeZone)}`);
      expect(progress.statusCode, `${timeZone}: ${progress.body}`).toBe(200);
    }
  });
});
