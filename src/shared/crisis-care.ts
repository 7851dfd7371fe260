/**
 * What the app does for a person in crisis, the same way on the server and in the browser: the
 * helplines (3114 first), the words of the crisis card, and the rules of the « crisis mode » that
 * follows it until the person says they are safe.
 *
 * The detector itself (which words show risk) is in crisis.ts; this file is what happens next.
 * The flow follows France's 3114 practice and the Stanley–Brown safety plan: a short human
 * sentence, one plain question about safety right now, the numbers one tap away, and nothing else
 * in that turn — no ordinary reply that could scroll the numbers away or change the subject.
 */
import type { CrisisCategory } from './crisis';
import { agreeText, type PersonGender } from './gender';
import { foldAccents, straightenApostrophes } from './text';

export interface CrisisResource {
  id: string;
  /** Without the number, which is shown first, apart. */
  name: string;
  number: string;
  /** `tel:` (digits only, or +33 and digits) — or `sms:` for the 114, which takes text messages. */
  href: string;
  description: string;
  /** One line on when to call. */
  when: string;
}

/*
 * The words about the person are marked in braces (« {blessé·e} ») and agree with their gender
 * (gender.ts): every function below takes it, and without it gives the inclusive form.
 *
 * Every number and its hours, checked against the official sources (November 2026):
 *  - 3114: https://3114.fr — numéro national de prévention du suicide, gratuit, 24h/24, 7j/7.
 *  - 15, 17, 112, 114: https://www.service-public.fr/particuliers/vosdroits/F33954 (« Quels sont
 *    les numéros d'urgence ? ») — free, 24h/24, 7j/7; the 114 by SMS (also by video and chat) for
 *    people who cannot speak: deaf people, and victims who must stay silent.
 *  - 119 Allô Enfance en Danger: https://www.allo119.gouv.fr — gratuit, 24h/24, 7j/7, for children
 *    and young people in danger; the issue that asked for it gives « moins de 21 ans ».
 *  - Fil Santé Jeunes: https://www.filsantejeunes.com — 0 800 235 236, gratuit et anonyme,
 *    7j/7 de 9h à 23h, for 12–25-year-olds.
 *  - SOS Amitié: https://www.sos-amitie.com — 09 72 39 40 50, 24h/24, 7j/7, bénévoles, anonyme.
 *  - 3919 Violences Femmes Info: https://arretonslesviolences.gouv.fr — gratuit, anonyme,
 *    24h/24, 7j/7 since 2021.
 */
const RESOURCES: readonly CrisisResource[] = [
  {
    id: '3114',
    name: 'Prévention du suicide',
    number: '3114',
    href: 'tel:3114',
    description: 'Le numéro national de prévention du suicide. Gratuit, 24h/24 et 7j/7 : des soignants t’écoutent, sans jugement.',
    when: 'Si tu penses au suicide, si tu as peur de passer à l’acte, ou si tu t’inquiètes pour un proche.',
  },
  {
    id: 'samu',
    name: 'SAMU',
    number: '15',
    href: 'tel:15',
    description: 'L’urgence médicale : un médecin te répond et envoie de l’aide si besoin. Gratuit, jour et nuit.',
    when: 'Si ta vie est en danger maintenant, si tu t’es {blessé·e} ou si tu as avalé quelque chose.',
  },
  {
    id: '112',
    name: 'Urgences, partout en Europe',
    number: '112',
    href: 'tel:112',
    description: 'Le numéro d’urgence européen, gratuit, joignable partout en Europe, même sans crédit.',
    when: 'Si tu es en danger immédiat, où que tu sois en Europe.',
  },
  {
    id: 'police',
    name: 'Police secours',
    number: '17',
    href: 'tel:17',
    description: 'La police ou la gendarmerie, gratuit, 24h/24.',
    when: 'Si quelqu’un te frappe, te menace ou t’empêche de partir en ce moment.',
  },
  {
    id: '114',
    name: 'Urgence par SMS',
    number: '114',
    href: 'sms:114',
    description: 'Les secours par écrit : SMS gratuit, 24h/24 et 7j/7.',
    when: 'Si tu ne peux pas parler : quelqu’un t’entend, tu es {sourd·e} ou {malentendant·e}.',
  },
  {
    id: '3919',
    name: 'Violences Femmes Info',
    number: '3919',
    href: 'tel:3919',
    description: 'Gratuit et anonyme, 24h/24 et 7j/7. Écoute, conseils et orientation pour les victimes de violences et leurs proches.',
    when: 'Si ton partenaire ou ton ex te frappe, te menace, te harcèle ou te fait peur.',
  },
  {
    id: '119',
    name: 'Enfance en danger',
    number: '119',
    href: 'tel:119',
    description: 'Gratuit, 24h/24 et 7j/7, et n’apparaît pas sur les factures.',
    when: 'Si tu as moins de 21 ans et que tu es en danger ou {maltraité·e}.',
  },
  {
    id: 'fil-sante-jeunes',
    name: 'Fil Santé Jeunes',
    number: '0 800 235 236',
    href: 'tel:0800235236',
    description: 'Gratuit et anonyme, tous les jours de 9h à 23h, par des psychologues et des médecins.',
    when: 'Si tu as entre 12 et 25 ans et que tu as besoin d’en parler.',
  },
  {
    id: 'sos-amitie',
    name: 'SOS Amitié',
    number: '09 72 39 40 50',
    href: 'tel:+33972394050',
    description: 'Des bénévoles t’écoutent 24h/24, de façon anonyme, sans jugement.',
    when: 'Quand tu as besoin de parler à quelqu’un, de jour comme de nuit.',
  },
];

/** Every helpline, its « when » agreeing with the person. */
export function crisisResources(gender?: PersonGender): CrisisResource[] {
  return RESOURCES.map((r) => ({ ...r, when: agreeText(r.when, gender) }));
}

/** Every helpline, in the inclusive form. */
export const CRISIS_RESOURCES: readonly CrisisResource[] = crisisResources();

function resource(id: string): CrisisResource {
  const found = RESOURCES.find((r) => r.id === id);
  if (!found) throw new Error(`Unknown crisis resource ${id}`);
  return found;
}

/**
 * The numbers for what was detected. 3114 always comes first (the crisis line is staffed by
 * clinicians who also send help); then the emergency numbers, the police and 3919 before the rest
 * when there is violence, the SMS line, and the listening lines.
 */
export function resourcesFor(categories: readonly CrisisCategory[], gender?: PersonGender): CrisisResource[] {
  const violence = categories.includes('violence');
  const ids = violence
    ? ['3114', 'police', '3919', 'samu', '112', '114', '119', 'fil-sante-jeunes', 'sos-amitie']
    : ['3114', 'samu', '112', '114', 'sos-amitie', 'fil-sante-jeunes', '119', 'police', '3919'];
  return ids.map(resource).map((r) => ({ ...r, when: agreeText(r.when, gender) }));
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
