/**
 * French crisis detector: patterns first, simple and auditable.
 *
 * Why patterns and not a model: the app must show crisis resources (3114, 15/112, SOS Amitié,
 * 3919) whatever the AI provider does, offline, in the browser and on the server alike, and a
 * reviewer must be able to read exactly what triggers them. Each category is a list of regular
 * expressions (lists/patterns-self.ts: suicide, self-harm, danger; lists/patterns-violence.ts: violence) with a
 * comment saying what it catches and what it deliberately leaves out.
 *
 * How it works:
 *  1. `normalizeForDetection` (normalize.ts) turns the text into one predictable shape (no accents,
 *     lower case, one apostrophe, no "ne", common SMS spellings expanded) so the patterns stay short;
 *  2. every pattern runs on that text; a few patterns also look at the words just *before* the
 *     match, to tell « j'ai envie de me tuer » (suicide) from « il va me tuer » (violence) and
 *     « ça va me tuer » (hyperbole). We do this in code rather than with regex lookbehind, which
 *     older Safari (before 16.4) cannot even parse: one such literal would break the whole bundle
 *     (who does the act: lists/patterns-parts.ts);
 *  3. the meaning layer (meaning.ts, its rules in lists/meaning-rules-*.ts) then looks for what the
 *     phrases miss: the same meanings said in other words (« chaque matin je suis déçue de me
 *     réveiller », « il se met devant la porte quand je veux sortir »). Its rules combine concept
 *     lexicons (lists/lexicon*.ts: a wish × the end of one's own life, an act × a mark of self-harm,
 *     someone else × a controlling act…) within a clause, a sentence or the message. A category is
 *     flagged if either layer finds it.
 *
 * We prefer false positives to misses: showing a helpline to someone who did not need it costs a
 * moment; missing someone in danger does not. But ordinary breakup language (« ça me tue de le
 * voir avec une autre », « j'en ai fini avec lui ») must stay quiet, or users learn to ignore the
 * banner. The hard cases are decided one by one in tests/crisis-eval/cases.ts (DECISIONS), which
 * detector.test.ts checks.
 */

import { detectMeaning } from './meaning';
import { DANGER_PATTERNS, SELF_HARM_PATTERNS, SUICIDE_PATTERNS } from './lists/patterns-self';
import { VIOLENCE_PATTERNS } from './lists/patterns-violence';
import { normalizeForDetection } from './normalize';
import { type CrisisPattern, eachMatch } from './regex';
import type { CrisisCategory } from './kinds';

// Re-exported: assess.ts, answers.ts, the tests and scripts/crisis-train.ts read it from the detector.
export { normalizeForDetection };

export type { CrisisCategory } from './kinds';

export interface CrisisResult {
  isCrisis: boolean;
  /** Deduplicated, always in the order of CRISIS_CATEGORIES. */
  categories: CrisisCategory[];
}

export const CRISIS_CATEGORIES: readonly CrisisCategory[] = ['suicide', 'self_harm', 'danger', 'violence'];

// ─── The patterns (lists/patterns-self.ts, lists/patterns-violence.ts) ─────────────────────────

export const CRISIS_PATTERNS: Record<CrisisCategory, CrisisPattern[]> = {
  suicide: SUICIDE_PATTERNS,
  self_harm: SELF_HARM_PATTERNS,
  danger: DANGER_PATTERNS,
  violence: VIOLENCE_PATTERNS,
};

// ─── Detection ─────────────────────────────────────────────────────────────────────────────────

function firstMatch(pattern: CrisisPattern, text: string): string | undefined {
  const { re, unlessBefore, onlyBefore } = pattern instanceof RegExp ? { re: pattern } : pattern;
  for (const match of eachMatch(re, text)) {
    if (unlessBefore || onlyBefore) {
      // The few words before the match, cut at a word boundary.
      const start = Math.max(0, match.index - 80);
      const before = text.slice(start, match.index).replace(start > 0 ? /^\S*\s/ : /^/, '');
      if (unlessBefore?.test(before)) continue;
      if (onlyBefore && !onlyBefore.test(before)) continue;
    }
    return match[0];
  }
  return undefined;
}

/** For auditing: which words triggered which category (meaning rules are shown as « [rule] words »). */
export function explainCrisis(text: string): { category: CrisisCategory; matched: string }[] {
  const normalized = normalizeForDetection(text);
  const found: { category: CrisisCategory; matched: string }[] = [];
  for (const category of CRISIS_CATEGORIES) {
    for (const pattern of CRISIS_PATTERNS[category]) {
      const matched = firstMatch(pattern, normalized);
      if (matched !== undefined) found.push({ category, matched });
    }
  }
  for (const { category, rule, matched } of detectMeaning(normalized)) found.push({ category, matched: `[${rule}] ${matched}` });
  return found;
}

/** The hand-written layers only: the phrase patterns (CRISIS_PATTERNS), then the meaning rules of meaning.ts. */
export function detectByRules(text: string): CrisisResult {
  return resultOf(rulesFlag(normalizeForDetection(text ?? '')));
}

/** The categories the hand-written layers flag in an already normalised text (assess.ts reads it clause by clause). */
export function rulesFlag(normalized: string): Set<CrisisCategory> {
  const flagged = new Set<CrisisCategory>(
    CRISIS_CATEGORIES.filter((category) => CRISIS_PATTERNS[category].some((pattern) => firstMatch(pattern, normalized) !== undefined)),
  );
  for (const { category } of detectMeaning(normalized, true)) flagged.add(category);
  return flagged;
}

function resultOf(flagged: Set<CrisisCategory>): CrisisResult {
  const categories = CRISIS_CATEGORIES.filter((category) => flagged.has(category));
  return { isCrisis: categories.length > 0, categories };
}
