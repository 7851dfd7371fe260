/**
 * Good news, met in its own terms (issue 26): what it was (a night slept, laughter, a place gone
 * back to, something obtained), who was glad with the person, and what is planned — or, mixed with
 * pain, both at once rather than a party. One of the moves of moves.ts.
 */
import { TWO_FEELINGS_QUESTIONS } from './lines-feelings';
import {
  GOOD_GOT_LINES,
  GOOD_LAUGH_LINES,
  GOOD_MIXED_LINES,
  GOOD_NEWS_LINES,
  GOOD_NEWS_PLAIN_LINES,
  GOOD_NEWS_QUESTIONS,
  GOOD_NEWS_WHEN_LINES,
  GOOD_NEWS_WHO_LINES,
  GOOD_RETURN_LINES,
  GOOD_SLEEP_LINES,
} from './lines-news';
import { capitalised, fill, joinPools } from './render';
import type { Move, Turn } from './turn';
import { goodNewsKind, placeReturnedTo, PLAN } from './understanding';

/** Feelings of pain said alongside good news: the news is met as mixed, not celebrated alone. */
const MIXED_WITH_PAIN = /\b(triste|tristesse|fait mal|j'?ai mal|me manque|pincement|coupable|en veux)\b/;

/** The move for a message that brings good news (requests « good »). */
export function goodNewsMove(turn: Turn): Move {
  const { said, message, person, previousPerson, moment, factLine } = turn;
  // Good news first, in its own terms: what it was, who was glad, and what is planned.
  // Good news mixed with pain (« content, et un peu triste aussi »): both, not a party.
  if (MIXED_WITH_PAIN.test(message)) return { parts: [GOOD_MIXED_LINES], question: TWO_FEELINGS_QUESTIONS };
  const kind = goodNewsKind(message);
  const place = placeReturnedTo(said);
  if (kind === 'sleep') return { parts: [GOOD_SLEEP_LINES], question: GOOD_NEWS_QUESTIONS };
  if (kind === 'got') return { parts: [GOOD_GOT_LINES], question: GOOD_NEWS_QUESTIONS };
  if (place) return { parts: [GOOD_RETURN_LINES.map((line) => fill(line, { place }))], question: GOOD_NEWS_QUESTIONS };
  const who = person ?? previousPerson;
  if (kind === 'laugh' && !who) return { parts: [GOOD_LAUGH_LINES], question: GOOD_NEWS_QUESTIONS };
  const parts: (readonly string[])[] = [GOOD_NEWS_LINES];
  if (who) parts.push(GOOD_NEWS_WHO_LINES.map((line) => fill(line, { who: who.name })));
  // « X est déjà prévu » only for a plan (« on se voit samedi »), never for a day merely named.
  if (moment && PLAN.test(message)) parts.push(GOOD_NEWS_WHEN_LINES.map((line) => fill(line, { when: moment, When: capitalised(moment) })));
  if (parts.length === 1) parts.push(GOOD_NEWS_PLAIN_LINES);
  const news = parts.length > 1 ? joinPools(parts) : GOOD_NEWS_LINES;
  return { parts: factLine ? [news, factLine] : [news], question: GOOD_NEWS_QUESTIONS };
}
