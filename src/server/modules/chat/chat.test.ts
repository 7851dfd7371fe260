import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHAT_FALLBACK_REPLY, type ChatStreamEvent, type MessagePage, splitChatLinks } from '#shared/chat';
import { URGE_PATH } from '#shared/paths';
import { FAKE_REPLIES, isChatRequest, PARCOURS_MESSAGE_START } from '#tests/support/fake-openai';
import { tokensOf } from '#server/ai/prompt-budget';
import { genderSentence, PERSONA_PROMPT } from '#server/ai/prompts';
import { messages } from '#server/db/schema';
import { createTestApp, fakeProvider, parseSse, send, signUp, signUpWithStory, useAppWithFakeAi } from '#server/testing/test-app';

const CONTEXT_TOKENS = 6000;
const ai = useAppWithFakeAi({ env: { AI_CONTEXT_TOKENS: String(CONTEXT_TOKENS) } });
/** The chat replies the provider was asked for (not the risk judgements that run beside them). */
const chatRequests = () => ai.fake.requests.filter(isChatRequest);

async function chat(cookie: string, content: string): Promise<ChatStreamEvent[]> {
  const response = await send(ai.t.app, cookie, 'POST', '/api/chat/messages', { content });
  expect(response.statusCode).toBe(200);
  expect(String(response.headers['content-type'])).toMatch(/text\/event-stream/);
  return parseSse(response.body);
}

const doneOf = (events: ChatStreamEvent[]) => {
  const done = events.find((event) => event.type === 'done');
  if (done?.type !== 'done') throw new Error(`no done event in ${JSON.stringify(events)}`);
  return done;
};
const deltasOf = (events: ChatStreamEvent[]) => events.flatMap((event) => (event.type === 'delta' ? [event.text] : [])).join('');

async function storedMessages(userId: string) {
  return ai.t.database.db.select().from(messages).where(eq(messages.userId, userId)).orderBy(messages.seq);
}

