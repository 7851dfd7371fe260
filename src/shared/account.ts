import { TimeZoneSchema } from './fields';
import type { Gender } from './auth';
import { z } from './zod';

/** POST /api/account/delete: the password, asked again before erasing everything. */
export const DeleteAccountSchema = z
  .object({ password: z.string('Ton mot de passe est nécessaire.').min(1, 'Ton mot de passe est nécessaire.').max(128) })
  .strict();

/** GET /api/account/export: a ZIP (GDPR art. 15 and 20). */
export const EXPORT_FILE_NAME = 'mes-donnees-renouveau.zip';

/** GET /api/account/export?timeZone=…: the chat's days and times in Markdown are the person's (Paris when not given). */
export const ExportQuerySchema = z.object({ timeZone: TimeZoneSchema.optional() });

/**
 * The files of the export, in the order the ZIP holds them. Their names and the field names below
 * are a contract with whoever reads the export (the person, another app): change them only by
 * adding, never by renaming. LISEZMOI.txt (server/modules/account/export-readme.ts) explains them.
 */
export const EXPORT_FILES = [
  'LISEZMOI.txt',
  'profile.json',
  'story.json',
  'journal.json',
  'journal.md',
  'chat.json',
  'chat.md',
  'goals.json',
  'objectifs.md',
  'matrix.json',
  'letters.json',
  'lettres.md',
  'no-contact.json',
  'raisons.md',
  'safety-plan.json',
  'plan-de-securite.md',
  'memory.json',
  'feedback.json',
  'parcours.json',
  'parcours.md',
  'reminders.json',
] as const;
export type ExportFileName = (typeof EXPORT_FILES)[number];

/** Instants are ISO 8601 strings in UTC; days (`localDate`, `day`) are the person's calendar days, 'yyyy-MM-dd'. */
type Instant = string;
type Day = string;

export interface ExportedProfile {
  email: string;
  gender: Gender;
  age: number;
  createdAt: Instant;
  /** When the box « J'accepte que Renouveau conserve et traite… » was ticked, at signup. */
  consentAt: Instant | null;
  /** Under 15 at signup: when the box about a parent's agreement was ticked. */
  parentalConsentAt: Instant | null;
}

export interface ExportedStory {
  story: { exName: string; content: string; createdAt: Instant } | null;
}

export interface ExportedJournal {
  /** Oldest first. `mood` is read from the « Humeur: N/10 » line, null when there is none. */
  entries: { date: Instant; localDate: Day; mood: number | null; text: string }[];
}

export interface ExportedChat {
  /** Oldest first. `kind`: null for an ordinary message, 'crisis' for the help card, etc. */
  messages: { role: 'user' | 'assistant'; content: string; createdAt: Instant; kind: string | null; crisisCategories: string[] | null }[];
}

export interface ExportedGoals {
  /** In the order they were added. */
  goals: { content: string; completed: boolean; createdAt: Instant }[];
}

export interface ExportedMatrix {
  /** The four fixed sections, then the person's own; `type` is strengths, improvements, likes, dislikes or custom. */
  sections: {
    type: string;
    title: string;
    description: string;
    createdAt: Instant | null;
    items: { content: string; createdAt: Instant }[];
  }[];
}

export interface ExportedLetters {
  letters: { content: string; createdAt: Instant }[];
}

export interface ExportedNoContact {
  /** SPEC §3 progress record: the counter, and since when. */
  progress: { daysNoContact: number; noContactStartDate: Instant; lastUpdated: Instant } | null;
  reasons: { content: string; createdAt: Instant }[];
  /** « J'ai craqué »: the day of the slip, the last contact before the streak it ended, the note. */
  slips: { day: Day; lastContactDay: Day | null; note: string | null; createdAt: Instant }[];
  /** « J'ai tenu ». */
  urgesHeld: { day: Day; createdAt: Instant }[];
}

export interface ExportedSafetyPlan {
  plan: {
    warningSigns: string;
    copingAlone: string;
    distractions: string;
    helpers: string;
    professionals: string;
    safeEnvironment: string;
    updatedAt: Instant;
  } | null;
}

export interface ExportedMemory {
  /** Whether Janne may remember (true unless turned off). */
  enabled: boolean;
  /** `source`: 'person' (written or corrected by the person) or 'summary' (taken from the conversation). */
  facts: { text: string; source: string; createdAt: Instant; updatedAt: Instant }[];
}

export interface ExportedFeedback {
  /** `source`: 'popup' or 'account' (the form on /account). */
  feedback: { content: string; source: 'popup' | 'account'; createdAt: Instant }[];
}

/** Reminders (issue 30): the person's choice, and the devices that get notifications (never their keys). */
export interface ExportedReminders {
  settings: {
    enabled: boolean;
    channel: 'push' | 'email';
    /** 'HH:MM' where the person lives (`timeZone`); never between `quietFrom` and `quietTo` h. */
    time: string;
    timeZone: string | null;
    quietFrom: number;
    quietTo: number;
    /** The person's last day with a reminder, or null. */
    lastSentOn: Day | null;
  } | null;
  /** `pushService`: the host of the browser's push service (fcm.googleapis.com for Chrome…). */
  devices: { pushService: string; createdAt: Instant }[];
}

/** « Mon parcours » (issue 29): where the person is in the 28 days, and their weekly bilans. */
export interface ExportedParcours {
  /** null when the person never did, skipped or paused a day. */
  parcours: {
    startedOn: Day;
    paused: boolean;
    /** Done or skipped days, day 1 first; `writtenIn`: the tool the exercise's answer went to (the text is in that tool's file). */
    days: { day: number; title: string; status: 'done' | 'skipped'; finishedOn: Day; writtenIn: string | null }[];
  } | null;
  /** Oldest first: `answers` are the seven answers from 0 to 4, in the order of the questions; `score` their sum (0–28). */
  bilans: { localDate: Day; answers: number[]; score: number; createdAt: Instant }[];
}
