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
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { detectByRules } from '../src/shared/crisis/detector';
import { decide, readEvidence, type RiskEvidence, type Thresholds } from '../src/shared/crisis/assess';
import { type CrisisModel } from '../src/shared/crisis/model';
import {
  type Batch,
  batches,
  EVERYDAY_CONTEXT_QUESTION_BUDGET,
  EVERYDAY_QUESTION_BUDGET,
  FALSE_ALARM_BUDGET,
  GRID,
  LONG_EVERYDAY_QUESTION_BUDGET,
  ORDINARY_FALSE_ALARM_BUDGET,
  type Sample,
  train,
  trainingFingerprint,
} from './crisis-training';
import { riskShowsCard } from '../src/shared/crisis-state';

const root = path.dirname(fileURLToPath(new URL('../package.json', import.meta.url)));
const modelFile = path.join(root, 'src/shared/crisis/model.json');

const pct = (part: number, whole: number) => (whole === 0 ? '   —  ' : `${((100 * part) / whole).toFixed(1).padStart(5)} %`);

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