describe('POST /api/chat/messages', () => {
  it('saves the message, streams Janne’s reply token by token and saves it', async () => {
    const { cookie, userId } = await signUpWithStory(ai.t.app);
    const events = await chat(cookie, 'Je pense à lui tout le temps.');
    expect(events[0]).toMatchObject({ type: 'user-message', message: { role: 'user', content: 'Je pense à lui tout le temps.' } });
    expect(events.filter((event) => event.type === 'delta').length).toBeGreaterThan(3);
    expect(deltasOf(events)).toBe(FAKE_REPLIES.chat);
    expect(doneOf(events)).toMatchObject({ fallback: false, message: { role: 'assistant', content: FAKE_REPLIES.chat } });

    const stored = await storedMessages(userId);
    expect(stored.map((row) => row.role)).toEqual(['assistant', 'user', 'assistant']); // welcome, message, reply
    expect(stored.every((row) => row.storyId === stored[0]?.storyId && row.storyId !== null)).toBe(true);
  });

  it('calls the provider as SPEC §7 (1) says: model, temperature, max_tokens, two system messages (then today’s step of « Mon parcours », issue 29), history in order', async () => {
    const { cookie } = await signUpWithStory(ai.t.app, { exName: 'Camille', content: 'Nous avons vécu six ans à Lyon.' });
    await chat(cookie, 'Premier message');
    await chat(cookie, 'Deuxième message');
    expect(chatRequests()).toHaveLength(2);
    const { body, authorization } = chatRequests()[1]!;
    expect(authorization).toBe('Bearer test-key');
    expect(body).toMatchObject({ model: 'gpt-4', temperature: 0.8, max_tokens: 500, stream: true });
    expect(body.messages[0]).toEqual({ role: 'system', content: PERSONA_PROMPT });
    expect(body.messages[1]?.role).toBe('system');
    expect(body.messages[1]?.content).toContain('Camille');
    expect(body.messages[1]?.content).toContain('Nous avons vécu six ans à Lyon.');
    expect(body.messages[2]).toMatchObject({ role: 'system', content: expect.stringMatching(new RegExp(`^${PARCOURS_MESSAGE_START}`)) });
    expect(body.messages.slice(3).map((message) => [message.role, message.content.slice(0, 20)])).toEqual([
      ['assistant', 'Bonjour, je suis Jan'],
      ['user', 'Premier message'],
      ['assistant', FAKE_REPLIES.chat.slice(0, 20)],
      ['user', 'Deuxième message'],
    ]);
    expect(PERSONA_PROMPT).toMatch(/tutoies/);
    expect(PERSONA_PROMPT).toMatch(/intelligence artificielle/);
    expect(PERSONA_PROMPT).toMatch(/moyens de se faire du mal/);
  });

  it('has no story in its second system message when there is no story, only the person’s gender', async () => {
    const { cookie } = await signUp(ai.t.app);
    await chat(cookie, 'Bonjour');
    const sent = chatRequests()[0]!.body.messages;
    // The persona, the gender, then today's step of « Mon parcours » (day 1 for a new person, issue 29).
    expect(sent.map((message) => message.role)).toEqual(['system', 'system', 'system', 'user']);
    expect(sent[1]?.content).toBe(genderSentence('female'));
    expect(sent[2]?.content.startsWith(PARCOURS_MESSAGE_START)).toBe(true);
  });

  it.each([
    ['a 500', '[[fail500]]', 2],
    ['a 429', '[[fail429]]', 2],
  ])('after %s, tried once more, Janne says SPEC’s fallback sentence, saved', async (_label, marker, attempts) => {
    const { cookie, userId } = await signUpWithStory(ai.t.app);
    const events = await chat(cookie, `Tu es là ? ${marker}`);
    expect(chatRequests()).toHaveLength(attempts);
    expect(deltasOf(events)).toBe('');
    expect(doneOf(events)).toMatchObject({ fallback: true, message: { content: CHAT_FALLBACK_REPLY } });
    expect((await storedMessages(userId)).at(-1)?.content).toBe(CHAT_FALLBACK_REPLY);
  });

  it('answers normally when the retry succeeds', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const events = await chat(cookie, 'Encore là ? [[flaky]]');
    expect(chatRequests()).toHaveLength(2);
    expect(doneOf(events).fallback).toBe(false);
  });

  it.each([
    ['never answers', '[[hang]]'],
    ['sends headers and then nothing', '[[stall]]'],
  ])('gives up on a provider that %s, with the fallback', async (_label, marker) => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const started = Date.now();
    const events = await chat(cookie, `Allô ${marker}`);
    expect(doneOf(events)).toMatchObject({ fallback: true, message: { content: CHAT_FALLBACK_REPLY } });
    expect(Date.now() - started).toBeLessThan(8000);
  });

  it('keeps what arrived when the stream breaks midway', async () => {
    const { cookie, userId } = await signUpWithStory(ai.t.app);
    const events = await chat(cookie, 'Raconte [[cut]]');
    expect(deltasOf(events)).toBe(FAKE_REPLIES.cutPrefix);
    expect(doneOf(events)).toMatchObject({ fallback: false, message: { content: FAKE_REPLIES.cutPrefix } });
    expect((await storedMessages(userId)).at(-1)?.content).toBe(FAKE_REPLIES.cutPrefix);
    // …marked as interrupted, in the conversation too.
    expect(doneOf(events).message.interrupted).toBe(true);
    const page = (await send(ai.t.app, cookie, 'GET', '/api/chat/messages')).json() as MessagePage;
    expect(page.messages.at(-1)).toMatchObject({ content: FAKE_REPLIES.cutPrefix, interrupted: true });
  });

  it('« Réessayer »: a new reply to the same message, the interrupted one kept but not in the prompt', async () => {
    const { cookie, userId } = await signUpWithStory(ai.t.app);
    const cut = doneOf(await chat(cookie, 'Raconte [[cut]]')).message;
    const retried = await send(ai.t.app, cookie, 'POST', '/api/chat/retry', { messageId: cut.id });
    expect(retried.statusCode).toBe(200);
    const events = parseSse(retried.body);
    expect(events[0]).toMatchObject({ type: 'user-message', message: { content: 'Raconte [[cut]]' } });
    // The marker is in the message, so the provider cuts again: the point is what it was asked.
    const asked = chatRequests().at(-1)!.body.messages;
    expect(asked.at(-1)).toEqual({ role: 'user', content: 'Raconte [[cut]]' });
    expect(asked.some((message) => message.content === FAKE_REPLIES.cutPrefix)).toBe(false);
    const stored = await storedMessages(userId);
    expect(stored.filter((row) => row.role === 'user')).toHaveLength(1);
    expect(stored.filter((row) => row.kind === 'interrupted')).toHaveLength(2);
  });

  it('retries only the newest message, when it is an interrupted reply; anything else is a French 404', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const cut = doneOf(await chat(cookie, 'Raconte [[cut]]')).message;
    const whole = doneOf(await chat(cookie, 'Et encore ?')).message;
    for (const messageId of [cut.id, whole.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await send(ai.t.app, cookie, 'POST', '/api/chat/retry', { messageId });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/[a-zàé]/);
    }
    expect((await send(ai.t.app, cookie, 'POST', '/api/chat/retry', { messageId: 'pas-un-id' })).statusCode).toBe(400);
    // Another person cannot retry someone else's reply.
    const other = await signUpWithStory(ai.t.app);
    const theirs = doneOf(await chat(other.cookie, 'Raconte [[cut]]')).message;
    expect((await send(ai.t.app, cookie, 'POST', '/api/chat/retry', { messageId: theirs.id })).statusCode).toBe(404);
  });

  it('uses the fallback for an empty reply', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    expect(doneOf(await chat(cookie, '[[empty]]')).message.content).toBe(CHAT_FALLBACK_REPLY);
  });

  it.each([
    ['an empty message', { content: '' }],
    ['a whitespace message', { content: ' \n\t ' }],
    ['a message over 4,000 characters', { content: 'a'.repeat(4001) }],
    ['an unknown field', { content: 'Salut', userId: 'quelqu-un' }],
    ['no content', {}],
  ])('refuses %s with a 400, saving nothing and calling no provider', async (_label, body) => {
    const { cookie, userId } = await signUpWithStory(ai.t.app);
    const response = await send(ai.t.app, cookie, 'POST', '/api/chat/messages', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/\S/);
    expect(await storedMessages(userId)).toHaveLength(1);
    expect(chatRequests()).toHaveLength(0);
  });

  it('answers 401 when signed out', async () => {
    const response = await send(ai.t.app, '', 'POST', '/api/chat/messages', { content: 'Salut' });
    expect(response.statusCode).toBe(401);
  });

  it('bounds the prompt: at 10,000 messages it is no larger than the budget, and holds the newest turns in order', async () => {
    const { cookie, userId } = await signUpWithStory(ai.t.app);
    await ai.t.database.db.execute(sql`
      insert into messages (user_id, role, content)
      select ${userId}, case when i % 2 = 0 then 'user' else 'assistant' end,
             'Message numéro ' || i || ' : ' || repeat('je repense à nos vacances, ', 3)
      from generate_series(1, 10000) as i`);
    await chat(cookie, 'Le tout dernier message');
    const sent = chatRequests()[0]!.body.messages;
    const total = sent.reduce((sum, message) => sum + tokensOf(message.content), 0);
    expect(total).toBeLessThanOrEqual(CONTEXT_TOKENS);
    expect(total).toBeGreaterThan(CONTEXT_TOKENS * 0.8); // the budget is used, not wasted
    expect(sent.at(-1)?.content).toBe('Le tout dernier message');
    expect(sent.at(-2)?.content).toMatch(/^Message numéro 10000 /);
    const numbers = sent.slice(2, -1).map((message) => Number(/numéro (\d+)/.exec(message.content)?.[1]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });
});

