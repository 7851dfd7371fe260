/**
 * Janne without an AI provider (DESIGN.md: "answers with the built-in offline companion" when
 * AI_API_KEY is unset). Everything here is deterministic: a reply is chosen by a stable hash of
 * the conversation, never by Math.random, so the same conversation always gets the same words —
 * which keeps tests, e2e runs and bug reports reproducible.
 *
 * How a chat reply is made (composeChatReply, issue 26):
 *   1. the person's last message is read (offline-companion/understanding.ts): what it asks, whom
 *      it speaks of (the ex, a friend, a sister), what it feels, whether it is a question, and its
 *      theme in the THEMES table (offline-companion/themes.ts);
 *   2. ONE move answers it — a goodnight, a victory, good news, the answer to a direct question,
 *      support for a friend, the urge flow, a theme's words, an honest « je ne sais pas »… — and
 *      one question that follows from it ends the reply;
 *   3. among the move's lines, the first combination that says no sentence of her last 50 replies
 *      (the stored conversation, `earlierReplies`) and opens unlike her last ten is sent;
 *   4. `{ex}` becomes the ex's first name at most once every three replies, "ton ex" otherwise;
 *   5. the words about the person, marked in braces (« {seul·e} »), agree with the gender they
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
  ASK_FEELING_QUESTIONS,
  DRAFT_LINES,
  EASIER_QUESTIONS,
  FACT_LINES,
  FEELING_LINES,
  FEELING_ONE_LINES,
  FEELING_QUESTIONS,
  GOOD_NEWS_LINES,
  GOOD_NEWS_PLAIN_LINES,
  GOOD_NEWS_QUESTIONS,
  GOOD_NEWS_WHEN_LINES,
  GOOD_NEWS_WHO_LINES,
  GOODBYE_LINES,
  GOODNIGHT_LINES,
  HOPE_ANSWERS,
  HOPE_QUESTIONS,
  LISTEN_LINES,
  LISTEN_QUESTIONS,
  LOVE_AGAIN_ANSWERS,
  BRB_LINES,
  VOUS_LINES,
  EX_MIND_LINES,
  EX_MIND_QUESTIONS,
  GOOD_BEFORE_CLOSING_LINES,
  URGE_WITH_DAYS_LINES,
  GOOD_MIXED_LINES,
  RIGHT_TO_GRIEVE_LINES,
  DECISIONS,
  DECISION_SMALL_QUESTIONS,
  REPAIR_LINES,
  REPAIR_QUESTIONS,
  STILL_LINES,
  STILL_QUESTIONS,
  SLIP_LINES,
  SLIP_QUESTIONS,
  PLANS_LINES,
  PLANS_QUESTIONS,
  HOW_LONG_ANSWERS,
  URGE_ASKED_LINES,
  TWO_FEELINGS_QUESTIONS,
  SUPPORT_PRESENT_QUESTIONS,
  LONG_LINES,
  LONG_QUESTIONS,
  RESISTED_LINES,
  RESISTED_QUESTIONS,
  FRIENDS_WITH_EX_LINES,
  FRIENDS_WITH_EX_QUESTIONS,
  SUPPORT_PRESENT_LINES,
  GOOD_SLEEP_LINES,
  GOOD_LAUGH_LINES,
  GOOD_RETURN_LINES,
  GOOD_GOT_LINES,
  DECISION_QUESTIONS,
  TIME_SINCE_LINES,
  TIME_SINCE_QUESTIONS,
  MIXED_FEELING_LINES,
  NORMAL_ANSWERS,
  NORMAL_QUESTIONS,
  NOT_KNOWING_LINES,
  REMEMBER_NOTHING_LINES,
  SAFE_LINES,
  SAFE_QUESTIONS,
  STEPS,
  STEPS_INTRO,
  SUPPORT_LINES,
  SUPPORT_QUESTIONS,
  THANKS_LINES,
  THANKS_QUESTIONS,
  TWO_FEELINGS_LINES,
  UNSURE_LINES,
  UNSURE_QUESTIONS,
  URGE_AGAIN_LINES,
  URGE_LINES,
  VICTORY_LINES,
  VICTORY_QUESTIONS,
} from './offline-companion/requests';
import { FALLBACK_REPLIES, OPENING, THEMES, type Theme, type ThemeId } from './offline-companion/themes';
import {
  asksQuestion,
  saysVous,
  decisionKind,
  PLAN,
  daysHeld,
  feelingsIn,
  goodNewsKind,
  placeReturnedTo,
  heldAsSaid,
  momentIn,
  normalizeForMatching,
  peopleIn,
  personSpokenOf,
  relationIn,
  relevantFacts,
  requestsIn,
  toSecondPerson,
  withoutNegatedFeelings,
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
  const normalized = withoutNegatedFeelings(normalizeForMatching(text));
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

/** How many of a theme's patterns the message meets: one is a hint, two or more what it is about. */
function themeScore(text: string, id: ThemeId): number {
  const normalized = normalizeForMatching(text);
  return THEMES_BY_ID.get(id)?.patterns.filter((pattern) => pattern.test(normalized)).length ?? 0;
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
    /\{(name|relation|fact|days|days_lower|feelings|Feelings|who|when|When|count|Count|place)\}/g,
    (marker, key: string) => values[key] ?? marker,
  );
}

