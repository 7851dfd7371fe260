import { TZDate } from '@date-fns/tz';
import { differenceInCalendarDays, format } from 'date-fns';
import { fr } from 'date-fns/locale';

/**
 * The one way Renouveau writes a date, in French as French is written: weekdays and months in
 * lower case (« lundi 23 novembre 2026 »), the first of the month as « 1er » (date-fns's French
 * ordinal), the time as « 11 h 36 ». Every screen and the journal download use these.
 *
 * Without `timeZone` a date is shown as the device shows it (the browser is where the person
 * lives); with one, as it is there.
 */

/** Keeps « 11 h 36 » on one line, as French typography asks. */
const NBSP = '\u00a0';

type When = Date | number;

function zoned(date: When, timeZone: string | undefined): Date {
  const instant = typeof date === 'number' ? date : date.getTime();
  return timeZone ? new TZDate(instant, timeZone) : new Date(instant);
}

/** « 1er » on the first of the month, « 23 » otherwise; `do` is date-fns's French ordinal. */
function dayToken(date: Date): string {
  return date.getDate() === 1 ? 'do' : 'd';
}

function formatFr(date: When, pattern: (zonedDate: Date) => string, timeZone?: string): string {
  const zonedDate = zoned(date, timeZone);
  return format(zonedDate, pattern(zonedDate), { locale: fr });
}

// yyyy-MM-dd of the day `date` shows where it is read (the browser's day picker), as the API
// expects: built in local-day.ts, the one place a day string is made, and offered here too.
export { isoDay } from './local-day';

/** « 1er novembre », « 23 novembre ». */
export function formatDayMonth(date: When, timeZone?: string): string {
  return formatFr(date, (day) => `${dayToken(day)} MMMM`, timeZone);
}

/** « 1er novembre 2026 », « 23 novembre 2026 ». */
export function formatLongDate(date: When, timeZone?: string): string {
  return formatFr(date, (day) => `${dayToken(day)} MMMM yyyy`, timeZone);
}

/** « dimanche 1er novembre 2026 ». */
export function formatWeekdayDate(date: When, timeZone?: string): string {
  return formatFr(date, (day) => `EEEE ${dayToken(day)} MMMM yyyy`, timeZone);
}

/** « lundi 23 novembre 2026 à 11 h 36 ». */
export function formatDateTime(date: When, timeZone?: string): string {
  return formatFr(date, (day) => `EEEE ${dayToken(day)} MMMM yyyy 'à' H'${NBSP}h${NBSP}'mm`, timeZone);
}

/**
 * When something was last done, as a person says it: « à l'instant », « il y a 5 minutes »,
 * « aujourd'hui à 8 h 04 », « hier à 21 h 04 », « jeudi à 18 h 45 » within the week, then
 * « le 1er novembre à 18 h 45 », and « le 24 décembre 2025 » for another year (the hour no longer
 * helps to recognise it). « Mes sessions actives »: « Utilisée il y a 5 minutes ». date-fns's
 * own formatRelative writes « 21:04 » and « dernier jeudi », not the app's French.
 */
export function formatRelativeMoment(date: When, now: When, timeZone?: string): string {
  const minutes = Math.floor((zoned(now, timeZone).getTime() - zoned(date, timeZone).getTime()) / 60_000);
  // A device whose clock runs a little ahead gives a moment « in the future »: it is now.
  if (minutes < 1) return "à l'instant";
  if (minutes < 60) return `il y a ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const days = differenceInCalendarDays(zoned(now, timeZone), zoned(date, timeZone));
  const time = `'à' H'${NBSP}h${NBSP}'mm`;
  const at = (pattern: (day: Date) => string) => formatFr(date, (day) => `${pattern(day)} ${time}`, timeZone);
  if (days === 0) return at(() => "'aujourd''hui'");
  if (days === 1) return at(() => "'hier'");
  if (days < 7) return at(() => 'EEEE');
  if (zoned(date, timeZone).getFullYear() === zoned(now, timeZone).getFullYear()) return at((day) => `'le' ${dayToken(day)} MMMM`);
  return `le ${formatLongDate(date, timeZone)}`;
}

/** « 1er nov. », « 23 nov. »: a chart's axis. */
export function formatShortDate(date: When, timeZone?: string): string {
  return formatFr(date, (day) => `${dayToken(day)} MMM`, timeZone);
}

/** « novembre 2026 »: a calendar's caption. */
export function formatMonthYear(date: When, timeZone?: string): string {
  return formatFr(date, () => 'LLLL yyyy', timeZone);
}

/** « lundi »: what a screen reader says for a calendar's « L ». */
export function formatWeekday(date: When, timeZone?: string): string {
  return formatFr(date, () => 'EEEE', timeZone);
}

/** SPEC §2: a calendar's day headers are L M Me J V S D (Me tells Wednesday from Tuesday). */
const WEEKDAY_INITIALS = ['D', 'L', 'M', 'Me', 'J', 'V', 'S'] as const;

export function formatWeekdayInitial(date: When, timeZone?: string): string {
  return WEEKDAY_INITIALS[zoned(date, timeZone).getDay()] ?? '';
}

/** A sentence that opens on a date takes a capital there, and only there: « Dimanche 1er novembre… ». */
export function atSentenceStart(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** French counts: 0 and 1 take the singular (« 0 jour », « 1 jour »), 2 and more the plural. */
export function dayWord(count: number): string {
  return Math.abs(count) < 2 ? 'jour' : 'jours';
}

/** « 0 jour », « 1 jour », « 12 jours ». */
export const dayCount = (count: number): string => `${count} ${dayWord(count)}`;
