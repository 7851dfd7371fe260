import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHAT_FALLBACK_REPLY, type ChatStreamEvent, type MessagePage } from '#shared/chat';
import {
  NOT_SAFE_ANSWER,
  QUESTION_NO,
  QUESTION_NO_THANKS,
  QUESTION_YES,
  RISK_QUESTION,
  RISK_QUESTION_AGAIN_TEXT,
  RISK_QUESTION_TEXT,
  SAFE_ANSWER,
  SAFETY_QUESTION,
  safeAcknowledgements,
} from '#shared/crisis-care';
import { FAKE_REPLIES, isChatRequest, RISK_MAX_TOKENS } from '#tests/support/fake-openai';
import { CRISIS_MODE_PROMPT, SAFE_MODE_PROMPT } from '#server/ai/prompts';
import { messages } from '#server/db/schema';
import { createTestApp, parseSse, send, signUpWithStory, useAppWithFakeAi } from '#server/testing/test-app';

// Long enough for the fake provider's judgement to arrive on a loaded machine (at 400 ms the tests
// that need it failed under load), and under the test provider's 1.5 s idle timeout.
// Long enough that a judgement which does come is never late on a busy machine (the test that
// needs it to come would otherwise see the timeout's path); only the hanging judgement waits it
// out. The provider's own idle limit is longer still, so that it is this one that is measured.
const RISK_TIMEOUT_MS = 6000;
const ai = useAppWithFakeAi({ env: { AI_RISK_TIMEOUT_MS: String(RISK_TIMEOUT_MS) }, idleTimeoutMs: 3 * RISK_TIMEOUT_MS });
const chatRequests = () => ai.fake.requests.filter(isChatRequest);
const riskRequests = () => ai.fake.requests.filter((request) => request.body.max_tokens === RISK_MAX_TOKENS);

async function chat(cookie: string, content: string, app = ai.t.app): Promise<ChatStreamEvent[]> {
  const response = await send(app, cookie, 'POST', '/api/chat/messages', { content });
  expect(response.statusCode).toBe(200);
  return parseSse(response.body);
}
const types = (events: ChatStreamEvent[]) => events.map((event) => event.type);
const doneText = (events: ChatStreamEvent[]) => {
  const done = events.findLast((event) => event.type === 'done');
  if (done?.type !== 'done') throw new Error('no done event');
  return done.message.content;
};
const systemMessages = (index: number) => {
  const request = chatRequests()[index]!;
  return request.body.messages.filter((m) => m.role === 'system').map((m) => m.content);
};
const page = async (cookie: string) => (await send(ai.t.app, cookie, 'GET', '/api/chat/messages')).json() as MessagePage;

describe('the crisis turn', () => {
  it('is the card and nothing else: the safety question, 3114 first, no provider reply even if it would be cheerful', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const events = await chat(cookie, 'je veux plus vivre');
    expect(types(events)).toEqual(['user-message', 'crisis', 'done']);
    const card = events[1]!.type === 'crisis' ? events[1]!.message : null;
    const paragraphs = card!.content.split('\n\n');
    expect(paragraphs[1]).toBe(SAFETY_QUESTION);
    expect(paragraphs[2]!.split('\n')[0]).toContain('3114');
    expect(chatRequests()).toHaveLength(0);
    expect((await page(cookie)).crisisMode).toBe(true);
  });

  it('comes from the provider’s risk judgement when the patterns miss, and the cheerful reply is never sent', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const events = await chat(cookie, "[[risk:high]] j'ai l'impression que ça servirait plus à grand-chose que je sois là");
    expect(types(events)).toEqual(['user-message', 'crisis', 'done']);
    expect(JSON.stringify(events)).not.toContain(FAKE_REPLIES.chat.slice(0, 20));
    const stored = (await page(cookie)).messages.map((message) => message.content);
    expect(stored.join('\n')).not.toContain(FAKE_REPLIES.chat.slice(0, 20));
    // The judgement was asked with the message itself, as a JSON judgement.
    expect(riskRequests()[0]!.body.messages.at(-1)!.content).toContain('servirait plus à grand-chose');
    expect(riskRequests()[0]!.body.temperature).toBe(0);
    expect(riskRequests()[0]!.body.stream).toBeFalsy();
  });

  it('lets an ordinary message through at once when the judgement says none', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const events = await chat(cookie, 'Je pense à lui tout le temps.');
    expect(types(events)).not.toContain('crisis');
    expect(doneText(events)).toBe(FAKE_REPLIES.chat);
    expect(riskRequests()).toHaveLength(1);
  });

  it('does not hold the reply longer than AI_RISK_TIMEOUT_MS when the judgement hangs', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const started = Date.now();
    const events = await chat(cookie, 'Je pense à lui tout le temps. [[risk-hang]]');
    expect(doneText(events)).toBe(FAKE_REPLIES.chat);
    expect(Date.now() - started).toBeGreaterThanOrEqual(RISK_TIMEOUT_MS - 50);
  });

  it('still shows the card at once when the provider is down or hanging: it is never asked', async () => {
    for (const marker of ['[[fail500]]', '[[hang]]']) {
      const { cookie } = await signUpWithStory(ai.t.app);
      const events = await chat(cookie, `j'ai envie d'en finir ${marker}`);
      expect(types(events)).toEqual(['user-message', 'crisis', 'done']);
    }
    // Neither a reply nor a risk judgement was asked for: nothing stood between the person and the card.
    expect(ai.fake.requests).toHaveLength(0);
  });
});

