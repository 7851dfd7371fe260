import type {
  ExportedChat,
  ExportedFeedback,
  ExportedGoals,
  ExportedJournal,
  ExportedLetters,
  ExportedMatrix,
  ExportedMemory,
  ExportedNoContact,
  ExportedProfile,
  ExportedReminders,
  ExportedSafetyPlan,
  ExportedStory,
  ExportFileName,
} from '#shared/account';
import type { Gender } from '#shared/auth';
import { parseJournalContent } from '#shared/journal';
import { FIXED_MATRIX_TYPES, FIXED_SECTIONS } from '#shared/matrix';
import type {
  bilans,
  feedback,
  goals,
  journalEntries,
  matrixItems,
  matrixSections,
  memoryFacts,
  memorySettings,
  messages,
  noContactEvents,
  noContactReasons,
  parcours,
  progress,
  pushSubscriptions,
  reminderSettings,
  safetyPlans,
  stories,
  unsentLetters,
  users,
} from '#server/db/schema';
import { jsonWithList } from '../text-streams';
import { chatMarkdown, goalsMarkdown, journalMarkdown, lettersMarkdown, reasonsMarkdown, safetyPlanMarkdown } from './export-markdown';
import { parcoursMarkdown, parcoursOf } from './export-parcours';
import { readme } from './export-readme';

/** The person's rows of every exported table, each table oldest first. */
export interface ExportRows {
  users: (typeof users.$inferSelect)[];
  stories: (typeof stories.$inferSelect)[];
  messages: (typeof messages.$inferSelect)[];
  journal_entries: (typeof journalEntries.$inferSelect)[];
  progress: (typeof progress.$inferSelect)[];
  goals: (typeof goals.$inferSelect)[];
  matrix_sections: (typeof matrixSections.$inferSelect)[];
  matrix_items: (typeof matrixItems.$inferSelect)[];
  feedback: (typeof feedback.$inferSelect)[];
  safety_plans: (typeof safetyPlans.$inferSelect)[];
  memory_facts: (typeof memoryFacts.$inferSelect)[];
  memory_settings: (typeof memorySettings.$inferSelect)[];
  unsent_letters: (typeof unsentLetters.$inferSelect)[];
  no_contact_reasons: (typeof noContactReasons.$inferSelect)[];
  no_contact_events: (typeof noContactEvents.$inferSelect)[];
  parcours: (typeof parcours.$inferSelect)[];
  bilans: (typeof bilans.$inferSelect)[];
  reminder_settings: (typeof reminderSettings.$inferSelect)[];
  push_subscriptions: (typeof pushSubscriptions.$inferSelect)[];
}
export type ExportedTable = keyof ExportRows;

/** The two tables that grow without end (a journal a day, a chat every evening): read a page at a time. */
export const PAGED_TABLES = ['journal_entries', 'messages'] as const satisfies ExportedTable[];
export type PagedTable = (typeof PAGED_TABLES)[number];

/**
 * What the export is made from: the small tables' rows whole (a quota keeps them small: goals,
 * letters, the matrix…), read once and used by both a JSON file and its Markdown (goals.json and
 * objectifs.md…), and the two paged tables as a fresh walk through their pages each time one is
 * asked for — journal.json and journal.md each read the journal once.
 */
export interface ExportSource {
  rows: Omit<ExportRows, PagedTable>;
  pages: { [T in PagedTable]: () => AsyncIterable<ExportRows[T][number]> };
}

const iso = (date: Date) => date.toISOString();
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

async function* once(text: string): AsyncGenerator<string> {
  yield text;
}

async function* journalOf(source: ExportSource): AsyncGenerator<ExportedJournal['entries'][number]> {
  for await (const entry of source.pages.journal_entries()) {
    const { mood, text } = parseJournalContent(entry.content);
    yield { date: iso(entry.date), localDate: entry.localDate, mood, text };
  }
}

async function* chatOf(source: ExportSource): AsyncGenerator<ExportedChat['messages'][number]> {
  for await (const message of source.pages.messages()) {
    yield {
      role: message.role as 'user' | 'assistant',
      content: message.content,
      createdAt: iso(message.createdAt),
      kind: message.kind,
      crisisCategories: message.crisisCategories,
    };
  }
}

/**
 * Every file of the export, in the ZIP's order, each as the pieces of its text (written as they are
 * read: issue 25). Field names are the documented ones of shared/account.ts, not the columns': no
 * ids, no `user_id`, no `seq` (one counter for everyone, whose gaps would tell how active other
 * people are — issue 12).
 */
