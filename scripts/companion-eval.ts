/**
 * `npm run companion-eval`: does Janne listen? Plays the conversations of tests/companion-eval/
 * (README.md there) turn by turn against a reply function and counts the checks of
 * tests/companion-eval/checks.ts that each reply meets, per conversation and per half:
 *  - tuning.jsonl: the half the companion may be tuned on;
 *  - held-out.jsonl: written the same way, never used for tuning — the honest figure. Its misses are
 *    never printed: reading them would be tuning on them.
 *
 * Two reply functions:
 *  - offline: the built-in offline companion (composeChatReply), what every person gets without a provider;
 *  - provider: the real OpenAiProvider and openai SDK against the fake OpenAI-compatible server
 *    (tests/support/fake-openai.ts). The fake's chat reply is one fixed sentence, so this measures
 *    the provider path's plumbing, not a model: point it at a real model to measure one.
 *
 * Then, for the offline companion, the « Mon parcours » set (parcours-<half>.jsonl, issue 29): does
 * Janne point to today's step when the person asks what to do, and only then — true and false
 * positives per half —, does she say it is done when it is, and never name it in crisis mode.
 *
 * Options: --only tuning|held-out, --provider offline|provider|both (default both), --verbose (the
 * tuning half's failed checks, with the reply).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { composeChatReply } from '../src/server/ai/offline-companion';
import { OpenAiProvider } from '../src/server/ai/openai-provider';
import type { ChatReplyInput, ChatTurn } from '../src/server/ai/provider';
import { type CheckResult, checkConversation, type EvalConversation, parseConversation } from '../tests/companion-eval/checks';
import { EVAL_STEP, mentionsStep, type ParcoursCase, parcoursFigures, parseParcoursCase } from '../tests/companion-eval/parcours';
import { startFakeOpenAi } from '../tests/support/fake-openai';

const root = path.dirname(fileURLToPath(new URL('../package.json', import.meta.url)));
const HALVES = ['tuning', 'held-out'] as const;
type Half = (typeof HALVES)[number];
const PROVIDERS = ['offline', 'provider'] as const;
type ProviderName = (typeof PROVIDERS)[number];

export type ReplyFunction = (input: ChatReplyInput) => Promise<string>;

/** Every file of a half: `tuning.jsonl`, `tuning-2.jsonl`… (each batch written apart, issue 26). */
export function loadHalf(half: Half): EvalConversation[] {
  const dir = path.join(root, 'tests/companion-eval');
  const files = fs
    .readdirSync(dir)
    .filter((name) => name === `${half}.jsonl` || new RegExp(`^${half}-\\d+\\.jsonl$`).test(name))
    .sort();
  return files.flatMap((name) =>
    fs
      .readFileSync(path.join(dir, name), 'utf8')
      .split('\n')
      .map((line, index) => ({ line, number: index + 1 }))
      .filter(({ line }) => line.trim() !== '')
      .map(({ line, number }) => parseConversation(line, `tests/companion-eval/${name}:${number}`)),
  );
}

/** The « Mon parcours » cases of a half (parcours-tuning.jsonl, parcours-held-out.jsonl). */
export function loadParcoursHalf(half: Half): ParcoursCase[] {
  const name = `parcours-${half}.jsonl`;
  return fs
    .readFileSync(path.join(root, 'tests/companion-eval', name), 'utf8')
    .split('\n')
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => line.trim() !== '')
    .map(({ line, number }) => parseParcoursCase(line, `tests/companion-eval/${name}:${number}`));
}

/**
 * Each message alone, as the first of a conversation, with today's step given: not done (the
 * figures), done (the reply should say so, never push it), and in crisis mode (never named).
 */
function printParcours(half: Half, verbose: boolean): void {
  const cases = loadParcoursHalf(half);
  const replyTo = (message: string, input: Partial<ChatReplyInput>) =>
    composeChatReply({ exName: null, story: null, history: [{ role: 'user', content: message }], ...input });
  const replies = cases.map((entry) => replyTo(entry.message, { parcours: EVAL_STEP }));
  const figures = parcoursFigures(cases, replies);
  const asks = cases.filter((entry) => entry.asks);
  const doneReplies = asks.map((entry) => replyTo(entry.message, { parcours: { ...EVAL_STEP, done: true } }));
  const saysDone = doneReplies.filter((reply) => /deja fait/.test(reply.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase())).length;
  const crisisMentions = cases.filter((entry) => mentionsStep(replyTo(entry.message, { parcours: EVAL_STEP, mode: 'crisis' }))).length;
  console.log(`\n  « Mon parcours », ${half === 'tuning' ? 'tuning' : 'held-out (never tuned on)'}: ${cases.length} messages`);
  console.log(
    `    asks what to do → the step: ${figures.truePositives}/${asks.length} (true positives), missed ${figures.falseNegatives}; ` +
      `not asking → the step anyway: ${figures.falsePositives}/${cases.length - asks.length} (false positives)`,
  );
  console.log(
    `    step already done → « déjà fait »: ${saysDone}/${asks.length}; crisis mode → the step named: ${crisisMentions}/${cases.length}`,
  );
  if (!verbose) return;
  if (half === 'held-out') {
    console.log('    (held-out: figures only — its misses are never printed)');
    return;
  }
  for (const id of figures.missed) {
    const index = cases.findIndex((entry) => entry.id === id);
    console.log(`\n    ✗ ${id} [${cases[index]?.asks ? 'missed' : 'pushed'}] ${cases[index]?.message}`);
    console.log(`      Janne:  ${(replies[index] ?? '').replace(/\n+/g, ' ⏎ ')}`);
  }
}

