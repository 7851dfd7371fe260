import type { CrisisCategory } from './crisis';
import { calendarDay, type CursorPage, freeText, pageQuerySchema, RequestIdSchema, TimeZoneSchema } from './fields';
import { z } from './zod';

/**
 * SPEC.md §3 journal entry: the content is stored as 'Humeur: N/10', a blank line, then the text,
 * and the mood is read back from that prefix. An entry without the prefix has no mood (the entry
 * made from the breakup story, for one).
 */

export const MOOD_MIN = 1;
export const MOOD_MAX = 10;

const MOOD_PREFIX = /^Humeur: (\d{1,2})\/10\n\n/;

export function formatJournalContent(mood: number | null, text: string): string {
  return mood === null ? text : `Humeur: ${mood}/10\n\n${text}`;
}

export function parseJournalContent(content: string): { mood: number | null; text: string } {
  const match = MOOD_PREFIX.exec(content);
  if (!match) return { mood: null, text: content };
  const mood = Number(match[1]);
  if (mood < MOOD_MIN || mood > MOOD_MAX) return { mood: null, text: content };
  return { mood, text: content.slice(match[0].length) };
}

/** The entry saved with the story (SPEC.md §4 Story creation flow, step 2). */
export function storyJournalText(exName: string, story: string): string {
  return `Ma rupture avec ${exName}\n\n${story}`;
}

// ─── API ─────────────────────────────────────────────────────────────────────────────────────────

export const JOURNAL_TEXT_MAX_LENGTH = 20_000;

/**
 * Entries per page of « Toutes mes entrées » (issue 17): what a screen shows before « Voir les
 * entrées plus anciennes », not 50 full texts of which the person reads the first few.
 */
export const JOURNAL_PAGE_SIZE = 20;
export const JournalPageQuerySchema = pageQuerySchema(JOURNAL_PAGE_SIZE);

/** SPEC.md §2: the prompt line before Janne suggests another question. */
export const DEFAULT_JOURNAL_PROMPT = "Comment te sens-tu aujourd'hui ?";
/** SPEC.md §8: the question when Janne cannot be asked. */
export const JOURNAL_QUESTION_FALLBACK = "Quelles émotions as-tu besoin d'exprimer aujourd'hui ?";
/** SPEC.md §8: an empty answer gives a question about how the emotions have evolved. */
export const JOURNAL_QUESTION_EMPTY = 'Comment tes émotions ont-elles évolué depuis ces derniers jours ?';

/** SPEC.md §5: the journal takes entries for the person's today only. */
export const ONLY_TODAY_MESSAGE = "Tu ne peux écrire dans ton journal que pour aujourd'hui.";

export const JOURNAL_QUESTION_MAX_LENGTH = 500;

/**
 * Issue 27: the mood is never preset (SPEC's « default 5 » put a 5 on days that were not one);
 * sent without one, a form says plainly what is missing.
 */
export const MOOD_REQUIRED = 'Choisis ton humeur, de 1 à 10.';
const MOOD_INVALID = "L'humeur doit être un nombre de 1 à 10.";

export const MoodSchema = z
  .number({ error: (issue) => (issue.input === undefined ? MOOD_REQUIRED : MOOD_INVALID) })
  .int(MOOD_INVALID)
  .min(MOOD_MIN, MOOD_INVALID)
  .max(MOOD_MAX, MOOD_INVALID);

/**
 * The mood as a form gives it: the scale is a radio group, whose value is text (« 7 »), or null
 * when none is chosen (react-hook-form's valueAsNumber is for number inputs).
 */
export const MoodChoiceSchema = z.preprocess(
  (value) => (value === null || value === undefined || value === '' ? undefined : Number(value)),
  MoodSchema,
);

/** POST /api/journal/entries. The server refuses any day but the person's today. */
export const JournalEntryInputSchema = z
  .object({
    mood: MoodSchema,
    content: freeText({
      required: 'Ton texte est vide.',
      max: JOURNAL_TEXT_MAX_LENGTH,
      tooLong: `Ton texte doit faire au plus ${JOURNAL_TEXT_MAX_LENGTH.toLocaleString('fr-FR')} caractères.`,
    }),
    /**
     * The day the person is writing for, in their time zone: it must be today. The schema keeps
     * out the days that cannot be today anywhere; the service compares with the person's today.
     */
    date: calendarDay({ until: 'today', tooEarly: ONLY_TODAY_MESSAGE, tooLate: ONLY_TODAY_MESSAGE }),
    timeZone: TimeZoneSchema,
    requestId: RequestIdSchema,
  })
  .strict();
export type JournalEntryInput = z.input<typeof JournalEntryInputSchema>;

/**
 * PATCH /api/journal/entries/:id (issue 16): the text and the mood of any entry, whatever its day
 * (SPEC's « only today » is for new entries). `mood: null` keeps an entry without a mood (the
 * story's entry) as it is.
 */
export const JournalEntryPatchSchema = z
  .object({
    mood: JournalEntryInputSchema.shape.mood.nullable(),
    content: JournalEntryInputSchema.shape.content,
  })
  .strict();
export type JournalEntryPatch = z.input<typeof JournalEntryPatchSchema>;

/** PATCH /api/journal/entries/:id */
export type JournalEntryPatchResponse = NewJournalEntryResponse;

/** SPEC.md §9 mood 1–10: at 1 or 2 the journal shows the helplines after saving, as for crisis words. */
export const LOW_MOOD_MAX = 2;

