/**
 * What the app does for a person in crisis, the same way on the server and in the browser: which
 * helplines to give, in what order (3114 first; the list itself is in helplines.ts) and which ones
 * stay one tap away, the words of the crisis card, and the rules of the « crisis mode » that
 * follows it until the person says they are safe.
 *
 * The detector itself (which words show risk) is in crisis/; this file is what happens next.
 * The flow follows France's 3114 practice and the Stanley–Brown safety plan: a short human
 * sentence, one plain question about safety right now, the numbers one tap away, and nothing else
 * in that turn — no ordinary reply that could scroll the numbers away or change the subject.
 */
import type { CrisisCategory } from './crisis/detector';
import { agreeText, type PersonGender } from './gender';
import { type CrisisResource, HELPLINES } from './helplines';
import { foldAccents, straightenApostrophes } from './text';

/*
 * The words about the person are marked in braces (« {blessé·e} ») and agree with their gender
 * (gender.ts): every function below takes it, and without it gives the inclusive form.
 */

/** The 119 (Allô Enfance en Danger) is for children and young people under this age. */
export const CHILD_LINE_UNDER = 21;

/** Fil Santé Jeunes is for people of these ages, both included. */
export const YOUTH_LINE_AGES = { from: 12, to: 25 } as const;

/**
 * The lines made for young people that fit a person of `age` (unknown: none): the 119 under 21,
 * Fil Santé Jeunes from 12 to 25. They come right after 3114, never before it: 3114 answers every
 * hour, and Fil Santé Jeunes closes at 23 h — a young person writing at 3 a.m. must not meet a
 * closed line first (issue 24; issue 16 had put them first under 15).
 */
export function youthLinesFor(age?: number | null): string[] {
  if (age === undefined || age === null || !Number.isFinite(age)) return [];
  const lines: string[] = [];
  if (age < CHILD_LINE_UNDER) lines.push('119');
  if (age >= YOUTH_LINE_AGES.from && age <= YOUTH_LINE_AGES.to) lines.push('fil-sante-jeunes');
  return lines;
}

/** `ids` with 3114 first, then the lines for the person's age, then the rest in their order. */
function crisisLineThenYoung(ids: readonly string[], age?: number | null): string[] {
  const first = ['3114', ...youthLinesFor(age)];
  return [...first, ...ids.filter((id) => !first.includes(id))];
}

/**
 * Every helpline (the help page lists them all), its « when » agreeing with the person: 3114 first,
 * then the young people's lines that fit the person's age, then the others.
 */
export function crisisResources(gender?: PersonGender, age?: number | null): CrisisResource[] {
  const ids = HELPLINES.map((r) => r.id);
  return crisisLineThenYoung(ids, age).map((id) => agreeing(resource(id), gender));
}

/** Every helpline, in the inclusive form. */
export const CRISIS_RESOURCES: readonly CrisisResource[] = crisisResources();

function resource(id: string): CrisisResource {
  const found = HELPLINES.find((r) => r.id === id);
  if (!found) throw new Error(`Unknown crisis resource ${id}`);
  return found;
}

function agreeing(r: CrisisResource, gender: PersonGender): CrisisResource {
  return { ...r, when: agreeText(r.when, gender) };
}

/** The crisis card's two lists: the numbers shown, and those one tap away under « Autres numéros ». */
export interface CardResources {
  shown: CrisisResource[];
  others: CrisisResource[];
}

/** The order of « Autres numéros »: the SMS line and the listening line first, then what did not fit. */
const OTHERS_ORDER: readonly string[] = ['114', 'sos-amitie', 'police', '3919', '119', 'fil-sante-jeunes', 'samu', '112'];

/**
 * What the crisis card shows to this person for what was detected, and what it keeps one tap away
 * (every number stays reachable). Nine numbers for everyone buried 3114 among lines meant for
 * others: a 41-year-old man saw the 119 (under 21), Fil Santé Jeunes (12–25) and 3919 (Violences
 * Femmes Info) beside it (issue 24). So the main list is:
 *  - 3114 first, always (the crisis line is staffed by clinicians who also send help);
 *  - the young people's lines that fit the person's age (none when it is unknown);
 *  - with violence, the police, and 3919 unless the person said they are a man (« Autre » and an
 *    unknown gender get it: better one number too many than the one that was needed missing);
 *  - 15 and 112, for a danger right now.
 * The SMS line, SOS Amitié and the rest are in « Autres numéros ».
 */
