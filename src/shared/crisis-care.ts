/**
 * What the app does for a person in crisis, the same way on the server and in the browser: which
 * helplines to give, in what order (3114 first; the list itself is in helplines.ts), the words of
 * the crisis card, and the rules of the « crisis mode » that follows it until the person says they
 * are safe.
 *
 * The detector itself (which words show risk) is in crisis.ts; this file is what happens next.
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

/**
 * Under this age the lines made for young people come first (issue 16: the people who sign up
 * with a parent's agreement, Loi Informatique et Libertés art. 45).
 */
export const YOUTH_LINES_FIRST_UNDER = 15;

/**
 * The lines made for young people, to give first to a person of `age` (unknown: none): under 15,
 * the 119 (Allô Enfance en Danger, every hour) then Fil Santé Jeunes, with 3114 right after. From
 * 15, 3114 stays first: it answers every hour, and Fil Santé Jeunes closes at 23 h — a young adult
 * writing at 3 a.m. must not meet a closed line first. Both stay in the list for everyone.
 */
export function youthLinesFor(age?: number | null): string[] {
  if (age === undefined || age === null || !Number.isFinite(age)) return [];
  return age < YOUTH_LINES_FIRST_UNDER ? ['119', 'fil-sante-jeunes'] : [];
}

/** `ids`, with the lines for the person's age moved to the front. */
function youngFirst(ids: readonly string[], age?: number | null): string[] {
  const first = youthLinesFor(age);
  return [...first, ...ids.filter((id) => !first.includes(id))];
}

/** Every helpline, its « when » agreeing with the person; the young people's lines first for a young person. */
export function crisisResources(gender?: PersonGender, age?: number | null): CrisisResource[] {
  const ids = HELPLINES.map((r) => r.id);
  return youngFirst(ids, age)
    .map(resource)
    .map((r) => ({ ...r, when: agreeText(r.when, gender) }));
}

/** Every helpline, in the inclusive form. */
export const CRISIS_RESOURCES: readonly CrisisResource[] = crisisResources();

function resource(id: string): CrisisResource {
  const found = HELPLINES.find((r) => r.id === id);
  if (!found) throw new Error(`Unknown crisis resource ${id}`);
  return found;
}

/**
 * The numbers for what was detected. 3114 comes first (the crisis line is staffed by clinicians
 * who also send help) — after the 119 and Fil Santé Jeunes for a young person (youthLinesFor);
 * then the emergency numbers, the police and 3919 before the rest when there is violence, the SMS
 * line, and the listening lines.
 */
export function resourcesFor(categories: readonly CrisisCategory[], gender?: PersonGender, age?: number | null): CrisisResource[] {
  const violence = categories.includes('violence');
  const ids = violence
    ? ['3114', 'police', '3919', 'samu', '112', '114', '119', 'fil-sante-jeunes', 'sos-amitie']
    : ['3114', 'samu', '112', '114', 'sos-amitie', 'fil-sante-jeunes', '119', 'police', '3919'];
  return youngFirst(ids, age)
    .map(resource)
    .map((r) => ({ ...r, when: agreeText(r.when, gender) }));
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