describe('a corrected story (issue 16)', () => {
  it('Janne’s next reply is asked with the new first name and story', async () => {
    const { cookie } = await signUpWithStory(ai.t.app, { exName: 'Alex', content: 'Quatre ans ensemble.' });
    await chat(cookie, 'Bonjour');
    expect(JSON.stringify(chatRequests().at(-1))).toContain('Alex');
    await send(ai.t.app, cookie, 'PUT', '/api/story', { exName: 'Camille', content: 'Sept ans, et un départ en juin.' });
    await chat(cookie, 'Je repense à tout ça.');
    const request = JSON.stringify(chatRequests().at(-1));
    expect(request).toContain('Camille');
    expect(request).toContain('Sept ans, et un départ en juin.');
  });
});

describe('the urge to write to the ex (issue 15)', () => {
  it('whatever the provider answers, the reply carries the way to « J’ai envie de lui écrire », after a reload too', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const done = doneOf(await chat(cookie, "j'ai trop envie de lui envoyer un message"));
    expect(done.message).toMatchObject({ role: 'assistant', content: FAKE_REPLIES.chat, urge: true });
    const page = (await send(ai.t.app, cookie, 'GET', '/api/chat/messages')).json() as MessagePage;
    expect(page.messages.at(-1)).toMatchObject({ urge: true });
    // The provider is told about the flow.
    expect(JSON.stringify(chatRequests().at(-1))).toContain("J'ai envie de lui écrire");
  });

  it('an ordinary message gets an ordinary reply', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    expect(doneOf(await chat(cookie, 'Je pense à lui tout le temps.')).message.urge).toBeUndefined();
  });

  it('the offline Janne names the flow in her own words, which the chat turns into a link', async () => {
    const offline = await createTestApp();
    try {
      const { cookie } = await signUpWithStory(offline.app, { exName: 'Julien', content: 'Six ans, et il est parti.' });
      for (const text of [
        "j'ai trop envie de lui envoyer un message",
        'jvais lui envoyer un msg la jte jure',
        'je vais l’appeler ce soir je crois',
      ]) {
        const response = await send(offline.app, cookie, 'POST', '/api/chat/messages', { content: text });
        const done = doneOf(parseSse(response.body));
        expect(done.message.urge, text).toBe(true);
        expect(
          splitChatLinks(done.message.content).some((segment) => segment.kind === 'link' && segment.to === URGE_PATH),
          text,
        ).toBe(true);
      }
    } finally {
      await offline.close();
    }
  });
});

