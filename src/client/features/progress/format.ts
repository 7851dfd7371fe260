import { parseISO } from 'date-fns';
import { formatLongDate } from '#shared/dates';
import { lastContactDayOf } from '#shared/progress';
import { browserTimeZone, localDateIn } from '#shared/time-zone';

/**
 * What the counter can truthfully say about its start. A last contact chosen in the picker makes
 * the period start at midnight the next day (where the person lives), so the day before is that
 * last contact. A record started at another hour (SPEC's "now") only knows « depuis le … ».
 * `lastContact` is that day as the picker's local date.
 */
export function describeStart(
  startIso: string,
  timeZone: string = browserTimeZone(),
): { lastContact: Date | null; prefix: string; date: string } | null {
  const start = new Date(startIso);
  if (Number.isNaN(start.getTime())) return null;
  const lastContactDay = lastContactDayOf(start, timeZone);
  const day = parseISO(lastContactDay);
  const isMidnight = localDateIn(timeZone, start) !== lastContactDay;
  return isMidnight
    ? { lastContact: day, prefix: 'Dernier contact le', date: formatLongDate(day) }
    : { lastContact: null, prefix: 'Depuis le', date: formatLongDate(day) };
}
