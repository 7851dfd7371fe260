/**
 * Janne without an AI provider (DESIGN.md: "answers with the built-in offline companion" when
 * AI_API_KEY is unset). Everything here is deterministic: a reply is chosen by a stable hash of
 * the conversation, never by Math.random, so the same conversation always gets the same words —
 * which keeps tests, e2e runs and bug reports reproducible.
 *
 * How a chat reply is made:
 *   1. the person's last message is normalised (case, accents, apostrophes) and matched against
 *      the THEMES table (offline-companion/themes.ts); the theme with the most matching patterns
 *      wins, ties go to the theme listed first (the more specific or more delicate one);
 *   2. one of that theme's replies is picked by hash, skipping any Janne sent in her last three
 *      turns, so she never repeats herself;
 *   3. `{ex}` becomes the ex's first name at most once every three replies, "ton ex" otherwise;
 *   4. the words about the person, marked in braces (« {seul·e} »), agree with the gender they
 *      gave at signup (shared/gender.ts): « seule », « seul », or « seul·e » for « Autre ».
 *
 * Crisis language is not handled here: the chat service answers it with the crisis card before any
 * provider is asked (DESIGN.md "Warm and safe"); the turns after it, in crisis mode, are answered
 * by crisis-companion.ts.
 *
 * This file is the logic; the French words it chooses from are data, in offline-companion/:
 * themes.ts (the chat) and suggestions.ts (journal questions, goals, matrix items).
 */
import type { Gender } from '#shared/auth';
import { agreeText } from '#shared/gender';
import { escapeRegExp } from '#shared/text';
import { composeCrisisModeReply } from './crisis-companion';
import {
  CUSTOM_SECTION_FALLBACK,
  CUSTOM_SECTION_POOLS,
  GOALS,
  GOALS_BY_THEME,
  JOURNAL_QUESTIONS,
  JOURNAL_QUESTIONS_BY_THEME,
  MATRIX_POOLS,
} from './offline-companion/suggestions';
import {
  DRAFT_LINES,
  EX_NAME_LINES,
  FACT_LINES,
  FEELING_ONE_LINES,
  FEELING_TWO_LINES,
  GOOD_NEWS_LINES,
  GOOD_NEWS_PLAIN_LINES,
  GOOD_NEWS_WHEN_LINES,
  GOOD_NEWS_WHO_LINES,
  GOODBYE_LINES,
  GOODNIGHT_LINES,
  HOPE_ANSWERS,
  NORMAL_ANSWERS,
  PERSON_LINES,
  REMEMBER_NOTHING_LINES,
  SAFE_LINES,
  STEPS,
  STEPS_INTRO,
  SUPPORT_LINES,
  THANKS_LINES,
  URGE_LINES,
  VICTORY_LINES,
} from './offline-companion/requests';
import { FALLBACK_REPLIES, OPENING, THEMES, type Theme, type ThemeId } from './offline-companion/themes';
import {
  feelingsIn,
  heldAsSaid,
  momentIn,
  normalizeForMatching,
  peopleIn,
  personSpokenOf,
  relationIn,
  relevantFacts,
  requestsIn,
  toSecondPerson,
} from './offline-companion/understanding';
import { extractFacts } from './memory-extractor';
import type { AiProvider, ChatReplyInput, ChatTurn, MatrixSection, MatrixSuggestionInput, MemoryInput, SuggestionInput } from './provider';

export { FALLBACK_REPLIES, THEMES, type Theme, type ThemeId } from './offline-companion/themes';
export { normalizeForMatching } from './offline-companion/understanding';

// ─── Text helpers ────────────────────────────────────────────────────────────────────────────

/** FNV-1a, 32 bits: tiny, stable across runs and platforms, good enough to spread choices. */
function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** items[index mod length]; the tables are never empty, the check only satisfies the compiler. */
function itemAt<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('offline companion: empty table');
  return item;
}

