import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { ChatStreamEvent } from '#shared/chat';
import { isChatRequest, PARCOURS_MESSAGE_START } from '#tests/support/fake-openai';
import { OfflineCompanion } from '#server/ai/offline-companion';
import type { AiProvider, ChatReplyInput, ParcoursStep } from '#server/ai/provider';
import { fakeProvider, signUp, useAppWithFakeAi } from '#server/testing/test-app';
import type { ParcoursLookup } from '../companion/companion-context';
import { AiLimits } from '../safety/ai-limits';
import { WriteQuotas } from '../safety/write-quotas';
import { ChatService } from './chat.service';
import { systemClock } from '#server/clock';

/**
 * Janne knows the step of « Mon parcours » (issue 29): the chat service asks the parcours for
 * today's step and hands it to the reply — in the ordinary mode only, never in crisis mode nor
 * right after « je suis en sécurité » (« no parcours nudges in crisis mode »). The service is built
 * here with a fixed step; app.ts gives it the parcours service (parcours.test.ts, through the chat).
 */
const STEP: ParcoursStep = { day: 9, title: 'Une soirée rien que pour toi', theme: 'Retrouver un plaisir simple.', done: false };

const ai = useAppWithFakeAi();

/** The provider, its inputs recorded: what the reply was given, turn by turn. */
function recording(provider: AiProvider): { provider: AiProvider; inputs: ChatReplyInput[] } {
  const inputs: ChatReplyInput[] = [];
  const recorded = Object.create(provider) as AiProvider;
  recorded.streamChatReply = (input, signal) => {
    inputs.push(input);
    return provider.streamChatReply(input, signal);
  };
  return { provider: recorded, inputs };
}

function chatService(provider: AiProvider, parcours?: ParcoursLookup): ChatService {
  const db = ai.t.database.db;
  return new ChatService(db, provider, {
    clock: systemClock,
    contextTokens: 4000,
    logger: pino({ level: 'silent' }),
    limits: new AiLimits(db, { chat: 1000, suggestions: 1000 }),
    quotas: new WriteQuotas(db, { journalPerDay: 1000, chatPerDay: 1000, itemsPerDay: 1000, accountTextBytes: 10_000_000 }),
    stories: { get: async () => null },
    riskTimeoutMs: 3000,
    memory: { forPrompt: async () => [], summarise: async () => undefined },
    parcours,
  });
}

async function say(service: ChatService, userId: string, content: string): Promise<ChatStreamEvent[]> {
  const events: ChatStreamEvent[] = [];
  for await (const event of service.send(userId, content, new AbortController().signal)) events.push(event);
  return events;
}
const replyOf = (events: ChatStreamEvent[]) => {
  const done = events.findLast((event) => event.type === 'done');
  return done?.type === 'done' ? done.message.content : '';
};
const parcoursMessagesOf = (index: number) =>
  (ai.fake.requests.filter(isChatRequest)[index]?.body.messages ?? []).filter(
    (message) => message.role === 'system' && message.content.startsWith(PARCOURS_MESSAGE_START),
  );

describe('the step of « Mon parcours » in Janne’s reply', () => {
  it('is asked for the person and given to the provider in the ordinary mode', async () => {
    const { userId } = await signUp(ai.t.app);
    const asked: string[] = [];
    const service = chatService(fakeProvider(ai.fake.url), { stepFor: async (id) => (asked.push(id), STEP) });
    const reply = replyOf(await say(service, userId, 'je sais pas quoi faire ce soir [[parcours]]'));
    expect(asked).toEqual([userId]);
    expect(parcoursMessagesOf(0)).toHaveLength(1);
    expect(reply).toContain('jour 9, « Une soirée rien que pour toi »');
  });

  it('is dropped in crisis mode and when the person says they are safe, with a provider', async () => {
    const { userId } = await signUp(ai.t.app);
    const { provider, inputs } = recording(fakeProvider(ai.fake.url));
    const service = chatService(provider, { stepFor: async () => STEP });
    // The card: no provider at all.
    await say(service, userId, 'je veux plus vivre');
    expect(inputs).toHaveLength(0);
    // Crisis mode: the unclear answers get Janne's crisis replies (the next step comes once, in between).
    for (const message of ['je sais pas quoi faire [[parcours]]', 'bof [[parcours]]', 'tu as une idée pour m’occuper ? [[parcours]]'])
      await say(service, userId, message);
    expect(inputs.length).toBeGreaterThan(0);
    expect(inputs.every((input) => input.mode === 'crisis' && input.parcours === null)).toBe(true);
    const crisisRequests = ai.fake.requests.filter(isChatRequest).length;
    for (let i = 0; i < crisisRequests; i += 1) expect(parcoursMessagesOf(i)).toEqual([]);
    // « Je suis en sécurité »: the safe reply, still without the step.
    await say(service, userId, 'je suis en sécurité');
    expect(inputs.at(-1)).toMatchObject({ mode: 'safe', parcours: null });
    // Afterwards, the ordinary mode again: the step comes back.
    await say(service, userId, 'je sais pas quoi faire ce soir [[parcours]]');
    expect(inputs.at(-1)).toMatchObject({ mode: 'ordinary', parcours: STEP });
  });

  it('is dropped in crisis mode with the offline companion, whose replies never name the parcours there', async () => {
    const { userId } = await signUp(ai.t.app);
    const { provider, inputs } = recording(new OfflineCompanion({ delayMs: 0 }));
    const service = chatService(provider, { stepFor: async () => STEP });
    await say(service, userId, 'je veux plus vivre');
    const replies: string[] = [];
    for (const message of ['je sais pas quoi faire', 'bof', 'qu’est-ce que je pourrais faire aujourd’hui ?'])
      replies.push(replyOf(await say(service, userId, message)));
    expect(inputs.every((input) => input.mode === 'crisis' && input.parcours === null)).toBe(true);
    for (const reply of replies) expect(reply).not.toMatch(/parcours|Une soirée rien que pour toi/i);
  });

  it('costs only the step when the parcours cannot be read', async () => {
    const { userId } = await signUp(ai.t.app);
    const { provider, inputs } = recording(fakeProvider(ai.fake.url));
    const service = chatService(provider, {
      stepFor: async () => {
        throw new Error('parcours unavailable');
      },
    });
    const reply = replyOf(await say(service, userId, 'je sais pas quoi faire ce soir [[parcours]]'));
    expect(reply).toBe('Aucune étape reçue.');
    expect(inputs[0]?.parcours).toBeNull();
  });

  it('is not there without a parcours lookup', async () => {
    const { userId } = await signUp(ai.t.app);
    const reply = replyOf(await say(chatService(fakeProvider(ai.fake.url)), userId, 'je sais pas quoi faire ce soir [[parcours]]'));
    expect(reply).toBe('Aucune étape reçue.');
  });
});
