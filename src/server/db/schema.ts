/**
 * The whole database schema. One schema for PGlite and PostgreSQL: SQL both Postgres 15 and 18 accept.
 *
 * The four auth tables are the ones better-auth's own Drizzle generator produces (plural names,
 * snake_case columns) plus the profile fields of SPEC.md §3, with time zones on every timestamp.
 * Every table that holds a person's data has a `user_id` that cascades on delete, so deleting a
 * user deletes everything they wrote.
 */
import { encryptedText } from './encryption';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).defaultNow().notNull();
const userId = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
/** A strictly increasing number that orders rows inserted in the same millisecond. */
const seq = () => bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull();

// ─── auth (better-auth) ──────────────────────────────────────────────────────────────────────────

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').default(false).notNull(),
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
    gender: text('gender').notNull(),
    age: integer('age').notNull(),
    /** When the person consented to the processing of their sensitive data, at signup. */
    consentAt: timestamp('consent_at', { withTimezone: true }),
    /**
     * Under 15 at signup: when the person ticked that a parent or guardian agrees (Loi Informatique
     * et Libertés, art. 45). Null for everyone 15 and over.
     */
    parentalConsentAt: timestamp('parental_consent_at', { withTimezone: true }),
  },
  (t) => [
    check('users_gender_check', sql`${t.gender} in ('female', 'male', 'other')`),
    check('users_age_check', sql`${t.age} between 12 and 100`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .$onUpdate(() => new Date())
      .notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: userId(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: userId(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/**
 * Counters of rate-limiter-flexible's Drizzle store: shared by every app server on the database,
 * so a limit holds across processes. Keys are hashed: no email address is stored here.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});

/**
 * The optional code that locks the app on a shared device (issue 27, modules/auth/app-lock.ts).
 * Hashed like a password; whether this device is unlocked lives in a signed cookie, not here.
 */
export const appLocks = pgTable(
  'app_locks',
  {
    userId: userId().primaryKey(),
    pinHash: text('pin_hash').notNull(),
    /** Minutes away after which the app asks for the code again. */
    afterMinutes: integer('after_minutes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('app_locks_after_minutes_check', sql`${t.afterMinutes} between 1 and 60`)],
);

// ─── the person's story and conversation with Janne ──────────────────────────────────────────────

/** SPEC.md §3 story. One per person: the guards only ask whether it exists. */
export const stories = pgTable('stories', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: userId().unique(),
  exName: encryptedText('ex_name').notNull(),
  content: encryptedText('content').notNull(),
  createdAt: createdAt(),
});

/**
 * SPEC.md §3 message. `seq` orders the conversation and is the pagination cursor. Indexes on
 * (user_id, seq) are plain ascending: Postgres reads them backwards for `order by seq desc`, which a
 * `desc nulls last` index would not serve (desc means nulls first).
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: seq(),
    userId: userId(),
    storyId: uuid('story_id').references(() => stories.id, { onDelete: 'set null' }),
    role: text('role').notNull(),
    content: encryptedText('content').notNull(),
    /** 'crisis' for the resources Janne gives when a message shows distress; null otherwise. */
    kind: text('kind'),
    /** For a crisis message: which categories were detected (the UI picks the numbers from them). */
    crisisCategories: text('crisis_categories').array(),
    createdAt: createdAt(),
  },
  (t) => [index('messages_user_seq_idx').on(t.userId, t.seq), check('messages_role_check', sql`${t.role} in ('user', 'assistant')`)],
);

// ─── dashboard tools ─────────────────────────────────────────────────────────────────────────────

/**
 * SPEC.md §3 journal entry. `content` keeps SPEC's 'Humeur: N/10' prefix; `local_date` is the day
 * in the person's own time zone, which the calendar and the "today only" rule use; `seq` (the
 * order of writing, i.e. of `date`) is the cursor of the paged list.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: seq(),
    userId: userId(),
    content: encryptedText('content').notNull(),
    date: timestamp('date', { withTimezone: true }).defaultNow().notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    /** The offline outbox's id for this entry (issue 30): a second POST with it writes nothing. */
    requestId: uuid('request_id'),
  },
  (t) => [
    index('journal_entries_user_seq_idx').on(t.userId, t.seq),
    index('journal_entries_user_local_date_idx').on(t.userId, t.localDate),
    uniqueIndex('journal_entries_user_request_id_idx').on(t.userId, t.requestId),
  ],
);

/** SPEC.md §3 progress record, one per person. Goals live in their own rows (see `goals`). */
export const progress = pgTable('progress', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  daysNoContact: integer('days_no_contact').notNull().default(0),
  noContactStartDate: timestamp('no_contact_start_date', { withTimezone: true }).notNull(),
  lastUpdated: timestamp('last_updated', { withTimezone: true }).defaultNow().notNull(),
});

