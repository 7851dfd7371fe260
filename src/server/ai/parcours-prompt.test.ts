import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeOpenAi, isChatRequest, PARCOURS_MESSAGE_START, startFakeOpenAi } from '#tests/support/fake-openai';
import { OpenAiProvider } from './openai-provider';
import { parcoursContextMessage } from './prompts';
import type { ChatReplyInput, ParcoursStep } from './provider';

/**
 * Janne knows the step (issue 29), with a provider: the real `openai` SDK against the fake
 * OpenAI-compatible server, as the chat's other prompt messages are tested (memory.test.ts).
 */
const STEP: ParcoursStep = {
  day: 9,
  title: 'Une soirée rien que pour toi',
  theme: 'Retrouver un plaisir simple que tu avais laissé de côté.',
  done: false,
};

let fake: FakeOpenAi;
let provider: OpenAiProvider;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  provider = new OpenAiProvider({ apiKey: 'test-key', baseURL: fake.url, model: 'gpt-4', idleTimeoutMs: 5000 });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

async function reply(input: Partial<ChatReplyInput> & { history: ChatReplyInput['history'] }): Promise<string> {
  let text = '';
  for await (const delta of provider.streamChatReply({ exName: null, story: null, ...input }, new AbortController().signal)) text += delta;
  return text;
}

const parcoursMessages = () =>
  fake.requests
    .filter(isChatRequest)
    .flatMap((request) => request.body.messages)
    .filter((message) => message.role === 'system' && message.content.startsWith(PARCOURS_MESSAGE_START))
    .map((message) => message.content);

describe('the « Mon parcours » system message', () => {
  it('carries today’s day, title and theme, and that it is not done yet', async () => {
    const text = await reply({ history: [{ role: 'user', content: 'je sais pas quoi faire ce soir [[parcours]]' }], parcours: STEP });
    const [message] = parcoursMessages();
    expect(message).toContain('jour 9');
    expect(message).toContain('« Une soirée rien que pour toi »');
    expect(message).toContain(STEP.theme);
    expect(message).toContain("n'a pas encore fait");
    // Never pushed on someone who hurts, never a duty the person is behind on.
    expect(message).toMatch(/triste ou qui a mal/);
    expect(message).toMatch(/en retard/);
    expect(text).toBe(`Étape reçue : ${message}`);
  });

  it('says when today’s exercise is done', async () => {
    await reply({ history: [{ role: 'user', content: 'coucou' }], parcours: { ...STEP, done: true } });
    expect(parcoursMessages()[0]).toContain("a déjà fait l'exercice");
  });

  it('is absent without a step', async () => {
    const text = await reply({ history: [{ role: 'user', content: 'je sais pas quoi faire ce soir [[parcours]]' }], parcours: null });
    expect(parcoursMessages()).toEqual([]);
    expect(text).toBe('Aucune étape reçue.');
    await reply({ history: [{ role: 'user', content: 'coucou' }] });
    expect(parcoursMessages()).toEqual([]);
  });

  it('is absent in crisis mode and right after « je suis en sécurité », even if a step is given', async () => {
    await reply({ history: [{ role: 'user', content: 'je sais pas' }], parcours: STEP, mode: 'crisis' });
    await reply({ history: [{ role: 'user', content: 'je suis en sécurité' }], parcours: STEP, mode: 'safe' });
    expect(fake.requests.filter(isChatRequest)).toHaveLength(2);
    expect(parcoursMessages()).toEqual([]);
  });

  it('is short: a few dozen words beside the persona', () => {
    expect(parcoursContextMessage(null)).toBeNull();
    expect(parcoursContextMessage(STEP)!.split(/\s+/).length).toBeLessThan(140);
    expect(parcoursContextMessage(STEP)).not.toMatch(/\bvous\b/i);
  });
});