describe('crisis mode', () => {
  it('tells the provider to stay in crisis mode until the person says they are safe, then acknowledges it and ends', async () => {
    const { cookie, userId } = await signUpWithStory(ai.t.app);
    await chat(cookie, 'je veux mourir');
    // An answer that does not say gets the check, written by the app itself (no provider call)…
    const check = await chat(cookie, "j'arrête pas de pleurer, tout est noir");
    expect(check.findLast((event) => event.type === 'done')).toMatchObject({ message: { safetyCheck: true } });
    expect(chatRequests()).toHaveLength(0);
    // …then the provider answers in crisis mode.
    await chat(cookie, 'je sais plus quoi faire de moi');
    expect(systemMessages(0)).toContain(CRISIS_MODE_PROMPT);
    expect((await page(cookie)).crisisMode).toBe(true);

    await chat(cookie, 'ok, je suis en sécurité, ma sœur est avec moi');
    expect(systemMessages(1)).toContain(SAFE_MODE_PROMPT);
    const [safe] = await ai.t.database.db
      .select()
      .from(messages)
      .where(eq(messages.userId, userId))
      .orderBy(sql`seq desc`)
      .limit(1);
    expect(safe?.kind).toBe('safe');
    expect((await page(cookie)).crisisMode).toBe(false);

    await chat(cookie, 'Merci, ça va un peu mieux.');
    expect(systemMessages(2)).not.toContain(CRISIS_MODE_PROMPT);
    expect(systemMessages(2)).not.toContain(SAFE_MODE_PROMPT);
  });

  it('takes a bare « oui » as the answer to the card’s question', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    await chat(cookie, "j'ai pensé à me foutre en l'air");
    const yes = await chat(cookie, 'oui');
    expect(types(yes)).not.toContain('crisis');
    expect(systemMessages(0)).toContain(SAFE_MODE_PROMPT);
    // Outside crisis mode, « oui » is just « oui ».
    await chat(cookie, 'oui');
    expect(systemMessages(1)).not.toContain(SAFE_MODE_PROMPT);
  });

  it('answers « Non, pas vraiment » with the next step, not the same card again, and stays in crisis mode (issue 24)', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const card = await chat(cookie, "j'ai pensé à me foutre en l'air");
    const notSafe = await chat(cookie, NOT_SAFE_ANSWER);
    expect(types(notSafe)).toEqual(['user-message', 'done']);
    const step = notSafe.findLast((event) => event.type === 'done');
    if (step?.type !== 'done') throw new Error('no done event');
    expect(step.message.crisisStep).toEqual(['suicide']);
    expect(step.message.content).not.toBe(doneText(card));
    expect(step.message.content).toMatch(/appelle le 3114/);
    expect(step.message.content).toMatch(/15 ou le 112/);
    expect(step.message.content).toMatch(/distance entre toi et ce qui pourrait te faire du mal/);
    expect(step.message.content).toMatch(/quelqu'un qui peut venir/);
    expect(step.message.content).toMatch(/Je reste ici pendant que tu appelles/);
    // No provider was asked for the step; crisis mode goes on with Janne's crisis replies.
    expect(chatRequests()).toHaveLength(0);
    expect((await page(cookie)).crisisMode).toBe(true);
    const after = await chat(cookie, 'non');
    expect(types(after)).not.toContain('crisis');
    expect(types(after)).toContain('delta');
    expect(systemMessages(0)).toContain(CRISIS_MODE_PROMPT);
    expect(doneText(after)).not.toBe(step.message.content);
  });

  it('keeps crisis mode after the card on words that do not mean safe, and answers them (issue 24)', async () => {
    for (const answer of [
      'je crois que je vais le faire quand même',
      'je pense encore à ces médicaments sur la table',
      "d'accord, adieu",
      'ok',
    ]) {
      const { cookie, userId } = await signUpWithStory(ai.t.app);
      await chat(cookie, 'je veux mourir');
      const events = await chat(cookie, answer);
      expect(types(events), answer).not.toContain('crisis');
      expect(doneText(events), answer).not.toMatch(/ça me soulage/);
      const [newest] = await ai.t.database.db
        .select()
        .from(messages)
        .where(eq(messages.userId, userId))
        .orderBy(sql`seq desc`)
        .limit(1);
      expect(newest?.kind, answer).not.toBe('safe');
      expect((await page(cookie)).crisisMode, answer).toBe(true);
    }
  });

  it('answers with Janne’s crisis words, not « reformuler », when the provider fails in crisis mode', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    await chat(cookie, 'je veux disparaître pour toujours');
    const events = await chat(cookie, 'je sais plus quoi faire [[fail500]]');
    expect(doneText(events)).not.toBe(CHAT_FALLBACK_REPLY);
    expect(doneText(events)).toContain('3114');
    expect(events.findLast((event) => event.type === 'done')).toMatchObject({ fallback: false });
  });

  it('ends by itself a day after the last card', async () => {
    const { cookie, userId } = await signUpWithStory(ai.t.app);
    await chat(cookie, 'je veux mourir');
    await ai.t.database.db
      .update(messages)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(messages.userId, userId));
    expect((await page(cookie)).crisisMode).toBe(false);
    await chat(cookie, 'Je pense à lui.');
    expect(systemMessages(0)).not.toContain(CRISIS_MODE_PROMPT);
  });
});

