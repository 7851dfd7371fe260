/**
 * The one crisis policy: where a conversation stands on risk, how a new message is read in that
 * light, and which turn answers it. Pure; the chat (send, retry, the reply's risk gate) and the
 * journal (online and through the offline outbox) carry its turns out and decide nothing themselves.
 *
 * Why it is a policy with a state, not a detector run on each message: read alone, each turn was
 * guessed at. A teenager who said he was safe was asked seven times, because every answer was
 * weighed again as if nothing had been asked; one dark message made a later « bonne nuit » a suicide
 * question, because the last messages' risk was re-read into every new one. So the policy keeps
 * what was asked and what was answered (the stored turns' kinds say it), and:
 *  - the safety question is never asked twice in a row. After an unclear answer to it, Janne says
 *    what she understood and offers the two answers to tap — once per card (the « check »); after
 *    that she stays in crisis mode without asking again, 3114 one tap away, until a new risk signal
 *    or the person's own « oui » or « non »;
 *  - after « non » to the direct question she thanks, stays and asks what weighs so much — never a
 *    goodbye — and the earlier context raises no question for the rest of the day: only a message
 *    that is itself in the question or card band does;
 *  - once the person says they are safe, the context is cleared: what follows is read on its own.
 * On risk it stays on the safe side: a clear statement of safety ends crisis mode, however it is
 * worded (answers.ts reads « oui jsuis en sécurité, jsuis dans ma chambre »), and nothing else does.
 */
import { ASKS_SAFETY, CRISIS_WINDOW_HOURS } from '../crisis-care';
import { LOW_MOOD_MAX } from '../journal';
import { assessRisk, type RiskAssessment } from './assess';
import { readQuestionAnswer, readSafetyAnswer, statesSafety, type QuestionAnswer, type SafetyAnswer } from './answers';
import { CRISIS_CATEGORIES, type CrisisCategory } from './detector';

/** The person's earlier messages of the window that the reading of a new one may weigh (assess.ts). */
const CONTEXT_MESSAGES = 5;

/** The kinds of Janne's turns that the policy writes and reads back (shared/chat.ts MessageKind). */
export type CrisisMark = 'crisis' | 'crisis-step' | 'safety-check' | 'safe' | 'question';

/** One stored turn, as the policy reads it. */
export interface ThreadRow {
  role: string;
  kind: string | null;
  createdAt: Date | string;
  content?: string;
  crisisCategories?: readonly string[] | null;
}

/** Where the conversation stands on risk before the person's newest message. */
export interface CrisisThread {
  /** Crisis mode: a card (or its step or check) in the window, and no « je suis en sécurité » since. */
  inCrisis: boolean;
  /** What Janne's last turn asked, which the new message answers. */
  asked: 'nothing' | 'safety' | 'question';
  /** How many times in a row Janne asked the direct question (when `asked` is 'question'). */
  questionsInARow: number;
  /** The last card's categories in crisis mode; the open question's otherwise. */
  categories: CrisisCategory[];
  /** The next step was given after the last card. */
  stepGiven: boolean;
  /** The check (what she understood, the two answers to tap) was given after the last card. */
  checkGiven: boolean;
  /** What the reading of a new message may weigh: the person's earlier words, a risk turn in the window. */
  context: { earlier: string[]; riskMark: boolean; saidSafe: boolean; modelWeight: 'card' | 'ask' | 'none' };
}

/** The thread of a conversation that has not spoken of risk. */
export const CALM_THREAD: CrisisThread = {
  inCrisis: false,
  asked: 'nothing',
  questionsInARow: 0,
  categories: [],
  stepGiven: false,
  checkGiven: false,
  context: { earlier: [], riskMark: false, saidSafe: false, modelWeight: 'card' },
};

function categoriesOf(row: ThreadRow | undefined): CrisisCategory[] {
  return ((row?.crisisCategories ?? []) as string[]).filter((category): category is CrisisCategory =>
    (CRISIS_CATEGORIES as readonly string[]).includes(category),
  );
}

/**
 * The thread before the person's newest message, from the newest stored turns (newest first; a
 * leading message of the person's is the one being answered and is skipped). `now` is the app's
 * clock (the test clock in the browser tests).
 */
