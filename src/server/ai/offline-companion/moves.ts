/**
 * The one move the offline companion makes for a message (issue 26): a few paragraphs, each one
 * line chosen from a pool, then one question from another — the answer to what was asked, or the
 * words of what the message is about; never a reflection, a validation, a tip and a question
 * stacked on every message. The order below is the order of what matters: a goodnight or a
 * goodbye; « je suis en sécurité »; a victory or good news, celebrated in its own terms; a direct
 * question she knows how to answer; a friend or a sister to reach, encouraged; the urge to write to
 * the ex; the theme the message is about; a question she cannot answer, said honestly; « je sais
 * pas »; a feeling; a short answer that goes on with what was said before.
 */
import {
  BULLIED_LINES,
  BULLIED_QUESTIONS,
  DECISION_QUESTIONS,
  DECISION_SMALL_QUESTIONS,
  DECISIONS,
  EX_MIND_LINES,
  EX_MIND_QUESTIONS,
  FRIENDS_WITH_EX_LINES,
  FRIENDS_WITH_EX_QUESTIONS,
  HOPE_ANSWERS,
  HOPE_QUESTIONS,
  HOW_LONG_ANSWERS,
  LOVE_AGAIN_ANSWERS,
  NORMAL_ANSWERS,
  NORMAL_QUESTIONS,
  PLANS_LINES,
  PRACTICAL_LINES,
  PRACTICAL_QUESTIONS,
  PLANS_QUESTIONS,
  REMEMBER_NOTHING_LINES,
  REPAIR_LINES,
  REPAIR_QUESTIONS,
  RIGHT_TO_GRIEVE_ANY_LINES,
  RIGHT_TO_GRIEVE_LINES,
  STEPS,
  STEPS_INTRO,
  UNSURE_LINES,
  UNSURE_QUESTIONS,
  VOUS_LINES,
} from './lines-answers';
import {
  ASK_FEELING_QUESTIONS,
  CHANGE_SUBJECT_LINES,
  EASIER_QUESTIONS,
  JUST_POSING_LINES,
  SUBJECT_DAY_LINES,
  SUBJECT_DAY_QUESTIONS,
  SUBJECT_FEELING_LINES,
  SUBJECT_PERSON_LINES,
  SUBJECT_PERSON_QUESTIONS,
  FEELING_LINES,
  FEELING_ONE_LINES,
  FEELING_QUESTIONS,
  LISTEN_LINES,
  LISTEN_QUESTIONS,
  LONG_LINES,
  LONG_QUESTIONS,
  MIXED_FEELING_LINES,
  NOT_KNOWING_LINES,
  TWO_FEELINGS_LINES,
  TWO_FEELINGS_QUESTIONS,
  UNSURE_READING_LINES,
} from './lines-feelings';
import {
  BRB_LINES,
  GOOD_BEFORE_CLOSING_LINES,
  GOODBYE_LINES,
  GOODNIGHT_LINES,
  RESISTED_LINES,
  RESISTED_QUESTIONS,
  SAFE_LINES,
  SAFE_QUESTIONS,
  SLIP_LINES,
  SLIP_QUESTIONS,
  THANKS_LINES,
  THANKS_QUESTIONS,
  TIME_SINCE_LINES,
  TIME_SINCE_QUESTIONS,
  VICTORY_LINES,
  VICTORY_QUESTIONS,
} from './lines-news';
import {
  DRAFT_LINES,
  FRICTION_LINES,
  FRICTION_QUESTIONS,
  PARENT_LINES,
  PARENT_QUESTIONS,
  SUPPORT_LINES,
  SUPPORT_PRESENT_LINES,
  SUPPORT_PRESENT_QUESTIONS,
  SUPPORT_QUESTIONS,
  URGE_AGAIN_LINES,
  URGE_ASKED_LINES,
  URGE_LINES,
  URGE_WITH_DAYS_LINES,
} from './lines-people';
import { PARCOURS_ABOUT_LINES, PARCOURS_DONE_LINES, PARCOURS_STEP_LINES, PARCOURS_STEP_QUESTIONS } from './lines-parcours';
import { CHANGE_SUBJECT_ASK, UNSURE_ASKS } from '#shared/answers-to-tap';
import { goodNewsMove } from './good-news';
import { capitalised, fill } from './render';
import { NOT_CARRIED_OVER, slotsOf, themeScore, themeSlots } from './theme-of';
import { FALLBACK_REPLIES, THEMES, type ThemeId } from './themes';
import { LONG_MESSAGE_WORDS, type Move, type Turn } from './turn';
import { isAtWork, isChild } from './people';

export type { Move } from './turn';
import { decisionKind, normalizeForMatching, saysVous } from './understanding';

/** She cannot place the message: she says so and offers readings to tap (UNSURE_ASKS). */
const UNSURE_MOVE: Move = { parts: [UNSURE_READING_LINES], question: UNSURE_ASKS.map((ask) => ask.question), answer: true, unsure: true };

