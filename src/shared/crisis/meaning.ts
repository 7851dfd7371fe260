/**
 * Second layer of the crisis detector: rules built from MEANING rather than phrases.
 *
 * The phrase patterns (lists/patterns-self.ts, lists/patterns-violence.ts) catch the classic wordings (« je
 * veux mourir », « il me frappe »). People in crisis rarely use them: they say « chaque matin je
 * suis déçue de me réveiller », « si je me faisais renverser ça me ferait rien », « il se met devant
 * la porte quand je veux sortir ». Each rule (lists/meaning-rules-suicide.ts, meaning-rules-harm.ts,
 * meaning-rules-violence.ts; this file is the engine that runs them) names a meaning and lists the
 * concepts (lexicons of lists/lexicon*.ts) that must appear TOGETHER in one unit of text:
 *  - a sentence (split on . ! ?) for most rules: meanings spread over a few clauses (« le moteur
 *    tourne, la porte est fermée »). When two concepts must be next to each other (a wish and its
 *    object: « envie de » + « me pendre »), they are joined in one regex instead;
 *  - a clause (split on , ; : emoji and « mais », « parce que »…) where a veto must stay local
 *    (« le chat m'a griffée » vetoes that clause only);
 *  - the whole message for goodbyes, whose signals (« merci pour tout », « je suis prête. ») are
 *    often in separate sentences — but no more than a few sentences apart.
 * A rule can also veto on concepts (`none`: « en cuisinant », « sur Insta ») and check who the
 * subject is (`subject`): « je me griffe » is self-harm, « il me griffe » is violence.
 *
 * Every rule's comment gives two other phrasings it catches, as a reminder that rules are for
 * meanings, not for the sentence that inspired them.
 */
import type { CrisisCategory, MeaningRule } from './kinds';
import * as L from './lists/lexicon';
import * as H from './lists/lexicon-harm';
import { HARM_RULES } from './lists/meaning-rules-harm';
import { SUICIDE_RULES } from './lists/meaning-rules-suicide';
import { VIOLENCE_RULES } from './lists/meaning-rules-violence';
import { eachMatch, W } from './regex';

export type { MeaningRule } from './kinds';

/** The rules, in the order they are tried: suicide, then self-harm and danger, then violence. */
const RULES: MeaningRule[] = [...SUICIDE_RULES, ...HARM_RULES, ...VIOLENCE_RULES];

// ─── Engine ────────────────────────────────────────────────────────────────────────────────────
//
// Speed: the detector runs on every message, on the server and in the browser. Each concept is
// scanned at most once per message, over the whole text, and only if a rule still needs it (most
// rules stop at their first concept); a unit (clause, sentence) is just a range of positions.

interface Concept {
  re: RegExp;
}

interface CompiledRule extends Omit<MeaningRule, 'all' | 'none'> {
  all: Concept[];
  none: Concept[];
}

const CONCEPTS = new Map<string, Concept>();
function concept(source: string): Concept {
  let found = CONCEPTS.get(source);
  if (!found) {
    found = { re: new RegExp(source, 'g') };
    CONCEPTS.set(source, found);
  }
  return found;
}

const COMPILED: CompiledRule[] = RULES.map((rule) => ({ ...rule, all: rule.all.map(concept), none: (rule.none ?? []).map(concept) }));

