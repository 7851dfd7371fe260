import type { ExportedChat, ExportedJournal } from '#shared/account';
import { formatDateTime, formatWeekdayDate } from '#shared/dates';
import { localDateIn } from '#shared/time-zone';

/**
 * The journal and the chat as Markdown to read in any text editor, in French, dates written as
 * everywhere else in the app (shared/dates.ts). The person's words are kept as they are.
 */

/** A calendar day 'yyyy-MM-dd' as « mercredi 25 novembre 2026 », whatever the server's time zone. */
function weekdayOfDay(day: string): string {
  return formatWeekdayDate(new Date(`${day}T12:00:00Z`), 'UTC');
}

/** « 11 h 36 » of an instant, where the person lives. */
function timeOf(instant: string, timeZone: string): string {
  return formatDateTime(new Date(instant), timeZone).split(' à ')[1] ?? '';
}

function exportedOn(exportedAt: Date, timeZone: string): string {
  return `Exporté le ${formatDateTime(exportedAt, timeZone)}.`;
}

type Entry = ExportedJournal['entries'][number];
type Message = ExportedChat['messages'][number];

/** The journal as Markdown, a piece per entry: the entries arrive a page at a time (export-stream.ts). */
export async function* journalMarkdown(
  entries: AsyncIterable<Entry>,
  options: { exportedAt: Date; timeZone: string },
): AsyncGenerator<string> {
  // Each piece starts with the blank line that parts it from the one before: the file is the same
  // as one written whole.
  yield `# Mon journal\n\n${exportedOn(options.exportedAt, options.timeZone)}\n`;
  let none = true;
  for await (const entry of entries) {
    none = false;
    const mood = entry.mood === null ? '' : ` — Humeur : ${entry.mood}/10`;
    yield `\n## ${weekdayOfDay(entry.localDate)}${mood}\n\n${entry.text.trim()}\n`;
  }
  if (none) yield "\nTu n'as encore rien écrit dans ton journal.\n";
}

/** The chat as Markdown, grouped by the person's day, a piece per message. */
export async function* chatMarkdown(
  messages: AsyncIterable<Message>,
  options: { exportedAt: Date; timeZone: string },
): AsyncGenerator<string> {
  const { timeZone } = options;
  yield `# Mes conversations avec Janne\n\n${exportedOn(options.exportedAt, timeZone)}\n`;
  let currentDay = '';
  let none = true;
  for await (const message of messages) {
    none = false;
    const day = localDateIn(timeZone, new Date(message.createdAt));
    const head = day === currentDay ? '' : `## ${weekdayOfDay(day)}\n\n`;
    currentDay = day;
    const who = message.role === 'user' ? 'Toi' : 'Janne';
    yield `\n${head}**${who} :** *${timeOf(message.createdAt, timeZone)}*\n\n${message.content.trim()}\n`;
  }
  if (none) yield "\nTu n'as encore rien écrit à Janne.\n";
}