export function cardResources(categories: readonly CrisisCategory[], gender?: PersonGender, age?: number | null): CardResources {
  const violence = categories.includes('violence');
  const violenceLines = violence ? ['police', ...(gender === 'male' ? [] : ['3919'])] : [];
  const shownIds = ['3114', ...youthLinesFor(age), ...violenceLines, 'samu', '112'];
  // Any helpline added to helplines.ts and not named above still lands in « Autres numéros ».
  const otherIds = [...new Set([...OTHERS_ORDER, ...HELPLINES.map((r) => r.id)])].filter((id) => !shownIds.includes(id));
  return {
    shown: shownIds.map((id) => agreeing(resource(id), gender)),
    others: otherIds.map((id) => agreeing(resource(id), gender)),
  };
}

/**
 * Every number for what was detected, in the card's order: its main list, then « Autres numéros »
 * (the stored crisis message lists them all).
 */
export function resourcesFor(categories: readonly CrisisCategory[], gender?: PersonGender, age?: number | null): CrisisResource[] {
  const { shown, others } = cardResources(categories, gender, age);
  return [...shown, ...others];
}

// ─── The crisis card ───────────────────────────────────────────────────────────────────────────

/** Asked plainly on every crisis card, as the 3114's clinicians do. */
export const SAFETY_QUESTION = 'Es-tu en sécurité en ce moment ?';

/** The card's closing line. */
export const CRISIS_CARD_CLOSING = 'Je reste là avec toi. Tu peux me répondre quand tu veux.';

/** A short human sentence first: what Janne heard, before any number. */
export function crisisIntro(categories: readonly CrisisCategory[], gender?: PersonGender): string {
  const onlyViolence = categories.length > 0 && categories.every((category) => category === 'violence');
  const intro = onlyViolence
    ? "Ce que tu me racontes est grave, et ta sécurité compte plus que tout. Tu n'as pas à affronter ça {seul·e}."
    : "Merci de me l'avoir dit. Ce que tu ressens a l'air immense, et tu n'as pas à le porter {seul·e}.";
  return agreeText(intro, gender);
}

/**
 * The crisis message as stored in the conversation (and exported): the intro, the question, the
 * numbers, the closing line, as paragraphs. The UI draws the card from the categories and the
 * first paragraph, so the numbers are always links.
 */
export function crisisReplyText(categories: readonly CrisisCategory[], gender?: PersonGender): string {
  const lines = resourcesFor(categories, gender).map((r) => `📞 ${r.name} : ${r.number}. ${r.when}`);
  return [crisisIntro(categories, gender), SAFETY_QUESTION, lines.join('\n'), CRISIS_CARD_CLOSING].join('\n\n');
}

// ─── Crisis mode ───────────────────────────────────────────────────────────────────────────────

/** How long after the last crisis card Janne stays in crisis mode when the person never says they are safe. */
export const CRISIS_MODE_HOURS = 24;

/** The quick answers under the question; sending one is the same as typing it. */
export const SAFE_ANSWER = 'Oui, je suis en sécurité';
export const NOT_SAFE_ANSWER = 'Non, pas vraiment';

/** What the safety answers and the offline crisis replies are matched on: no accents, lower case, one apostrophe, single spaces. */
export function plainText(text: string): string {
  return straightenApostrophes(foldAccents(text).toLowerCase()).replace(/\s+/g, ' ').trim();
}

/**
 * « Je suis en sécurité » and its variants. A bare « oui » / « ça va » counts only as the answer
 * to the safety question (`answersQuestion`). Negations (« je ne suis pas en sécurité ») never count.
 */
