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

export function journalMarkdown(journal: ExportedJournal, options: { exportedAt: Date; timeZone: string }): string {
  const lines = ['# Mon journal', '', exportedOn(options.exportedAt, options.timeZone), ''];
  if (journal.entries.length === 0) lines.push("Tu n'as encore rien écrit dans ton journal.", '');
  for (const entry of journal.entries) {
    const mood = entry.mood === null ? '' : ` — Humeur : ${entry.mood}/10`;
    lines.push(`## ${weekdayOfDay(entry.localDate)}${mood}`, '', entry.text.trim(), '');
  }
  return lines.join('\n');
}

export function chatMarkdown(chat: ExportedChat, options: { exportedAt: Date; timeZone: string }): string {
  const { timeZone } = options;
  const lines = ['# Mes conversations avec Janne', '', exportedOn(options.exportedAt, timeZone), ''];
  if (chat.messages.length === 0) lines.push("Tu n'as encore rien écrit à Janne.", '');
  let currentDay = '';
  for (const message of chat.messages) {
    const day = localDateIn(timeZone, new Date(message.createdAt));
    if (day !== currentDay) {
      currentDay = day;
      lines.push(`## ${weekdayOfDay(day)}`, '');
    }
    const who = message.role === 'user' ? 'Toi' : 'Janne';
    lines.push(`**${who} :** *${timeOf(message.createdAt, timeZone)}*`, '', message.content.trim(), '');
  }
  return lines.join('\n');
}
