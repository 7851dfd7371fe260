/**
 * `npm run crisis-train`: trains the crisis detector's statistical layer (src/shared/model.ts)
 * on the tuning half of the evaluation set, measures it, and writes src/shared/crisis/model.json.
 *
 * Honesty first: the held-out half is never read here. The figures printed are leave-one-batch-out:
 * each tuning batch (tuning.jsonl, tuning-2.jsonl…, written independently of each other) is scored
 * by a model trained on the other batches only, which is what a new person's new wording looks like
 * to the model. The threshold is the lowest one whose cross-validated false alarms on ordinary
 * breakup talk, patterns and model together, stay within FALSE_ALARM_BUDGET; the shipped model is
 * then trained on every tuning batch.
 *
 *   npm run crisis-train               train, print the cross-validated table, write the model
 *   npm run crisis-train -- --dry-run  the same, without writing
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CrisisCategory, detectByRules, normalizeForDetection } from '../src/shared/crisis/detector';
import { DECISIONS, MEANING_MATCH, MEANING_NOT_MATCH, MUST_MATCH, MUST_NOT_MATCH } from '../tests/crisis-eval/cases';
import { riskShowsCard, type RiskLevel } from '../src/shared/crisis-care';
import { decide, readEvidence, type RiskEvidence, type Thresholds } from '../src/shared/crisis/assess';
import { CONCEPTS, type CrisisModel, FEATURES_VERSION, MODEL_CLASSES, type ModelClass, modelFeatures } from '../src/shared/crisis/model';

/** One line of the evaluation set (tests/crisis-eval/*.jsonl). */
export interface Sample {
  text: string;
  level: RiskLevel;
  category: CrisisCategory | 'none';
  /** For « none »: 'everyday' (plain everyday talk) or 'hard' (hard negatives, mentions); absent in older batches. */
  kind?: string;
  /** What the same person wrote earlier that day, oldest first (the conversation counts). */
  context?: string[];
}

const root = path.dirname(fileURLToPath(new URL('../package.json', import.meta.url)));
const evalDir = path.join(root, 'tests/crisis-eval');
const modelFile = path.join(root, 'src/shared/crisis/model.json');

/** The cross-validated share of ordinary sentences (level none) that may get the card, patterns and model together. */
const FALSE_ALARM_BUDGET = 0.03;
/**
 * L2 penalty, epochs and step of the training (a model this small needs a strong penalty not to learn
 * names by heart), and how many tuning sentences a feature must appear in (fewer is a name, a typo).
 */
export const TRAINING = { l2: 0.002, epochs: 250, step: 0.05, minCount: 2 };

/** The samples of one .jsonl file of the set, or none when the file is absent. */
export function readJsonl(file: string): Sample[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Sample);
}

interface Batch {
  name: string;
  samples: Sample[];
  /** Everyday messages with no risk (ordinary.jsonl): taught as « none », counted apart. */
  ordinary: Sample[];
}

/**
 * The worked examples of tests/crisis-eval/cases.ts, as one more batch: the rules' look-alikes
 * (« je suis sur le pont toute la semaine au boulot ») teach the model what the rules already know.
 * Their level is not graded; « high » only marks them as needing the card.
 */
function workedExamples(): Batch {
  const needCard = [...MUST_MATCH, ...MEANING_MATCH, ...DECISIONS].filter(([, categories]) => categories.length > 0);
  const noCard = [
    ...MUST_NOT_MATCH,
    ...MEANING_NOT_MATCH,
    ...DECISIONS.filter(([, categories]) => categories.length === 0).map(([text]) => text),
  ];
  return {
    name: 'crisis-cases.ts', // its name when the shipped model was trained: part of the fingerprint
    samples: [
      ...needCard.map(([text, categories]): Sample => ({ text, level: 'high', category: categories[0] ?? 'suicide' })),
      ...noCard.map((text): Sample => ({ text, level: 'none', category: 'none' })),
    ],
    ordinary: [],
  };
}

/**
 * The tuning batches, each with its share of ordinary.jsonl — everyday breakup messages (« il m'a
 * quittée », « elle répond plus ») that the evaluation set has few of, because it is written to be
 * hard. Without them the model learnt that « il m'a » means violence. Dealt round-robin over the
 * batches so that each batch's ordinary share is also scored by a model that never saw it.
 */
export function batches(): Batch[] {
  const tuning = fs
    .readdirSync(evalDir)
    .filter((file) => /^tuning(-\d+)?\.jsonl$/.test(file))
    .sort()
    .map((file): Batch => ({ name: file, samples: readJsonl(path.join(evalDir, file)), ordinary: [] }));
  readJsonl(path.join(evalDir, 'ordinary.jsonl')).forEach((sample, i) => tuning[i % tuning.length]?.ordinary.push(sample));
  return [...tuning, workedExamples()];
}

