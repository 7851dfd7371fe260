import { randomUUID } from 'node:crypto';
import { isChatRequest } from '#tests/support/fake-openai';
import { eq } from 'drizzle-orm';
import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_FALLBACK_REPLY, type ChatStreamEvent } from '#shared/chat';
import { crisisCounts, rateLimits } from '#server/db/schema';
import { loadEnv } from '#server/env';
import { createTestApp, fakeProvider, parseSse, send, signUpWithStory, type TestApp, useAppWithFakeAi } from '#server/testing/test-app';
import { AI_LIMIT_MESSAGES } from '#shared/messages';
import { AI_GLOBAL_BUDGET, AiLimits } from './ai-limits';
import { localDateIn } from '#shared/time-zone';

const ai = useAppWithFakeAi({ env: { AI_CHAT_LIMIT_PER_HOUR: '3', AI_SUGGESTION_LIMIT_PER_HOUR: '2' } });
const chatRequests = () => ai.fake.requests.filter(isChatRequest);

const chat = async (cookie: string, content: string) => {
  const response = await send(ai.t.app, cookie, 'POST', '/api/chat/messages', { content });
  return { status: response.statusCode, events: response.statusCode === 200 ? parseSse(response.body) : [], body: response.body };
};
const today = () => localDateIn('Europe/Paris');

describe('crisis in the chat', () => {
  it('Janne gives the crisis card and nothing else in that turn, even when the AI provider fails', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const { events } = await chat(cookie, "j'ai plus envie de vivre [[fail500]]");
    expect(events.map((event) => event.type)).toEqual(['user-message', 'crisis', 'done']);
    const crisis = events[1] as Extract<ChatStreamEvent, { type: 'crisis' }>;
    expect(crisis.message.role).toBe('assistant');
    expect(crisis.message.crisis).toEqual(['suicide']);
    for (const number of ['3114', '09 72 39 40 50', '17', '114', '119', '0 800 235 236', '3919'])
      expect(crisis.message.content).toContain(number);
    expect(crisis.message.content).toMatch(/\b15\b/);
    expect(crisis.message.content).toMatch(/\b112\b/);
    // The turn ends on the card: no fallback, no ordinary reply, no provider call.
    expect((events[2] as Extract<ChatStreamEvent, { type: 'done' }>).message.id).toBe(crisis.message.id);
    expect(chatRequests()).toHaveLength(0);
    // The crisis message is kept in the conversation, with its categories.
    const page = (await send(ai.t.app, cookie, 'GET', '/api/chat/messages')).json();
    expect(page.messages.at(-1).crisis).toEqual(['suicide']);
    expect(page.messages.at(-1).content).not.toBe(CHAT_FALLBACK_REPLY);
  });

  it('brings the police and 3919 up when violence is mentioned, and asks the provider nothing', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const { events } = await chat(cookie, 'il me frappe quand il a bu');
    const crisis = events.find((event) => event.type === 'crisis');
    expect(crisis?.type === 'crisis' && crisis.message.content).toContain('3919');
    expect(events.map((event) => event.type)).toEqual(['user-message', 'crisis', 'done']);
    expect(chatRequests()).toHaveLength(0);
  });

  it('an ordinary message gets no resources', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const { events } = await chat(cookie, 'je suis morte de rire devant ce film');
    expect(events.map((event) => event.type)).not.toContain('crisis');
  });

  it('counts detections without any text', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const before = await ai.t.database.db.select().from(crisisCounts);
    const total = (rows: typeof before) =>
      rows.filter((row) => row.source === 'chat' && row.category === 'self_harm').reduce((sum, row) => sum + row.count, 0);
    await chat(cookie, 'je veux me faire du mal');
    const after = await ai.t.database.db.select().from(crisisCounts);
    expect(total(after) - total(before)).toBe(1);
    expect(JSON.stringify(after)).not.toContain('faire du mal');
    expect(Object.keys(after[0] ?? {})).toEqual(['day', 'source', 'category', 'count']);
  });
});

describe('crisis in the journal', () => {
  it('an entry with crisis words, or a mood of 1 or 2, comes back with the resources flag', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const entry = (mood: number, content: string) =>
      send(ai.t.app, cookie, 'POST', '/api/journal/entries', { mood, content, date: today(), timeZone: 'Europe/Paris' });
    expect((await entry(6, 'je veux en finir')).json().crisis).toEqual(['suicide']);
    expect((await entry(2, 'Une journée très sombre.')).json().crisis).toEqual([]);
    expect((await entry(1, 'Rien ne va.')).json().crisis).toEqual([]);
    expect((await entry(3, 'Une journée grise.')).json().crisis).toBeNull();
  });
});