/** Where a clause ends: punctuation, emoji, or a connective that starts a new one. */
const CLAUSE_BREAK = /[^a-z0-9'\s]+|\b(?:mais|parce que|car|alors que|sauf que|pourtant|puis|du coup|bref|sinon)\b/g;
const SENTENCE_BREAK = /[.!?\u2026]+/g;

/** Subjects, to tell « je me griffe » from « il me griffe » and « ça me coupe l'appétit »; « qui » (« je l'entends qui force la porte ») is someone else. */
const SUBJECT = new RegExp(
  W`(?:^|[^a-z])((?:a|avec|pour|de|chez|sans|contre|par|sur|vers|comme|entre|apres|avant|derriere|devant|envers) )?(l'ai (?:vue?|entendue?|surprise?|apercue?) |j'|je\b|${H.FRIENDLY}|il\b|elle\b|ils\b|elles\b|ca\b|cela\b|ce qui\b|c'est\b|qui\b|(?:mon|ma|son|sa|cet|ce|cette|le|la|l') ?${L.PERSON_NOUN}\b)(?! y a| faut| fait (?:beau|froid|chaud|nuit))`,
  'g',
);

type Subject = 'self' | 'other' | 'close' | 'impersonal' | undefined;
const CLOSE = new RegExp(W`^${H.FRIENDLY}$`);

/** Who does the verb matched at `index`: the last subject before it in the same clause. */
function subjectAt(text: string, index: number, matched: string): Subject {
  if (/^(?:je\b|j'|me suis\b)/.test(matched)) return 'self';
  const before = text.slice(Math.max(0, index - 120), index);
  let clauseStart = 0;
  for (const m of eachMatch(CLAUSE_BREAK, before)) clauseStart = m.index + m[0].length;
  const clause = before.slice(clauseStart);
  let found: Subject;
  for (const m of eachMatch(SUBJECT, clause)) {
    if (m[1]) continue; // after a preposition: an object (« avec elle »), not a subject
    const word = m[2] ?? '';
    if (word.startsWith("l'ai "))
      found = 'other'; // « je l'ai vu rôder »: he is the one rôdant
    else if (word === 'je' || word === "j'") found = 'self';
    else if (/^(?:ca|cela|ce qui|c'est)$/.test(word)) found = 'impersonal';
    else found = CLOSE.test(word) ? 'close' : 'other';
  }
  return found;
}

function subjectFits(wanted: MeaningRule['subject'], who: Subject): boolean {
  if (!wanted) return true;
  if (wanted === 'self') return who === 'self';
  return who !== 'self' && who !== 'impersonal' && (wanted === 'other' || who !== 'close');
}

interface Hit {
  start: number;
  end: number;
  text: string;
}

/** One message being analysed: its text, its units, and the concepts already scanned. */
class Analysis {
  private readonly hits = new Map<Concept, Hit[]>();
  readonly units: Record<MeaningRule['scope'], number[]>;

  constructor(readonly text: string) {
    const bounds = (re: RegExp) => [0, ...[...eachMatch(re, text)].flatMap((m) => [m.index, m.index + m[0].length]), text.length];
    this.units = { message: [0, text.length], sentence: bounds(SENTENCE_BREAK), clause: bounds(CLAUSE_BREAK) };
  }

  /** Every match of a concept in the whole text, scanned once. */
  find(c: Concept): Hit[] {
    let found = this.hits.get(c);
    if (!found) {
      found = [...eachMatch(c.re, this.text)].map((m) => ({ start: m.index, end: m.index + m[0].length, text: m[0] }));
      this.hits.set(c, found);
    }
    return found;
  }

  /** The unit (start, end) of a scope that contains position `at`. */
  unitAt(scope: MeaningRule['scope'], at: number): [number, number] {
    const b = this.units[scope];
    for (let i = 0; i + 1 < b.length; i += 2) if (at >= (b[i] ?? 0) && at < (b[i + 1] ?? 0)) return [b[i] ?? 0, b[i + 1] ?? 0];
    return [at, at];
  }
}

const inside = (hit: Hit, [start, end]: [number, number]) => hit.start >= start && hit.end <= end;

/** How far apart (in characters) the signals of a goodbye may be: about three short sentences. */
const SIGNAL_WINDOW = 300;

function ruleMatch(rule: CompiledRule, a: Analysis): string | undefined {
  if (rule.atLeast) {
    // Every match of every signal, then count those that do not overlap an earlier one.
    const spans = rule.all.flatMap((c) => a.find(c)).sort((x, y) => x.start - y.start);
    if (spans.length < rule.atLeast) return undefined;
    const kept: Hit[] = [];
    for (const span of spans) if (!kept.some((k) => span.start < k.end && k.start < span.end)) kept.push(span);
    // The signals must be close together (a few sentences): a long journal entry may thank someone
    // at the top and say « je suis prête. » about something else far below.
    const n = rule.atLeast;
    const close = kept.findIndex((k, i) => i + n - 1 < kept.length && (kept[i + n - 1]?.start ?? Infinity) - k.end <= SIGNAL_WINDOW);
    if (close < 0 || rule.none.some((c) => a.find(c).length > 0)) return undefined;
    return kept
      .slice(close, close + n)
      .map((k) => k.text)
      .join(' … ');
  }
  const [first, ...rest] = rule.all;
  if (!first) return undefined;
  for (const hit of a.find(first)) {
    const unit = a.unitAt(rule.scope, hit.start);
    if (!inside(hit, unit) || !subjectFits(rule.subject, rule.subject && subjectAt(a.text, hit.start, hit.text))) continue;
    if (!rest.every((c) => a.find(c).some((h) => inside(h, unit)))) continue;
    if (rule.none.some((c) => a.find(c).some((h) => inside(h, unit)))) continue;
    return hit.text;
  }
  return undefined;
}

export interface MeaningMatch {
  category: CrisisCategory;
  rule: string;
  matched: string;
}

/**
 * Runs the meaning rules on an already normalised text (normalizeForDetection). Returns one entry
 * per rule that fired; with `firstPerCategory`, stops looking in a category once it has fired
 * (all that detection needs).
 */
export function detectMeaning(normalized: string, firstPerCategory = false): MeaningMatch[] {
  const analysis = new Analysis(normalized);
  const found: MeaningMatch[] = [];
  const done = new Set<CrisisCategory>();
  for (const rule of COMPILED) {
    if (firstPerCategory && done.has(rule.category)) continue;
    const matched = ruleMatch(rule, analysis);
    if (matched !== undefined) {
      found.push({ category: rule.category, rule: rule.id, matched });
      done.add(rule.category);
    }
  }
  return found;
}

/** The rules, for tests and audits (read-only). */
export const MEANING_RULES: readonly Readonly<MeaningRule>[] = RULES;
