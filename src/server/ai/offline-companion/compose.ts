/**
 * Janne's chat reply without an AI provider (DESIGN.md: "answers with the built-in offline
 * companion" when AI_API_KEY is unset), issue 26:
 *   1. the conversation is read (turn.ts: what the last message asks, whom it speaks of — the ex, a
 *      friend, a sister —, what it feels, whether it is a question, its theme in themes.ts);
 *   2. ONE move answers it (moves.ts), and one question that follows from it ends the reply;
 *   3. among the move's lines, the first combination that says no sentence of her last 50 replies
 *      (the stored conversation, `earlierReplies`) and opens unlike her last ten is sent (below);
 *   4. `{ex}` becomes the ex's first name at most once every three replies, "ton ex" otherwise;
 *   5. the words about the person, marked in braces (« {seul·e} »), agree with the gender they
 *      gave at signup (shared/gender.ts): « seule », « seul », or « seul·e » for « Autre ».
 *
 * Crisis language is not handled here: the chat service answers it with the crisis card before any
 * provider is asked (DESIGN.md "Warm and safe"); the turns after it, in crisis mode, are answered
 * by crisis-companion.ts.
 */
import { DECLINED_FOLLOW_UPS } from '#shared/crisis-care';
import { escapeRegExp } from '#shared/text';
import { composeCrisisModeReply } from '../crisis-companion';
import type { ChatReplyInput } from '../provider';
import { STILL_LINES, STILL_QUESTIONS } from './lines-feelings';
import { chooseMove, type Move } from './moves';
import { itemAt, mentionsName, renderReply, stableHash } from './render';
import { OPENING } from './themes';
import { readTurn } from './turn';
import { normalizeForMatching } from './understanding';

/**
 * Janne's whole reply to the conversation. Pure: the same input always gives the same text.
 * Exported for tests and scripts (talk-to-janne, companion-eval); the provider streams it.
 */
export function composeChatReply(input: ChatReplyInput): string {
  if (input.mode === 'crisis' || input.mode === 'safe') return composeCrisisModeReply(input);
  const lastUser = [...input.history].reverse().find((turn) => turn.role === 'user');
  if (!lastUser) return openingReply(input);
  const turn = readTurn(input, lastUser);
  const move = chooseMove(turn);
  // After « non » to the direct question (the thanks come before, from the chat), the history ends
  // on the message the question interrupted: she answers it as if the question had not come (the
  // third blind reading: « qu'est-ce qui pèse le plus ? » to a father who had just said it). Only
  // when that reply would close the conversation (« jusqu'à demain » once read as a goodbye) or
  // could not place the message does she stay and ask what weighs so much.
  if (input.followUp === 'declined' && (move.question === null || move.unsure)) {
    const said = [
      ...(input.earlierReplies ?? []),
      ...input.history.filter((entry) => entry.role === 'assistant').map((entry) => entry.content),
    ];
    return DECLINED_FOLLOW_UPS.find((text) => !said.some((reply) => reply.includes(text))) ?? DECLINED_FOLLOW_UPS[0]!;
  }
  const { name, herReplies, message, mayUseName } = turn;

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

function openingReply(input: ChatReplyInput): string {
  const hasStory = Boolean(input.story?.trim());
  const question = itemAt(OPENING.questions, stableHash(`${input.story ?? ''}|${input.exName ?? ''}`));
  return [OPENING.intro, hasStory ? OPENING.withStory : OPENING.withoutStory, question].join('\n\n');
}