export function threadOf(newestFirst: readonly ThreadRow[], now: Date): CrisisThread {
  const rows = newestFirst[0]?.role === 'user' ? newestFirst.slice(1) : newestFirst;
  const inWindow = (row: ThreadRow) => now.getTime() - new Date(row.createdAt).getTime() < CRISIS_WINDOW_HOURS * 3_600_000;
  const recent = rows.filter(inWindow);
  const lastMark = recent.find(
    (row) => row.kind === 'crisis' || row.kind === 'crisis-step' || row.kind === 'safety-check' || row.kind === 'safe',
  );
  const inCrisis = lastMark !== undefined && lastMark.kind !== 'safe';
  const sinceCard = inCrisis
    ? recent.slice(
        0,
        Math.max(
          0,
          recent.findIndex((row) => row.kind === 'crisis'),
        ),
      )
    : [];
  const lastJanne = rows.find((row) => row.role === 'assistant');
  let questionsInARow = 0;
  for (const row of rows) {
    if (row.role !== 'assistant') continue;
    if (row.kind !== 'question') break;
    questionsInARow += 1;
  }
  const questionOpen = !inCrisis && lastJanne?.kind === 'question' && inWindow(lastJanne);
  // In crisis mode the question that stands is the card's, « Es-tu en sécurité ? »: Janne's crisis
  // replies end on open questions, so a bare « oui » or « non » still answers it — except right after
  // the next step, whose own question (« quelqu'un qui peut venir ? ») a « oui » answers.
  const asksSafety = inCrisis && (lastJanne?.kind !== 'crisis-step' || ASKS_SAFETY.test(lastJanne.content ?? ''));

  // The context a new message is read with. « Je suis en sécurité » clears it, and so does the
  // direct question once asked (whatever the answer): the earlier words have had their question,
  // and only a message that is itself risky asks again.
  const clearedAt = recent.findIndex((row) => row.kind === 'safe' || (row.kind === 'question' && !(questionOpen && row === lastJanne)));
  const sinceCleared = clearedAt === -1 ? recent : recent.slice(0, clearedAt);
  const contextCleared = clearedAt !== -1;
  return {
    inCrisis,
    asked: asksSafety ? 'safety' : questionOpen ? 'question' : 'nothing',
    questionsInARow: questionOpen ? questionsInARow : 0,
    categories: inCrisis ? categoriesOf(recent.find((row) => row.kind === 'crisis')) : questionOpen ? categoriesOf(lastJanne) : [],
    stepGiven: sinceCard.some((row) => row.kind === 'crisis-step'),
    checkGiven: sinceCard.some((row) => row.kind === 'safety-check'),
    context: {
      earlier: sinceCleared
        .filter((row) => row.role === 'user' && row.content !== undefined)
        .slice(0, CONTEXT_MESSAGES)
        .map((row) => row.content as string)
        .reverse(),
      riskMark: sinceCleared.some((row) => row.kind === 'crisis' || row.kind === 'crisis-step' || row.kind === 'question'),
      saidSafe: contextCleared && lastMark?.kind === 'safe',
      // Once the person has answered (safe, or the direct question answered or asked twice), the
      // model's guess is set aside for the window: only the rules, in their own words, count. While
      // they answer (crisis mode, the question open), the model alone may ask, never decide the card.
      modelWeight: contextCleared ? 'none' : inCrisis || questionOpen ? 'ask' : 'card',
    },
  };
}

/** What the policy reads in a new message, given the thread. */
export interface Reading {
  /** The detector's reading, with the context the thread allows. */
  risk: RiskAssessment;
  /** The answer to the safety question (crisis mode) or to the direct question; null when nothing was asked. */
  safety: SafetyAnswer | null;
  question: QuestionAnswer | null;
  /** In crisis mode: the message says « je suis en sécurité » in so many words (answers.ts statesSafety), whatever else it says. */
  statedSafety?: boolean;
}

/** Reads the person's new message in the light of the thread. */
export function readMessage(text: string, thread: CrisisThread): Reading {
  return {
    risk: assessRisk(text, thread.context),
    safety: thread.inCrisis ? readSafetyAnswer(text, thread.asked === 'safety') : null,
    question: thread.asked === 'question' ? readQuestionAnswer(text) : null,
    statedSafety: thread.inCrisis && statesSafety(text),
  };
}

