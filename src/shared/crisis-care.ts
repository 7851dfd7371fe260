/**
 * What the app does for a person in crisis, the same way on the server and in the browser: which
 * helplines to give, in what order (3114 first; the list itself is in helplines.ts) and which ones
 * stay one tap away, the words of the crisis card, and the rules of the « crisis mode » that
 * follows it until the person says they are safe (which turn answers a message: crisis/policy.ts).
 *
 * The detector itself (which words show risk) is in crisis/; this file is what happens next.
 * The flow follows France's 3114 practice and the Stanley–Brown safety plan: a short human
 * sentence, one plain question about safety right now, the numbers one tap away, and nothing else
 * in that turn — no ordinary reply that could scroll the numbers away or change the subject.
 */
import type { CrisisCategory } from './crisis';
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

/**
 * The lines on the lock screen (issue 41): the lock keeps what a person wrote, never the way to
 * help — 3114, the SAMU and 112, callable without the code; every other number is on /aide, which
 * opens without it too.
 */
export function lockScreenResources(gender?: PersonGender): CrisisResource[] {
  return ['3114', 'samu', '112'].map((id) => agreeing(resource(id), gender));
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

/** How long after the last crisis turn Janne stays in crisis mode when the person never says they are safe (crisis/policy.ts). */
export const CRISIS_WINDOW_HOURS = 24;

/**
 * Whether the conversation is in crisis mode after these messages (oldest first), as the crisis
 * policy reads it on the server (threadOf): the newest card, next step or check of the last day, not
 * followed by « je suis en sécurité ». The chat shows the card's two answers under Janne's words
 * while it holds.
 */
export function crisisModeOf(
  messages: readonly { crisis?: unknown; crisisStep?: unknown; safetyCheck?: unknown; safe?: unknown; createdAt: string }[],
  now: Date,
): boolean {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i]!;
    if (now.getTime() - new Date(message.createdAt).getTime() >= CRISIS_WINDOW_HOURS * 3_600_000) return false;
    if (message.safe) return false;
    if (message.crisis || message.crisisStep || message.safetyCheck) return true;
  }
  return false;
}

/** The quick answers under the question; sending one is the same as typing it. */
export const SAFE_ANSWER = 'Oui, je suis en sécurité';
export const NOT_SAFE_ANSWER = 'Non, pas vraiment';

/** What the offline crisis replies are matched on: no accents, lower case, one apostrophe, single spaces. */
export function plainText(text: string): string {
  return straightenApostrophes(foldAccents(text).toLowerCase()).replace(/\s+/g, ' ').trim();
}

// (Reading the person's answers — safe, not safe, unclear; yes, no — is the detector's job:
// crisis/answers.ts. What Janne says next is here.)

/**
 * The next step, after « non, pas vraiment » or anything that is not safe once the card was shown:
 * not the same card again, but what to do now — call (one tap), put distance between oneself and
 * what could hurt, someone who can come, and Janne stays while the person calls (3114's practice;
 * Stanley–Brown safety plan, steps 5 and 6). The UI puts the calls under it as buttons.
 */
export function crisisStepText(categories: readonly CrisisCategory[], gender?: PersonGender): string {
  const violence = categories.length > 0 && categories.every((category) => category === 'violence');
  const paragraphs = violence
    ? [
        'Merci de me le dire. Ta sécurité passe avant tout, et je reste avec toi.',
        "Si tu es en danger maintenant, appelle le 17, ou le 112. Si tu ne peux pas parler, envoie un SMS au 114 : quelqu'un te lira.",
        "Si tu peux, mets-toi à l'abri : une pièce qui ferme à clé, chez un voisin, dans un lieu où il y a du monde.",
        "Y a-t-il quelqu'un de confiance qui peut venir, ou chez qui tu peux aller ce soir ?",
        'Je reste ici pendant que tu appelles. Écris-moi dès que tu peux.',
      ]
    : [
        'Merci de me le dire. Je te prends au sérieux, et je reste avec toi.',
        'Le plus important maintenant : appelle le 3114, là, tout de suite. Si tu es en danger immédiat, appelle le 15 ou le 112.',
        "Pendant ce temps, mets de la distance entre toi et ce qui pourrait te faire du mal : éloigne-le, ou va dans une autre pièce, près d'autres personnes.",
        "Y a-t-il quelqu'un qui peut venir être avec toi maintenant ? Tu peux lui écrire simplement : « j'ai besoin que tu viennes ».",
        'Je reste ici pendant que tu appelles. Écris-moi quand tu veux, je suis là.',
      ];
  return agreeText(paragraphs.join('\n\n'), gender);
}

/** The numbers the next step puts one tap away, in this order. */
export function crisisStepCalls(categories: readonly CrisisCategory[]): CrisisResource[] {
  const violence = categories.length > 0 && categories.every((category) => category === 'violence');
  return (violence ? ['police', '112', '114', '3919'] : ['3114', 'samu', '112']).map(resource);
}

// ─── The direct question, when the detector is unsure ──────────────────────────────────────────

/**
 * Janne's whole turn when the detector is unsure (issue 24): asking about suicide does not raise
 * the risk, not asking misses people. Warm, direct, naming it; 3114 stays visible but quiet under it.
 */
export const RISK_QUESTION = 'Quand tu écris ça, est-ce que tu penses à te faire du mal, ou à mettre fin à ta vie ?';
export const RISK_QUESTION_TEXT = `Je préfère te poser la question directement, parce que ce que tu vis compte pour moi.\n\n${RISK_QUESTION}`;
/**
 * After a reply that did not answer the direct question: not the question again (never the same
 * thing twice in a row), but what Janne understood — that she does not know — and its two answers
 * to tap under it. After one more reply that does not answer, she goes on without asking (crisis/policy.ts).
 */
