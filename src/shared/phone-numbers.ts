import { HELPLINES } from './helplines';

/**
 * The phone numbers a person wrote in their own words (the safety plan's « Léa, ma sœur : 06 12 34
 * 56 78 »), found so that a hard moment asks one tap, not copying ten digits into the dialler.
 *
 * Only what is unmistakably a French number is taken: ten digits from a 0 (or +33 / 0033 and nine
 * digits), grouped the way French numbers are written — in pairs, all in one go, « 0 800 235 236 »
 * or « 0262 12 34 56 » — with one kind of separator throughout. A time (« 3 h »), a date
 * (« 12.03.2024 »), an amount or a run of more digits is never a link: a wrong number called in a
 * crisis is worse than a number to type. The helplines' short numbers (3114, 15…) are taken only
 * at the start of a line, as step 5 of the plan writes them (« 15 — SAMU »), never « le 15 mars ».
 *
 * The links are written the way helplines.ts writes its own: `tel:+33` and nine digits, which also
 * works from a French phone abroad, except the 08 numbers, kept national (`tel:0800235236`, like
 * Fil Santé Jeunes) because they often cannot be reached as +33; the helplines' own `href` as it
 * is (the 114 is `sms:`).
 */

export type PhoneSegment = { kind: 'text'; text: string } | { kind: 'phone'; text: string; href: string };

const SEP = '[ .\\-\\u00A0\\u202F]';
/*
 * Each form captures its separator and asks for the same one again (\1, \2…): « 06 12.34-56 78 »
 * is not how anyone writes a number, while « 01.02.2024 12 » must not be read as one.
 */
const FORMS = [
  // +33 6 12 34 56 78, +33 (0)6 12 34 56 78, +33612345678, 0033 6 12 34 56 78
  `(?:\\+|00)33${SEP}?(?:\\(0\\)${SEP}?)?[1-9](${SEP}?)\\d{2}(?:\\1\\d{2}){3}`,
  // 06 12 34 56 78, 06.12.34.56.78, 06-12-34-56-78, 0612345678
  `0[1-9](${SEP}?)\\d{2}(?:\\2\\d{2}){3}`,
  // 0 800 235 236
  `0(${SEP})[1-9]\\d{2}\\3\\d{3}\\3\\d{3}`,
  // 0262 12 34 56, 0800 23 52 36
  `0[1-9]\\d{2}(${SEP})\\d{2}\\4\\d{2}\\4\\d{2}`,
];
/*
 * Not inside a word or a longer run of digits (« ref0612345678 », « +3206 12 34 56 78 »,
 * « 1.06.12.34.56.78 »), and not followed by more digits (« 06 12 34 56 78 90 » is twelve).
 */
const BEFORE = '(?<![\\p{L}\\p{N}+])(?<!\\p{N}[.\\-/])';
const AFTER = `(?![\\p{L}\\p{N}])(?!(?:${SEP}|/)\\p{N})`;
const NUMBER = new RegExp(`${BEFORE}(?:${FORMS.join('|')})${AFTER}`, 'gu');

/** The helplines with a short number (3114, 15, 112, 17, 114, 3919, 119), longest first. */
const SHORT_HELPLINES = HELPLINES.filter((line) => /^\d{2,4}$/.test(line.number)).sort((a, b) => b.number.length - a.number.length);
/*
 * At the start of a line (after a dash or a bullet, if any), followed by a dash, a colon, a comma,
 * a bracket or the end of the line: « 15 — SAMU », « - 3114 : … », never « 15 h » or « 15 mars ».
 */
const HELPLINE = new RegExp(
  `^([ \\t]*(?:[-–—•*][ \\t]*)?)(${SHORT_HELPLINES.map((line) => line.number).join('|')})(?=[ \\t]*(?:[—–\\-:,(]|$))`,
  'gmu',
);

/** The link for a number as matched by NUMBER. */
function hrefOf(written: string): string {
  const digits = written.replace('(0)', '').replace(/\D/g, '');
  // The nine digits after the trunk 0 or the country code.
  const national = written.startsWith('+') ? digits.slice(2) : digits.startsWith('0033') ? digits.slice(4) : digits.slice(1);
  return national.startsWith('8') ? `tel:0${national}` : `tel:+33${national}`;
}

/** The text cut into plain text and numbers to call, in order; joined again, the segments are the text. */
export function phoneSegments(text: string): PhoneSegment[] {
  const found: { start: number; end: number; href: string }[] = [];
  for (const match of text.matchAll(NUMBER)) {
    found.push({ start: match.index, end: match.index + match[0].length, href: hrefOf(match[0]) });
  }
  for (const match of text.matchAll(HELPLINE)) {
    const number = match[2] ?? '';
    const start = match.index + (match[1] ?? '').length;
    const line = SHORT_HELPLINES.find((helpline) => helpline.number === number);
    if (line) found.push({ start, end: start + number.length, href: line.href });
  }
  found.sort((a, b) => a.start - b.start);

  const segments: PhoneSegment[] = [];
  let at = 0;
  for (const { start, end, href } of found) {
    if (start < at) continue; // cannot happen with these forms; never cut a number in two
    if (start > at) segments.push({ kind: 'text', text: text.slice(at, start) });
    segments.push({ kind: 'phone', text: text.slice(start, end), href });
    at = end;
  }
  if (at < text.length) segments.push({ kind: 'text', text: text.slice(at) });
  return segments;
}

/** The link for one number written alone (« 06 12 34 56 78 », « 3114 »), or null if it is not exactly one number. */
export function phoneHref(written: string): string | null {
  const segments = phoneSegments(written.trim());
  const [only] = segments;
  return segments.length === 1 && only?.kind === 'phone' ? only.href : null;
}
