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

/** The calendar day ('yyyy-MM-dd') that `date` falls on in `timeZone`. */
export function localDateIn(timeZone: string, date: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats dates as yyyy-MM-dd.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(date);
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