export function saysSafe(text: string, answersQuestion: boolean): boolean {
  const t = plainText(text);
  if (/\b(?:pas|plus|jamais|non)\b[^.!?]{0,20}\b(?:securite|a l'abri|bien|ok)\b/.test(t)) return false;
  if (
    /\b(?:suis|me sens|sens|reste|resterai|serai|etre)\s(?:(?:bien|de nouveau|maintenant|enfin|vraiment|completement|tout a fait)\s)?(?:en securite|a l'abri|hors de danger)\b/.test(
      t,
    )
  )
    return true;
  if (
    /\b(?:je (?:vais|ferai) rien|je (?:vais|ferai) pas de (?:betise|connerie)|je (?:me|m') ferai (?:pas|rien)|je (?:me|m') ferai pas de mal|t'inquiete(?:s)? pas,? (?:je vais bien|ca va))\b/.test(
      t,
    )
  )
    return true;
  if (!answersQuestion) return false;
  return /^(?:oui|ouais|yes|oui oui|ca va|oui ca va|ca va aller|je crois|oui je crois|oui je pense|je pense|je vais bien|oui je vais bien|ok|d'accord)\b/.test(
    t,
  );
}

/** « non », « pas vraiment », « je sais pas » right after the safety question: not safe. */
export function saysNotSafe(text: string, answersQuestion: boolean): boolean {
  const t = plainText(text);
  if (/\b(?:pas|plus) en securite\b|\ben danger\b/.test(t)) return true;
  if (!answersQuestion) return false;
  return /^(?:non|nan|pas vraiment|pas trop|pas du tout|je (?:sais|sai) pas|jsp|j'en sais rien|bof)\b/.test(t);
}

/** Janne's words when the person says they are safe: warm, and the door stays open. */
const SAFE_ACKNOWLEDGEMENTS_MARKED: readonly string[] = [
  "Merci de me le dire, ça me soulage vraiment. 💜\n\nCe que tu as traversé tout à l'heure était lourd, et tu as tenu. Le 3114 reste là, jour et nuit, si ça revient.\n\nQu'est-ce qui t'aide le plus, là, maintenant ?",
  'Je suis contente de lire ça. Tu as bien fait de me répondre.\n\nSi la vague revient, ton plan de sécurité et le 3114 sont à un geste.\n\nDe quoi aurais-tu besoin pour la suite de ta journée ?',
  "Merci. Savoir que tu es en sécurité, c'est ce qui compte le plus pour moi ce soir.\n\nTu n'as pas à aller bien tout de suite : on peut avancer doucement.\n\nQu'est-ce qui t'a {aidé·e} à traverser ce moment ?",
];

/** Janne's words when the person says they are safe, agreeing with the person. */
export function safeAcknowledgements(gender?: PersonGender): string[] {
  return SAFE_ACKNOWLEDGEMENTS_MARKED.map((text) => agreeText(text, gender));
}

/** The same, in the inclusive form. */
export const SAFE_ACKNOWLEDGEMENTS: readonly string[] = safeAcknowledgements();

// ─── Risk levels ───────────────────────────────────────────────────────────────────────────────

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
  /** A crisis card in the last CRISIS_MODE_HOURS, not followed by « je suis en sécurité ». */
  active: boolean;
  /** Janne's last message is the crisis card: a bare « oui » or « non » answers its question. */
  awaitingAnswer: boolean;
}

/**
 * The crisis state before the person's newest message, from the newest messages (newest first;
 * the person's own newest message may lead, it is skipped).
 */
export function crisisStateOf(
  newestFirst: readonly { role: string; kind: string | null; createdAt: Date | string }[],
  now: Date,
): CrisisState {
  const rows = newestFirst[0]?.role === 'user' ? newestFirst.slice(1) : newestFirst;
  const lastJanne = rows.find((row) => row.role === 'assistant');
  const lastMark = rows.find((row) => row.kind === 'crisis' || row.kind === 'safe');
  const recent = lastMark !== undefined && now.getTime() - new Date(lastMark.createdAt).getTime() < CRISIS_MODE_HOURS * 3_600_000;
  const active = recent && lastMark.kind === 'crisis';
  return { active, awaitingAnswer: active && lastJanne?.kind === 'crisis' };
}