export function exportFiles(
  source: ExportSource,
  options: { exportedAt: Date; timeZone: string },
): Record<ExportFileName, () => AsyncIterable<string>> {
  const { rows } = source;
  return {
    'LISEZMOI.txt': () => once(readme(options)),
    'profile.json': () => once(json(profileOf(rows))),
    'story.json': () =>
      once(
        json({
          story: rows.stories[0]
            ? { exName: rows.stories[0].exName, content: rows.stories[0].content, createdAt: iso(rows.stories[0].createdAt) }
            : null,
        } satisfies ExportedStory),
      ),
    'journal.json': () => jsonWithList('entries', journalOf(source), { pretty: true }),
    'journal.md': () => journalMarkdown(journalOf(source), options),
    'chat.json': () => jsonWithList('messages', chatOf(source), { pretty: true }),
    'chat.md': () => chatMarkdown(chatOf(source), options),
    'goals.json': () => once(json(goalsOf(rows))),
    'objectifs.md': () => once(goalsMarkdown(goalsOf(rows).goals, options)),
    'matrix.json': () => once(json(matrixOf(rows))),
    'letters.json': () => once(json(lettersOf(rows))),
    'lettres.md': () => once(lettersMarkdown(lettersOf(rows).letters, options)),
    'no-contact.json': () => once(json(noContactOf(rows))),
    'raisons.md': () => once(reasonsMarkdown(noContactOf(rows).reasons, options)),
    'safety-plan.json': () => once(json(safetyPlanOf(rows))),
    'plan-de-securite.md': () => once(safetyPlanMarkdown(safetyPlanOf(rows).plan, { ...options, gender: profileOf(rows)?.gender })),
    'memory.json': () =>
      once(
        json({
          enabled: rows.memory_settings[0]?.enabled ?? true,
          facts: rows.memory_facts.map((fact) => ({
            text: fact.text,
            source: fact.source,
            createdAt: iso(fact.createdAt),
            updatedAt: iso(fact.updatedAt),
          })),
        } satisfies ExportedMemory),
      ),
    'feedback.json': () =>
      once(
        json({
          feedback: rows.feedback.map((item) => ({
            content: item.content,
            source: item.source === 'popup' ? 'popup' : 'account',
            createdAt: iso(item.createdAt),
          })),
        } satisfies ExportedFeedback),
      ),
    'parcours.json': () => once(json(parcoursOf(rows))),
    'reminders.json': () => once(json(remindersOf(rows))),
    'parcours.md': () => once(parcoursMarkdown(parcoursOf(rows), { ...options, gender: profileOf(rows)?.gender })),
  };
}

/** Reminders: the choice, and the devices by their push service only — the address and keys are secrets. */
function remindersOf(rows: ExportSource['rows']): ExportedReminders {
  const settings = rows.reminder_settings[0];
  return {
    settings: settings
      ? {
          enabled: settings.enabled,
          channel: settings.channel as 'push' | 'email',
          time: settings.time,
          timeZone: settings.timeZone,
          quietFrom: settings.quietFrom,
          quietTo: settings.quietTo,
          lastSentOn: settings.lastSentOn,
        }
      : null,
    devices: rows.push_subscriptions.map((device) => ({
      pushService: new URL(device.endpoint).hostname,
      createdAt: iso(device.createdAt),
    })),
  };
}

function contentAndDate(row: { content: string; createdAt: Date }) {
  return { content: row.content, createdAt: iso(row.createdAt) };
}

// Each JSON file and its Markdown twin are made from the same rows by the same function, so they
// cannot tell two stories (the rows are in memory already: nothing is read twice).
function goalsOf(rows: ExportSource['rows']): ExportedGoals {
  return { goals: rows.goals.map((goal) => ({ content: goal.content, completed: goal.completed, createdAt: iso(goal.createdAt) })) };
}

function lettersOf(rows: ExportSource['rows']): ExportedLetters {
  return { letters: rows.unsent_letters.map(contentAndDate) };
}

function profileOf(rows: ExportSource['rows']): ExportedProfile | null {
  const user = rows.users[0];
  if (!user) return null;
  return {
    email: user.email,
    gender: user.gender as Gender,
    age: user.age,
    createdAt: iso(user.createdAt),
    consentAt: user.consentAt ? iso(user.consentAt) : null,
    parentalConsentAt: user.parentalConsentAt ? iso(user.parentalConsentAt) : null,
  };
}

function matrixOf(rows: ExportSource['rows']): ExportedMatrix {
  const itemsOf = (type: string) =>
    rows.matrix_items.filter((item) => item.type === type).map((item) => ({ content: item.content, createdAt: iso(item.createdAt) }));
  return {
    sections: [
      ...FIXED_MATRIX_TYPES.map((type) => ({ type, ...FIXED_SECTIONS[type], createdAt: null, items: itemsOf(type) })),
      ...rows.matrix_sections.map((section) => ({
        type: 'custom',
        title: section.title,
        description: section.description,
        createdAt: iso(section.createdAt),
        items: itemsOf(`custom_${section.id}`),
      })),
    ],
  };
}

function noContactOf(rows: ExportSource['rows']): ExportedNoContact {
  const record = rows.progress[0];
  return {
    progress: record
      ? { daysNoContact: record.daysNoContact, noContactStartDate: iso(record.noContactStartDate), lastUpdated: iso(record.lastUpdated) }
      : null,
    reasons: rows.no_contact_reasons.map(contentAndDate),
    slips: rows.no_contact_events
      .filter((event) => event.kind === 'slip')
      .map((event) => ({ day: event.day, lastContactDay: event.lastContactDay, note: event.note, createdAt: iso(event.createdAt) })),
    urgesHeld: rows.no_contact_events
      .filter((event) => event.kind === 'held')
      .map((event) => ({ day: event.day, createdAt: iso(event.createdAt) })),
  };
}

function safetyPlanOf(rows: ExportSource['rows']): ExportedSafetyPlan {
  const plan = rows.safety_plans[0];
  if (!plan) return { plan: null };
  const { warningSigns, copingAlone, distractions, helpers, professionals, safeEnvironment } = plan;
  return { plan: { warningSigns, copingAlone, distractions, helpers, professionals, safeEnvironment, updatedAt: iso(plan.updatedAt) } };
}
