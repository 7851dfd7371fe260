import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatStreamEvent } from '#shared/chat';
import { OfflineCompanion } from '#server/ai/offline-companion';
import type { ChatReplyInput } from '#server/ai/provider';
import { createTestApp, parseSse, send, signUpWithStory, type TestApp } from '#server/testing/test-app';

/**
 * Issue 26: a variety that holds over weeks. The prompt keeps only what its budget allows, so the
 * chat also hands Janne her last 50 stored replies (`earlierReplies`), older than the prompt's
 * history: the offline companion reads them so that a sentence of hers does not come back.
 */

/** The offline Janne, keeping what she was given for each reply. */
class RecordingCompanion extends OfflineCompanion {
  readonly inputs: ChatReplyInput[] = [];
  override streamChatReply(input: ChatReplyInput, signal: AbortSignal): AsyncIterable<string> {
    this.inputs.push(input);
    return super.streamChatReply(input, signal);
  }
}

let t: TestApp;
const companion = new RecordingCompanion({ delayMs: 0 });
beforeAll(async () => {
  // The smallest budget the settings allow: a few turns of history only.
  t = await createTestApp({ ai: companion, env: { AI_CONTEXT_TOKENS: '500' } });
});
afterAll(async () => {
  await t?.close();
});

async function chat(cookie: string, content: string): Promise<string> {
  const response = await send(t.app, cookie, 'POST', '/api/chat/messages', { content });
  expect(response.statusCode).toBe(200);
  const done = parseSse(response.body).findLast((event: ChatStreamEvent) => event.type === 'done');
  if (done?.type !== 'done') throw new Error('no done event');
  return done.message.content;
}

describe('Janne’s earlier replies', () => {
  it('reach the companion beyond the prompt’s history, oldest first, the newest last', async () => {
    const { cookie } = await signUpWithStory(t.app);
    const messages = [
      'Il me manque tellement, je pense à lui du matin au soir et je ne sais plus quoi faire de mes journées.',
      'Je dors très mal depuis des semaines, je me réveille à trois heures et je tourne en rond jusqu’au matin.',
      'Ma sœur m’a appelée ce soir, ça m’a fait du bien de l’entendre rire un peu au téléphone.',
      'Je suis en colère contre lui, il est parti sans rien expliquer après toutes ces années ensemble.',
      'Je regarde encore ses photos le soir, je sais que ça me fait du mal mais je n’arrive pas à arrêter.',
      'Je me sens seule dans l’appartement, le silence est tellement lourd quand je rentre du travail.',
    ];
    const replies: string[] = [];
    for (const message of messages) replies.push(await chat(cookie, message));

    const last = companion.inputs.at(-1);
    const inHistory = last?.history.filter((turn) => turn.role === 'assistant').length ?? 0;
    const earlier = last?.earlierReplies ?? [];
    // The budget cut the history; the stored replies still reach back to the first one.
    expect(inHistory).toBeLessThan(replies.length);
    expect(earlier).toContain(replies[0]);
    expect(earlier.at(-1)).toBe(replies.at(-2));
    expect(earlier.length).toBeLessThanOrEqual(50);
  });
});
