import type { ExportedChat, ExportedGoals, ExportedJournal, ExportedLetters, ExportedNoContact, ExportedSafetyPlan } from '#shared/account';
import { formatDateTime, formatWeekdayDate } from '#shared/dates';
import type { PersonGender } from '#shared/gender';
import { SAFETY_PLAN_STEP_KEYS, safetyPlanStepTitle } from '#shared/safety-plan';
import { localDateIn } from '#shared/time-zone';

/**
 * The journal, the chat, the letters, the reasons, the goals and the safety plan as Markdown to
 * read in any text editor, in French, dates written as everywhere else in the app
 * (shared/dates.ts). The person's words are kept as they are.
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

type Options = { exportedAt: Date; timeZone: string };

/**
 * The four small files below are one file each rather than one file for all (issue 27): each is
 * opened for its own reason — the safety plan on a hard day, the letters to read again, the
 * reasons when the urge comes — and each has its own screen in the app, whose words they take.
 * Their tables are small (a quota keeps them so) and already read whole: each file is one string.
 */

/** « Mes lettres non envoyées »: each letter under the day and time it was written, as /progress shows them. */
export function lettersMarkdown(letters: ExportedLetters['letters'], options: Options): string {
  const { timeZone } = options;
  const head = `# Mes lettres non envoyées\n\n${exportedOn(options.exportedAt, timeZone)}\n`;
  if (letters.length === 0) return `${head}\nTu n'as encore écrit aucune lettre.\n`;
  const body = letters.map((letter) => `\n## ${formatDateTime(new Date(letter.createdAt), timeZone)}\n\n${letter.content.trim()}\n`);
  return `${head}\nCe que tu as écrit au lieu de l’envoyer. Ces lettres ne sont jamais parties.\n${body.join('')}`;
}

/** A list item whose text may run over several lines: the lines after the first stay in the item. */
function listItem(text: string): string {
  return `- ${text.trim().replace(/\n/g, '\n  ')}`;
}

/** « Mes raisons »: a list, each reason in the person's words with the day it was written. */
export function reasonsMarkdown(reasons: ExportedNoContact['reasons'], options: Options): string {
  const { timeZone } = options;
  const head = `# Mes raisons\n\n${exportedOn(options.exportedAt, timeZone)}\n`;
  if (reasons.length === 0) return `${head}\nTu n'as pas encore écrit tes raisons.\n`;
  const items = reasons.map(
    (reason) => `${listItem(reason.content)} *(écrite le ${formatWeekdayDate(new Date(reason.createdAt), timeZone)})*\n`,
  );
  return `${head}\nPourquoi tu as choisi de ne plus lui écrire, avec tes mots, pour les relire quand l’envie reviendra.\n\n${items.join('')}`;
}

/** « Mes objectifs »: the goals under way, then the ones reached; a part with none is left out. */
export function goalsMarkdown(goals: ExportedGoals['goals'], options: Options): string {
  const { timeZone } = options;
  const head = `# Mes objectifs\n\n${exportedOn(options.exportedAt, timeZone)}\n`;
  if (goals.length === 0) return `${head}\nTu ne t'es encore fixé aucun objectif.\n`;
  const part = (title: string, completed: boolean) => {
    const items = goals
      .filter((goal) => goal.completed === completed)
      .map((goal) => `${listItem(goal.content)} *(fixé le ${formatWeekdayDate(new Date(goal.createdAt), timeZone)})*\n`);
    return items.length === 0 ? '' : `\n## ${title}\n\n${items.join('')}`;
  };
  return `${head}${part('En cours', false)}${part('Atteints', true)}`;
}

/**
 * « Mon plan de sécurité »: the six steps in the method's order, numbered, with the titles the
 * person reads in the app (agreed with their gender). Each line of a step is a list item — a name
 * and a number per line, as written — so a Markdown reader does not run the numbers together
 * into one paragraph; a line the person already began with « - » is kept as it is.
 */
export function safetyPlanMarkdown(plan: ExportedSafetyPlan['plan'], options: Options & { gender: PersonGender }): string {
  const { timeZone } = options;
  const exported = exportedOn(options.exportedAt, timeZone);
  if (!plan) return `# Mon plan de sécurité\n\n${exported}\n\nTu n'as pas encore écrit ton plan de sécurité.\n`;
  const steps = SAFETY_PLAN_STEP_KEYS.map((key, index) => {
    const lines = plan[key]
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    const body =
      lines.length === 0
        ? "*Tu n'as rien écrit à cette étape.*"
        : lines.map((line) => (/^[-*] /.test(line) ? line : `- ${line}`)).join('\n');
    return `\n## ${index + 1}. ${safetyPlanStepTitle(key, options.gender)}\n\n${body}\n`;
  });
  return (
    `# Mon plan de sécurité\n\n${exported} Mis à jour le ${formatDateTime(new Date(plan.updatedAt), timeZone)}.\n\n` +
    'Dans un moment difficile, relis-le et suis les étapes, une par une : si une étape ne suffit pas, passe à la suivante.\n' +
    steps.join('')
  );
}
