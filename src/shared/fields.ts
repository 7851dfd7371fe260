import { z } from './zod';
import { isValidTimeZone, localDateIn } from './local-day';

/**
 * The values every form and route takes from a person, whatever the feature: free text, calendar
 * days, time zones, row ids and page cursors. Each feature's schema builds its fields with these,
 * so a rule is written once and holds on every route (issue 12: NUL characters and year 0000 gave
 * 500s on seven routes).
 */

// ─── free text ───────────────────────────────────────────────────────────────────────────────────

/**
 * Two characters that cannot be stored as they were sent. PostgreSQL's `text` cannot hold U+0000:
 * the insert failed, and the person got a 500. Half of a character outside the BMP (a lone UTF-16
 * surrogate: half an emoji, cut by a broken paste or sent by a hostile client) has no UTF-8 form:
 * it was silently stored as U+FFFD (issue 25). No keyboard types either, so both are refused, by
 * one rule and with one message, rather than silently removed or replaced: the person's words are
 * stored as they sent them, or not at all.
 */
export const UNSTORABLE_TEXT_MESSAGE =
  "Ce texte contient un caractère invisible ou incomplet (un caractère nul, un morceau d'émoji) qui ne peut pas être enregistré. Retire-le, puis réessaie.";

/** In `u` mode a well-formed pair is one code point: only a surrogate alone is in the Cs category. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Whether the database can hold this as it was sent. Every string a route passes on to the
 * database goes through it: the free text below, and the reset link's token (password.ts), whose
 * NUL reached better-auth's query and answered a 500 (issue 25).
 */
export const isStorableText = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

export interface FreeTextOptions {
  /** The most characters, after trimming. */
  max: number;
  tooLong: string;
  /** When set, the text must hold more than white space, and this is what a blank one answers. */
  required?: string;
  /** What a value that is not text answers; defaults to `required` (« Ton message est vide. »). */
  notText?: string;
}

/**
 * Text a person writes (a story, a message, a goal…): trimmed, never holding a character that
 * cannot be stored (isStorableText), at most `max` characters, and not blank when `required`. That
 * check comes first so that its message is the one the field shows.
 */
export function freeText({ max, tooLong, required, notText = required }: FreeTextOptions) {
  const text = z.string(notText).refine(isStorableText, UNSTORABLE_TEXT_MESSAGE).trim();
  return (required === undefined ? text : text.min(1, required)).max(max, tooLong);
}

// ─── calendar days ───────────────────────────────────────────────────────────────────────────────

/**
 * JavaScript reads the years 0000–0099 as 1900–1999 and PostgreSQL has no year 0, so a day before
 * 1900 came back as 46,347 days without contact or failed in the database. Nobody's last contact,
 * journal or calendar needs a day that old.
 */
export const EARLIEST_DAY = '1900-01-01';
export const DAY_FORMAT_MESSAGE = 'La date doit être au format AAAA-MM-JJ.';
export const TOO_EARLY_MESSAGE = 'La date ne peut pas être antérieure au 1er janvier 1900.';

/**
 * The person's today is at most one day after the server's UTC day (Kiribati is UTC+14), so a
 * bound on the server cannot be tighter without their time zone. Each route that knows the time
 * zone checks the exact day itself (the journal's « today only », the last contact « not in the
 * future »); this bound only keeps absurd days out of the code and the database.
 */
const TIME_ZONE_LEEWAY_DAYS = 1;

/**
 * 'yyyy-MM-dd' of a day counted from the UTC day of `now`; Date.UTC rolls months and years over.
 * UTC on purpose: this bound knows no time zone, and its leeway covers the zones ahead of UTC.
 */
function utcDay(now: Date, addDays: number, endOfMonth = false): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + addDays));
  const last = endOfMonth ? new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0)) : day;
  return localDateIn('UTC', last);
}

export interface CalendarDayOptions {
  /**
   * The latest day accepted: 'today' for a day that has happened (a last contact, a journal
   * entry), 'end-of-this-month' for the end of a range the calendar shows (its month runs to the
   * 31st). Both allow for the time zones ahead of UTC.
   */
  until: 'today' | 'end-of-this-month';
  tooLate: string;
  /** Defaults to TOO_EARLY_MESSAGE. */
  tooEarly?: string;
}

/**
 * A calendar day ('yyyy-MM-dd', a real day: no 30 February) from 1900-01-01 to `until`. Days
 * compare as text because the format has four-digit years, zero-padded.
 */
export function calendarDay({ until, tooLate, tooEarly = TOO_EARLY_MESSAGE }: CalendarDayOptions) {
  // `abort`: a malformed day stops there, with the one message that says why.
  return z.iso
    .date({ error: DAY_FORMAT_MESSAGE, abort: true })
    .refine((day) => day >= EARLIEST_DAY, tooEarly)
    .refine((day) => day <= utcDay(new Date(), TIME_ZONE_LEEWAY_DAYS, until === 'end-of-this-month'), tooLate);
}

// ─── time zones ──────────────────────────────────────────────────────────────────────────────────

/** The browser's IANA time zone (time-zone.ts), sent wherever « today » must be the person's day. */
export const TimeZoneSchema = z.string().refine(isValidTimeZone, 'Fuseau horaire inconnu.');

// ─── row ids ─────────────────────────────────────────────────────────────────────────────────────

export const UNKNOWN_ID_MESSAGE = 'Identifiant inconnu.';

/**
 * `:id` in a route's path (a goal, a matrix item): a row's UUID; anything else never reaches the
 * database. An id longer than the router reads (100 characters) gets the same answer from
 * http/errors.ts before any route runs.
 */
/**
 * The offline outbox's id for a write (issue 30), made on the device: sent again after a lost
 * answer, it names the same row, so the server writes it once.
 */
export const RequestIdSchema = z.uuid('Cet identifiant de demande est invalide.').optional();

export const IdParamsSchema = z.object({ id: z.uuid(UNKNOWN_ID_MESSAGE) }).strict();

// ─── pages ───────────────────────────────────────────────────────────────────────────────────────

export const PAGE_SIZE = 50;

/**
 * GET of a list read newest first, a page at a time (the journal's entries, the chat's messages):
 * `?before=…&limit=…`. `before` is the id of the oldest row already shown: an opaque cursor, where
 * the row's `seq` (one counter for everyone) would tell how much everyone else writes.
 */
export const pageQuerySchema = (defaultSize: number) =>
  z
    .object({
      before: z.uuid('Ce curseur de page est inconnu.').optional(),
      limit: z.coerce.number().int().min(1).max(100).default(defaultSize),
    })
    .strict();
export const PageQuerySchema = pageQuerySchema(PAGE_SIZE);
export type PageQuery = z.output<typeof PageQuerySchema>;

/** What every page answer carries besides its rows. */
export interface CursorPage {
  /** The id of the page's oldest row, to pass as `before` for older ones; null on the last page. */
  nextCursor: string | null;
}