/** One row per goal, so that concurrent adds, toggles and deletes never overwrite each other. */
export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: seq(),
    userId: userId(),
    content: encryptedText('content').notNull(),
    completed: boolean('completed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('goals_user_seq_idx').on(t.userId, t.seq)],
);

/** SPEC.md §3 matrix section: the person's own sections beside the four fixed ones. */
export const matrixSections = pgTable(
  'matrix_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: seq(),
    userId: userId(),
    title: encryptedText('title').notNull(),
    description: encryptedText('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('matrix_sections_user_idx').on(t.userId, t.seq)],
);

/**
 * One row per matrix item. `type` is SPEC's list type: strengths, improvements, likes, dislikes or
 * custom_{sectionId}; `section_id` ties a custom item to its section so both go together.
 */
export const matrixItems = pgTable(
  'matrix_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: seq(),
    userId: userId(),
    type: text('type').notNull(),
    sectionId: uuid('section_id').references(() => matrixSections.id, { onDelete: 'cascade' }),
    content: encryptedText('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('matrix_items_user_type_idx').on(t.userId, t.type, t.seq)],
);

/** SPEC.md §3 feedback. `source` is 'popup' for the popup, null for the account form. */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    content: encryptedText('content').notNull(),
    source: text('source'),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_user_idx').on(t.userId)],
);

/**
 * « Mon plan de sécurité » (src/shared/safety-plan.ts), one per person. One text column per step
 * rather than jsonb: the six steps are fixed by the method, and the export reads plainly.
 */
export const safetyPlans = pgTable('safety_plans', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  warningSigns: encryptedText('warning_signs').notNull().default(''),
  copingAlone: encryptedText('coping_alone').notNull().default(''),
  distractions: encryptedText('distractions').notNull().default(''),
  helpers: encryptedText('helpers').notNull().default(''),
  professionals: encryptedText('professionals').notNull().default(''),
  safeEnvironment: encryptedText('safe_environment').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
});

// ─── operational ─────────────────────────────────────────────────────────────────────────────────

/**
 * Claims for once-only operations (the first chat message): the server that inserts the row does
 * the work, others wait for its result. Lives in the database so it holds across app servers.
 */
export const onceClaims = pgTable(
  'once_claims',
  {
    userId: userId(),
    key: text('key').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** How often the crisis detector fires, per day, source and category. Counts only: no person, no text. */
export const crisisCounts = pgTable(
  'crisis_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    category: text('category').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.source, t.category] })],
);

// ─── memory (« Ce que Janne retient de toi », issue 14) ──────────────────────────────────────────

/** Short facts Janne remembers of a person: written by them, or summarised from older conversation. */
export const memoryFacts = pgTable(
  'memory_facts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    text: encryptedText('text').notNull(),
    /** 'person' (they wrote or corrected it) or 'summary' (taken from the conversation). */
    source: text('source').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('memory_facts_user_idx').on(t.userId, t.createdAt)],
);

/** Whether Janne may remember (on by default), and how far the conversation was summarised. */
export const memorySettings = pgTable('memory_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(true),
  /** The newest message `seq` already read for facts: older messages are never read twice. */
  summarisedThroughSeq: bigint('summarised_through_seq', { mode: 'number' }).notNull().default(0),
});

// ─── the no-contact toolkit (src/shared/no-contact.ts) ──────────────────────────────────────────

