/**
 * `npm run crisis-eval`: how well the crisis detector does on French sentences written by
 * paraphrase (tests/crisis-eval/), per risk level and category, on both halves of the set:
 *  - tuning.jsonl and tuning-N.jsonl: the half the rules are tuned on and the model learns from;
 *  - held-out.jsonl: written independently, never used for tuning — the honest figure.
 * (ordinary.jsonl, everyday messages the model also learns from, is no half: `npm run crisis-train`
 * reports the false alarms on it, cross-validated.)
 *
 * Three detectors are measured: the hand-written rules alone; the offline detector, rules + the
 * statistical model (what every person gets, offline included); and that + the provider's risk
 * judgement (when an AI provider is configured).
 * The judgement goes through the real OpenAI-compatible provider and its parser, against the fake
 * server, whose judge is a deliberately imperfect model: it knows each sentence's label but misses
 * one risky sentence in five and raises a false alarm on one ordinary sentence in twenty-five
 * (chosen by a hash of the text, so every run is the same). Real models differ; the point is to
 * show what the provider's judgement adds on top of the offline detector, not to measure a model.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { detectByRules, detectCrisis } from '../src/shared/crisis/detector';
import { RISK_LEVELS, riskShowsCard } from '../src/shared/crisis-care';
import { OpenAiProvider } from '../src/server/ai/openai-provider';
import { judgeRisk } from '../src/server/modules/safety/risk-judgement';
import { readJsonl, type Sample } from './crisis-train';
import { startFakeOpenAi } from '../tests/support/fake-openai';

const root = path.dirname(fileURLToPath(new URL('../package.json', import.meta.url)));
const HALVES = ['tuning', 'held-out'] as const;

/** A half is its file, plus, for the tuning half, any later batch written for tuning (tuning-2.jsonl…). */
export function loadHalf(half: (typeof HALVES)[number]): Sample[] {
  const dir = path.join(root, 'tests/crisis-eval');
  const files = fs.readdirSync(dir).filter((file) => file === `${half}.jsonl` || (half === 'tuning' && /^tuning-\d+\.jsonl$/.test(file)));
  return files.flatMap((file) => readJsonl(path.join(dir, file)));
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

interface Row {
  key: string;
  total: number;
  flagged: number;
}

function table(samples: Sample[], flagged: (sample: Sample) => boolean, keyOf: (sample: Sample) => string, keys: string[]): Row[] {
  return keys
    .map((key) => {
      const group = samples.filter((sample) => keyOf(sample) === key);
      return { key, total: group.length, flagged: group.filter(flagged).length };
    })
    .filter((row) => row.total > 0);
}

const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)} %`);

function report(title: string, samples: Sample[], flagged: (sample: Sample) => boolean): { recall: number; falseAlarms: number } {
  console.log(`\n  ${title}`);
  console.log('    level      sentences  card shown   meaning');
  for (const row of table(samples, flagged, (s) => s.level, [...RISK_LEVELS])) {
    const meaning = row.key === 'none' ? 'false alarms' : row.key === 'low' ? 'shown (neither required nor a false alarm)' : 'recall';
    console.log(`    ${row.key.padEnd(10)} ${String(row.total).padStart(9)}  ${percent(row.flagged, row.total).padStart(9)}   ${meaning}`);
  }
  const risky = samples.filter((s) => riskShowsCard(s.level));
  console.log('    category (level ≥ moderate)  recall');
  for (const row of table(risky, flagged, (s) => s.category, ['suicide', 'self_harm', 'danger', 'violence'])) {
    console.log(`    ${row.key.padEnd(28)} ${percent(row.flagged, row.total).padStart(7)}  (${row.flagged}/${row.total})`);
  }
  const none = samples.filter((s) => s.level === 'none');
  const recall = risky.filter(flagged).length / risky.length;
  const falseAlarms = none.filter(flagged).length / none.length;
  console.log(
    `    overall: recall ≥ moderate ${percent(risky.filter(flagged).length, risky.length)}, false alarms ${percent(none.filter(flagged).length, none.length)}`,
  );
  return { recall, falseAlarms };
}

async function main(): Promise<void> {
  const showMisses = process.argv.includes('--misses');
  // `--tuning-only` while working on the patterns: the held-out half is measured once, at the end.
  const halvesToRun = process.argv.includes('--tuning-only') ? (['tuning'] as const) : HALVES;
  const halves = Object.fromEntries(HALVES.map((half) => [half, loadHalf(half)])) as Record<(typeof HALVES)[number], Sample[]>;
  const labels = new Map(
    Object.values(halves)
      .flat()
      .map((sample) => [sample.text, sample]),
  );
  const fake = await startFakeOpenAi({ judge: imperfectJudge(labels) });
  const provider = new OpenAiProvider({ apiKey: 'eval', baseURL: fake.url, model: 'eval', idleTimeoutMs: 5000 });
  const signal = new AbortController().signal;

  try {
    for (const half of halvesToRun) {
      const samples = halves[half];
      console.log(`\n${half === 'tuning' ? 'Tuning half' : 'Held-out half (never tuned on)'}: ${samples.length} sentences`);
      const byRules = new Set(samples.filter((s) => detectByRules(s.text).isCrisis).map((s) => s.text));
      report('hand-written rules alone (patterns + meaning rules)', samples, (s) => byRules.has(s.text));
      // What every person gets, offline included: the rules and the statistical model (model.ts).
      const byPatterns = new Set(samples.filter((s) => detectCrisis(s.text).isCrisis).map((s) => s.text));
      report('offline detector (rules + statistical model)', samples, (s) => byPatterns.has(s.text));

      const byProvider = new Set<string>();
      for (const sample of samples) {
        const verdict = await judgeRisk(
          provider,
          { message: sample.text, context: [] },
          { timeoutMs: 5000, signal, onError: () => undefined },
        );
        if (verdict) byProvider.add(sample.text);
      }
      report('offline detector + provider (fake, imperfect judge)', samples, (s) => byPatterns.has(s.text) || byProvider.has(s.text));

      // Only the tuning half's misses are ever printed: looking at the held-out ones would be tuning on them.
      if (showMisses && half === 'tuning') {
        console.log('\n  tuning misses (offline detector, level ≥ moderate):');
        for (const s of samples.filter((s) => riskShowsCard(s.level) && !byPatterns.has(s.text)))
          console.log(`    [${s.level}/${s.category}] ${s.text}`);
        console.log('  tuning false alarms (offline detector):');
        for (const s of samples.filter((s) => s.level === 'none' && byPatterns.has(s.text))) console.log(`    ${s.text}`);
      }
    }
  } finally {
    await fake.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