describe('per-person limits on AI calls', () => {
  it('refuses chat messages over the hourly allowance with a calm French 429, saving nothing', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    for (let i = 0; i < 3; i += 1) expect((await chat(cookie, `Message ${i}`)).status).toBe(200);
    const refused = await chat(cookie, 'Encore un');
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({ code: 'ai-rate-limited', message: AI_LIMIT_MESSAGES.chat });
    const page = (await send(ai.t.app, cookie, 'GET', '/api/chat/messages')).json();
    expect(page.messages.map((message: { content: string }) => message.content)).not.toContain('Encore un');
  });

  it('never withholds the resources: over the limit, a crisis message still gets them (without an AI call)', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    for (let i = 0; i < 3; i += 1) await chat(cookie, `Message ${i}`);
    ai.fake.requests.length = 0;
    const { status, events } = await chat(cookie, 'je veux mourir');
    expect(status).toBe(200);
    expect(events.map((event) => event.type)).toEqual(['user-message', 'crisis', 'done']);
    expect(chatRequests()).toHaveLength(0);
  });

  it('limits suggestions per person', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    expect((await send(ai.t.app, cookie, 'POST', '/api/journal/question', {})).statusCode).toBe(200);
    expect((await send(ai.t.app, cookie, 'POST', '/api/progress/goals/suggestion')).statusCode).toBe(201);
    const refused = await send(ai.t.app, cookie, 'POST', '/api/matrix/suggestions');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(AI_LIMIT_MESSAGES.suggestions);
    // Another person is not affected.
    const other = await signUpWithStory(ai.t.app);
    expect((await send(ai.t.app, other.cookie, 'POST', '/api/matrix/suggestions')).statusCode).toBe(200);
  });
});