/**
 * What a model depends on: the tuning sentences, the lexicon concepts it reads, the features and the
 * training settings. The unit tests compare it with the shipped model's, so a new tuning batch or a
 * changed lexicon without `npm run crisis-train` fails the build instead of shipping a stale model.
 */
export function trainingFingerprint(): string {
  const hash = createHash('sha256');
  for (const b of batches()) hash.update(`${b.name}\n${JSON.stringify(b.samples)}\n${JSON.stringify(b.ordinary)}\n`);
  hash.update(JSON.stringify(CONCEPTS.map(([name, re]) => [name, re.source])));
  hash.update(
    JSON.stringify({
      FEATURES_VERSION,
      TRAINING,
      FALSE_ALARM_BUDGET,
      EVERYDAY_QUESTION_BUDGET,
      EVERYDAY_CONTEXT_QUESTION_BUDGET,
      LONG_EVERYDAY_QUESTION_BUDGET,
      GRID,
    }),
  );
  return hash.digest('hex').slice(0, 16);
}

/** The class a sample teaches: low-risk sadness is « none » for the card. */
function classOf(sample: Sample): number {
  if (!riskShowsCard(sample.level) || sample.category === 'none') return 0;
  return MODEL_CLASSES.indexOf(sample.category as ModelClass);
}

/** Multinomial logistic regression with L2, by full-batch Adam over sparse binary features. */
export function train(samples: Sample[], { l2, epochs, step, minCount } = TRAINING): Omit<CrisisModel, 'threshold'> {
  const rows = samples.map((s) => ({ features: modelFeatures(normalizeForDetection(s.text)), label: classOf(s) }));
  const counts = new Map<string, number>();
  for (const row of rows) for (const f of row.features) counts.set(f, (counts.get(f) ?? 0) + 1);
  const vocabulary = [...counts].filter(([, n]) => n >= minCount).map(([f]) => f);
  const index = new Map(vocabulary.map((f, i) => [f, i]));
  const K = MODEL_CLASSES.length;
  const n = vocabulary.length;
  const W = new Float64Array((n + 1) * K); // the last row is the bias
  const m = new Float64Array(W.length);
  const v = new Float64Array(W.length);
  const encoded = rows.map((row) => ({
    ids: row.features.map((f) => index.get(f)).filter((i): i is number => i !== undefined),
    label: row.label,
  }));
  // Classes are unbalanced (many more ordinary sentences than sentences about self-harm): weight each
  // sample by the inverse of its class's frequency so that every class counts.
  const perClass = new Array<number>(K).fill(0);
  for (const row of encoded) perClass[row.label] = (perClass[row.label] ?? 0) + 1;
  const weightOf = perClass.map((c) => (c === 0 ? 0 : encoded.length / (K * c)));

  for (let epoch = 1; epoch <= epochs; epoch += 1) {
    const grad = new Float64Array(W.length);
    for (const row of encoded) {
      const scores = new Array<number>(K).fill(0);
      for (let k = 0; k < K; k += 1) {
        let s = W[n * K + k] ?? 0;
        for (const id of row.ids) s += W[id * K + k] ?? 0;
        scores[k] = s;
      }
      const max = Math.max(...scores);
      const exps = scores.map((s) => Math.exp(s - max));
      const sum = exps.reduce((a, b) => a + b, 0);
      const w = (weightOf[row.label] ?? 1) / encoded.length;
      for (let k = 0; k < K; k += 1) {
        const g = w * ((exps[k] ?? 0) / sum - (k === row.label ? 1 : 0));
        grad[n * K + k] = (grad[n * K + k] ?? 0) + g;
        for (const id of row.ids) grad[id * K + k] = (grad[id * K + k] ?? 0) + g;
      }
    }
    for (let j = 0; j < W.length; j += 1) {
      const g = (grad[j] ?? 0) + (j < n * K ? l2 * (W[j] ?? 0) : 0);
      m[j] = 0.9 * (m[j] ?? 0) + 0.1 * g;
      v[j] = 0.999 * (v[j] ?? 0) + 0.001 * g * g;
      const mh = (m[j] ?? 0) / (1 - 0.9 ** epoch);
      const vh = (v[j] ?? 0) / (1 - 0.999 ** epoch);
      W[j] = (W[j] ?? 0) - (step * mh) / (Math.sqrt(vh) + 1e-8);
    }
  }

  const round = (x: number) => Math.round(x * 1000) / 1000;
  const weights: Record<string, number[]> = {};
  vocabulary.forEach((f, i) => {
    const w = Array.from(W.subarray(i * K, (i + 1) * K), round);
    // Weights this small change no verdict; dropping them keeps the shipped file small.
    if (w.some((x) => Math.abs(x) >= 0.02)) weights[f] = w;
  });
  return { bias: Array.from(W.subarray(n * K), round), weights };
}