/** Whole-word, case-insensitive: "Léa" is in "avec Léa ?" but not in "Léandre". */
function mentionsName(text: string, name: string): boolean {
  return new RegExp(`(?<!\\p{L})${escapeRegExp(name)}(?!\\p{L})`, 'iu').test(text);
}

// ─── Chat: choosing and writing the reply ───────────────────────────────────────────────────

const THEMES_BY_ID = new Map<ThemeId, Theme>(THEMES.map((theme) => [theme.id, theme]));

/**
 * The theme of one message, or null. Most matching patterns wins; on a tie, the theme listed first
 * in THEMES. A question about who Janne is always wins: it deserves a straight answer first.
 */
export function detectTheme(text: string): ThemeId | null {
  const normalized = normalizeForMatching(text);
  if (!normalized) return null;
  let best: { id: ThemeId; score: number } | null = null;
  for (const theme of THEMES) {
    const score = theme.patterns.filter((pattern) => pattern.test(normalized)).length;
    if (score === 0) continue;
    if (theme.id === 'identite') return theme.id;
    if (!best || score > best.score) best = { id: theme.id, score };
  }
  return best?.id ?? null;
}

/** Themes that only make sense for the message that holds them, not as context for the next one. */
const NOT_CARRIED_OVER: ReadonlySet<ThemeId> = new Set(['identite', 'merci', 'salutation']);

/**
 * "Oui", "je sais pas", "c'est ça": a short message with no theme of its own usually continues
 * what the person said just before, so Janne stays on that subject.
 */
function themeOfConversation(history: readonly ChatTurn[], lastUser: string): ThemeId | null {
  const own = detectTheme(lastUser);
  if (own) return own;
  if (normalizeForMatching(lastUser).split(' ').length > 5) return null;
  const earlier = history
    .filter((turn) => turn.role === 'user')
    .slice(-4, -1)
    .reverse();
  for (const turn of earlier) {
    const theme = detectTheme(turn.content);
    if (theme) return NOT_CARRIED_OVER.has(theme) ? null : theme;
  }
  return null;
}

/**
 * Joins a reply's paragraphs and writes the ex's name in place of `{ex}` (or the neutral wording
 * when `name` is null), eliding "de"/"que" before a vowel: "d'Alex", "qu'Inès"; the words about the
 * person agree with `gender` (inclusive when it is not given).
 */
export function renderReply(paragraphs: readonly string[], name: string | null, gender?: Gender | null): string {
  return agreeText(paragraphs.join('\n\n'), gender).replace(
    /(\b(?:de|que) )?\{ex(?::([^}]*))?\}/giu,
    (_match, preposition: string | undefined, neutral: string | undefined) => {
      const word = name ?? neutral ?? 'ton ex';
      if (preposition && /^[aeiouyhàâäéèêëîïôöûùü]/iu.test(word)) {
        return `${preposition.trimEnd().slice(0, -1)}'${word}`;
      }
      return `${preposition ?? ''}${word}`;
    },
  );
}

function openingReply(input: ChatReplyInput): string {
  const hasStory = Boolean(input.story?.trim());
  const question = itemAt(OPENING.questions, stableHash(`${input.story ?? ''}|${input.exName ?? ''}`));
  return [OPENING.intro, hasStory ? OPENING.withStory : OPENING.withoutStory, question].join('\n\n');
}

/** A line from a pool, with its markers filled in. */
function fill(line: string, values: Readonly<Record<string, string>>): string {
  return capitalised(fillMarkers(line, values));
}

/** « ta sœur a l'air… » at the start of a sentence: « Ta sœur a l'air… ». */
function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function fillMarkers(line: string, values: Readonly<Record<string, string>>): string {
  return line.replace(
    /\{(name|relation|fact|days|days_lower|feelings|Feelings|who|when|When)\}/g,
    (marker, key: string) => values[key] ?? marker,
  );
}

