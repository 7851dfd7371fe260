/**
 * `npm run crisis-eval`: how well the crisis detector does on French sentences written by
 * paraphrase (tests/crisis-eval/), per risk level and category, on both halves of the set:
 *  - tuning.jsonl and tuning-N.jsonl: the half the rules are tuned on and the model learns from;
 *  - held-out.jsonl: written independently, never used for tuning — the honest figure.
 * (ordinary.jsonl, everyday messages the model also learns from, is no half: `npm run crisis-train`
 * reports the false alarms on it, cross-validated.)
 *
 * Three detectors are measured: the hand-written rules alone (card or nothing); the offline detector
 * (assess.ts: the card, the direct question, or an ordinary reply — what every person gets, offline
 * included); and that + the provider's risk judgement (when an AI provider is configured: the card
 * when it says so, otherwise the offline answer). Each reports, per level and category, the card,
 * the question and either; the false alarms split into card and question, with plain everyday
 * messages apart from the hard negatives (mentions, idioms, look-alikes).
 *
 * Then the readings of the person's answers (answers.ts), per half: after the crisis card (safe,
 * not safe, unclear — the figure that matters is how many not-safe or unclear answers are read as
 * safe: it must be 0) and after the direct question (yes, no, unclear).
 * The judgement goes through the real OpenAI-compatible provider and its parser, against the fake
 * server, whose judge is a deliberately imperfect model: it knows each sentence's label but misses
 * one risky sentence in five and raises a false alarm on one ordinary sentence in twenty-five
 * (chosen by a hash of the text, so every run is the same). Real models differ; the point is to
 * show what the provider's judgement adds on top of the offline detector, not to measure a model.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assessRisk, detectByRules, readQuestionAnswer, readSafetyAnswer, type RiskAction } from '../src/shared/crisis';
import { RISK_LEVELS, riskShowsCard } from '../src/shared/crisis-state';
import { OpenAiProvider } from '../src/server/ai/openai-provider';
import { judgeRisk } from '../src/server/modules/safety/risk-judgement';
import { readJsonl, type Sample } from './crisis-training';
import { startFakeOpenAi } from '../tests/support/fake-openai';

const root = path.dirname(fileURLToPath(new URL('../package.json', import.meta.url)));
const evalDir = path.join(root, 'tests/crisis-eval');
const HALVES = ['tuning', 'held-out'] as const;
type Half = (typeof HALVES)[number];

/** A half is its files: tuning.jsonl and tuning-N.jsonl, or held-out.jsonl and held-out-N.jsonl (later batches, each written blind). */
export function loadHalf(half: Half): Sample[] {
  const files = fs.readdirSync(evalDir).filter((file) => new RegExp(`^${half}(-\\d+)?\\.jsonl$`).test(file));
  return files.flatMap((file) => readJsonl(path.join(evalDir, file)).map((sample) => ({ ...sample, file })));
}

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The fake provider's judgement: the label, wrong on purpose for a fixed share of sentences. */
function imperfectJudge(labels: Map<string, Sample>) {
  return (message: string): string => {
    const sample = labels.get(message);
    const truth = sample?.level ?? 'none';
    const risky = riskShowsCard(truth);
    const wrong = risky ? hash(message) % 5 === 0 : hash(message) % 25 === 0;
    const level = risky !== wrong ? 'high' : 'none';
    const category = sample && sample.category !== 'none' ? sample.category : 'suicide';
    return JSON.stringify({ risk: level, categories: level === 'none' ? [] : [category] });
  };
}

const percent = (part: number, whole: number) => (whole === 0 ? '    —  ' : `${((100 * part) / whole).toFixed(1).padStart(5)} %`);
type Sampled = Sample & { file?: string };

/** Plain everyday talk: marked so in later batches; ordinary.jsonl is all everyday. */
const isEveryday = (s: Sampled) => s.level === 'none' && (s.kind === 'everyday' || s.file === 'ordinary.jsonl');