const pct = (part: number, whole: number) => (whole === 0 ? '   —  ' : `${((100 * part) / whole).toFixed(1).padStart(5)} %`);

/** The cross-validated share of everyday messages (ordinary.jsonl) that may get the card. */
const ORDINARY_FALSE_ALARM_BUDGET = 0.01;
/**
 * The cross-validated share of everyday messages that may get the direct question (card included):
 * the issue's bound is 5 % on plain everyday talk; 4 % leaves room for messages unlike the set's.
 */
const EVERYDAY_QUESTION_BUDGET = 0.04;
/**
 * The same in the day after a risky turn, where asking again costs less than missing a goodbye:
 * measured as if every everyday message followed one.
 */
const EVERYDAY_CONTEXT_QUESTION_BUDGET = 0.1;
/**
 * Long everyday messages (four everyday sentences run together) may be asked about twice as often:
 * they are a small share of what people write, but each carries four times the chances to misread.
 */
const LONG_EVERYDAY_QUESTION_BUDGET = 0.08;
const GRID = [0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 0.97];

function main(): void {
  const dryRun = process.argv.includes('--dry-run');
  const all = batches();
  // A sentence whose meaning depends on what came before (« merci pour tout » after a risky turn) is
  // read with it (assess.ts); taught alone, it would teach that « merci pour tout » is risk.
  const training = (list: Batch[]) => list.flatMap((b) => [...b.samples, ...b.ordinary]).filter((s) => !s.context);
  console.log(
    `Tuning batches: ${all.map((b) => `${b.name} (${b.samples.length})`).join(', ')}; everyday messages: ${all.reduce((n, b) => n + b.ordinary.length, 0)}`,
  );

  // Leave one batch out: each sentence read (assess.ts, clause by clause) with a model that never saw its batch.
  interface Scored {
    sample: Sample;
    evidence: RiskEvidence;
    patterns: boolean;
    batch: string;
    everyday: boolean;
  }
  const scored: Scored[] = [];
  const longs: { risky: boolean; batch: string; evidence: RiskEvidence }[] = [];
  for (const held of all) {
    const model = { ...train(training(all.filter((b) => b !== held))), threshold: 1 };
    const score = (sample: Sample, everyday: boolean) =>
      scored.push({
        sample,
        evidence: readEvidence(sample.text, sample.context ? { earlier: sample.context } : undefined, model),
        patterns: detectByRules(sample.text).isCrisis,
        batch: held.name,
        everyday,
      });
    for (const sample of held.samples) score(sample, false);
    for (const sample of held.ordinary) score(sample, true);
    // Long messages, made from the batch's own sentences: each risky one between everyday ones, run
    // on without punctuation as people write at night; and four everyday ones together.
    const day = held.ordinary.map((o) => o.text.replace(/[.!?]+$/, ''));
    if (day.length >= 4) {
      const pick = (i: number) => day[i % day.length]!;
      held.samples
        .filter((sample) => riskShowsCard(sample.level))
        .forEach((sample, i) =>
          longs.push({
            risky: true,
            batch: held.name,
            evidence: readEvidence(`${pick(i)} ${pick(i + 1)} ${sample.text} ${pick(i + 2)}`, undefined, model),
          }),
        );
      day.forEach((_, i) =>
        longs.push({
          risky: false,
          batch: held.name,
          evidence: readEvidence(`${pick(i)} ${pick(i + 1)} ${pick(i + 2)} ${pick(i + 3)}`, undefined, model),
        }),
      );
    }
  }
  const risky = scored.filter((s) => riskShowsCard(s.sample.level));
  // Everyday talk: ordinary.jsonl, and the later batches' « none » marked everyday.
  const isEveryday = (s: Scored) => s.everyday || (s.sample.level === 'none' && s.sample.kind === 'everyday');
  const ordinary = scored.filter((s) => !isEveryday(s) && s.sample.level === 'none');
  const everyday = scored.filter(isEveryday);
  const action = (t: Thresholds) => (s: Scored) => decide(s.evidence, t).action;
  const cardAt = (t: Thresholds) => (s: Scored) => action(t)(s) === 'card';
  const anyAt = (t: Thresholds) => (s: Scored) => action(t)(s) !== 'none';
  const share = (list: Scored[], test: (s: Scored) => boolean) => list.filter(test).length / Math.max(1, list.length);
  const cell = (list: Scored[], test: (s: Scored) => boolean, width: number) => pct(list.filter(test).length, list.length).padStart(width);
  const cardOnly = (card: number): Thresholds => ({ card, ask: card, contextAsk: card });

  console.log('\nLeave-one-batch-out (each batch read by a model trained without it)');
  console.log(
    `  rules alone: recall ≥ moderate ${pct(risky.filter((s) => s.patterns).length, risky.length)}, false alarms ${pct(ordinary.filter((s) => s.patterns).length, ordinary.length)} (set's « none »), ${pct(everyday.filter((s) => s.patterns).length, everyday.length)} (everyday)`,
  );
  // 1. The card's threshold: the lowest whose false alarms stay within both budgets.
  console.log('  card threshold   card: recall  false alarms  everyday');
  let card = 0.97;
  for (const t of [...GRID].reverse()) {
    if (share(ordinary, cardAt(cardOnly(t))) <= FALSE_ALARM_BUDGET && share(everyday, cardAt(cardOnly(t))) <= ORDINARY_FALSE_ALARM_BUDGET)
      card = t;
    else break;
  }
  for (const t of GRID.filter((t) => t >= 0.5)) {
    const at = cardOnly(t);
    console.log(
      `  ${t.toFixed(2).padEnd(15)}  ${cell(risky, cardAt(at), 12)}  ${cell(ordinary, cardAt(at), 12)}  ${cell(everyday, cardAt(at), 8)}${t === card ? '   ← chosen' : ''}`,
    );
  }
  // 2. The question's threshold, under the card's: the lowest that keeps everyday talk within its budget.
  console.log(`  ask threshold    card or question: recall  set's « none »  everyday   (card at ${card})`);
  let ask = card;
  let contextAsk = card;
  const withAsk = (a: number): Thresholds => ({ card, ask: a, contextAsk: a });
  // Everyday talk is measured as it comes: single messages, and long ones within their own budget.
  const longEveryday = longs.filter((l) => !l.risky);
  const longShareAt = (a: number) =>
    longEveryday.filter((l) => decide(l.evidence, withAsk(a)).action !== 'none').length / Math.max(1, longEveryday.length);
  for (const a of [...GRID].reverse().filter((a) => a < card)) {
    const single = share(everyday, anyAt(withAsk(a)));
    const long = longShareAt(a);
    if (single <= EVERYDAY_QUESTION_BUDGET && long <= LONG_EVERYDAY_QUESTION_BUDGET && ask === (GRID[GRID.indexOf(a) + 1] ?? card)) ask = a;
    if (
      single <= EVERYDAY_CONTEXT_QUESTION_BUDGET &&
      long <= 2 * LONG_EVERYDAY_QUESTION_BUDGET &&
      contextAsk === (GRID[GRID.indexOf(a) + 1] ?? card)
    )
      contextAsk = a;
  }
  for (const a of GRID.filter((a) => a < card)) {
    const at = withAsk(a);
    const mark = a === ask ? '   ← chosen' : a === contextAsk ? '   ← chosen after a risky turn' : '';
    console.log(
      `  ${a.toFixed(2).padEnd(15)}  ${cell(risky, anyAt(at), 24)}  ${cell(ordinary, anyAt(at), 14)}  ${cell(everyday, anyAt(at), 8)}${mark}`,
    );
  }
  const chosen: Thresholds = { card, ask, contextAsk };
  console.log('  per batch at the chosen thresholds (card · card or question · false alarms card / question):');
  for (const b of all) {
    const r = risky.filter((s) => s.batch === b.name);
    const o = ordinary.filter((s) => s.batch === b.name);
    console.log(
      `    ${b.name.padEnd(16)} ${cell(r, cardAt(chosen), 7)} · ${cell(r, anyAt(chosen), 7)} · ${cell(o, cardAt(chosen), 7)} / ${cell(o, (s) => action(chosen)(s) === 'ask', 7)}`,
    );
  }

  const longRisky = longs.filter((l) => l.risky);
  const longOrdinary = longs.filter((l) => !l.risky);
  const longShare = (list: typeof longs, test: (a: string) => boolean) =>
    pct(list.filter((l) => test(decide(l.evidence, chosen).action)).length, list.length);
  console.log(
    `  long messages made of the batches' sentences: card ${longShare(longRisky, (a) => a === 'card')}, card or question ${longShare(longRisky, (a) => a !== 'none')} (${longRisky.length}); everyday: card ${longShare(longOrdinary, (a) => a === 'card')}, question ${longShare(longOrdinary, (a) => a === 'ask')} (${longOrdinary.length})`,
  );

  const model: CrisisModel = {
    fingerprint: trainingFingerprint(),
    threshold: card,
    askThreshold: ask,
    contextAskThreshold: contextAsk,
    ...train(training(all)),
  };
  console.log(
    `\nShipped model: ${Object.keys(model.weights).length} features, card from ${card}, question from ${ask} (${contextAsk} after a risky turn)`,
  );
  if (!dryRun) {
    fs.writeFileSync(modelFile, `${JSON.stringify(model)}\n`);
    console.log(`written to ${path.relative(root, modelFile)}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
