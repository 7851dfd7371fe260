import { fr } from 'date-fns/locale';
import { differenceInCalendarDays, format, startOfDay, subDays } from 'date-fns';

/** French counts: 0 and 1 take the singular (« 0 jour », « 1 jour »), 2 and more the plural. */
export function dayWord(count: number): string {
  return Math.abs(count) < 2 ? 'jour' : 'jours';
}

/** « 11 novembre 2026 », and « 1er novembre 2026 » as French writes the first of the month. */
export function longFrenchDate(date: Date): string {
  const text = format(date, 'd MMMM yyyy', { locale: fr });
  return date.getDate() === 1 ? text.replace(/^1 /, '1er ') : text;
}

/** The same with the weekday: « mercredi 11 novembre 2026 ». */
export function fullFrenchDate(date: Date): string {
  return `${format(date, 'EEEE', { locale: fr })} ${longFrenchDate(date)}`;
}

/** yyyy-MM-dd of the day `date` shows in the browser, as the API expects. */
export function isoDay(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/**
 * What the counter can truthfully say about its start. A last contact chosen in the picker makes
 * the period start at midnight the next day (here), so the day before is that last contact. A
 * record that was never set starts at the moment it was created: then only « depuis le … » is true.
 */
export function describeStart(startIso: string): { lastContact: Date | null; prefix: string; date: string } | null {
  const start = new Date(startIso);
  if (Number.isNaN(start.getTime())) return null;
  if (startOfDay(start).getTime() === start.getTime()) {
    const lastContact = subDays(start, 1);
    return { lastContact, prefix: 'Dernier contact le', date: longFrenchDate(lastContact) };
  }
  return { lastContact: null, prefix: 'Depuis le', date: longFrenchDate(start) };
}

/** Days without contact if the last contact was on `day`, counted as the server does. */
export function daysSinceDay(day: Date, today: Date = new Date()): number {
  return Math.max(0, differenceInCalendarDays(today, day));
}