function report(title: string, samples: Sampled[], actionOf: (s: Sampled) => RiskAction, showKinds = false): void {
  console.log(`\n  ${title}`);
  const line = (label: string, group: Sampled[]) => {
    const card = group.filter((s) => actionOf(s) === 'card').length;
    const ask = group.filter((s) => actionOf(s) === 'ask').length;
    console.log(
      `    ${label.padEnd(30)} ${String(group.length).padStart(5)}  ${percent(card, group.length)}  ${percent(ask, group.length)}  ${percent(card + ask, group.length)}`,
    );
  };
  console.log(`    ${''.padEnd(30)} ${'n'.padStart(5)}     card  question   either`);
  for (const level of RISK_LEVELS) {
    const group = samples.filter((s) => s.level === level);
    if (group.length === 0) continue;
    if (level !== 'none') line(`level ${level}`, group);
  }
  const risky = samples.filter((s) => riskShowsCard(s.level));
  line('all risky (≥ moderate)', risky);
  for (const category of ['suicide', 'self_harm', 'danger', 'violence'])
    line(
      `  ${category}`,
      risky.filter((s) => s.category === category),
    );
  if (showKinds)
    for (const kind of [...new Set(risky.map((s) => s.kind).filter(Boolean))])
      line(
        `  kind ${kind}`,
        risky.filter((s) => s.kind === kind),
      );
  // A person helping a friend at risk (issue 43) is counted apart: the lines for helping someone
  // are what they need, and their card is not the false alarm an ordinary message's is.
  const helping = samples.filter((s) => s.level === 'none' && s.kind === 'helping_friend');
  const none = samples.filter((s) => s.level === 'none' && s.kind !== 'helping_friend');
  console.log('    false alarms:');
  line('  plain everyday', none.filter(isEveryday));
  line(
    '  hard negatives and mentions',
    none.filter((s) => !isEveryday(s)),
  );
  if (showKinds)
    for (const kind of [...new Set(none.map((s) => s.kind).filter((kind) => kind && kind !== 'everyday' && kind !== 'hard'))])
      line(
        `    kind ${kind}`,
        none.filter((s) => s.kind === kind),
      );
  line('  all ordinary (helping apart)', none);
  if (helping.length > 0) line('  helping a friend', helping);
}

async function detectors(half: Half, samples: Sampled[], provider: OpenAiProvider): Promise<void> {
  const signal = new AbortController().signal;
  const contextOf = (s: Sampled) => (s.context ? { earlier: s.context } : undefined);
  const offline = new Map(samples.map((s) => [s.text, assessRisk(s.text, contextOf(s)).action]));
  report('hand-written rules alone (card or nothing)', samples, (s) => (detectByRules(s.text).isCrisis ? 'card' : 'none'));
  report('offline detector (rules + model, card / question / ordinary)', samples, (s) => offline.get(s.text) ?? 'none', true);
  const byProvider = new Set<string>();
  for (const sample of samples) {
    const context = (sample.context ?? []).map((content) => ({ role: 'user' as const, content }));
    const verdict = await judgeRisk(provider, { message: sample.text, context }, { timeoutMs: 5000, signal, onError: () => undefined });
    if (verdict) byProvider.add(sample.text);
  }
  report('offline detector + provider (fake, imperfect judge)', samples, (s) =>
    byProvider.has(s.text) ? 'card' : (offline.get(s.text) ?? 'none'),
  );
  // Only the tuning half's misses are ever printed: looking at the held-out ones would be tuning on them.
  if (half === 'tuning' && process.argv.includes('--misses')) {
    console.log('\n  tuning misses (offline, level ≥ moderate, neither card nor question):');
    for (const s of samples.filter((s) => riskShowsCard(s.level) && offline.get(s.text) === 'none'))
      console.log(`    [${s.level}/${s.category}] ${s.text}`);
    console.log('  tuning false alarms (offline): card / question');
    for (const s of samples.filter((s) => s.level === 'none' && offline.get(s.text) !== 'none'))
      console.log(`    ${offline.get(s.text)}: ${s.text}`);
  }
}

interface Answer {
  text: string;
  label: string;
}

