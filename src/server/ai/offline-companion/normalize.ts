/**
 * The one form the offline companion reads a message in (understanding.ts, people.ts,
 * feelings.ts, and the memory extractor), so that their patterns are written once.
 */
import { foldAccents, straightenApostrophes } from '#shared/text';

/**
 * Lower case, no accents, one kind of apostrophe, single spaces: people write "écrire", "ecrire",
 * "j’arrive", "J'ARRIVE" or "sœur" / "soeur", and the patterns below are written once, for this form.
 */
export function normalizeForMatching(text: string): string {
  const spelledOut = text.toLowerCase().replace(/œ/g, 'oe').replace(/æ/g, 'ae');
  return straightenApostrophes(foldAccents(spelledOut)).replace(/·/g, '').replace(/\s+/g, ' ').trim();
}