/**
 * What Janne does with one message: a few paragraphs, each one line chosen from a pool, then one
 * question from another (SPEC §1: every reply ends with a relevant open question; null at
 * goodnight and goodbye). One move per reply (issue 26): the answer to what was asked, or the
 * words of what the message is about — never a reflection, a validation, a tip and a question
 * stacked on every message.
 */
interface Move {
  parts: (readonly string[])[];
  question: readonly string[] | null;
  /** An answer to what was asked (a victory, « ça passe un jour ? », steps…): never traded for « c'est encore là ». */
  answer?: boolean;
}

/** A theme's replies, by slot: what she feels with the person, the idea she offers, her question. */
function themeSlots(replies: readonly (readonly string[])[]): ThemeSlots {
  let slots = SLOTS.get(replies);
  if (!slots) {
    slots = {
      feel: replies.map((reply) => reply[0] ?? ''),
      idea: replies.map((reply) => reply[1] ?? ''),
      ask: replies.map((reply) => reply.at(-1) ?? ''),
    };
    SLOTS.set(replies, slots);
  }
  return slots;
}
interface ThemeSlots {
  feel: readonly string[];
  idea: readonly string[];
  ask: readonly string[];
}
/** Once per table: the moves below are recognised by their pools (see `resting`). */
const SLOTS = new WeakMap<readonly (readonly string[])[], ThemeSlots>();