/**
 * Janne's whole reply to the conversation. Pure: the same input always gives the same text.
 * Exported for tests; the provider streams it.
 *
 * She answers what was said (issue 14): what the message asks comes first (« est-ce normal ? »
 * gets an answer, « je fais quoi ? » two or three steps, a small victory its number, a goodnight a
 * goodnight), then she reflects the person's own words, the people of their life and what she
 * remembers, then the theme's words, and she ends with one open question — except at goodnight
 * or goodbye. She never sends a reply she already sent in this conversation.
 */
export function composeChatReply(input: ChatReplyInput): string {
  if (input.mode === 'crisis' || input.mode === 'safe') return composeCrisisModeReply(input);
  const lastUser = [...input.history].reverse().find((turn) => turn.role === 'user');
  if (!lastUser) return openingReply(input);

  const assistantTurns = input.history.filter((turn) => turn.role === 'assistant').map((turn) => turn.content);
  const name = input.exName?.trim() || null;
  // The name about one reply in three, never in two replies in a row: warm once, heavy each time.
  const mayUseName = name !== null && !assistantTurns.slice(-2).some((text) => mentionsName(text, name));

  const message = normalizeForMatching(lastUser.content);
  const requests = requestsIn(message);

  const userTurns = input.history.filter((turn) => turn.role === 'user').map((turn) => turn.content);
  const people = peopleIn(userTurns, normalizeForMatching);
  const recentPeople = peopleIn(userTurns.slice(-5, -1), normalizeForMatching);
  const person = personSpokenOf(message, people, recentPeople, name);
  // « J'ose plus trop l'appeler » right after speaking of a friend: the friend, not the ex. Whoever
  // supports the person is encouraged, never an urge to resist (issue 26).
  const previous = userTurns.at(-2);
  const previousPerson = previous ? personSpokenOf(normalizeForMatching(previous), people, recentPeople, name) : null;
  // A relation named without a first name (« j'ose pas réveiller ma sœur ») is support too.
  const relation = relationIn(message);
  const support =
    requests.has('urge') &&
    (person ??
      (relation ? { name: relation, relation } : null) ??
      (/\b(l'|lui |la |le )/.test(message) && !(name && mentionsName(lastUser.content, name)) ? previousPerson : null));
  if (support) requests.delete('urge');
  const themeFound = themeOfConversation(input.history, lastUser.content) ?? (requests.has('urge') ? 'recontacter' : null);
  // Speaking of a friend or a daughter who calls is not the urge to call the ex.
  const aboutSupport = Boolean(
    support || ((person || relation) && !(name && mentionsName(lastUser.content, name)) && !requests.has('urge')),
  );
  const theme = aboutSupport && themeFound === 'recontacter' ? null : themeFound;
  const pool = theme ? (THEMES_BY_ID.get(theme)?.replies ?? FALLBACK_REPLIES) : FALLBACK_REPLIES;
  const seed = stableHash(`${message}|${assistantTurns.length}`);
  const pick = <T>(items: readonly T[], salt = 0) => itemAt(items, seed + salt);

  // What she remembers is only what « Ce que Janne retient de toi » shows (issue 26).
  const fact = relevantFacts(message, input.memory ?? [], normalizeForMatching)[0];
  const held = requests.has('victory') ? heldAsSaid(message) : null;
  const moment = requests.has('good') ? momentIn(message) : null;
  const feelings = requests.has('goodnight') || requests.has('goodbye') || requests.has('thanks') ? [] : feelingsIn(message);
  const closing = requests.has('goodnight') ? 'goodnight' : requests.has('goodbye') ? 'goodbye' : null;

  // A reply of 2–4 short paragraphs of at most three sentences (SPEC §1: short, airy): what the
  // message asks is acknowledged first, then what Janne heard, then her words, then the question.
  // The theme's replies first, from a place chosen by the message, then the general ones.
  const candidates = [...pool.map((_, i) => itemAt(pool, seed + i)), ...(pool === FALLBACK_REPLIES ? [] : FALLBACK_REPLIES)];
  const build = (attempt: number): string => {
    const theirs = itemAt(candidates, attempt);
    // Once every one of the candidate replies was tried, the words around it change too.
    const round = Math.floor(attempt / candidates.length);
    const question = theirs.at(-1) ?? '';
    const paragraphs: string[] = [];
    const acknowledged: string[] = [];
    if (requests.has('safe')) acknowledged.push(pick(SAFE_LINES, round));
    if (held) acknowledged.push(fill(pick(VICTORY_LINES, round), { days: held.charAt(0).toUpperCase() + held.slice(1), days_lower: held }));
    // Good news first, in its own terms: who was glad, and what is planned.
    const goodWho = person ?? previousPerson;
    if (requests.has('good') && !held) {
      const good = [pick(GOOD_NEWS_LINES, round)];
      if (goodWho) good.push(fill(pick(GOOD_NEWS_WHO_LINES, round), { who: goodWho.name }));
      if (moment)
        good.push(fill(pick(GOOD_NEWS_WHEN_LINES, round), { when: moment, When: moment.charAt(0).toUpperCase() + moment.slice(1) }));
      if (!goodWho && !moment) good.push(pick(GOOD_NEWS_PLAIN_LINES, round));
      acknowledged.push(good.join(' '));
    }
    if (requests.has('hope')) acknowledged.push(pick(HOPE_ANSWERS, round));
    if (requests.has('remember') && !fact) acknowledged.push(pick(REMEMBER_NOTHING_LINES, round));
    if (support) acknowledged.push(fill(pick(SUPPORT_LINES, round), { name: support.name }));
    if (requests.has('thanks')) acknowledged.push(pick(THANKS_LINES, round));
    if (acknowledged.length > 0) paragraphs.push(acknowledged.join(' '));

    const heard: string[] = [];
    if (person && !support && !(requests.has('good') && goodWho === person))
      heard.push(fill(pick(PERSON_LINES, round), { name: person.name, relation: person.relation }));
    if (fact) heard.push(fill(pick(FACT_LINES, round), { fact: toSecondPerson(fact.replace(/\?/g, '')).replace(/([^.!…])$/u, '$1.') }));
    if (feelings.length > 0 && heard.length < 3) {
      const named = feelings.join(' et ');
      const lines = feelings.length > 1 ? FEELING_TWO_LINES : FEELING_ONE_LINES;
      heard.push(fill(pick(lines, round), { feelings: named, Feelings: named.charAt(0).toUpperCase() + named.slice(1) }));
    }

    if (closing) {
      if (heard.length > 0) paragraphs.push(heard.slice(0, 2).join(' '));
      paragraphs.push(pick(closing === 'goodnight' ? GOODNIGHT_LINES : GOODBYE_LINES, round));
      return renderReply(paragraphs, null, input.gender);
    }

    // The ex's name about one reply in three: in the theme's words when they have a place for it,
    // otherwise in one sentence of its own — never in a reply to « je suis en sécurité ».
    const nameFits = !theirs.some((text) => text.includes('{ex')) && !requests.has('safe');
    if (mayUseName && nameFits && heard.length < 3) heard.push(pick(EX_NAME_LINES, round));
    if (heard.length > 0) paragraphs.push(heard.join(' '));

    const urge = requests.has('urge') || theme === 'recontacter';
    // A draft kept in the phone gets its own answer: what to do with that draft.
    const draft = /\bbrouillons?\b/.test(message);
    // Once in a reply: the theme's words or the steps may already point to the flow.
    const stepsNameFlow =
      requests.has('steps') &&
      ((theme ? STEPS[theme] : undefined) ?? STEPS.default).some((step) => /J['’]ai envie de lui écrire/.test(step));
    const urgeLine =
      urge && !stepsNameFlow && !theirs.some((text) => /J['’]ai envie de lui écrire/.test(text))
        ? pick(draft ? DRAFT_LINES : URGE_LINES, round)
        : null;
    const room = Math.max(1, 3 - paragraphs.length - (urgeLine ? 1 : 0));
    let body: string[] = [];
    if (requests.has('normal')) paragraphs.push(pick(NORMAL_ANSWERS, round));
    if (requests.has('steps')) {
      const steps = (theme ? STEPS[theme] : undefined) ?? STEPS.default;
      paragraphs.push([pick(STEPS_INTRO, round), ...steps.map((step, i) => `${i + 1}. ${step}`)].join('\n'));
    } else if (!requests.has('normal') && !(theme === 'merci' && acknowledged.length > 0)) {
      // After thanks, the acknowledgement above is the body.
      body = theirs.slice(0, -1).slice(0, room);
      paragraphs.push(...body);
    }
    if (urgeLine) paragraphs.push(urgeLine);
    paragraphs.push(question);
    // At most four paragraphs: the theme's general words give way first to what answers this message.
    const kept = paragraphs.length > 4 ? paragraphs.filter((text) => !body.includes(text)) : paragraphs;
    return renderReply(kept, mayUseName ? name : null, input.gender);
  };

  // Never a reply already sent in this conversation — with or without the ex's name, it is the same
  // — and, as far as the words allow, no sentence already said and no opening of the last nine
  // replies (issue 26: a variety that holds, not formulas that come back).
  const canonical = (text: string) => {
    const spaced = text.replace(/\s+/g, ' ').trim();
    return name ? spaced.replace(new RegExp(`(?<!\\p{L})${escapeRegExp(name)}(?!\\p{L})`, 'giu'), 'ton ex') : spaced;
  };
  const sentencesOf = (text: string) =>
    canonical(text)
      .split(/(?<=[.!?…:])\s+/u)
      .map((sentence) => normalizeForMatching(sentence))
      .filter((sentence) => sentence.split(' ').length >= 4);
  const openingOf = (text: string) => normalizeForMatching(canonical(text)).split(' ').slice(0, 4).join(' ');
  const said = new Set(assistantTurns.map(canonical));
  const saidSentences = new Set(assistantTurns.flatMap(sentencesOf));
  const recentOpenings = new Set(assistantTurns.slice(-9).map(openingOf));
  const repeats = (reply: string) =>
    sentencesOf(reply).filter((sentence) => saidSentences.has(sentence)).length + (recentOpenings.has(openingOf(reply)) ? 1 : 0);
  let best: { reply: string; repeats: number } | null = null;
  for (let attempt = 0; attempt < candidates.length * 3; attempt += 1) {
    const reply = build(attempt);
    if (said.has(canonical(reply))) continue;
    const count = repeats(reply);
    if (count === 0) return reply;
    if (!best || count < best.repeats) best = { reply, repeats: count };
  }
  return best?.reply ?? build(0);
}

// ─── Suggestions: journal question, goal, matrix items ──────────────────────────────────────

/** The most recent theme the person spoke about in the last messages. */
function recentTheme(messages: readonly ChatTurn[]): ThemeId | null {
  for (const turn of [...messages].reverse()) {
    if (turn.role !== 'user') continue;
    const theme = detectTheme(turn.content);
    if (theme && !NOT_CARRIED_OVER.has(theme)) return theme;
  }
  return null;
}

function suggestionSeed(input: SuggestionInput, salt: string): number {
  const messages = input.recentMessages.map((turn) => `${turn.role}:${normalizeForMatching(turn.content)}`);
  return stableHash([salt, normalizeForMatching(input.story ?? ''), ...messages].join('|'));
}

/** The pool without what the person already has, unless that leaves nothing to offer. */
function fresh(pool: readonly string[], avoid: readonly string[] | undefined): readonly string[] {
  if (!avoid || avoid.length === 0) return pool;
  const known = new Set(avoid.map(normalizeForMatching));
  const left = pool.filter((item) => !known.has(normalizeForMatching(item)));
  return left.length > 0 ? left : pool;
}

/** A pool's texts with their words about the person agreeing with `gender`. */
function agreedPool(pool: readonly string[], gender: Gender | null | undefined): string[] {
  return pool.map((text) => agreeText(text, gender));
}

/** Two or three items in a row from the pool, starting at a place chosen by the seed. */
function pickItems(pool: readonly string[], seed: number): string[] {
  const count = Math.min(pool.length, 2 + (seed % 2));
  return Array.from({ length: count }, (_, i) => itemAt(pool, (seed >>> 1) + i));
}

function poolForSection(section: MatrixSection): readonly string[] {
  const words = normalizeForMatching(`${section.title} ${section.description}`);
  return CUSTOM_SECTION_POOLS.find((entry) => entry.words.test(words))?.items ?? CUSTOM_SECTION_FALLBACK;
}

// ─── The provider ───────────────────────────────────────────────────────────────────────────

/** Resolves after `ms`, or at once when the signal aborts, so a cancelled stream stops promptly. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Words with the spaces and line breaks that follow them: joined back, they give the text exactly. */
function streamPieces(text: string): string[] {
  const pieces = text.match(/\s*\S+\s*/g) ?? [];
  return pieces.join('') === text ? pieces : [text];
}

export class OfflineCompanion implements AiProvider {
  readonly kind = 'offline';
  private readonly delayMs: number;

  /** `delayMs`: pause between streamed words, so the reply appears as if typed (0 in tests). */
  constructor(options: { delayMs?: number } = {}) {
    this.delayMs = Math.max(0, options.delayMs ?? 15);
  }

  async *streamChatReply(input: ChatReplyInput, signal: AbortSignal): AsyncIterable<string> {
    const pieces = streamPieces(composeChatReply(input));
    for (const [index, piece] of pieces.entries()) {
      if (signal.aborted) return;
      if (index > 0 && this.delayMs > 0) {
        await pause(this.delayMs, signal);
        if (signal.aborted) return;
      }
      yield piece;
    }
  }

  async journalQuestion(input: SuggestionInput, signal: AbortSignal): Promise<string> {
    signal.throwIfAborted();
    const theme = recentTheme(input.recentMessages);
    const themed = theme ? fresh(agreedPool(JOURNAL_QUESTIONS_BY_THEME[theme] ?? [], input.gender), input.avoid) : [];
    // A theme's questions once they have all been asked give way to the general ones.
    const pool = themed.some((question) => !input.avoid?.includes(question))
      ? themed
      : fresh(agreedPool(JOURNAL_QUESTIONS, input.gender), input.avoid);
    return itemAt(pool, suggestionSeed(input, 'journal'));
  }

  async goalSuggestion(input: SuggestionInput, signal: AbortSignal): Promise<string> {
    signal.throwIfAborted();
    const theme = recentTheme(input.recentMessages);
    const themed = theme ? fresh(GOALS_BY_THEME[theme] ?? [], input.avoid) : [];
    const pool = themed.some((goal) => !input.avoid?.includes(goal)) ? themed : fresh(GOALS, input.avoid);
    return itemAt(pool, suggestionSeed(input, 'goal'));
  }

  /** Without a provider, the extractor's patterns (memory-extractor.ts). */
  async summariseMemory(input: MemoryInput, signal: AbortSignal): Promise<string[]> {
    signal.throwIfAborted();
    return extractFacts(input.messages);
  }

  async matrixSuggestions(input: MatrixSuggestionInput, signal: AbortSignal): Promise<string> {
    signal.throwIfAborted();
    const seedFor = (key: string) => suggestionSeed(input, `matrix:${key}`);
    const result: Record<string, string[]> = {
      strengths: pickItems(fresh(MATRIX_POOLS.strengths, input.avoid), seedFor('strengths')),
      improvements: pickItems(fresh(MATRIX_POOLS.improvements, input.avoid), seedFor('improvements')),
      likes: pickItems(fresh(MATRIX_POOLS.likes, input.avoid), seedFor('likes')),
      dislikes: pickItems(fresh(MATRIX_POOLS.dislikes, input.avoid), seedFor('dislikes')),
    };
    for (const section of input.customSections) {
      const pool = agreedPool(poolForSection(section), input.gender);
      result[section.id] = pickItems(fresh(pool, input.avoid), seedFor(`${section.id}:${section.title}`));
    }
    return JSON.stringify(result);
  }
}