export interface JournalEntry {
  id: string;
  /** The text without its mood prefix. */
  text: string;
  mood: number | null;
  /** When it was written (ISO). */
  date: string;
  /** The person's calendar day it belongs to (yyyy-MM-dd). */
  localDate: string;
}

/** SPEC.md §7 (2): an open question, ending with '?' (appended when missing). */
export function cleanJournalQuestion(raw: string): string {
  const question = raw
    .trim()
    .replace(/^["«“'\s]+|["»”'\s]+$/g, '')
    .trim();
  if (!question) return JOURNAL_QUESTION_EMPTY;
  return /[?？]$/.test(question) ? question : `${question.replace(/[.!…\s]+$/, '')} ?`;
}

/** GET /api/journal/entries?before=…&limit=… (the query is fields.ts's PageQuerySchema). */
export interface JournalPage extends CursorPage {
  /** Newest first. */
  entries: JournalEntry[];
}

/** GET /api/journal/range (the days asked for) and GET /api/journal/export (every entry): oldest first. */
export interface JournalEntriesResponse {
  entries: JournalEntry[];
}

/**
 * POST /api/journal/entries. `crisis` is set (maybe empty) when the words or a mood of 1–2 call for
 * the helplines; `riskQuestion` when the detector is unsure of the words: the journal asks the
 * direct question (« Oui » opens the helplines with these categories), as the chat does (issue 24).
 */
export interface NewJournalEntryResponse {
  entry: JournalEntry;
  crisis: CrisisCategory[] | null;
  riskQuestion: CrisisCategory[] | null;
}

/** POST /api/journal/question */
export interface JournalQuestionResponse {
  question: string;
}

const RANGE_TOO_LATE = 'La période demandée est trop loin dans le futur.';

/** GET /api/journal/range: the calendar's month, the chart's 30 days. At most a year at once, from 1900 to this month. */
export const JournalRangeQuerySchema = z
  .object({
    from: calendarDay({ until: 'end-of-this-month', tooLate: RANGE_TOO_LATE }),
    to: calendarDay({ until: 'end-of-this-month', tooLate: RANGE_TOO_LATE }),
  })
  .strict()
  .refine(({ from, to }) => from <= to, 'La période est inversée.')
  .refine(({ from, to }) => Date.parse(to) - Date.parse(from) <= 366 * 24 * 60 * 60 * 1000, 'La période dépasse un an.');

/** POST /api/journal/question: the question on screen, so Janne asks another one. */
export const JournalQuestionInputSchema = z
  .object({
    current: freeText({
      notText: 'La question affichée doit être un texte.',
      max: JOURNAL_QUESTION_MAX_LENGTH,
      tooLong: `La question affichée doit faire au plus ${JOURNAL_QUESTION_MAX_LENGTH} caractères.`,
    }).optional(),
  })
  .strict();

// ─── the dashboard's two-tap check-in (issue 15) ─────────────────────────────────────────────────

/** The optional feeling words of the check-in, inclusive (gender.ts agrees them with the person). */
export const CHECK_IN_FEELINGS = [
  'triste',
  'seul·e',
  'fatigué·e',
  'stressé·e',
  'en colère',
  'perdu·e',
  'nostalgique',
  'apaisé·e',
  'soulagé·e',
  'confiant·e',
] as const;
export type CheckInFeeling = (typeof CHECK_IN_FEELINGS)[number];

/** The text of a check-in without words, so the entry says where it came from. */
export const CHECK_IN_NO_WORDS = 'Humeur notée depuis le tableau de bord.';

/** A check-in's sentence: « Je me sens triste, fatiguée et seule. » (the words already agreed). */
export function checkInSentence(words: readonly string[]): string {
  if (words.length === 0) return CHECK_IN_NO_WORDS;
  const list = words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} et ${words.at(-1)}`;
  return `Je me sens ${list}.`;
}

/** A text that is only what a check-in wrote: a later check-in replaces it rather than adding to it. */
export function isCheckInText(text: string): boolean {
  return text === CHECK_IN_NO_WORDS || /^Je me sens [^\n]*\.$/u.test(text);
}

/**
 * Today's entry after a check-in: the new mood, and the feeling sentence added to what the person
 * wrote (or in place of an earlier check-in's sentence). Without an entry yet, the sentence alone.
 */
export function mergeCheckIn(existingText: string | null, sentence: string): string {
  if (existingText === null || existingText.trim() === '' || isCheckInText(existingText)) return sentence;
  if (sentence === CHECK_IN_NO_WORDS || existingText.endsWith(sentence)) return existingText;
  return `${existingText}\n\n${sentence}`;
}

/** POST /api/journal/check-in: a mood and, if the person wants, a few words, for today. */
export const CheckInInputSchema = z
  .object({
    mood: JournalEntryInputSchema.shape.mood,
    feelings: z
      .array(z.enum(CHECK_IN_FEELINGS, 'Ce mot ne fait pas partie de la liste.'), 'Les mots choisis doivent être une liste.')
      .max(CHECK_IN_FEELINGS.length, 'Trop de mots choisis.')
      .default([]),
    date: JournalEntryInputSchema.shape.date,
    timeZone: TimeZoneSchema,
  })
  .strict();
export type CheckInInput = z.input<typeof CheckInInputSchema>;

/** POST /api/journal/check-in: today's entry, and `merged` when it was one the person had already written. */
export interface CheckInResponse extends NewJournalEntryResponse {
  merged: boolean;
}
