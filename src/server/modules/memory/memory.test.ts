import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MEMORY_FACT_MAX_LENGTH, type MemoryResponse } from '#shared/memory';
import { memoryFacts } from '#server/db/schema';
import { parseSse, send, signUp, signUpWithStory, useAppWithFakeAi } from '#server/testing/test-app';
import { FAKE_REPLIES, isChatRequest } from '#tests/support/fake-openai';

// A small budget, so that a few long messages already push the oldest out of the prompt.
const CONTEXT_TOKENS = 600;
const ai = useAppWithFakeAi({ env: { AI_CONTEXT_TOKENS: String(CONTEXT_TOKENS) } });
const chatRequests = () => ai.fake.requests.filter(isChatRequest);
const systemMessages = (index: number) =>
  ((chatRequests()[index]?.body.messages ?? []) as { role: string; content: string }[]).filter((message) => message.role === 'system');
const memoryMessageOf = (index: number) =>
  systemMessages(index).find((message) => message.content.startsWith('Ce que tu sais de la personne'));

async function chat(cookie: string, content: string): Promise<void> {
  const response = await send(ai.t.app, cookie, 'POST', '/api/chat/messages', { content });
  expect(response.statusCode).toBe(200);
  expect(parseSse(response.body).some((event) => event.type === 'done')).toBe(true);
}

const filler = (n: number) => `Message numéro ${n}. ${'Je repense à tout ce qui s’est passé entre nous, encore et encore. '.repeat(6)}`;

describe('« Ce que Janne retient de toi »: the person’s control', () => {
  it('lists, adds, corrects and deletes facts; another person sees none of them', async () => {
    const { cookie } = await signUp(ai.t.app);
    expect((await send(ai.t.app, cookie, 'GET', '/api/memory')).json()).toEqual({ enabled: true, facts: [] });
    const added = await send(ai.t.app, cookie, 'POST', '/api/memory/facts', { text: "  Ma sœur s'appelle Léa.  " });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ text: "Ma sœur s'appelle Léa.", source: 'person' });
    const id = added.json().id as string;
    const corrected = await send(ai.t.app, cookie, 'PATCH', `/api/memory/facts/${id}`, { text: "Ta sœur s'appelle Léna." });
    expect(corrected.json()).toMatchObject({ id, text: "Ta sœur s'appelle Léna." });

    const other = await signUp(ai.t.app);
    expect((await send(ai.t.app, other.cookie, 'GET', '/api/memory')).json()).toEqual({ enabled: true, facts: [] });
    expect((await send(ai.t.app, other.cookie, 'PATCH', `/api/memory/facts/${id}`, { text: 'x' })).statusCode).toBe(404);
    expect((await send(ai.t.app, other.cookie, 'DELETE', `/api/memory/facts/${id}`)).statusCode).toBe(404);

    expect((await send(ai.t.app, cookie, 'DELETE', `/api/memory/facts/${id}`)).statusCode).toBe(204);
    expect(((await send(ai.t.app, cookie, 'GET', '/api/memory')).json() as MemoryResponse).facts).toEqual([]);
  });

  it('answers bad input with a French 400 and keeps nothing', async () => {
    const { cookie } = await signUp(ai.t.app);
    const blank = await send(ai.t.app, cookie, 'POST', '/api/memory/facts', { text: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Ce souvenir est vide.');
    const long = await send(ai.t.app, cookie, 'POST', '/api/memory/facts', { text: 'a'.repeat(MEMORY_FACT_MAX_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect((await send(ai.t.app, cookie, 'PUT', '/api/memory/settings', { enabled: 'oui' })).statusCode).toBe(400);
    expect((await send(ai.t.app, '', 'GET', '/api/memory')).statusCode).toBe(401);
  });
});

describe('Janne remembers', () => {
  it('sends the facts to the provider as one system message, and summarises what no longer fits the prompt', async () => {
    const { cookie, userId } = await signUpWithStory(ai.t.app);
    await send(ai.t.app, cookie, 'POST', '/api/memory/facts', { text: 'Ta sœur s’appelle Léa.' });
    await chat(cookie, "Ma meilleure amie Inès m'a appelée. Je travaille comme infirmière.");
    expect(memoryMessageOf(0)?.content).toContain('Ta sœur s’appelle Léa.');
    for (let n = 1; n <= 6; n += 1) await chat(cookie, filler(n));
    // The first message no longer fits the 600-token prompt: the provider was asked for its facts.
    const summaries = ai.fake.requests.filter((request) => request.body.max_tokens === 250);
    expect(summaries.length).toBeGreaterThan(0);
    expect(JSON.stringify(summaries[0]?.body.messages)).toContain('Inès');
    const facts = (await ai.t.database.db.select().from(memoryFacts).where(eq(memoryFacts.userId, userId))).map((row) => row.text);
    expect(facts).toEqual(expect.arrayContaining(['Ta sœur s’appelle Léa.', ...FAKE_REPLIES.memory]));
    await chat(cookie, 'Et toi, tu te souviens de moi ?');
    const last = chatRequests().length - 1;
    expect(memoryMessageOf(last)?.content).toContain('Inès');
    // The prompt stays within the budget, the memory within its share of it.
    const promptChars = JSON.stringify(chatRequests()[last]?.body.messages).length;
    expect(promptChars).toBeLessThan(CONTEXT_TOKENS * 4 * 1.5);
  }, 60_000); // thirty messages to fill the prompt: slower on a busy machine

  it('falls back to the extractor when the provider’s summary is not a list', async () => {
    const { cookie, userId } = await signUpWithStory(ai.t.app);
    await chat(cookie, "Ma meilleure amie Inès m'a appelée. Je travaille comme infirmière. [[bad-json]]");
    for (let n = 1; n <= 6; n += 1) await chat(cookie, filler(n));
    const facts = (await ai.t.database.db.select().from(memoryFacts).where(eq(memoryFacts.userId, userId))).map((row) => row.text);
    expect(facts).toEqual(expect.arrayContaining(["Ton amie s'appelle Inès.", 'Tu travailles comme infirmière.']));
  });

  it('with memory off: no memory message, nothing summarised', async () => {
    const { cookie, userId } = await signUpWithStory(ai.t.app);
    await send(ai.t.app, cookie, 'POST', '/api/memory/facts', { text: 'Ta sœur s’appelle Léa.' });
    const off = await send(ai.t.app, cookie, 'PUT', '/api/memory/settings', { enabled: false });
    expect(off.json()).toMatchObject({ enabled: false });
    await chat(cookie, "Ma meilleure amie Inès m'a appelée.");
    for (let n = 1; n <= 6; n += 1) await chat(cookie, filler(n));
    for (let index = 0; index < chatRequests().length; index += 1) expect(memoryMessageOf(index)).toBeUndefined();
    expect(ai.fake.requests.filter((request) => request.body.max_tokens === 250)).toEqual([]);
    const facts = (await ai.t.database.db.select().from(memoryFacts).where(eq(memoryFacts.userId, userId))).map((row) => row.text);
    expect(facts).toEqual(['Ta sœur s’appelle Léa.']);
  });
});
