/**
 * How the offline companion writes a line: a stable choice (a hash of the conversation, never
 * Math.random, so the same conversation always gets the same words — tests, e2e runs and bug
 * reports stay reproducible), the markers filled in (`{name}`, `{days}`…), the ex's name in place
 * of `{ex}`, and the words about the person agreeing with their gender (shared/gender.ts).
 */
import type { Gender } from '#shared/auth';
import { agreeText } from '#shared/gender';
import { escapeRegExp } from '#shared/text';

/** FNV-1a, 32 bits: tiny, stable across runs and platforms, good enough to spread choices. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** items[index mod length]; the tables are never empty, the check only satisfies the compiler. */
export function itemAt<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('offline companion: empty table');
  return item;
}

/** Whole-word, case-insensitive: "Léa" is in "avec Léa ?" but not in "Léandre". */
export function mentionsName(text: string, name: string): boolean {
  return new RegExp(`(?<!\\p{L})${escapeRegExp(name)}(?!\\p{L})`, 'iu').test(text);
}

/**
 * Joins a reply's paragraphs and writes the ex's name in place of `{ex}` (or the neutral wording
 * when `name` is null), eliding "de"/"que" before a vowel: "d'Alex", "qu'Inès"; the words about the
 * person agree with `gender` (inclusive when it is not given).
 */
export function renderReply(paragraphs: readonly string[], name: string | null, gender?: Gender | null): string {
  return agreeText(paragraphs.join('\n\n'), gender).replace(
    /(\b(?:de|que) )?\{ex(?::([^}]*))?\}/giu,
    (_match, preposition: string | undefined, neutral: string | undefined) => {
      const word = name ?? neutral ?? 'ton ex';
      if (preposition && /^[aeiouyhàâäéèêëîïôöûùü]/iu.test(word)) {
        return `${preposition.trimEnd().slice(0, -1)}'${word}`;
      }
      return `${preposition ?? ''}${word}`;
    },
  );
}

/** A line from a pool, with its markers filled in. */
export function fill(line: string, values: Readonly<Record<string, string>>): string {
  return capitalised(fillMarkers(line, values));
}

/** « ta sœur a l'air… » at the start of a sentence: « Ta sœur a l'air… ». */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function fillMarkers(line: string, values: Readonly<Record<string, string>>): string {
  return line.replace(
    /\{(name|relation|fact|days|days_lower|feelings|Feelings|who|when|When|count|Count|place|day|title|about)\}/g,
    (marker, key: string) => values[key] ?? marker,
  );
}

/** Pools said together as one paragraph: each combination of their lines, joined by a space. */
export function joinPools(pools: readonly (readonly string[])[]): string[] {
  return pools
    .reduce<string[]>((joined, pool) => joined.flatMap((head) => pool.map((line) => `${head} ${line}`)), [''])
    .map((text) => text.trim());
}
