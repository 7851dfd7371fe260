/**
 * Small text helpers that several matchers share: the crisis detector (crisis/normalize.ts), the
 * safety answers (crisis-care.ts), the offline companion (server/ai/offline-companion/) and the
 * chat's links (chat.ts); and the paragraphs of a message or a journal entry. Each matcher builds its own normal form from these pieces, in its own order:
 * what they add around them (lower case, ligatures, SMS spellings…) differs on purpose.
 */

/** The text as a regular expression that matches it literally: « 3114 (gratuit) » → « 3114 \(gratuit\) ». */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Accents and every other combining mark removed (canonical decomposition, then the marks
 * dropped): « é » → « e », « Ç » → « C », « ï » → « i ». Case, ligatures (œ, æ) and apostrophes
 * are left as they are.
 */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * The apostrophes people type (’ ‘ ʼ and the keyboard's ` ´) become the straight one ('), so a
 * pattern is written once. The crisis detector recognises a few more look-alikes (‚ ‛ ′ ‵ ʹ ʻ ʽ):
 * see APOSTROPHES in crisis/normalize.ts.
 */
export function straightenApostrophes(text: string): string {
  return text.replace(/[\u2018\u2019\u02BC`´]/g, "'");
}

/**
 * SPEC.md §2: messages are split into paragraphs on blank lines (a journal entry and a letter too).
 * Here, with no dependency, so a screen that shows text does not bring the chat's schemas with it.
 */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}
