/**
 * « Réponses possibles »: the short answers, in the person's voice, offered under the offline
 * Janne's last message, so that answering her question can be one tap (typing always works). Read
 * from her own words: the question her reply ends on says what would answer it. The same on the
 * server (the offline companion writes its « I am not sure » replies from UNSURE_ASKS below) and in
 * the browser (the chat draws the buttons).
 *
 * Why: the rule-based companions people keep (Woebot, Wysa) offer authored choices with free text
 * always allowed; a person at 3 a.m. should not have to find words to say « oui » or « je ne sais
 * pas ». The crisis card, the next step, the check and the direct question have their own buttons
 * (crisis-care.ts) and are not read here.
 */

/**
 * When the offline Janne cannot place a message she says so and offers readings to tap (never a
 * theme whose words are not there): each question she may ask then, with its answers.
 */
export const UNSURE_ASKS: readonly { question: string; answers: readonly string[] }[] = [
  {
    question: "Tu veux bien m'en dire un peu plus, pour que je ne réponde pas à côté ?",
    answers: ['Ça parle de la rupture', "C'est autre chose", 'Je ne sais pas comment le dire'],
  },
  {
    question: 'Est-ce que ça parle de ta rupture, de quelque chose d’autre dans ta vie, ou tu veux juste poser ça là ?',
    answers: ['De la rupture', "D'autre chose", 'Je voulais juste le poser là'],
  },
  {
    question: 'Tu me racontes ce qui se passe, avec tes mots ?',
    answers: ['Ça concerne mon ex', 'Ça concerne quelqu’un d’autre', 'Ça concerne moi'],
  },
];

/**
 * « Je préfère parler d'autre chose »: Janne leaves the subject and asks what the person would like
 * to talk about, with subjects to tap (issue 40: the tap once got « tu veux m'en dire un peu plus ? »
 * about the very thing the person had set aside).
 */
export const CHANGE_SUBJECT_ASK = {
  question: 'De quoi aurais-tu envie de parler, alors ?',
  answers: ['De ma journée', 'De quelqu’un qui compte pour moi', 'De ce que je ressens'],
} as const;

/** What answers a question that asks for a yes or a no. */
export const YES_NO_ANSWERS: readonly string[] = ['Oui', 'Non, pas vraiment', 'Je ne sais pas'];
/** What answers an open question when the person has no words yet, or wants to talk of something else. */
export const OPEN_ANSWERS: readonly string[] = ['Je ne sais pas trop', "Je préfère parler d'autre chose"];

/** The openings of a question that asks for a yes or a no (« Est-ce que… ? », « Tu veux… ? », « As-tu… ? »). */
const YES_NO = new RegExp(
  String.raw`^(?:et |alors |mais |du coup |dis-moi, )?(?:est-ce qu|y a-t-il|y aurait-il|as-tu|avais-tu|aurais-tu|veux-tu|voudrais-tu|aimerais-tu|peux-tu|pourrais-tu|penses-tu|crois-tu|sens-tu|te sens-tu|t'es-tu|es-tu|étais-tu|connais-tu|sais-tu|vois-tu|arrives-tu|ça te |ça t'|cela te |tu (?:veux|voudrais|aimerais|as|avais|aurais|penses|crois|te sens|es|étais|peux|pourrais|arrives|sais|connais|vois|trouves|ressens|en as|t'en|t'es|te dis|comptes|vas|préfères|sens|dors|manges)\b|c'est (?:plutôt|vraiment|encore|toujours|ça)\b|il y a quelqu|quelqu'un)`,
  'iu',
);

/** The last question of a text: the last sentence ending with « ? », or null. */
export function lastQuestion(text: string): string | null {
  const sentences = text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?…])\s+/u);
  for (let i = sentences.length - 1; i >= 0; i -= 1) {
    const sentence = sentences[i]!.trim();
    if (sentence.endsWith('?')) return sentence;
  }
  return null;
}

/**
 * The answers to tap under a reply of Janne's: 2 to 4, none when her reply asks nothing (a goodnight,
 * a reply that lets the person lead).
 */
export function answersToTap(reply: string): string[] {
  const question = lastQuestion(reply);
  if (!question) return [];
  const authored = [...UNSURE_ASKS, CHANGE_SUBJECT_ASK].find((ask) => ask.question === question);
  if (authored) return [...authored.answers];
  // « …, ou … ? » with a yes/no opening is still a yes/no question in speech (« tu préfères marcher, ou rester au chaud ? »
  // is not): a choice between two things is answered in words, so the open answers fit it better.
  const choice = /,? ou (?!pas\b|non\b)[^?]+\?$/u.test(question);
  return YES_NO.test(question.replace(/^[«"“]\s*/u, '')) && !choice ? [...YES_NO_ANSWERS] : [...OPEN_ANSWERS];
}