describe('crisis mode with the offline companion', () => {
  it('acknowledges, keeps 3114 near, never names the ex nor repeats itself, and hears « je suis en sécurité »', async () => {
    const offline = await createTestApp();
    try {
      const { cookie } = await signUpWithStory(offline.app, { exName: 'Julien', content: 'Six ans, et il est parti.' });
      await chat(cookie, 'je veux plus vivre', offline.app);
      const replies: string[] = [];
      for (const text of [
        'je me sens tellement seule',
        'je pleure depuis une heure',
        'je sais pas',
        'tu es là ?',
        'je suis fatiguée',
        'ok',
        'hm',
      ]) {
        const events = await chat(cookie, text, offline.app);
        expect(types(events)).not.toContain('crisis');
        replies.push(doneText(events));
      }
      expect(new Set(replies).size).toBe(replies.length);
      for (const [index, reply] of replies.entries()) {
        expect(reply).not.toContain('Julien');
        expect(reply).toMatch(/3114|15|112|plan de sécurité/);
        // The first answer that did not say gets the check: it offers the two answers instead of asking.
        if (index > 0) expect(reply.trim().endsWith('?')).toBe(true);
      }
      expect(replies[0]).toMatch(/seul/);
      expect(replies[1]).toMatch(/pleurer|larmes/);
      const safe = await chat(cookie, SAFE_ANSWER, offline.app);
      // signUpWithStory signs a woman up: Janne's words agree with her.
      expect(safeAcknowledgements('female')).toContain(doneText(safe));
    } finally {
      await offline.close();
    }
  });
});