/** Plays one conversation: each reply is written from everything said before, as in the chat. */
export async function play(conversation: EvalConversation, reply: ReplyFunction): Promise<string[]> {
  const history: ChatTurn[] = [];
  const replies: string[] = [];
  for (const turn of conversation.turns) {
    history.push({ role: 'user', content: turn.user });
    const text = await reply({
      exName: conversation.exName,
      story: conversation.story,
      gender: conversation.gender,
      history: [...history],
    });
    history.push({ role: 'assistant', content: text });
    replies.push(text);
  }
  return replies;
}

function option<T extends string>(name: string, allowed: readonly T[]): T | undefined {
  const index = process.argv.indexOf(name);
  if (index === -1) return undefined;
  const value = process.argv[index + 1];
  if (!allowed.includes(value as T)) {
    console.error(`${name} takes one of: ${allowed.join(', ')}`);
    process.exit(2);
  }
  return value as T;
}

const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)} %`);
const met = (results: CheckResult[]) => results.filter((result) => result.ok).length;

function printHalf(
  half: Half,
  played: { conversation: EvalConversation; replies: string[]; results: CheckResult[] }[],
  verbose: boolean,
): void {
  console.log(`\n  ${half === 'tuning' ? 'tuning' : 'held-out (never tuned on)'}: ${played.length} conversations`);
  console.log('    id     met / total   share');
  for (const { conversation, results } of played)
    console.log(
      `    ${conversation.id.padEnd(5)} ${String(met(results)).padStart(5)} / ${String(results.length).padEnd(5)} ${percent(met(results), results.length).padStart(7)}`,
    );
  const all = played.flatMap(({ results }) => results);
  console.log(
    `    ${'total'.padEnd(5)} ${String(met(all)).padStart(5)} / ${String(all.length).padEnd(5)} ${percent(met(all), all.length).padStart(7)}`,
  );
  const byCheck = [...new Set(all.map((result) => result.check))].map((check) => {
    const group = all.filter((result) => result.check === check);
    return `${check} ${percent(met(group), group.length)} (${met(group)}/${group.length})`;
  });
  console.log(`    by check: ${byCheck.join(', ')}`);

  if (!verbose) return;
  if (half === 'held-out') {
    console.log('    (held-out: figures only — its misses are never printed)');
    return;
  }
  for (const { conversation, replies, results } of played) {
    for (const result of results.filter((r) => !r.ok)) {
      const where = result.turn === null ? 'conversation' : `turn ${result.turn}`;
      console.log(`\n    ✗ ${conversation.id} ${where} [${result.check}] ${result.detail}`);
      if (result.turn !== null) {
        console.log(`      person: ${conversation.turns[result.turn - 1]?.user}`);
        console.log(`      Janne:  ${(replies[result.turn - 1] ?? '').replace(/\n+/g, ' ⏎ ')}`);
      }
    }
  }
}

async function main(): Promise<void> {
  const only = option('--only', HALVES);
  const which = option('--provider', [...PROVIDERS, 'both'] as const) ?? 'both';
  const verbose = process.argv.includes('--verbose');
  const halves = only ? [only] : [...HALVES];
  const providers: ProviderName[] = which === 'both' ? [...PROVIDERS] : [which];

  const fake = providers.includes('provider') ? await startFakeOpenAi() : null;
  const provider = fake ? new OpenAiProvider({ apiKey: 'eval', baseURL: fake.url, model: 'eval', idleTimeoutMs: 5000 }) : null;
  const replyFunctions: Record<ProviderName, ReplyFunction> = {
    offline: async (input) => composeChatReply(input),
    provider: async (input) => {
      if (!provider) throw new Error('the fake OpenAI server is not running');
      let text = '';
      for await (const delta of provider.streamChatReply(input, new AbortController().signal)) text += delta;
      return text;
    },
  };

  try {
    for (const name of providers) {
      console.log(`\n${name === 'offline' ? 'offline companion (composeChatReply)' : 'OpenAiProvider against the fake OpenAI server'}`);
      for (const half of halves) {
        const played = [];
        for (const conversation of loadHalf(half)) {
          const replies = await play(conversation, replyFunctions[name]);
          played.push({ conversation, replies, results: checkConversation(conversation, replies) });
        }
        printHalf(half, played, verbose);
      }
      if (name === 'offline') for (const half of halves) printParcours(half, verbose);
    }
  } finally {
    await fake?.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