describe('GET /api/chat/messages', () => {
  it('pages from the newest, 50 at a time, oldest first within a page', async () => {
    const { cookie, userId } = await signUpWithStory(ai.t.app);
    await ai.t.database.db.execute(sql`
      insert into messages (user_id, role, content)
      select ${userId}, 'user', 'm' || i from generate_series(1, 119) as i`);
    const first = (await send(ai.t.app, cookie, 'GET', '/api/chat/messages')).json() as MessagePage;
    expect(first.messages).toHaveLength(50);
    expect(first.messages.at(-1)?.content).toBe('m119');
    expect(first.messages[0]?.content).toBe('m70');
    expect(first.aiMode).toBe('online');
    const second = (await send(ai.t.app, cookie, 'GET', `/api/chat/messages?before=${first.nextCursor}`)).json() as MessagePage;
    expect(second.messages.map((message) => message.content)).toEqual(Array.from({ length: 50 }, (_, i) => `m${20 + i}`));
    const third = (await send(ai.t.app, cookie, 'GET', `/api/chat/messages?before=${second.nextCursor}`)).json() as MessagePage;
    expect(third.messages).toHaveLength(20); // the welcome message and m1…m19
    expect(third.messages[0]?.role).toBe('assistant');
    expect(third.nextCursor).toBeNull();
  });

  it('never shows one person another’s messages', async () => {
    const alice = await signUpWithStory(ai.t.app, { exName: 'Léo', content: "L'histoire d'Alice." });
    const bob = await signUpWithStory(ai.t.app, { exName: 'Max', content: "L'histoire de Bob." });
    await chat(alice.cookie, 'Secret d’Alice');
    const bobPage = (await send(ai.t.app, bob.cookie, 'GET', '/api/chat/messages')).json() as MessagePage;
    expect(JSON.stringify(bobPage)).not.toContain('Alice');
    expect(bobPage.messages).toHaveLength(1);
    // Bob cannot page into Alice's conversation with her cursor either.
    const alicePage = (await send(ai.t.app, alice.cookie, 'GET', '/api/chat/messages')).json() as MessagePage;
    const peek = (
      await send(ai.t.app, bob.cookie, 'GET', `/api/chat/messages?before=${alicePage.messages.at(-1)!.id}`)
    ).json() as MessagePage;
    expect(JSON.stringify(peek)).not.toContain('Alice');
    expect(peek.messages).toEqual([]);
  });

  it('shows nothing that moves with other people’s activity: no counter shared by everyone (issue 12)', async () => {
    /** Bob's view of his own conversation, with what is unique anyway (ids, times) blanked out. */
    const bobsView = async (othersWriteBetween: boolean) => {
      const bob = await signUpWithStory(ai.t.app, { exName: 'Max', content: "L'histoire de Bob." });
      await chat(bob.cookie, 'Premier message de Bob');
      if (othersWriteBetween) {
        const alice = await signUpWithStory(ai.t.app, { exName: 'Léo', content: "L'histoire d'Alice." });
        for (let i = 0; i < 3; i += 1) await chat(alice.cookie, `Alice écrit ${i}`);
      }
      await chat(bob.cookie, 'Second message de Bob');
      const pages = [
        await send(ai.t.app, bob.cookie, 'GET', '/api/chat/messages'),
        await send(ai.t.app, bob.cookie, 'GET', '/api/chat/messages?limit=2'),
        await send(ai.t.app, bob.cookie, 'POST', '/api/chat/open?limit=2'),
      ];
      return pages
        .map((page) => page.body)
        .join('\n')
        .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'ID')
        .replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, 'TIME');
    };
    const alone = await bobsView(false);
    expect(alone).not.toMatch(/"seq"/);
    expect(await bobsView(true)).toBe(alone);
  });

  it('pages with the id of the oldest message shown, and an unknown id gives an empty page', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    await chat(cookie, 'Un');
    const newest = (await send(ai.t.app, cookie, 'GET', '/api/chat/messages?limit=2')).json() as MessagePage;
    expect(newest.messages.map((message) => message.content)).toEqual(['Un', FAKE_REPLIES.chat]);
    expect(newest.nextCursor).toBe(newest.messages[0]!.id);
    const older = (await send(ai.t.app, cookie, 'GET', `/api/chat/messages?limit=2&before=${newest.nextCursor}`)).json() as MessagePage;
    expect(older.messages).toHaveLength(1); // Janne's welcome
    expect(older.nextCursor).toBeNull();
    const unknown = await send(ai.t.app, cookie, 'GET', '/api/chat/messages?before=00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(200);
    expect((unknown.json() as MessagePage).messages).toEqual([]);
  });

  it('refuses a bad cursor with a 400', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    expect((await send(ai.t.app, cookie, 'GET', '/api/chat/messages?before=abc')).statusCode).toBe(400);
    // Once a number, the cursor is now an id: the old numbers are refused, never read as a position.
    expect((await send(ai.t.app, cookie, 'GET', '/api/chat/messages?before=99999999999999999999')).statusCode).toBe(400);
    expect((await send(ai.t.app, cookie, 'GET', '/api/chat/messages?limit=5000')).statusCode).toBe(400);
  });
});

