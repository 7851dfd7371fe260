/**
 * The feelings a message names, as the offline companion names them back (« cette colère »), and
 * the message without the feelings it says are not there. Pure functions on normalised text
 * (normalizeForMatching, normalize.ts).
 */

/** Feelings people name, and how Janne names them back (« cette colère »). */
const FEELINGS: readonly [RegExp, string][] = [
  // Exhaustion first: « j'arrive à rien, même manger ça me saoule » is fatigue, not anger (issue 26).
  [
    /\b(epuise|fatigue|creve|a bout|je me sens videe?\b|plus d'energie|plus la force|arrive a rien|j'?y arrive plus|lessive|ereinte)/,
    'cette fatigue',
  ],
  [/\b(colere|enerve|en rage|rage|furieu|vener|haine|je le deteste|je la deteste|(lui|leur) en veu[xt])/, 'cette colère'],
  [/\b(culpabilis|coupable|ma faute|je m'en veux|je me reproche|reproches?|je me punis|me punir)/, 'cette culpabilité'],
  [/\b(honte|honteu|humili)/, 'cette honte'],
  [/\b(jalou)/, 'cette jalousie'],
  [/\b(peur|angoiss|anxi|panique|stress)/, 'cette peur'],
  // « Je me sens seule », not « le téléphone est revenu tout seul dans ma main ».
  [
    /\b((je (me sens|suis|vais (finir|rester)|reste) (si |tellement |trop |tres |toute? )?seule?)|seule? au monde|solitude|isolee?|personne a qui parler)/,
    'ce sentiment de solitude',
  ],
  [/\b(triste|tristesse|chagrin|pleur|fond du trou|deprim|cafard|plus le moral)/, 'cette tristesse'],
  [/\b(me manque|me manques|le manque|manque de (lui|elle))\b/, 'ce manque'],
  [/\b(nulle?|sans valeur|je vaux rien|je vaux pas|moche|pas assez bien)/, 'ce doute sur ta valeur'],
  [/\b(soulage)/, 'ce soulagement'],
  [/\b(tendresse)/, 'cette tendresse'],
  [/\b(je me sens vide|un grand vide|le vide|ce vide|vide a l'interieur|je suis vide)\b/, 'ce vide'],
];

/**
 * The message without the feelings it says are not there: « je suis plus en colère », « pas
 * triste », « jamais jalouse » — neither a feeling to name back nor a theme to answer.
 */
export function withoutNegatedFeelings(normalized: string): string {
  return normalized
    .replace(/\b(ne |n'?)?(lui |leur )?en veu[xt] (meme |vraiment )?(pas|plus)\b/g, ' ')
    .replace(
      /\b(pas|plus|jamais) (vraiment |trop |si |du tout |tellement |parle de |de la |de )*(en )?(colere|enerve\w*|fache\w*|triste|jalou\w*|seule?|coupable|nulle?|deprime\w*|en rage)\b/g,
      ' ',
    );
}

/** Up to two feelings the message names, in the order of the table. */
export function feelingsIn(normalized: string): string[] {
  return FEELINGS.filter(([pattern]) => pattern.test(withoutNegatedFeelings(normalized)))
    .map(([, words]) => words)
    .slice(0, 2);
}