/** The turn that answers the message. Janne's reply modes: 'ordinary', 'crisis' (no question about safety), 'safe'. */
export type CrisisTurn =
  /** The crisis card and nothing else: the numbers, « Es-tu en sécurité en ce moment ? ». */
  | { kind: 'card'; categories: CrisisCategory[] }
  /** The next step after « non, pas vraiment » or a new risk signal: once per card. */
  | { kind: 'step'; categories: CrisisCategory[] }
  /** The direct question; `again` when it is the second in a row (other words, the same question). */
  | { kind: 'question'; categories: CrisisCategory[]; again: boolean }
  /** After an unclear answer to the safety question: what she understood, and the two answers to tap. Once per card. */
  | { kind: 'check'; categories: CrisisCategory[] }
  /** Crisis mode goes on: Janne answers what the person says, 3114 one tap away, without asking about safety again. */
  | { kind: 'crisis-reply'; categories: CrisisCategory[]; notSafe: boolean }
  /** The person said they are safe: crisis mode ends, the context is cleared. */
  | { kind: 'safe' }
  /** « Non » to the direct question: thanked, and Janne stays and asks what weighs so much. */
  | { kind: 'declined' }
  /** The provider's judgement is needed before choosing between the card and the question. */
  | { kind: 'judge-first'; categories: CrisisCategory[] }
  /**
   * Janne's ordinary reply. `gate`: the provider's risk judgement runs alongside and the reply's
   * first words wait for it (decideCrisisTurn again with the judgement).
   */
  | { kind: 'ordinary'; gate: boolean };

/**
 * The turn for a message. `judgement`: the provider's risk judgement of it — undefined while it
 * has not been asked, null when it found nothing (or there is no provider), categories when it did.
 */
export function decideCrisisTurn(thread: CrisisThread, reading: Reading, judgement?: readonly CrisisCategory[] | null): CrisisTurn {
  const { risk } = reading;
  if (thread.inCrisis) {
    const categories = thread.categories.length > 0 ? thread.categories : (['suicide'] as CrisisCategory[]);
    // A clear statement of safety wins over words the detector flags inside it (« je risque pas de me faire du mal »).
    if (reading.safety === 'safe') return { kind: 'safe' };
    // Said in so many words after the check already asked for it, and nothing the rules read as
    // risk beside it: the person is believed — never asked a third time, never contradicted.
    if (thread.checkGiven && reading.statedSafety && reading.safety !== 'not_safe' && risk.action !== 'card') return { kind: 'safe' };
    // Beside « je suis en sécurité », the words the rules flag are read by the safety reader once the
    // statement is set aside (« pas de me tuer », « personne ne me menace » are the statement's).
    const notSafe = reading.safety === 'not_safe' || (risk.action === 'card' && !reading.statedSafety);
    if (notSafe && !thread.stepGiven) return { kind: 'step', categories: risk.action === 'card' ? risk.categories : categories };
    if (notSafe) return { kind: 'crisis-reply', categories, notSafe: true };
    // Unclear: once per card she says what she understood and offers the two answers to tap; after
    // that she never asks again on her own.
    if (thread.asked === 'safety' && !thread.checkGiven) return { kind: 'check', categories };
    return { kind: 'crisis-reply', categories, notSafe: false };
  }

  if (thread.asked === 'question') {
    if (risk.action === 'card') return { kind: 'card', categories: risk.categories };
    if (reading.question === 'yes') {
      // The question asked about harming oneself or ending one's life: a yes is about that.
      const selfDirected = thread.categories.filter((category) => category !== 'violence');
      return { kind: 'card', categories: selfDirected.length > 0 ? selfDirected : ['suicide'] };
    }
    if (reading.question === 'no') return { kind: 'declined' };
    if (thread.questionsInARow < 2) return { kind: 'question', categories: thread.categories, again: true };
    // Asked twice without an answer: she does not ask a third time; the context is spent.
    return { kind: 'ordinary', gate: true };
  }

  if (risk.action === 'card') return { kind: 'card', categories: risk.categories };
  if (judgement && judgement.length > 0) return { kind: 'card', categories: [...judgement] };
  if (risk.action === 'ask') {
    if (judgement === undefined) return { kind: 'judge-first', categories: risk.categories };
    return { kind: 'question', categories: risk.categories.length > 0 ? risk.categories : ['suicide'], again: false };
  }
  return { kind: 'ordinary', gate: judgement === undefined };
}

/** What follows a saved journal entry: the helplines' card, the direct question, or nothing. */
export interface JournalCare {
  /** The card's categories (empty: a low mood alone), or null for no card. */
  card: CrisisCategory[] | null;
  /** The direct question's categories, or null. */
  question: CrisisCategory[] | null;
}

/**
 * The journal's turn, by the same reading as the chat's first contact: an entry is read on its own
 * (a journal has no question pending), the card for words in the card band or a mood of 1–2, the
 * direct question for words in the question band.
 */
export function decideJournalCare(text: string, mood: number | null): JournalCare {
  const risk = assessRisk(text);
  const lowMood = mood !== null && mood <= LOW_MOOD_MAX;
  if (risk.action === 'card' || lowMood) return { card: risk.action === 'card' ? risk.categories : [], question: null };
  return { card: null, question: risk.action === 'ask' ? risk.categories : null };
}
