import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatStreamEvent } from '#shared/chat';
import { SAFE_ANSWER } from '#shared/crisis-care';
import { isChatRequest, PARCOURS_MESSAGE_START } from '#tests/support/fake-openai';
import { createTestApp, parseSse, send, signUp, type TestApp, useAppWithFakeAi } from '#server/testing/test-app';

/**
 * The gender given at signup is used: a woman reads « seule », a man « seul », and « Autre »
 * keeps the inclusive « seul·e » — in the crisis card and in the offline Janne's replies.
 */

let offline: TestApp;
beforeAll(async () => {
  offline = await createTestApp();
});
afterAll(async () => {
  await offline?.close();
});

async function chat(app: TestApp['app'], cookie: string, content: string): Promise<ChatStreamEvent[]> {
  const response = await send(app, cookie, 'POST', '/api/chat/messages', { content });
  expect(response.statusCode).toBe(200);
  return parseSse(response.body);
}
const doneText = (events: ChatStreamEvent[]) => {
  const done = events.findLast((event) => event.type === 'done');
  if (done?.type !== 'done') throw new Error('no done event');
  return done.message.content;
};

async function personWithStory(app: TestApp['app'], gender: string) {
  const person = await signUp(app, { gender });
  const story = await send(app, person.cookie, 'POST', '/api/story', { exName: 'Julien', content: 'Six ans, et il est parti.' });
  expect(story.statusCode).toBe(201);
  return person;
}

describe.each([
  { gender: 'female', alone: 'seule', hurt: 'blessée', helped: 'aidée', strong: 'forte' },
  { gender: 'male', alone: 'seul', hurt: 'blessé', helped: 'aidé', strong: 'fort' },
  { gender: 'other', alone: 'seul·e', hurt: 'blessé·e', helped: 'aidé·e', strong: 'fort·e' },
])('a person who said « $gender » at signup', ({ gender, alone, hurt, helped, strong }) => {
  it(`reads « ${alone} » in the crisis card, its numbers and the offline crisis replies`, async () => {
    const { cookie } = await personWithStory(offline.app, gender);

    const card = doneText(await chat(offline.app, cookie, 'je veux plus vivre'));
    expect(card.split('\n\n')[0]).toBe(`Merci de me l'avoir dit. Ce que tu ressens a l'air immense, et tu n'as pas à le porter ${alone}.`);
    expect(card).toContain(`si tu t’es ${hurt} ou si tu as avalé quelque chose`);

    // An answer that does not say whether the person is safe gets the check once (what Janne heard,
    // the two answers to tap), then her crisis-mode words, which do not ask again.
    const lonely = doneText(await chat(offline.app, cookie, 'je me sens tellement seule'));
    expect(lonely).toContain(`Tu te sens ${alone} avec tout ça`);
    expect(lonely).toContain(`Tu n'es pas ${alone} en ce moment`);
    expect(lonely).toContain("Je n'ai pas compris si tu es en sécurité");
    const general = doneText(await chat(offline.app, cookie, 'ok'));
    expect(general).toContain(`Tu n'as pas à traverser ce moment ${alone}`);
    const next = doneText(await chat(offline.app, cookie, 'mmh'));
    expect(next).toContain(`quand on ne reste pas ${alone} avec elles`);
    expect(next).toContain(`Qu'est-ce qui t'a ${helped}, ne serait-ce qu'un peu`);

    if (gender !== 'other') {
      for (const text of [card, lonely, general, next]) expect(text).not.toContain('·');
    }
  });

  it('reads a safe acknowledgement that agrees too, once the first two are said', async () => {
    const { cookie } = await personWithStory(offline.app, gender);
    const acknowledgements: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      await chat(offline.app, cookie, 'je veux mourir');
      acknowledgements.push(doneText(await chat(offline.app, cookie, SAFE_ANSWER)));
    }
    expect(acknowledgements[2]).toContain(`Tu n'as pas à être ${strong} tout de suite`);
  });
});

describe('the AI provider', () => {
  const ai = useAppWithFakeAi();

  it.each([
    ['female', 'une femme'],
    ['male', 'un homme'],
    ['other', '« Autre »'],
  ])('is told the person’s gender (%s) in the story message, in one sentence', async (gender, words) => {
    const { cookie } = await personWithStory(ai.t.app, gender);
    await chat(ai.t.app, cookie, 'Je pense à lui.');
    // The persona, the story (with the gender), and today's step of « Mon parcours » (issue 29).
    const system = ai.fake.requests.filter(isChatRequest)[0]!.body.messages.filter((m) => m.role === 'system');
    expect(system).toHaveLength(3);
    expect(system[2]!.content.startsWith(PARCOURS_MESSAGE_START)).toBe(true);
    expect(system[1]!.content).toContain('Julien');
    expect(system[1]!.content).toContain(words);
  });

  it('is told it without a story too', async () => {
    const { cookie } = await signUp(ai.t.app, { gender: 'male' });
    await chat(ai.t.app, cookie, 'Bonjour');
    const system = ai.fake.requests.filter(isChatRequest)[0]!.body.messages.filter((m) => m.role === 'system');
    expect(system.map((m) => m.content).join('\n')).toContain('un homme');
    expect(system.map((m) => m.content).join('\n')).not.toContain("Voici l'histoire");
  });
});