const URGE_FLOW = /J['’]ai envie de lui écrire/;
const URGE_PRONOUN =
  /\b(l'?(appeler|appelle|ecrire|rappeler|rappelle|contacter|recontacter)|lui (ecrire|envoyer|repondre|parler|dire|telephoner|ecris|reponds)|(la|le) (rappeler|contacter|recontacter))\b/;
/** A message this long tells many things at once: a weak sign of one of them is not what it is about. */
const LONG_MESSAGE_WORDS = 35;
/** Feelings of pain said alongside good news: the news is met as mixed, not celebrated alone. */
const MIXED_WITH_PAIN = /\b(triste|tristesse|fait mal|j'?ai mal|me manque|pincement|coupable|en veux)\b/;

/**
 * Janne's whole reply to the conversation. Pure: the same input always gives the same text.
 * Exported for tests; the provider streams it.
 *
 * She reads the message first (offline-companion/understanding.ts: what it asks, whom it speaks
 * of, what it feels, whether it is a question), then makes ONE move, in this order: a goodnight or
 * a goodbye; « je suis en sécurité »; a victory or good news, celebrated in its own terms; a direct
 * question she knows how to answer (« ça passe un jour ? », « est-ce normal ? », « je fais
 * quoi ? », « tu te souviens ? »); a friend or a sister to reach, encouraged; the urge to write to
 * the ex, with the urge flow once per conversation and a shorter pointer after; the theme the
 * message is about; a question she cannot answer, said honestly; « je sais pas »; a feeling; a
 * short answer that goes on with what was said before. Then one question that follows from it.
 */
export function composeChatReply(input: ChatReplyInput): string {
  if (input.mode === 'crisis' || input.mode === 'safe') return composeCrisisModeReply(input);
  const lastUser = [...input.history].reverse().find((turn) => turn.role === 'user');
  if (!lastUser) return openingReply(input);

  const assistantTurns = input.history.filter((turn) => turn.role === 'assistant').map((turn) => turn.content);
  // Her replies of the last weeks (the stored conversation), then those of the prompt's history.
  // The stored replies may hold the history's too: those are dropped from the earlier ones, so
  // that each reply keeps its place (the most recent last).
  const inHistory = new Set(assistantTurns);
  const herReplies = [...(input.earlierReplies ?? []).filter((text) => !inHistory.has(text)), ...assistantTurns].slice(-50);
  const name = input.exName?.trim() || null;
  // The name about one reply in three, never in two replies in a row: warm once, heavy each time.
  const mayUseName = name !== null && !assistantTurns.slice(-2).some((text) => mentionsName(text, name));

  const message = normalizeForMatching(lastUser.content);
  const words = message.split(' ').length;
  const requests = requestsIn(message);
  // A long message asks something when its last sentence does: « Ce qui pèse le plus ? » in its
  // middle is a figure of speech, not the question to answer.
  const lastSentence = message.split(/(?<=[.!…])\s+/).at(-1) ?? message;
  const question = asksQuestion(message.split(' ').length >= LONG_MESSAGE_WORDS ? lastSentence : message);

  const userTurns = input.history.filter((turn) => turn.role === 'user').map((turn) => turn.content);
  const people = peopleIn(userTurns, normalizeForMatching);
  const recentPeople = peopleIn(userTurns.slice(-5, -1), normalizeForMatching);
  // « Non, pas Sylvie. Bernard. »: a person said not to be the one is not the one.
  const notThem = new Set([...message.matchAll(/\bpas (\p{L}+)/gu)].map((match) => match[1] ?? ''));
  const person = personSpokenOf(
    message,
    people.filter((known) => !notThem.has(normalizeForMatching(known.name))),
    recentPeople.filter((known) => !notThem.has(normalizeForMatching(known.name))),
    name,
  );
  const exNamed = Boolean(name && mentionsName(lastUser.content, name));
  // « J'ose plus trop l'appeler » right after speaking of a friend: the friend, not the ex. Whoever
  // supports the person is encouraged, never an urge to resist (issue 26).
  const previous = userTurns.at(-2);
  const previousPerson = previous ? personSpokenOf(normalizeForMatching(previous), people, recentPeople, name) : null;
  // A relation named without a first name (« j'ose pas réveiller ma sœur ») is support too.
  const relation = relationIn(message);
  // A friend is the one called only when named (« appeler Sylvie », « ma sœur »), or, by a pronoun,
  // right after speaking of them and without the words of an urge (« j'ose plus l'appeler »):
  // « envie de lui envoyer un msg » is about the ex (blind reading, issue 26).
  const urgeWords = /\b(envie|craquer?|craque|envoyer un (msg|message|sms|pave|snap)|ce que je pense d'?(elle|lui))\b/.test(message);
  const support =
    requests.has('urge') &&
    !exNamed &&
    (person ??
      (relation ? { name: relation, relation } : null) ??
      // Only a pronoun that is the call's object (« l'appeler », « lui écrire »): « le message », « la date » are not.
      (URGE_PRONOUN.test(message) && !urgeWords ? previousPerson : null));
  if (support) requests.delete('urge');
  const ownTheme = detectTheme(lastUser.content);
  const aboutSupport = Boolean(support || ((person || relation) && !exNamed && !requests.has('urge')));
  // Speaking of a friend or a daughter who calls is not the urge to call the ex.
  const theme = aboutSupport && ownTheme === 'recontacter' ? null : (ownTheme ?? (requests.has('urge') ? 'recontacter' : null));
  // A short answer (« oui », « un peu ») goes on with what was said just before.
  const carried = theme || ownTheme ? null : themeOfConversation(input.history, lastUser.content);

  // What she remembers is only what « Ce que Janne retient de toi » shows (issue 26).
  const fact = relevantFacts(message, input.memory ?? [], normalizeForMatching)[0];
  const held = requests.has('victory') ? heldAsSaid(message) : null;
  // A count that is not days without contact (« ça fait trois semaines ») is the time since the
  // breakup: said back in the person's words, never turned into a victory (issue 26).
  const since =
    held || !/\b(ca fait|ça fait|il y a|depuis|aujourd'?hui|pile)\b/.test(message) || (daysHeld(message) ?? 0) < 2
      ? null
      : heldAsSaid(message);
  const moment = requests.has('good') ? momentIn(message) : null;
  const feelings = feelingsIn(message);
  const urgeShown = herReplies.some((text) => URGE_FLOW.test(text));

  const factLine = fact
    ? FACT_LINES.map((line) => fill(line, { fact: toSecondPerson(fact.replace(/\?/g, '')).replace(/([^.!…])$/u, '$1.') }))
    : null;
  const slotsOf = (id: ThemeId | null) => themeSlots(id ? (THEMES_BY_ID.get(id)?.replies ?? FALLBACK_REPLIES) : FALLBACK_REPLIES);

  let chosen = ((): Move => {
    if (requests.has('goodnight') || requests.has('goodbye')) {
      const closing = requests.has('goodnight') ? GOODNIGHT_LINES : GOODBYE_LINES;
      // What came with the goodnight is heard first: thanks, or news (« je retourne à la piscine mardi »).
      const first = requests.has('good') ? GOOD_BEFORE_CLOSING_LINES : requests.has('thanks') ? THANKS_LINES : null;
      return { parts: first ? [first, closing] : [closing], question: null };
    }
    if (requests.has('safe')) return { parts: [SAFE_LINES], question: SAFE_QUESTIONS };
    if (requests.has('brb') && words <= 15) return { parts: [BRB_LINES], question: null };
    // « 9 jours que je ne lui ai pas écrit, et là j'ai envie de lui envoyer un message, je le fais ? »:
    // the urge is what is asked; the days held are said inside the answer, not celebrated instead.
    if (held && requests.has('urge')) {
      const days = capitalised(held);
      const flow = urgeShown ? URGE_AGAIN_LINES : URGE_LINES;
      return {
        parts: [URGE_WITH_DAYS_LINES.map((line) => fill(line, { days, days_lower: held })), flow],
        question: slotsOf('recontacter').ask,
      };
    }
    if (held) {
      const days = held.charAt(0).toUpperCase() + held.slice(1);
      const victory = VICTORY_LINES.map((line) => fill(line, { days, days_lower: held }));
      // « 9 jours… mais je suis encore en colère »: the feeling is heard too, not skipped.
      const felt = feelings[0] ? FEELING_LINES[feelings[0]] : undefined;
      return { parts: felt ? [victory, felt] : [victory], question: VICTORY_QUESTIONS };
    }
    if (requests.has('slip') && !requests.has('resisted') && !aboutSupport) return { parts: [SLIP_LINES], question: SLIP_QUESTIONS };
    if (requests.has('resisted')) return { parts: [RESISTED_LINES], question: RESISTED_QUESTIONS };
    if (requests.has('good')) {
      // Good news first, in its own terms: what it was, who was glad, and what is planned.
      // Good news mixed with pain (« content, et un peu triste aussi »): both, not a party.
      if (MIXED_WITH_PAIN.test(message)) return { parts: [GOOD_MIXED_LINES], question: TWO_FEELINGS_QUESTIONS };
      const kind = goodNewsKind(message);
      const place = placeReturnedTo(lastUser.content);
      if (kind === 'sleep') return { parts: [GOOD_SLEEP_LINES], question: GOOD_NEWS_QUESTIONS };
      if (kind === 'got') return { parts: [GOOD_GOT_LINES], question: GOOD_NEWS_QUESTIONS };
      if (place) return { parts: [GOOD_RETURN_LINES.map((line) => fill(line, { place }))], question: GOOD_NEWS_QUESTIONS };
      const who = person ?? previousPerson;
      if (kind === 'laugh' && !who) return { parts: [GOOD_LAUGH_LINES], question: GOOD_NEWS_QUESTIONS };
      const parts: (readonly string[])[] = [GOOD_NEWS_LINES];
      if (who) parts.push(GOOD_NEWS_WHO_LINES.map((line) => fill(line, { who: who.name })));
      // « X est déjà prévu » only for a plan (« on se voit samedi »), never for a day merely named.
      if (moment && PLAN.test(message))
        parts.push(GOOD_NEWS_WHEN_LINES.map((line) => fill(line, { when: moment, When: capitalised(moment) })));
      if (parts.length === 1) parts.push(GOOD_NEWS_PLAIN_LINES);
      const news = parts.length > 1 ? joinPools(parts) : GOOD_NEWS_LINES;
      return { parts: factLine ? [news, factLine] : [news], question: GOOD_NEWS_QUESTIONS };
    }
    if (requests.has('hope'))
      return { parts: [/\bcombien\b|\bdure combien\b/.test(message) ? HOW_LONG_ANSWERS : HOPE_ANSWERS], question: HOPE_QUESTIONS };
    if (requests.has('loveAgain')) return { parts: [LOVE_AGAIN_ANSWERS], question: HOPE_QUESTIONS };
    if (requests.has('remember'))
      return factLine ? { parts: [factLine], question: slotsOf(theme).ask } : { parts: [REMEMBER_NOTHING_LINES], question: null };
    if (support) return { parts: [SUPPORT_LINES.map((line) => fill(line, { name: support.name }))], question: SUPPORT_QUESTIONS };
    if (requests.has('plans') && !question) return { parts: [PLANS_LINES], question: PLANS_QUESTIONS };
    if (requests.has('friendsWithEx')) return { parts: [FRIENDS_WITH_EX_LINES], question: FRIENDS_WITH_EX_QUESTIONS };
    // « Tu penses que je devrais enlever mon alliance ? »: not hers to decide, but an answer all the same.
    if (requests.has('exMind') && question) return { parts: [EX_MIND_LINES], question: EX_MIND_QUESTIONS };
    if (requests.has('rightToGrieve')) return { parts: [RIGHT_TO_GRIEVE_LINES], question: FEELING_QUESTIONS };
    if (requests.has('decision') && question && !requests.has('urge')) {
      // A small step that protects (block, mute) is not a life decision; the ring, the children
      // and the ex's things each get their own answer (blind reading, issue 26).
      const kind = decisionKind(message);
      return { parts: [DECISIONS[kind]], question: kind === 'general' ? DECISION_QUESTIONS : DECISION_SMALL_QUESTIONS };
    }
    if (requests.has('steps')) {
      // Three steps in a row from the theme's list (all of it when it holds three), each start a
      // different set, so that asking again next week does not give the same three.
      const list = (theme ? STEPS[theme] : undefined) ?? STEPS.default;
      const sets = list.length <= 3 ? [list] : list.map((_, start) => [0, 1, 2].map((i) => list[(start + i) % list.length] ?? ''));
      const paragraphs = sets.flatMap((set) =>
        STEPS_INTRO.map((intro) => [intro, ...set.map((step, i) => `${i + 1}. ${step}`)].join('\n')),
      );
      return { parts: [paragraphs], question: slotsOf(theme).ask };
    }
    if (requests.has('normal')) return { parts: [NORMAL_ANSWERS], question: theme ? slotsOf(theme).ask : NORMAL_QUESTIONS };
    if (requests.has('urge') || theme === 'recontacter') {
      // The urge flow, shown once in a conversation; after that, a shorter pointer to the same place.
      const draft = /\bbrouillons?\b/.test(message);
      const flow = draft ? DRAFT_LINES : urgeShown ? URGE_AGAIN_LINES : URGE_LINES;
      // « Je pourrais lui demander des nouvelles du chien ? »: her honest opinion first.
      return { parts: [question ? URGE_ASKED_LINES : slotsOf('recontacter').feel, flow], question: slotsOf('recontacter').ask };
    }
    if (feelings.length > 1)
      return {
        parts: [
          TWO_FEELINGS_LINES.map((line) => fill(line, { feelings: feelings.join(' et '), Feelings: capitalised(feelings.join(' et ')) })),
        ],
        question: TWO_FEELINGS_QUESTIONS,
      };
    if (theme === 'identite') return { parts: [slotsOf(theme).feel, slotsOf(theme).idea], question: slotsOf(theme).ask };
    // « Ça fait trois semaines aujourd'hui »: the time since the breakup, in the person's words.
    if (since && !theme)
      return {
        parts: [TIME_SINCE_LINES.map((line) => fill(line, { count: since, Count: capitalised(since) }))],
        question: TIME_SINCE_QUESTIONS,
      };
    if (requests.has('thanks') && (ownTheme === 'merci' || !theme))
      return { parts: [THANKS_LINES], question: ownTheme === 'merci' ? slotsOf('merci').ask : THANKS_QUESTIONS };
    // A friend, a daughter, a colleague spoken of (« ma fille Sophie m'appelle tous les soirs »): named, and welcomed.
    // A friend or a daughter named in passing in a long message is not what it is about.
    const supportIsSubject =
      words < 25 || Boolean(person && message.startsWith(normalizeForMatching(person.name))) || /^(ma|mon) /.test(message);
    if (aboutSupport && !exNamed && supportIsSubject) {
      const who = person ?? (relation ? { name: relation, relation } : null);
      if (who)
        return {
          parts: [SUPPORT_PRESENT_LINES.map((line) => fill(line, { name: who.name }))],
          question: theme === 'amis' ? slotsOf(theme).ask : SUPPORT_PRESENT_QUESTIONS,
        };
    }
    const themeMove = (id: ThemeId): Move => {
      const slots = slotsOf(id);
      // A question about the theme gets its idea — the part that answers; a long message its
      // feeling and its idea; a short one only the feeling, so that she does not lecture.
      const standalone = slots.idea.filter((line) => !/^(Mais|Et|Pourtant|Alors)\b/.test(line));
      const parts = question ? [standalone.length > 0 ? standalone : slots.idea] : words >= 25 ? [slots.feel, slots.idea] : [slots.feel];
      if (factLine && !question) parts.unshift(factLine);
      return { parts, question: slots.ask };
    };
    // A long message with one weak sign of a theme: a feeling it names, or « tell me what weighs
    // most » (once in a while), comes before a guess at its subject.
    const vague = words >= LONG_MESSAGE_WORDS && !question && (!theme || themeScore(lastUser.content, theme) < 2);
    if (theme && !vague) return themeMove(theme);
    if (requests.has('unsureFeeling')) return { parts: [MIXED_FEELING_LINES], question: ASK_FEELING_QUESTIONS };
    if (question) return { parts: [UNSURE_LINES], question: UNSURE_QUESTIONS };
    if (requests.has('notKnowing') && words <= 6) return { parts: [NOT_KNOWING_LINES], question: EASIER_QUESTIONS };
    const feeling = feelings[0];
    if (feeling) {
      const lines = FEELING_LINES[feeling] ?? FEELING_ONE_LINES.map((line) => fill(line, { Feelings: capitalised(feeling) }));
      return { parts: factLine ? [factLine, lines] : [lines], question: FEELING_QUESTIONS };
    }
    if (vague && !herReplies.slice(-10).some((text) => LONG_LINES.some((line) => text.includes(line))))
      return { parts: [LONG_LINES], question: LONG_QUESTIONS };
    if (theme) return themeMove(theme);
    if (carried) return { parts: [slotsOf(carried).idea], question: slotsOf(carried).ask };
    if (factLine) return { parts: [factLine], question: LISTEN_QUESTIONS };
    // Nothing she can name: she says she is listening and asks, rather than guess at a feeling.
    if (words < 25) return { parts: [LISTEN_LINES], question: LISTEN_QUESTIONS };
    const slots = slotsOf(null);
    // « Par quoi aimerais-tu commencer ? » is for the first message, not the eighth.
    const asks = userTurns.length > 1 ? slots.ask.filter((line) => !/commencer/.test(line)) : slots.ask;
    return { parts: [slots.feel], question: asks };
  })();

  // « Vous répondez à côté »: she says sorry first; with nothing else in the message, she asks again.
  if (requests.has('misread')) {
    const rest = chosen.parts.filter((pool) => pool !== LISTEN_LINES && pool !== UNSURE_LINES);
    // With a question, the apology and the answer; without, the apology and a question — never the
    // same reading again (« Tu as raison, j'ai répondu à côté. Ta fille… »).
    chosen =
      question && chosen.answer !== false && rest.length > 0
        ? { ...chosen, parts: [REPAIR_LINES, ...rest] }
        : { parts: [REPAIR_LINES], question: REPAIR_QUESTIONS, answer: true };
  }
  // « Je vous vouvoie, pardon »: once in a conversation, why Janne says tu.
  if (saysVous(message) && !assistantTurns.some((text) => VOUS_LINES.includes(text.split('\n\n')[0] ?? '')) && chosen.question)
    chosen = { ...chosen, parts: [VOUS_LINES, ...chosen.parts] };
  // Themes, feelings and listening may give way to « c'est encore là » when all their lines were
  // said in the last 50 replies; an answer to what was asked never does.
  const resting = new Set<readonly string[]>([
    ...Object.values(FEELING_LINES),
    FEELING_QUESTIONS,
    LISTEN_LINES,
    LISTEN_QUESTIONS,
    ...THEMES.filter((entry) => !NOT_CARRIED_OVER.has(entry.id)).flatMap((entry) => Object.values(themeSlots(entry.replies))),
    ...Object.values(themeSlots(FALLBACK_REPLIES)),
  ]);
  const move: Move = { ...chosen, answer: chosen.answer ?? !chosen.parts.every((pool) => resting.has(pool)) };

  // Every combination of the move's lines, in an order the message chooses: the first that says
  // no sentence of her last 50 replies and does not open like one of her last ten is sent (issue
  // 26: a variety that holds over weeks); else the one that repeats the least.
  const canonical = (text: string) => {
    const spaced = text.replace(/\s+/g, ' ').trim();
    return name ? spaced.replace(new RegExp(`(?<!\\p{L})${escapeRegExp(name)}(?!\\p{L})`, 'giu'), 'ton ex') : spaced;
  };
  const sentencesOf = (text: string) =>
    // Paragraphs apart too: a line may end on an emoji, with no stop before the next.
    text
      .split(/\n+/)
      .flatMap((paragraph) => canonical(paragraph).split(/(?<=[.!?…:])\s+/u))
      .map((sentence) => normalizeForMatching(sentence))
      // Two words are enough to be a formula (« Je vois. », « D'accord. »): stricter than the evaluation's four.
      .filter((sentence) => sentence.split(' ').length >= 2);
  const openingOf = (text: string) => normalizeForMatching(canonical(text)).split(' ').slice(0, 4).join(' ');
  const saidSentences = new Set(herReplies.flatMap(sentencesOf));
  const lastThree = new Set(herReplies.slice(-3).flatMap(sentencesOf));
  const recentOpenings = new Set(herReplies.slice(-10).map(openingOf));
  const seed = stableHash(`${message}|${herReplies.length}|${name ?? ''}|${input.story ?? ''}`);

  /** The move's best reply, and how much it repeats (0: nothing said in the last 50 replies). */
  const composeFrom = ({ parts, question: asked }: Move): { reply: string; repeats: number } => {
    const pools = asked ? [...parts, asked] : parts;
    const combinations = pools.reduce((count, pool) => count * Math.max(1, pool.length), 1);
    const build = (attempt: number): string => {
      let rest = attempt;
      const lines = pools.map((pool, p) => {
        const line = itemAt(pool, (seed >>> p) + rest);
        rest = Math.floor(rest / Math.max(1, pool.length));
        return line;
      });
      // The ex's name once at most: the first line that has a place for it keeps it.
      const withName = lines.findIndex((line) => line.includes('{ex'));
      return renderReply(
        lines.map((line, i) => (i === withName || !line.includes('{ex') ? line : renderReply([line], null))),
        mayUseName ? name : null,
        input.gender,
      );
    };
    const offersName = pools.some((pool) => pool.some((line) => line.includes('{ex')));
    // When every line was said already, the one said longest ago: a sentence of her last three
    // replies weighs ten. A reply that could say the ex's name and does not weighs a half.
    const repeats = (reply: string) =>
      sentencesOf(reply).reduce((sum, sentence) => sum + (lastThree.has(sentence) ? 10 : saidSentences.has(sentence) ? 1 : 0), 0) +
      (recentOpenings.has(openingOf(reply)) ? 1 : 0) +
      // SPEC §1: she speaks to the person; a reply with no « tu » in it is a last resort.
      (/(?<!\p{L})(?:tu|te|toi|ta|ton|tes)(?!\p{L})|(?<!\p{L})t['’]/iu.test(reply) ? 0 : 1.5) +
      (mayUseName && name && !mentionsName(reply, name) && offersName ? 0.5 : 0);
    let best: { reply: string; repeats: number } | null = null;
    for (let attempt = 0; attempt < Math.min(combinations, 400); attempt += 1) {
      const reply = build(attempt);
      const count = repeats(reply);
      if (count < 0.5) return { reply, repeats: count };
      if (!best || count < best.repeats) best = { reply, repeats: count };
    }
    return best ?? { reply: build(0), repeats: repeats(build(0)) };
  };

  const best = composeFrom(move);
  if (best.repeats >= 1 && !move.answer) {
    const still = composeFrom({ parts: [STILL_LINES], question: STILL_QUESTIONS });
    if (still.repeats < best.repeats) return still.reply;
  }
  return best.reply;
}

/** Pools said together as one paragraph: each combination of their lines, joined by a space. */
function joinPools(pools: readonly (readonly string[])[]): string[] {
  return pools
    .reduce<string[]>((joined, pool) => joined.flatMap((head) => pool.map((line) => `${head} ${line}`)), [''])
    .map((text) => text.trim());
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
