import { TZDate } from '@date-fns/tz';
import { differenceInCalendarDays } from 'date-fns';

/**
 * Days are the person's days: "today" for the journal and the no-contact counter is the calendar
 * day where they live. The browser sends its IANA time zone; Intl does the conversion.
 */

export const DEFAULT_TIME_ZONE = 'Europe/Paris';

export function isValidTimeZone(timeZone: string): boolean {
  if (timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day ('yyyy-MM-dd') that `date` falls on in `timeZone`. */
export function localDateIn(timeZone: string, date: Date = new Date()): string {
  // en-CA formats dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/** The browser's own time zone, or Paris when it cannot tell. */
export function browserTimeZone(): string {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return timeZone && isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
}

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