describe('the direct question, when the detector is unsure (issue 24)', () => {
  const unsure = 'est-ce qu’on sent quelque chose quand on se noie ?';
  const lastDone = (events: ChatStreamEvent[]) => {
    const done = events.findLast((event) => event.type === 'done');
    if (done?.type !== 'done') throw new Error('no done event');
    return done.message;
  };

  it('is Janne’s whole turn: the question, nothing else, and no provider reply', async () => {
    const offline = await createTestApp();
    try {
      const { cookie } = await signUpWithStory(offline.app);
      const events = await chat(cookie, unsure, offline.app);
      expect(types(events)).toEqual(['user-message', 'done']);
      expect(lastDone(events)).toMatchObject({ riskQuestion: true, content: RISK_QUESTION_TEXT });
      expect(lastDone(events).content).toContain(RISK_QUESTION);
    } finally {
      await offline.close();
    }
  });

  it('opens the crisis card and crisis mode on « Oui », or on a typed partial yes', async () => {
    for (const yes of [QUESTION_YES, 'un peu', 'parfois']) {
      const { cookie } = await signUpWithStory(ai.t.app);
      await chat(cookie, unsure);
      const events = await chat(cookie, yes);
      expect(types(events), yes).toEqual(['user-message', 'crisis', 'done']);
      expect((await page(cookie)).crisisMode).toBe(true);
    }
    // Neither the question nor the card waited for a provider's reply.
    expect(chatRequests()).toHaveLength(0);
  });

  it('thanks a « Non » without fuss, then answers what the person wrote before the question', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    await chat(cookie, unsure);
    const events = await chat(cookie, QUESTION_NO);
    expect(types(events)).not.toContain('crisis');
    expect(doneText(events).startsWith(QUESTION_NO_THANKS)).toBe(true);
    expect(doneText(events)).toContain(FAKE_REPLIES.chat);
    // The provider answered the message the question was about, as the person's last word.
    expect(chatRequests()[0]!.body.messages.at(-1)!.content).toBe(unsure);
    expect((await page(cookie)).crisisMode).toBe(false);
  });

  it('keeps the question open for one more turn after a reply that does not answer it, then lets the conversation go on', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    await chat(cookie, unsure);
    const again = await chat(cookie, 'tu penses qu’il reviendra ?');
    expect(lastDone(again)).toMatchObject({ riskQuestion: true, content: RISK_QUESTION_AGAIN_TEXT });
    const goesOn = await chat(cookie, 'il a changé sa photo de profil');
    expect(lastDone(goesOn).riskQuestion).toBeUndefined();
    expect(doneText(goesOn)).toBe(FAKE_REPLIES.chat);
  });

  it('asks instead of showing the card about a TV series on suicide', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const events = await chat(cookie, "J'ai regardé une série sur une ado qui se suicide, ça m'a bouleversée");
    expect(types(events)).not.toContain('crisis');
  });

  it('shows the card instead when the provider’s judgement is sure', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const events = await chat(cookie, `${unsure} [[risk:high]]`);
    expect(types(events)).toEqual(['user-message', 'crisis', 'done']);
  });
});

describe('what a blind reading of the crisis flows found (issue 24)', () => {
  it('hears a slap made small as violence', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const events = await chat(cookie, "la dispute de samedi c'etait juste une claque, il etait bourré, c'est moi qui l'avais enervé");
    expect(types(events)).toContain('crisis');
  });

  it('points a victim of violence to 17, 114 and 3919 in crisis mode, not to the suicide line’s words (offline)', async () => {
    const offline = await createTestApp();
    try {
      const { cookie } = await signUpWithStory(offline.app);
      await chat(cookie, 'il me frappe quand il a bu', offline.app);
      const replies: string[] = [];
      for (const text of ['il a encore les clés', "j'ai peur qu'il revienne demain", 'je sais pas qui appeler', 'ok']) {
        const events = await chat(cookie, text, offline.app);
        replies.push(doneText(events));
      }
      for (const reply of replies) {
        expect(reply).toMatch(/3919|17|114/);
        expect(reply).not.toMatch(/pensées les plus lourdes|mettre fin|suicide/);
      }
    } finally {
      await offline.close();
    }
  });
});

describe('what a second blind reading found (issue 24)', () => {
  it('takes « non, je vais pas me tuer » after the card for the denial it is, not for « not safe »: no next step', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    await chat(cookie, 'des fois jme dis que ce serait plus simple si je me reveillais pas demain matin');
    const events = await chat(cookie, 'non non attend, jvais pas me tuer hein. c’était une façon de parler');
    const done = events.findLast((event) => event.type === 'done');
    expect(done?.type === 'done' && done.message.crisisStep).toBeFalsy();
    // A statement of safety with « c'était une façon de parler » beside it is safe (issue 40): crisis mode ends.
    expect((await page(cookie)).crisisMode).toBe(false);
  });

  it('gives the urgency again, not the safety question, to a second « not safe » after the next step (offline)', async () => {
    const offline = await createTestApp();
    try {
      const { cookie } = await signUpWithStory(offline.app);
      await chat(cookie, 'je veux mourir', offline.app);
      await chat(cookie, NOT_SAFE_ANSWER, offline.app);
      const again = doneText(await chat(cookie, 'non. jsuis pas en securite. jai les cachets de ma mere dans le tiroir', offline.app));
      expect(again).toMatch(/15 ou le 112|114/);
      expect(again).not.toMatch(/Es-tu en sécurité|es en sécurité, là/);
    } finally {
      await offline.close();
    }
  });

  it('asks about a question on the maximum dose of a medicine', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const events = await chat(cookie, 'nan mais serieux c’est combien la dose max de doliprane, j’en ai deja pris 3');
    const done = events.findLast((event) => event.type === 'done');
    expect(types(events).includes('crisis') || (done?.type === 'done' && done.message.riskQuestion === true)).toBe(true);
  });
});