describe('global AI budget per hour (issue 12, point 3)', () => {
  const chatIn = async (app: TestApp, cookie: string, content: string) => {
    const response = await send(app.app, cookie, 'POST', '/api/chat/messages', { content });
    return { status: response.statusCode, events: response.statusCode === 200 ? parseSse(response.body) : [], body: response.body };
  };

  it('is 2000 calls by default; once everyone together has spent it, a calm French 429, and the crisis card still comes', async () => {
    expect(loadEnv({}).AI_GLOBAL_LIMIT_PER_HOUR).toBe(2000);
    const { cookie } = await signUpWithStory(ai.t.app);
    // Thousands of people wrote this hour: the whole default budget is spent.
    const budget = new RateLimiterDrizzle({
      storeClient: ai.t.database.db,
      schema: rateLimits,
      keyPrefix: AI_GLOBAL_BUDGET.keyPrefix,
      points: 1,
      duration: 3600,
      // As in the app: the library's own clean-up timer would outlive this test's database.
      clearExpiredByTimeout: false,
    });
    await budget.penalty(AI_GLOBAL_BUDGET.key, loadEnv({}).AI_GLOBAL_LIMIT_PER_HOUR);
    try {
      const refused = await chatIn(ai.t, cookie, 'Bonjour Janne');
      expect(refused.status).toBe(429);
      const body = JSON.parse(refused.body) as { code: string; message: string };
      expect(body.code).toBe('ai-rate-limited');
      expect(body.message).toMatch(
        /^Janne reçoit beaucoup de messages en ce moment\. Réessaie dans \d+ minutes? : elle sera là\. .*« Besoin d'aide \? »\.$/,
      );
      expect(chatRequests()).toHaveLength(0);
      // The refusal did not eat into the person's own allowance (3 here): once the budget is back, 3 replies (below).
      const crisis = await chatIn(ai.t, cookie, 'je veux mourir');
      expect(crisis.status).toBe(200);
      expect(crisis.events.map((event) => event.type)).toEqual(['user-message', 'crisis', 'done']);

      const suggestion = await send(ai.t.app, cookie, 'POST', '/api/matrix/suggestions');
      expect(suggestion.statusCode).toBe(429);
      expect(suggestion.json().message).toMatch(/^Janne reçoit beaucoup de demandes en ce moment\. Réessaie dans/);
    } finally {
      await budget.delete(AI_GLOBAL_BUDGET.key);
    }
    for (let i = 0; i < 3; i += 1) expect((await chatIn(ai.t, cookie, `Message ${i}`)).status).toBe(200);
  });

  it('AI_GLOBAL_LIMIT_PER_HOUR sets it, counted across people', async () => {
    const app = await createTestApp({ env: { AI_GLOBAL_LIMIT_PER_HOUR: '2' }, ai: fakeProvider(ai.fake.url) });
    try {
      const first = await signUpWithStory(app.app);
      const second = await signUpWithStory(app.app);
      expect((await chatIn(app, first.cookie, 'Bonjour')).status).toBe(200);
      expect((await chatIn(app, second.cookie, 'Bonjour')).status).toBe(200);
      // A third call, by a third person with a fresh allowance of her own: the hour's budget is spent.
      const third = await signUpWithStory(app.app);
      expect((await chatIn(app, third.cookie, 'Bonjour')).status).toBe(429);
      expect((await send(app.app, third.cookie, 'POST', '/api/journal/question', {})).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('AI limits under concurrency (one statement takes both points, issue 17)', () => {
  const counter = (keyPrefix: string) =>
    new RateLimiterDrizzle({
      storeClient: ai.t.database.db,
      schema: rateLimits,
      keyPrefix,
      points: 1,
      duration: 3600,
      // As in the app: the library's own clean-up timer would outlive this test's database.
      clearExpiredByTimeout: false,
    });
  // Made in each test: the database is there once the app has started.
  let budget: RateLimiterDrizzle;
  beforeEach(async () => {
    budget = counter(AI_GLOBAL_BUDGET.keyPrefix);
    await budget.delete(AI_GLOBAL_BUDGET.key);
  });
  afterEach(() => budget.delete(AI_GLOBAL_BUDGET.key));
  const spent = async (limiter: RateLimiterDrizzle, key: string) => (await limiter.get(key))?.consumedPoints ?? 0;

  it('lets exactly a person’s allowance through when they send many at once, and their refusals take nothing from the budget', async () => {
    const limits = new AiLimits(ai.t.database.db, { chat: 3, suggestions: 2, global: 100 });
    const person = `limits-${randomUUID()}`;
    const refusals = await Promise.all(Array.from({ length: 12 }, () => limits.chatRefusal(person)));
    expect(refusals.filter((refusal) => refusal === null)).toHaveLength(3);
    expect(refusals.filter((refusal) => refusal !== null).map((refusal) => refusal?.message)).toEqual(
      Array.from({ length: 9 }, () => AI_LIMIT_MESSAGES.chat),
    );
    expect(await spent(budget, AI_GLOBAL_BUDGET.key)).toBe(3);
  });

  it('never says more than an hour, even when the budget’s hour was set by a call built a moment after this one', async () => {
    // Calls made at once build their statements in one order and run them in another: the hour set
    // by one may end a few milliseconds more than an hour after another's « now » (seen under load:
    // « Réessaie dans 2 heures »).
    const limits = new AiLimits(ai.t.database.db, { chat: 3, suggestions: 2, global: 1 });
    await ai.t.database.db.insert(rateLimits).values({
      key: `${AI_GLOBAL_BUDGET.keyPrefix}:${AI_GLOBAL_BUDGET.key}`,
      points: 1,
      expire: new Date(Date.now() + 3_600_000 + 5_000),
    });
    const refusal = await limits.chatRefusal(`limits-${randomUUID()}`);
    expect(refusal?.message).toMatch(/^Janne reçoit beaucoup de messages en ce moment\. Réessaie dans 60 minutes : elle sera là\./);
  });

  it('lets exactly the budget through when many people call at once, and gives the refused ones their call back', async () => {
    const limits = new AiLimits(ai.t.database.db, { chat: 3, suggestions: 2, global: 4 });
    const people = Array.from({ length: 10 }, () => `limits-${randomUUID()}`);
    const refusals = await Promise.all(people.map((person) => limits.chatRefusal(person)));
    expect(refusals.filter((refusal) => refusal === null)).toHaveLength(4);
    for (const refusal of refusals.filter((refusal) => refusal !== null)) {
      expect(refusal?.message).toMatch(/^Janne reçoit beaucoup de messages en ce moment\. Réessaie dans \d+ minutes? : elle sera là\./);
    }
    const perPerson = counter('ai-chat');
    const taken = await Promise.all(people.map((person) => spent(perPerson, person)));
    expect(taken.filter((points) => points === 1)).toHaveLength(4);
    expect(taken.filter((points) => points === 0)).toHaveLength(6);
  });

  it('starts a counter again once its hour has passed, as the library does', async () => {
    const limits = new AiLimits(ai.t.database.db, { chat: 2, suggestions: 2, global: 100 });
    const person = `limits-${randomUUID()}`;
    expect(await limits.chatRefusal(person)).toBeNull();
    expect(await limits.chatRefusal(person)).toBeNull();
    expect(await limits.chatRefusal(person)).not.toBeNull();
    await ai.t.database.db
      .update(rateLimits)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(rateLimits.key, `ai-chat:${person}`));
    expect(await limits.chatRefusal(person)).toBeNull();
    const perPerson = counter('ai-chat');
    const row = await perPerson.get(person);
    expect(row?.consumedPoints).toBe(1);
    expect(row?.msBeforeNext).toBeGreaterThan(3_590_000);
  });
});