/** The move for the turn, with the apology for a misreading and the word on « tu » when due. */
export function chooseMove(turn: Turn): Move {
  const { requests, question, assistantTurns, message } = turn;
  let chosen = firstMove(turn);
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
  return { ...chosen, answer: chosen.answer ?? !chosen.parts.every((pool) => RESTING.has(pool)) };
}

/** The pools of themes, feelings and listening: what may rest when it was all said (see chooseMove). */
const RESTING = new Set<readonly string[]>([
  ...Object.values(FEELING_LINES),
  FEELING_QUESTIONS,
  LISTEN_LINES,
  LISTEN_QUESTIONS,
  ...THEMES.filter((entry) => !NOT_CARRIED_OVER.has(entry.id)).flatMap((entry) => Object.values(themeSlots(entry.replies))),
  ...Object.values(themeSlots(FALLBACK_REPLIES)),
]);

/**
 * Two or three concrete steps: three in a row from the theme's list (all of it when it holds
 * three), each start a different set, so that asking again next week does not give the same three.
 */
function stepsMove(theme: ThemeId | null): Move {
  const list = (theme ? STEPS[theme] : undefined) ?? STEPS.default;
  const sets = list.length <= 3 ? [list] : list.map((_, start) => [0, 1, 2].map((i) => list[(start + i) % list.length] ?? ''));
  const paragraphs = sets.flatMap((set) => STEPS_INTRO.map((intro) => [intro, ...set.map((step, i) => `${i + 1}. ${step}`)].join('\n')));
  return { parts: [paragraphs], question: slotsOf(theme).ask };
}