/** « Lettres non envoyées »: the messages written in the urge flow instead of being sent. Never sent anywhere. */
export const unsentLetters = pgTable(
  'unsent_letters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: seq(),
    userId: userId(),
    content: encryptedText('content').notNull(),
    createdAt: createdAt(),
    /** The offline outbox's id for this letter (issue 30): a second POST with it writes nothing. */
    requestId: uuid('request_id'),
  },
  (t) => [
    index('unsent_letters_user_seq_idx').on(t.userId, t.seq),
    uniqueIndex('unsent_letters_user_request_id_idx').on(t.userId, t.requestId),
  ],
);

/** The person's reasons for no contact, written once and read again when the urge comes. */
export const noContactReasons = pgTable(
  'no_contact_reasons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: seq(),
    userId: userId(),
    content: encryptedText('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('no_contact_reasons_user_seq_idx').on(t.userId, t.seq)],
);

/**
 * What happened to an urge: `slip` (« J'ai craqué ») ends the streak that began after
 * `last_contact_day` on `day`; `held` (« J'ai tenu ») is a small victory. Days are the person's
 * calendar days, so the history reads the same wherever and whenever it is opened.
 */
export const noContactEvents = pgTable(
  'no_contact_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: seq(),
    userId: userId(),
    kind: text('kind', { enum: ['slip', 'held'] }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** For a slip: the last contact before the streak it ended. */
    lastContactDay: date('last_contact_day', { mode: 'string' }),
    note: encryptedText('note'),
    createdAt: createdAt(),
  },
  (t) => [index('no_contact_events_user_seq_idx').on(t.userId, t.seq)],
);

// ─── « Mon parcours » (src/shared/parcours/) ────────────────────────────────────────────────────

/**
 * Where a person is in the 28 days: one row, the whole ParcoursRecord (schedule.ts) as encrypted
 * JSON — which days are done, when, and where their answer was written. Absent until the person
 * first does, skips or pauses a day. Changed under `for update`, so two tabs cannot lose a day.
 */
export const parcours = pgTable('parcours', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  state: encryptedText('state').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
});

/**
 * « Mon bilan de la semaine »: one row per answered bilan, its answers (0–4 each) encrypted.
 * `local_date` is the person's day it was answered on, in the clear for the weekly schedule; a
 * second bilan the same day replaces the first.
 */
export const bilans = pgTable(
  'bilans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    answers: encryptedText('answers').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bilans_user_day_idx').on(t.userId, t.localDate)],
);

/** The data keys of encryption at rest, wrapped by the master key (encryption.ts). */
export { dataKeys } from './encryption';

// ─── reminders (issue 30) ────────────────────────────────────────────────────────────────────────

/**
 * A person's daily reminder, one row, and its place in the queue: `next_due_at` is when it is due;
 * a server claims due rows with `for update skip locked` and sets `claimed_until`, sends, then moves
 * `next_due_at` to the next day (modules/reminders/scheduler.ts). A claim that runs out (a server
 * that stopped mid-send) is claimed again. `last_sent_on` (the person's day) keeps it to one a day.
 */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    channel: text('channel').notNull().default('push'),
    time: text('time').notNull().default('20:00'),
    timeZone: text('time_zone'),
    quietFrom: integer('quiet_from').notNull().default(22),
    quietTo: integer('quiet_to').notNull().default(8),
    offerDismissed: boolean('offer_dismissed').notNull().default(false),
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    claimId: uuid('claim_id'),
    attempts: integer('attempts').notNull().default(0),
    lastSentOn: date('last_sent_on', { mode: 'string' }),
    /** The low-mood entry the silence check-in was sent for: once per entry. */
    checkInEntryId: uuid('check_in_entry_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (t) => [
    check('reminder_settings_channel_check', sql`${t.channel} in ('push', 'email')`),
    index('reminder_settings_due_idx')
      .on(t.nextDueAt)
      .where(sql`${t.enabled}`),
  ],
);

/**
 * One device's Web Push subscription, tied to the session it was made in (so « Mes sessions
 * actives » can say which device gets notifications, and signing a device out stops them). The
 * endpoint and keys are sealed like everything personal; `endpoint_hash` finds a device again.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    endpointHash: text('endpoint_hash').notNull().unique(),
    endpoint: encryptedText('endpoint').notNull(),
    p256dh: encryptedText('p256dh').notNull(),
    auth: encryptedText('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