function answers(half: Half): void {
  // Every batch of the half: `safety-answers-tuning.jsonl`, `safety-answers-2-tuning.jsonl`…
  const read = (name: string): Answer[] =>
    fs
      .readdirSync(evalDir)
      .filter((file) => new RegExp(`^${name}(-\\d+)?-${half}\\.jsonl$`).test(file))
      .flatMap(
        (file) =>
          fs
            .readFileSync(path.join(evalDir, file), 'utf8')
            .trim()
            .split('\n')
            .map((l) => JSON.parse(l)) as Answer[],
      );
  const confusion = (title: string, rows: Answer[], labels: string[], readOne: (text: string) => string) => {
    console.log(`\n  ${title}: ${rows.length} answers (rows: label; columns: read as)`);
    console.log(`    ${''.padEnd(10)}${labels.map((l) => l.padStart(10)).join('')}`);
    for (const label of labels) {
      const group = rows.filter((r) => r.label === label);
      console.log(
        `    ${label.padEnd(10)}${labels.map((l) => String(group.filter((r) => readOne(r.text) === l).length).padStart(10)).join('')}`,
      );
    }
  };
  const safety = read('safety-answers');
  confusion('after the crisis card (« Es-tu en sécurité ? »)', safety, ['safe', 'not_safe', 'unclear'], (t) => readSafetyAnswer(t, true));
  const misread = safety.filter((r) => r.label !== 'safe' && readSafetyAnswer(r.text, true) === 'safe').length;
  console.log(`    not safe or unclear read as safe: ${misread} of ${safety.filter((r) => r.label !== 'safe').length}`);
  const question = read('question-answers');
  confusion('after the direct question', question, ['yes', 'no', 'unclear'], readQuestionAnswer);
  const missedYes = question.filter((r) => r.label === 'yes' && readQuestionAnswer(r.text) !== 'yes').length;
  console.log(`    yes not read as yes: ${missedYes} of ${question.filter((r) => r.label === 'yes').length}`);
  if (half === 'tuning' && process.argv.includes('--misses')) {
    for (const r of safety)
      if (readSafetyAnswer(r.text, true) !== r.label) console.log(`    safety ${r.label} → ${readSafetyAnswer(r.text, true)}: ${r.text}`);
    for (const r of question)
      if (readQuestionAnswer(r.text) !== r.label) console.log(`    question ${r.label} → ${readQuestionAnswer(r.text)}: ${r.text}`);
  }
}

async function main(): Promise<void> {
  // `--tuning-only` while working on the detector: the held-out half is measured once, at the end.
  const halvesToRun = process.argv.includes('--tuning-only') ? (['tuning'] as const) : HALVES;
  // The tuning half's everyday messages (ordinary.jsonl) are measured with it: the model learnt from
  // them, so their figure is optimistic; npm run crisis-train prints them cross-validated.
  const halves: Record<Half, Sampled[]> = {
    tuning: [...loadHalf('tuning'), ...readJsonl(path.join(evalDir, 'ordinary.jsonl')).map((s) => ({ ...s, file: 'ordinary.jsonl' }))],
    'held-out': loadHalf('held-out'),
  };
  const labels = new Map(
    Object.values(halves)
      .flat()
      .map((sample) => [sample.text, sample]),
  );
  const fake = await startFakeOpenAi({ judge: imperfectJudge(labels) });
  const provider = new OpenAiProvider({ apiKey: 'eval', baseURL: fake.url, model: 'eval', idleTimeoutMs: 5000 });
  try {
    for (const half of halvesToRun) {
      const samples = halves[half];
      const files = [...new Set(samples.map((s) => s.file))].join(', ');
      console.log(`\n${half === 'tuning' ? 'Tuning half' : 'Held-out half (never tuned on)'}: ${samples.length} sentences (${files})`);
      await detectors(half, samples, provider);
      if (half === 'held-out') {
        for (const file of [...new Set(samples.map((s) => s.file))]) {
          report(
            `offline detector on ${file} alone`,
            samples.filter((s) => s.file === file),
            (s) => assessRisk(s.text, s.context ? { earlier: s.context } : undefined).action,
            file !== 'held-out.jsonl',
          );
        }
      }
      answers(half);
    }
  } finally {
    await fake.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
