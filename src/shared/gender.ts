import type { Gender } from './auth';

/**
 * Agreement with the person's gender, asked at signup (Femme, Homme, Autre). The app's and
 * Janne's fixed texts are written once, in the inclusive form (« seul·e »): a woman reads
 * « seule », a man « seul », and « Autre » keeps « seul·e » — as does anyone whose gender we do not
 * know (signed out, or an older caller that passes none).
 *
 * Only words about the person agree. « un·e professionnel·le » speaks of someone else and stays as
 * it is: that is why long texts mark the words that agree, in braces (see agreeText).
 */

/** The person's gender where a text is written; null or undefined when unknown. */
export type PersonGender = Gender | null | undefined;

export interface GenderForms {
  feminine: string;
  masculine: string;
  inclusive: string;
}

/** The form that agrees: feminine for 'female', masculine for 'male', inclusive otherwise. */
export function byGender(gender: PersonGender, forms: GenderForms): string {
  if (gender === 'female') return forms.feminine;
  if (gender === 'male') return forms.masculine;
  return forms.inclusive;
}

/** Feminines that « stem + suffix » does not give, by their inclusive spelling in lower case. */
const IRREGULAR: Readonly<Record<string, Omit<GenderForms, 'inclusive'>>> = {
  'fier·e': { feminine: 'fière', masculine: 'fier' },
  'fier·es': { feminine: 'fières', masculine: 'fiers' },
};

const capitalised = (word: string, like: string) => (/^\p{Lu}/u.test(like) ? word.charAt(0).toUpperCase() + word.slice(1) : word);

/**
 * The three forms of a word in the inclusive notation: « seul·e » → seule / seul, « nul·le » →
 * nulle / nul, « connecté·es » or « connecté·e·s » → connectées / connectés, « fier·e » → fière /
 * fier. A word with no « · » is the same in all three.
 */
export function formsOf(inclusive: string): GenderForms {
  const irregular = IRREGULAR[inclusive.toLowerCase()];
  if (irregular) {
    return { feminine: capitalised(irregular.feminine, inclusive), masculine: capitalised(irregular.masculine, inclusive), inclusive };
  }
  const dot = inclusive.indexOf('·');
  if (dot <= 0) return { feminine: inclusive, masculine: inclusive, inclusive };
  const stem = inclusive.slice(0, dot);
  const suffix = inclusive.slice(dot + 1).replaceAll('·', '');
  const isPlural = suffix.length > 1 && suffix.endsWith('s');
  return { feminine: stem + suffix, masculine: isPlural ? `${stem}s` : stem, inclusive };
}

/** One word, written inclusively (« seul·e »), in the form that agrees with the person. */
export function agree(inclusive: string, gender: PersonGender): string {
  return byGender(gender, formsOf(inclusive));
}

/** A word in the inclusive notation: « seul·e », « connecté·e·s ». */
const INCLUSIVE_WORD = /\p{L}+(?:·\p{L}+)+/gu;

/**
 * A short text where every inclusive word is about the person — « Ce que je peux faire seul·e » —
 * with each of them agreed. Texts that also speak of someone else mark theirs (agreeText).
 */
export function agreeAll(text: string, gender: PersonGender): string {
  return text.replace(INCLUSIVE_WORD, (word) => agree(word, gender));
}

/** A word in braces holding a « · »: « {seul·e} ». Other braces (Janne's « {ex} ») are left alone. */
const MARKED_WORD = /\{([^{}\s]*·[^{}\s]*)\}/gu;

/**
 * A fixed text whose words about the person are marked in braces — « Tu n'es pas {seul·e}. » —
 * with each marked word agreed and its braces removed.
 */
export function agreeText(text: string, gender: PersonGender): string {
  return text.replace(MARKED_WORD, (_marked, word: string) => agree(word, gender));
}
