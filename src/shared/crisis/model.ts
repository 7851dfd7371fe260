/**
 * Third layer of the crisis detector: a small statistical model, for the sentences the phrase
 * patterns (lists/patterns-*.ts, run by detector.ts) and the meaning rules (lists/meaning-rules-*.ts) have no
 * rule for.
 *
 * Rules only catch what someone thought of; people in pain find wordings nobody thought of. The
 * model learns which words and word pairs carry risk from the evaluation set's tuning half
 * (tests/crisis-eval/tuning*.jsonl — never the held-out half), so a new wording that shares its
 * meaning-bearing words with known ones (« me pendre », « plus la force », « serré le cou ») is
 * caught even when its phrasing is new. It is a multinomial logistic regression over the
 * normalised text's words, word pairs and word stems, trained by `npm run crisis-train`, which
 * also measures it honestly: each tuning batch is scored by a model trained without it.
 *
 * It runs offline, in well under a millisecond, with no provider: the offline Janne gets it too.
 * Its threshold is chosen on those cross-validated figures to keep false alarms on ordinary
 * breakup talk rare; the patterns stay the first line, and the model only adds.
 */
import type { CrisisCategory } from './kinds';
import * as L from './lists/lexicon';
import * as H from './lists/lexicon-harm';
import shipped from './model.json';

export const MODEL_CLASSES = ['none', 'suicide', 'self_harm', 'danger', 'violence'] as const;
export type ModelClass = (typeof MODEL_CLASSES)[number];

export interface CrisisModel {
  /** What the model was trained from (see scripts/crisis-train.ts): a test fails when it is stale. */
  fingerprint?: string;
  /** Risk (1 − P(none)) from which the model shows the card. */
  threshold: number;
  /** Risk from which Janne asks the direct question instead of answering (assess.ts); absent: never. */
  askThreshold?: number;
  /** The same in the day after a risky turn: a lower bar. */
  contextAskThreshold?: number;
  /** One bias per class of MODEL_CLASSES. */
  bias: number[];
  /** Feature → one weight per class of MODEL_CLASSES. */
  weights: Record<string, number[]>;
}

/** Words of one or two letters that are pure grammar: as single features they only add noise. */
const MIN_WORD = 2;
/** Stems: the first letters of a longer word, so « pendre », « pendue », « pendais » share one feature. */
const STEM = 5;
/** Length of the character runs. */
const GRAM = 4;
/** Raise when modelFeatures changes: the shipped model must then be trained again. */
export const FEATURES_VERSION = 1;

/**
 * The concepts of the lexicons (a wish, one's own death, a medicine, a height, a blade, a partner's
 * blow…), each a regex that already knows its many wordings. The model weighs which concepts, and
 * which pairs of concepts, mean risk — the conjunctions the meaning rules write by hand, learnt.
 */
export const CONCEPTS: [string, RegExp][] = Object.entries({ ...L, ...H })
  .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
  // By name: a module namespace's key order differs between runtimes (tsx, Vitest), and the
  // features (« c:A&B ») must be the same everywhere the model runs or is trained.
  .sort(([a], [b]) => (a < b ? -1 : 1))
  // Pure look-arounds (END, GAP, NOT_DYING_IDIOM…) are parts of patterns, not concepts: they match anywhere.
  .filter(([, source]) => !new RegExp(source).test(''))
  // Fragments (PERSON, MEDS…) are written to sit inside patterns: as concepts they start a word.
  .map(([name, source]): [string, RegExp] => [name, new RegExp(`\\b(?:${source})`)]);

/**
 * The features of a normalised text (normalizeForDetection): the lexicon concepts it contains and
 * their pairs, its words, each pair of neighbouring words (« me pendre », « plus envie »), the stem
 * of each long word, and every run of four characters — which survives typos, glued words and
 * endings (« pendr », « suicid », « etrangl ») where whole words do not. Apostrophes split words,
 * so « j'ai » gives « j » and « ai », and « j_ai » as a pair. On the tuning batches, cross-validated,
 * each kind of feature added recall at the same false-alarm rate; the four-character runs most.
 */
export function modelFeatures(normalized: string): string[] {
  const words = normalized.replace(/'/g, ' ').match(/[a-z0-9]+/g) ?? [];
  const features = new Set<string>();
  const concepts = CONCEPTS.filter(([, re]) => re.test(normalized)).map(([name]) => name);
  concepts.forEach((a, i) => {
    features.add(`c:${a}`);
    for (const b of concepts.slice(i + 1)) features.add(`c:${a}&${b}`);
  });
  const letters = ` ${normalized.replace(/[^a-z' ]+/g, ' ')} `;
  for (let i = 0; i + GRAM <= letters.length; i += 1) features.add(`g:${letters.slice(i, i + GRAM)}`);
  words.forEach((word, i) => {
    if (word.length >= MIN_WORD) features.add(`w:${word}`);
    if (word.length > STEM) features.add(`s:${word.slice(0, STEM)}`);
    const next = words[i + 1];
    if (next !== undefined) features.add(`b:${word}_${next}`);
  });
  return [...features];
}

/** Class probabilities of a normalised text under a model (softmax of the summed weights). */
export function classProbabilities(model: CrisisModel, features: readonly string[]): number[] {
  const scores = [...model.bias];
  for (const feature of features) {
    const w = model.weights[feature];
    if (!w) continue;
    for (let k = 0; k < scores.length; k += 1) scores[k] = (scores[k] ?? 0) + (w[k] ?? 0);
  }
  const max = Math.max(...scores);
  const exps = scores.map((s) => Math.exp(s - max));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / sum);
}

export interface ModelVerdict {
  /** 1 − P(none): how likely the text is to need the card. */
  risk: number;
  /** The most likely risky category. */
  category: CrisisCategory;
}

export function judgeWithModel(model: CrisisModel, normalized: string): ModelVerdict {
  const probabilities = classProbabilities(model, modelFeatures(normalized));
  let best = 1;
  for (let k = 2; k < MODEL_CLASSES.length; k += 1) if ((probabilities[k] ?? 0) > (probabilities[best] ?? 0)) best = k;
  return { risk: 1 - (probabilities[0] ?? 1), category: MODEL_CLASSES[best] as CrisisCategory };
}

export const SHIPPED_MODEL = shipped as CrisisModel;
