/**
 * How the crisis detector's statistical layer (src/shared/crisis/model.ts) is trained, for
 * `npm run crisis-train` (scripts/crisis-train.ts, which chooses thresholds and writes the model)
 * and `npm run crisis-eval`: the samples of the evaluation set, the tuning batches (plus the worked
 * examples of tests/crisis-eval/cases.ts), the fingerprint that tells a stale model (model.test.ts),
 * and the training itself — a multinomial logistic regression on the model's features.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CrisisCategory, normalizeForDetection } from '../src/shared/crisis/detector';
import { DECISIONS, MEANING_MATCH, MEANING_NOT_MATCH, MUST_MATCH, MUST_NOT_MATCH } from '../tests/crisis-eval/cases';
import { riskShowsCard, type RiskLevel } from '../src/shared/crisis-state';
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

/** The cross-validated share of ordinary sentences (level none) that may get the card, patterns and model together. */
export const FALSE_ALARM_BUDGET = 0.03;
/** The cross-validated share of everyday messages (ordinary.jsonl) that may get the card. */
export const ORDINARY_FALSE_ALARM_BUDGET = 0.01;
/**
 * The cross-validated share of everyday messages that may get the direct question (card included):
 * the issue's bound is 5 % on plain everyday talk; 4 % leaves room for messages unlike the set's.
 */
export const EVERYDAY_QUESTION_BUDGET = 0.04;
/**
 * The same in the day after a risky turn, where asking again costs less than missing a goodbye:
 * measured as if every everyday message followed one.
 */
export const EVERYDAY_CONTEXT_QUESTION_BUDGET = 0.1;
/**
 * Long everyday messages (four everyday sentences run together) may be asked about twice as often:
 * they are a small share of what people write, but each carries four times the chances to misread.
 */
export const LONG_EVERYDAY_QUESTION_BUDGET = 0.08;
export const GRID = [0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 0.97];

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

export interface Batch {
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
