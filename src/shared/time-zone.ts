import { TZDate } from '@date-fns/tz';
import { differenceInCalendarDays } from 'date-fns';

/**
 * Days are the person's days: "today" for the journal and the no-contact counter is the calendar
 * day where they live. The browser sends its IANA time zone; Intl does the conversion.
 */

// Intl alone, in a module of their own so that the first download does without date-fns; every
// other caller imports them from here as before.
export { browserTimeZone, DEFAULT_TIME_ZONE, isValidTimeZone, localDateIn } from './local-day';

/** A calendar day ('yyyy-MM-dd') at its start, or an instant, seen from `timeZone`. */
export function inTimeZone(day: string | Date, timeZone: string): TZDate {
  if (day instanceof Date) return new TZDate(day, timeZone);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, date, timeZone);
}

/**
 * How many calendar days lie from `from` to `to` where the person lives (negative when `to` comes
 * first). The one way this app counts days, on the server and in the browser alike: a day of 23
 * or 25 hours, when the clocks change, is one day, so milliseconds are never divided by 24 h.
 */
export function calendarDaysBetween(from: string | Date, to: string | Date, timeZone: string): number {
  return differenceInCalendarDays(inTimeZone(to, timeZone), inTimeZone(from, timeZone));
}
