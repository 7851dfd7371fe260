/**
 * The person's calendar day and time zone with Intl alone: the first download of every screen
 * needs these (the celebration rule reads today's date), and time-zone.ts's date-fns and
 * @date-fns/tz would come along with them (about 4 KB gzipped) if they lived there.
 */

export const DEFAULT_TIME_ZONE = 'Europe/Paris';

/**
 * The characters of an IANA time zone name ('Europe/Paris', 'UTC', 'America/Port-au-Prince',
 * 'Etc/GMT-14'): it starts with a letter. Node 24's Intl, and recent browsers', also take a UTC
 * offset ('+23:59', '-12'), which no browser reports as its zone: with one, a client could move
 * « today » a day either way and get past the journal's « today only » (issue 25). An offset
 * starts with a sign, so it is refused here before Intl is asked.
 */
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;

/** An IANA time zone name that Intl knows. */
export function isValidTimeZone(timeZone: string): boolean {
  if (timeZone.length > 64 || !IANA_NAME.test(timeZone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The app's two day-string builders, Intl alone (issue 28: a day was built three ways, one of them
 * the UTC day, wrong for the person's own day near midnight). Intl rather than date-fns because
 * this file is in the first download, without date-fns, and because Intl converts to any time zone
 * with no extra code; the formatter is built once per zone. The parts are assembled by hand rather
 * than trusting en-CA's pattern, which CLDR may change.
 */

/** The calendar day ('yyyy-MM-dd') that the instant `date` falls on in `timeZone`: « today » where the person lives. */
export function localDateIn(timeZone: string, date: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * A calendar date as a string ('yyyy-MM-dd'): the date a Date shows where it is read — a day
 * picker's choice, a day moved with date-fns's addDays — with the same formatter as localDateIn.
 */
export function isoDay(date: Date): string {
  return localDateIn(Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC', date);
}

/**
 * One formatter per time zone: building one costs about 80 µs, which a 50,000-message export paid
 * per message (issue 25). Bounded by the number of time zones there are (a few hundred).
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The browser's own time zone, or Paris when it cannot tell. */
export function browserTimeZone(): string {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return timeZone && isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
}