describe('POST /api/chat/open', () => {
  it('writes Janne’s first message exactly once, even opened twice at the same time', async () => {
    const { cookie, userId } = await signUp(ai.t.app);
    const [a, b] = await Promise.all([send(ai.t.app, cookie, 'POST', '/api/chat/open'), send(ai.t.app, cookie, 'POST', '/api/chat/open')]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    const stored = await storedMessages(userId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ role: 'assistant', content: FAKE_REPLIES.chat });
    expect((a.json() as MessagePage).messages).toHaveLength(1);
    expect((b.json() as MessagePage).messages).toHaveLength(1);
    expect(chatRequests()).toHaveLength(1);
  });

  it('writes it once across two app servers sharing the database', async () => {
    const second = await createTestApp({ ai: fakeProvider(ai.fake.url), database: ai.t.database });
    try {
      const { cookie, userId } = await signUp(ai.t.app);
      await Promise.all([send(ai.t.app, cookie, 'POST', '/api/chat/open'), send(second.app, cookie, 'POST', '/api/chat/open')]);
      expect(await storedMessages(userId)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('changes nothing when there are messages already', async () => {
    const { cookie, userId } = await signUpWithStory(ai.t.app);
    const page = (await send(ai.t.app, cookie, 'POST', '/api/chat/open')).json() as MessagePage;
    expect(page.messages).toHaveLength(1);
    expect(await storedMessages(userId)).toHaveLength(1);
    expect(chatRequests()).toHaveLength(0);
  });
});
