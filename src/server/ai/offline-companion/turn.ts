/**
 * What the offline companion reads in the conversation before choosing a move (compose.ts): the
 * person's last message (what it asks, whether it is a question, its theme), the people it speaks
 * of and whether one of them is support to encourage, the facts of « Ce que Janne retient de toi »
 * it touches, the days held, the feelings, and her own replies of the last weeks.
 */
import { assessRisk } from '#shared/crisis';
import type { ChatReplyInput, ChatTurn, ParcoursStep } from '../provider';
import { feelingsIn } from './feelings';
import { FACT_LINES } from './lines-answers';
import { peopleIn, personSpokenOf, relationIn, relevantFacts, toSecondPerson, type Person } from './people';
import { fill, mentionsName } from './render';
import { detectTheme, themeOfConversation } from './theme-of';
import type { ThemeId } from './themes';
import {
  asksQuestion,
  daysHeld,
  heldAsSaid,
  momentIn,
  normalizeForMatching,
  requestsIn,
  soundsHeavy,
  whoLeft,
  type Request,
} from './understanding';
import { asksWhatToDo } from './what-to-do';

/** A message this long tells many things at once: a weak sign of one of them is not what it is about. */
export const LONG_MESSAGE_WORDS = 35;
/** The first line of the urge flow: shown once in a conversation (moves.ts). */
const URGE_FLOW = /J['’]ai envie de lui écrire/;
/** The themes a person may speak of and still only ask what to do; every other is the breakup's pain (issue 29). */
const UNBURDENED_THEMES: ReadonlySet<ThemeId> = new Set(['avancer', 'progres', 'travail', 'etudes', 'amis', 'merci', 'salutation']);
const URGE_PRONOUN =
  /\b(l'?(appeler|appelle|ecrire|rappeler|rappelle|contacter|recontacter)|lui (ecrire|envoyer|repondre|parler|dire|telephoner|ecris|reponds)|(la|le) (rappeler|contacter|recontacter))\b/;

/** The conversation as the moves need it (see readTurn). */
export interface Turn {
  /** The last message as written, and normalised (normalizeForMatching). */
  said: string;
  message: string;
  words: number;
  requests: Set<Request>;
  question: boolean;
  userTurns: string[];
  assistantTurns: string[];
  /** Her last 50 replies: the stored conversation, then the prompt's history. */
  herReplies: string[];
  name: string | null;
  mayUseName: boolean;
  person: Person | null;
  previousPerson: Person | null;
  relation: string | null;
  /** A friend or a relation to reach: encouraged, never an urge to resist. */
  support: Person | false | null;
  exNamed: boolean;
  ownTheme: ThemeId | null;
  aboutSupport: boolean;
  theme: ThemeId | null;
  carried: ThemeId | null;
  factLine: string[] | null;
  held: string | null;
  since: string | null;
  moment: string | null;
  feelings: string[];
  urgeShown: boolean;
  /** The person asks what to do, and nothing in the message hurts (issue 29): today's step may answer. */
  whatToDo: boolean;
  /** Today's step of « Mon parcours », when the chat gave one (never in crisis mode). */
  parcours: ParcoursStep | null;
  /** Who ended the relationship, as the story and the messages say it last (whoLeft); null when unsaid. */
  whoLeft: 'them' | 'me' | null;
}

/** Reads the conversation whose last user message is `lastUser`. Pure. */
export function readTurn(input: ChatReplyInput, lastUser: ChatTurn): Turn {
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
  // « Mon fils vit à Montréal » then « je l'appelle ou je lui écris ? »: the relation just spoken of,
  // named or not, is the one called (fourth blind reading: the son became the ex).
  const previousRelation = previous ? relationIn(normalizeForMatching(previous)) : null;
  const support =
    requests.has('urge') &&
    !exNamed &&
    (person ??
      (relation ? { name: relation, relation } : null) ??
      // Only a pronoun that is the call's object (« l'appeler », « lui écrire »): « le message », « la date » are not.
      (URGE_PRONOUN.test(message) && !urgeWords
        ? (previousPerson ?? (previousRelation ? { name: previousRelation, relation: previousRelation } : null))
        : null));
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
  // Issue 29: today's step is for a person who asks what to do and does not hurt right now — no
  // feeling named, no words of pain, no theme of the breakup, not the ex by name, and not the least
  // doubt of the crisis detector (the chat ran it already; the companion reads it again here, so
  // that a message it let through as « not sure » is not met with an exercise either). Unsure: no step.
  // The message just before counts too: « je sais pas quoi faire » right after « je pleure depuis
  // ce matin » is still about the tears.
  const unburdened = (text: string) => {
    const normalized = normalizeForMatching(text);
    const theme = detectTheme(text);
    return feelingsIn(normalized).length === 0 && !soundsHeavy(normalized) && (theme === null || UNBURDENED_THEMES.has(theme));
  };
  const whatToDo =
    asksWhatToDo(message, requests) &&
    unburdened(lastUser.content) &&
    (previous === undefined || unburdened(previous)) &&
    !exNamed &&
    assessRisk(lastUser.content, { earlier: userTurns.slice(0, -1) }).action === 'none';

  const factLine = fact
    ? FACT_LINES.map((line) => fill(line, { fact: toSecondPerson(fact.replace(/\?/g, '')).replace(/([^.!…])$/u, '$1.') }))
    : null;

  return {
    said: lastUser.content,
    message,
    words,
    requests,
    question,
    userTurns,
    assistantTurns,
    herReplies,
    name,
    mayUseName,
    person,
    previousPerson,
    relation,
    support,
    exNamed,
    ownTheme,
    aboutSupport,
    theme,
    carried,
    factLine,
    held,
    since,
    moment,
    feelings,
    urgeShown,
    whatToDo,
    parcours: input.parcours ?? null,
    whoLeft: whoLeft([input.story ?? '', ...userTurns]),
  };
}

/** A move: its paragraphs' pools, then the pool of its question (null at goodnight and goodbye). */
export interface Move {
  parts: (readonly string[])[];
  question: readonly string[] | null;
  /** An answer to what was asked (a victory, « ça passe un jour ? », steps…): never traded for « c'est encore là ». */
  answer?: boolean;
  /** She could not place the message and says so (moves.ts UNSURE_MOVE). */
  unsure?: boolean;
}