export const RISK_QUESTION_AGAIN_TEXT =
  "Je ne suis pas sûre d'avoir compris ta réponse, et je préfère te le dire plutôt que deviner.\n\nSi tu veux, réponds-moi d'un geste, avec l'un des deux boutons juste en dessous. Sinon, on continue : je t'écoute.";
/** The quick answers under the question; sending one is the same as typing it. */
export const QUESTION_YES = 'Oui';
export const QUESTION_NO = "Non, ce n'est pas ça";
/** Before the ordinary reply, after a no: thanked without fuss. */
export const QUESTION_NO_THANKS = "Merci de m'avoir répondu. Je préfère toujours poser la question plutôt que de passer à côté.";

/**
 * The check (crisis/policy.ts): after an answer to « Es-tu en sécurité ? » that did not say, Janne
 * says what she understood — what she heard (`heardFirst`, the crisis companion's welcome of the
 * message when it recognises it), and that she does not know, rather than guess — and offers the two
 * answers to tap, once per card. After it she never asks again on her own (a teenager was asked seven
 * times in five wordings and learnt that speaking of dark feelings gets one stuck).
 */
export function safetyCheckText(answer: string, gender?: PersonGender, heardFirst?: string, statedSafety = false): string {
  const plain = plainText(answer);
  // « Oui, je suis en sécurité » with more beside it: she says what she heard, never « pas compris »
  // (the third blind reading: « Je n'ai pas compris si tu es en sécurité » to a plain « oui, je suis
  // en sécurité » in a longer message read as not listening). Said once more, it ends crisis mode (policy.ts).
  const heard = statedSafety
    ? 'Tu me dis que tu es en sécurité, merci, ça compte pour moi. Pour être sûre de bien te lire, je te laisse me le confirmer.'
    : heardFirst
      ? `${heardFirst}\n\nJe n'ai pas compris si tu es en sécurité en ce moment, et je préfère te le dire plutôt que deviner.`
      : /\b(?:je sais pas|jsais pas|jsp|je ne sais pas|sais plus|aucune idee|chais pas)\b/.test(plain)
        ? "Tu me dis que tu ne sais pas trop, et c'est une réponse honnête."
        : "Je n'ai pas bien compris si tu es en sécurité en ce moment, et je préfère te le dire plutôt que deviner.";
  return agreeText(
    `${heard}\n\nSi tu veux, réponds-moi d'un geste, avec l'un des deux boutons juste en dessous, ou avec tes mots, quand tu peux. Je ne te reposerai pas la question : je reste là, et le 3114 aussi, à toute heure.`,
    gender,
  );
}

/**
 * After « non » to the direct question, offline (crisis/policy.ts 'declined'): thanked, then Janne
 * stays and asks what weighs so much — never a goodbye (« Non, ce n'est pas ça » once reached the
 * goodbye reader through « jusqu'à demain » and was answered « À bientôt, prends soin de toi »).
 */
export const DECLINED_FOLLOW_UPS: readonly string[] = [
  "Je reste là, et j'ai envie de comprendre ce que tu traverses.\n\nQu'est-ce qui rend les choses si lourdes en ce moment ?",
  "Je suis toujours là, on a tout le temps.\n\nQu'est-ce qui pèse le plus sur toi ces jours-ci ?",
  "Je t'écoute, sans me presser.\n\nQu'est-ce qui te fait te sentir comme ça, en ce moment ?",
];

/**
 * Janne's words when the person says they are safe: warm, and the door stays open. They presume
 * nothing of what happened — the card may have come for words that were not about risk at all (the
 * third blind reading: « ce que tu as traversé tout à l'heure était lourd » to a woman who had only
 * spoken of her children, « si la vague revient » to a man who had none) — and they give the
 * conversation back to the person.
 */
const SAFE_ACKNOWLEDGEMENTS_MARKED: readonly string[] = [
  "Merci de me le dire, ça me soulage. 💜\n\nLe 3114 reste là, jour et nuit, si un jour tu en as besoin ; tu n'as rien à me prouver.\n\nOn reprend où tu veux : de quoi as-tu envie de parler ?",
  "Je suis contente de lire ça, merci de m'avoir répondu.\n\nJe préfère toujours demander plutôt que de passer à côté, même quand ce n'était pas ça.\n\nDis-moi, qu'est-ce qui compte pour toi, là, maintenant ?",
  "Merci. Savoir que tu es en sécurité, c'est ce qui compte le plus pour moi.\n\nTu n'as pas à être {fort·e} tout de suite : on peut avancer doucement, à ton rythme.\n\nDe quoi aimerais-tu qu'on parle ?",
];

/** Janne's words when the person says they are safe, agreeing with the person. */
export function safeAcknowledgements(gender?: PersonGender): string[] {
  return SAFE_ACKNOWLEDGEMENTS_MARKED.map((text) => agreeText(text, gender));
}

/** The same, in the inclusive form. */
export const SAFE_ACKNOWLEDGEMENTS: readonly string[] = safeAcknowledgements();

/** Janne's words that ask whether the person is safe (« Es-tu en sécurité, là où tu es ? »): a bare « oui » answers them. */
export const ASKS_SAFETY = /en s[ée]curit[ée][^?]{0,40}\?/;
