/**
 * Where a conversation stands on risk (decisions 004 and 006): the graded risk levels of the
 * evaluation, and the crisis state the chat reads from its newest messages before each message —
 * crisis mode, an open direct question, a lower bar for the detector after a card. The texts Janne
 * says in each state are in crisis-care.ts.
 */
import type { CrisisCategory } from './crisis';
import { ASKS_SAFETY, CRISIS_MODE_HOURS } from './crisis-care';

/**
 * Graded as in the RAND 2025 study of chatbots and suicide-related questions. The card is shown
 * from 'moderate' up: a passive wish to die is already a reason to give the numbers.
 */
export const RISK_LEVELS = ['none', 'low', 'moderate', 'high', 'imminent'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export function riskShowsCard(level: RiskLevel): boolean {
  return RISK_LEVELS.indexOf(level) >= RISK_LEVELS.indexOf('moderate');
}

export interface CrisisState {
  /** A crisis card (or its next step) in the last CRISIS_MODE_HOURS, not followed by « je suis en sécurité ». */
  active: boolean;
  /** Janne's last words asked whether the person is safe (the card, or a crisis reply that asks it): a bare « oui » answers it. */
  awaitingAnswer: boolean;
  /** The next step (crisisStepText) was already given after the last card. */
  stepGiven: boolean;
  /** Janne's last message is the direct question: the person's message answers it. */
  questionOpen: boolean;
  /** How many times in a row Janne asked it (the question stays open for one more turn, no more). */
  questionsInARow: number;
  /** What the question was about (the card's categories if the answer is yes). */
  questionCategories: CrisisCategory[];
  /** A card or the question in the last day: the detector's bar is lower (assess.ts); and « je suis en sécurité » since. */
  riskMark: boolean;
  saidSafe: boolean;
  /** The person's messages of the last day before this one, oldest first (at most five). */
  earlierFromPerson: string[];
}

/**
 * The crisis state before the person's newest message, from the newest messages (newest first;
 * the person's own newest message may lead, it is skipped).
 */
export function crisisStateOf(
  newestFirst: readonly {
    role: string;
    kind: string | null;
    createdAt: Date | string;
    content?: string;
    crisisCategories?: string[] | null;
  }[],
  now: Date,
): CrisisState {
  const rows = newestFirst[0]?.role === 'user' ? newestFirst.slice(1) : newestFirst;
  const withinDay = (row: { createdAt: Date | string }) =>
    now.getTime() - new Date(row.createdAt).getTime() < CRISIS_MODE_HOURS * 3_600_000;
  const lastJanne = rows.find((row) => row.role === 'assistant');
  const lastMark = rows.find((row) => row.kind === 'crisis' || row.kind === 'crisis-step' || row.kind === 'safe');
  const active = lastMark !== undefined && withinDay(lastMark) && lastMark.kind !== 'safe';
  const lastCard = rows.findIndex((row) => row.kind === 'crisis');
  const stepGiven = active && rows.slice(0, Math.max(lastCard, 0)).some((row) => row.kind === 'crisis-step');
  let questionsInARow = 0;
  for (const row of rows) {
    if (row.role !== 'assistant') continue;
    if (row.kind !== 'question') break;
    questionsInARow += 1;
  }
  const questionOpen = !active && lastJanne?.kind === 'question' && withinDay(lastJanne);
  const recent = rows.filter(withinDay);
  return {
    active,
    awaitingAnswer: active && (lastJanne?.kind === 'crisis' || ASKS_SAFETY.test(lastJanne?.content ?? '')),
    stepGiven,
    questionOpen,
    questionsInARow: questionOpen ? questionsInARow : 0,
    questionCategories: questionOpen ? ((lastJanne?.crisisCategories ?? []) as CrisisCategory[]) : [],
    riskMark: recent.some((row) => row.kind === 'crisis' || row.kind === 'crisis-step' || row.kind === 'question'),
    saidSafe: lastMark?.kind === 'safe' && withinDay(lastMark),
    earlierFromPerson: recent
      .filter((row) => row.role === 'user' && row.content !== undefined)
      .slice(0, 5)
      .map((row) => row.content as string)
      .reverse(),
  };
}
