/**
 * Issue 25: quotas a person never meets and an attacker always does. Nothing limited how much one
 * account could write; each limit below is lowered so that a test meets it in a few requests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTA_MESSAGES, waitPhrase } from '#shared/messages';
import { createTestApp, send, signUp, signUpWithStory, type TestApp } from '#server/testing/test-app';
import { localDateIn } from '#shared/time-zone';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { JOURNAL_ENTRIES_PER_DAY: '2', ITEMS_PER_DAY: '3', CHAT_MESSAGES_PER_DAY: '2', ACCOUNT_TEXT_LIMIT_MB: '0.015' },
  });
});
afterAll(async () => {
  await t.close();
});

const today = () => localDateIn('Europe/Paris');
const entry = (content: string) => ({ mood: 6, content, date: today(), timeZone: 'Europe/Paris' });

describe('quotas on what one account writes', () => {
  it('refuses a journal entry over the day’s quota with a French 429, and saves nothing', async () => {
    const { cookie } = await signUp(t.app);
    for (const words of ['Première entrée.', 'Deuxième entrée.']) {
      expect((await send(t.app, cookie, 'POST', '/api/journal/entries', entry(words))).statusCode).toBe(201);
    }
    const refused = await send(t.app, cookie, 'POST', '/api/journal/entries', entry('Troisième entrée.'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'quota/journal-per-day' });
    expect(refused.json().message).toBe(QUOTA_MESSAGES.journal(24 * 60 * 60));
    expect(refused.json().message).toContain(waitPhrase(24 * 60 * 60));
    expect(refused.headers['retry-after']).toBeDefined();
    const page = await send(t.app, cookie, 'GET', '/api/journal/entries');
    expect(page.json().entries).toHaveLength(2);
  });

  it('counts goals, matrix lines, letters and the rest together, per person', async () => {
    const { cookie } = await signUp(t.app);
    const other = await signUp(t.app);
    const adds: [string, object][] = [
      ['/api/progress/goals', { content: 'Dormir avant minuit' }],
      ['/api/matrix/items', { type: 'likes', content: 'La mer' }],
      ['/api/no-contact/reasons', { content: 'Je mérite mieux' }],
    ];
    for (const [url, body] of adds) expect((await send(t.app, cookie, 'POST', url, body)).statusCode).toBeLessThan(300);
    const refused = await send(t.app, cookie, 'POST', '/api/no-contact/letters', { content: 'Une lettre de trop' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'quota/items-per-day' });
    // Someone else's allowance is their own.
    expect((await send(t.app, other.cookie, 'POST', '/api/progress/goals', { content: 'Marcher' })).statusCode).toBe(201);
  });

  it('refuses an ordinary chat message over the day’s quota, but never withholds the crisis card', async () => {
    const { cookie } = await signUpWithStory(t.app);
    for (const content of ['Bonjour Janne', 'Ça va un peu mieux']) {
      expect((await send(t.app, cookie, 'POST', '/api/chat/messages', { content })).statusCode).toBe(200);
    }
    const refused = await send(t.app, cookie, 'POST', '/api/chat/messages', { content: 'Encore un message' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'quota/chat-per-day' });
    const crisis = await send(t.app, cookie, 'POST', '/api/chat/messages', { content: 'je veux mourir ce soir' });
    expect(crisis.statusCode).toBe(200);
    expect(crisis.body).toContain('3114');
  });

  it('refuses to add to an account whose stored text reached its size, with a 413 that says what to do', async () => {
    const { cookie } = await signUp(t.app);
    // 15 KB allowed: one long entry fills it.
    const long = 'Une longue page de journal. '.repeat(700);
    expect((await send(t.app, cookie, 'POST', '/api/journal/entries', entry(long))).statusCode).toBe(201);
    const full = await send(t.app, cookie, 'POST', '/api/progress/goals', { content: 'Encore un objectif' });
    expect(full.statusCode).toBe(413);
    expect(full.json()).toMatchObject({ code: 'quota/account-full', message: QUOTA_MESSAGES.accountFull(0.015) });
  });
});