/** The move itself, the first that fits in the order of the header. */
function firstMove(turn: Turn): Move {
  const {
    said,
    message,
    words,
    requests,
    question,
    userTurns,
    herReplies,
    person,
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
    feelings,
    urgeShown,
    whatToDo,
    parcours,
    assistantTurns,
  } = turn;
  if (requests.has('goodnight') || requests.has('goodbye')) {
    const closing = requests.has('goodnight') ? GOODNIGHT_LINES : GOODBYE_LINES;
    // What came with the goodnight is heard first: thanks, or news (« je retourne à la piscine mardi »).
    const first = requests.has('good') ? GOOD_BEFORE_CLOSING_LINES : requests.has('thanks') ? THANKS_LINES : null;
    return { parts: first ? [first, closing] : [closing], question: null };
  }
  if (requests.has('safe')) return { parts: [SAFE_LINES], question: SAFE_QUESTIONS };
  // Her own answers to tap, and the same in other words: the subject left, a thing just set down, a subject chosen.
  if (requests.has('changeSubject') && words <= 12)
    return { parts: [CHANGE_SUBJECT_LINES], question: [CHANGE_SUBJECT_ASK.question], answer: true };
  if (requests.has('justPosing') && words <= 12) return { parts: [JUST_POSING_LINES], question: null, answer: true };
  if (requests.has('subjectDay')) return { parts: [SUBJECT_DAY_LINES], question: SUBJECT_DAY_QUESTIONS, answer: true };
  if (requests.has('subjectPerson')) return { parts: [SUBJECT_PERSON_LINES], question: SUBJECT_PERSON_QUESTIONS, answer: true };
  if (requests.has('subjectFeeling')) return { parts: [SUBJECT_FEELING_LINES], question: ASK_FEELING_QUESTIONS, answer: true };
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
  if (requests.has('good')) return goodNewsMove(turn);
  if (requests.has('hope'))
    return { parts: [/\bcombien\b|\bdure combien\b/.test(message) ? HOW_LONG_ANSWERS : HOPE_ANSWERS], question: HOPE_QUESTIONS };
  if (requests.has('loveAgain')) return { parts: [LOVE_AGAIN_ANSWERS], question: HOPE_QUESTIONS };
  if (requests.has('remember'))
    return factLine ? { parts: [factLine], question: slotsOf(theme).ask } : { parts: [REMEMBER_NOTHING_LINES], question: null };
  if (requests.has('bullied')) return { parts: [BULLIED_LINES], question: BULLIED_QUESTIONS, answer: true };
  if (requests.has('practical') && question) return { parts: [PRACTICAL_LINES], question: PRACTICAL_QUESTIONS, answer: true };
  if (support) return { parts: [SUPPORT_LINES.map((line) => fill(line, { name: support.name }))], question: SUPPORT_QUESTIONS };
  if (requests.has('plans') && !question) return { parts: [PLANS_LINES], question: PLANS_QUESTIONS };
  if (requests.has('friendsWithEx')) return { parts: [FRIENDS_WITH_EX_LINES], question: FRIENDS_WITH_EX_QUESTIONS };
  // « Tu penses que je devrais enlever mon alliance ? »: not hers to decide, but an answer all the same.
  if (requests.has('exMind') && question) return { parts: [EX_MIND_LINES], question: EX_MIND_QUESTIONS };
  // Who left is never guessed: the lines about having made the decision only for a person who said so.
  if (requests.has('rightToGrieve'))
    return { parts: [turn.whoLeft === 'me' ? RIGHT_TO_GRIEVE_LINES : RIGHT_TO_GRIEVE_ANY_LINES], question: FEELING_QUESTIONS };
  // « Je sais pas quoi faire de ma soirée » (issue 29): today's step of « Mon parcours », once in a
  // while — a person who asks again after hearing of it gets other ideas; a step already done is
  // said warmly, then the usual ideas.
  if (whatToDo && parcours) {
    const values = {
      day: String(parcours.day),
      title: parcours.title,
      about: parcours.theme.charAt(0).toLowerCase() + parcours.theme.slice(1),
    };
    if (parcours.done) {
      const usual = stepsMove(theme);
      return { ...usual, parts: [PARCOURS_DONE_LINES.map((line) => fill(line, values)), ...usual.parts] };
    }
    const pointedLately = herReplies.slice(-10).some((text) => text.includes('Mon parcours') && text.includes(parcours.title));
    if (!pointedLately)
      return {
        parts: [PARCOURS_STEP_LINES.map((line) => fill(line, values)), PARCOURS_ABOUT_LINES.map((line) => fill(line, values))],
        question: PARCOURS_STEP_QUESTIONS,
        answer: true,
      };
    return stepsMove(theme);
  }
  if (requests.has('decision') && question && !requests.has('urge')) {
    // A small step that protects (block, mute) is not a life decision; the ring, the children
    // and the ex's things each get their own answer (blind reading, issue 26).
    const kind = decisionKind(message);
    return { parts: [DECISIONS[kind]], question: kind === 'general' ? DECISION_QUESTIONS : DECISION_SMALL_QUESTIONS };
  }
  if (requests.has('steps')) return stepsMove(theme);
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
  if (aboutSupport && !exNamed && supportIsSubject && !(person && isAtWork(person.relation)) && !(relation && isAtWork(relation))) {
    const who = person ?? (relation ? { name: relation, relation } : null);
    // Her child is not support to lean on (« Léna, 7 ans, me demande quand papa rentre »); a boss is not a close one.
    if (who && isChild(who)) return { parts: [PARENT_LINES], question: PARENT_QUESTIONS, answer: true };
    if (who && requests.has('friction'))
      return { parts: [FRICTION_LINES.map((line) => fill(line, { name: who.name }))], question: FRICTION_QUESTIONS, answer: true };
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
  const vague = words >= LONG_MESSAGE_WORDS && !question && (!theme || themeScore(said, theme) < 2);
  if (theme && !vague) return themeMove(theme);
  if (requests.has('unsureFeeling')) return { parts: [MIXED_FEELING_LINES], question: ASK_FEELING_QUESTIONS };
  if (question) return { parts: [UNSURE_LINES], question: UNSURE_QUESTIONS };
  if (requests.has('notKnowing') && words <= 10) return { parts: [NOT_KNOWING_LINES], question: EASIER_QUESTIONS };
  const feeling = feelings[0];
  if (feeling) {
    const lines = FEELING_LINES[feeling] ?? FEELING_ONE_LINES.map((line) => fill(line, { Feelings: capitalised(feeling) }));
    return { parts: factLine ? [factLine, lines] : [lines], question: FEELING_QUESTIONS };
  }
  if (vague && !herReplies.slice(-10).some((text) => LONG_LINES.some((line) => text.includes(line))))
    return { parts: [LONG_LINES], question: LONG_QUESTIONS };
  if (theme) return themeMove(theme);
  if (factLine) return { parts: [factLine], question: LISTEN_QUESTIONS };
  // Nothing she can name. A short answer to her own question goes on with it: she listens and asks
  // for more. Anything else she says she is not sure of, and offers readings to tap — she never
  // carries an earlier theme's advice onto words that are not about it.
  const answersHer = /\?\s*$/.test(assistantTurns.at(-1) ?? '') && words <= 12;
  // « oui », « un peu », « pas vraiment » after her question about sleep: the answer is about sleep.
  if (carried && answersHer && words <= 4) return { parts: [slotsOf(carried).idea], question: slotsOf(carried).ask };
  if (carried || words < 25) return answersHer ? { parts: [LISTEN_LINES], question: LISTEN_QUESTIONS } : UNSURE_MOVE;
  const slots = slotsOf(null);
  // « Par quoi aimerais-tu commencer ? » is for the first message, not the eighth.
  const asks = userTurns.length > 1 ? slots.ask.filter((line) => !/commencer/.test(line)) : slots.ask;
  return { parts: [slots.feel], question: asks };
}
