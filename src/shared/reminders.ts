import { TZDate } from '@date-fns/tz';
import { calendarDaysBetween } from './time-zone';
import { TimeZoneSchema } from './fields';
import { localDateIn } from './local-day';
import { REMINDER_TEXTS } from './reminder-push';
import { z } from './zod';

/**
 * Reminders the person chooses (issue 30): off until turned on, at the time they pick where they
 * live, by notification or e-mail, never inside their quiet hours, never more than one a day.
 */

export const REMINDER_CHANNELS = ['push', 'email'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/** Quiet hours by default: from 22 h to 8 h, nothing goes out. */
export const DEFAULT_QUIET_FROM = 22;
export const DEFAULT_QUIET_TO = 8;
export const DEFAULT_REMINDER_TIME = '20:00';

/** Every time a person can pick: on the hour or the half hour. */
export const REMINDER_TIMES = Array.from({ length: 48 }, (_, index) => {
  const hours = String(Math.floor(index / 2)).padStart(2, '0');
  return `${hours}:${index % 2 === 0 ? '00' : '30'}`;
});

/** Whether a local time ('HH:MM') falls inside the quiet hours [from, to) — which may span midnight. */
export function isInQuietHours(time: string, quietFrom: number, quietTo: number): boolean {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const at = hours + minutes / 60;
  if (quietFrom === quietTo) return false;
  return quietFrom < quietTo ? at >= quietFrom && at < quietTo : at >= quietFrom || at < quietTo;
}

/** « 22 h », « 8 h 30 »: how French writes an hour. */
export function frenchTime(time: string): string {
  const [hours = '0', minutes = '00'] = time.split(':');
  return minutes === '00' ? `${Number(hours)} h` : `${Number(hours)} h ${minutes}`;
}

export const QUIET_HOURS_MESSAGE = (from: number, to: number) =>
  `Cette heure est dans tes heures calmes (de ${from} h à ${to} h) : choisis une heure en dehors, ou change tes heures calmes.`;

const QuietHourSchema = z.number().int().min(0).max(23);

/**
 * PUT /api/reminders. A chosen time inside the quiet hours is refused, with a French message that
 * says why: moving it silently would send the reminder at an hour the person did not choose.
 */
export const ReminderSettingsInputSchema = z
  .object({
    enabled: z.boolean(),
    channel: z.enum(REMINDER_CHANNELS, 'Choisis une notification ou un e-mail.'),
    time: z.string().refine((time) => REMINDER_TIMES.includes(time), 'Choisis une heure pile ou une demi-heure.'),
    timeZone: TimeZoneSchema,
    quietFrom: QuietHourSchema.default(DEFAULT_QUIET_FROM),
    quietTo: QuietHourSchema.default(DEFAULT_QUIET_TO),
  })
  .strict()
  .superRefine((input, context) => {
    if (isInQuietHours(input.time, input.quietFrom, input.quietTo))
      context.addIssue({ code: 'custom', path: ['time'], message: QUIET_HOURS_MESSAGE(input.quietFrom, input.quietTo) });
  });
export type ReminderSettingsInput = z.input<typeof ReminderSettingsInputSchema>;

/** GET and PUT /api/reminders. */
export interface ReminderSettings {
  enabled: boolean;
  channel: ReminderChannel;
  time: string;
  timeZone: string | null;
  quietFrom: number;
  quietTo: number;
  /** « Veux-tu un petit rappel chaque jour ? » was dismissed for good (or answered). */
  offerDismissed: boolean;
}

/** GET /api/reminders/vapid-key: what pushManager.subscribe needs as applicationServerKey. */
export interface VapidKeyResponse {
  publicKey: string;
}

/** POST /api/reminders/subscriptions: a PushSubscription's JSON, as the browser gives it. */
export const PushSubscriptionInputSchema = z
  .object({
    endpoint: z.url({ protocol: /^https?$/, error: 'Abonnement invalide.' }).max(2000),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }).strict(),
  })
  .strict();
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>;

/**
 * The browsers' own push services (Chrome, Edge, Firefox, Safari, and the browsers built on them):
 * the only places the server sends a notification to. A subscription is an address the browser
 * gives, but it reaches the server from the network: without this list, anyone signed in could
 * make the server post to an address of their choosing every day (its own network included).
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
] as const;
export const UNKNOWN_PUSH_SERVICE_MESSAGE =
  'Ce navigateur utilise un service de notifications que Renouveau ne connaît pas. Choisis plutôt l’e-mail.';

/** Whether `endpoint` is on a browser's push service (https), or on one of `extraOrigins` (tests, a self-hosted service). */
export function isKnownPushService(endpoint: string, extraOrigins: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (extraOrigins.includes(url.origin)) return true;
  return (
    url.protocol === 'https:' && !url.port && PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`))
  );
}

/** DELETE /api/reminders/subscriptions. */
export const PushUnsubscribeInputSchema = z.object({ endpoint: z.string().min(1).max(2000) }).strict();

// ─── the words ──────────────────────────────────────────────────────────────────────────────────

export const SILENCE_CHECK_IN_TEXT = "Je pense à toi. Comment ça va depuis l'autre jour ?";
export const REMINDER_OFFER = 'Veux-tu un petit rappel chaque jour ?';

/** The day's text: one variant a day, the same all day (so a retry says the same thing). */
export function reminderText(localDate: string): string {
  const day = Math.floor(Date.parse(`${localDate}T00:00:00Z`) / 86_400_000);
  return REMINDER_TEXTS[day % REMINDER_TEXTS.length] ?? REMINDER_TEXTS[0];
}

// ─── when ───────────────────────────────────────────────────────────────────────────────────────

/**
 * The next instant strictly after `after` when the clock reads `time` where the person lives.
 * Built from the local calendar day, never by adding 24 hours: 20:00 in Paris stays 20:00 in Paris
 * across the change of hour.
 */
export function nextReminderAt(time: string, timeZone: string, after: Date): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const today = new TZDate(after.getTime(), timeZone);
  for (let offset = 0; offset <= 2; offset += 1) {
    const due = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + offset, hours, minutes, timeZone);
    if (due.getTime() > after.getTime()) return new Date(due.getTime());
  }
  throw new Error('unreachable: a day later is always after');
}

/** The local time ('HH:MM') of an instant where the person lives. */
export function localTimeIn(timeZone: string, at: Date): string {
  const local = new TZDate(at.getTime(), timeZone);
  return `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
}

/** How many quiet days (nothing written) after a low mood call for the softer check-in. */
export const SILENCE_DAYS = 3;
/** A « low mood » for the check-in: 1 to 3 out of 10. */
export const SILENCE_MOOD_MAX = 3;

export interface LastEntry {
  id: string;
  mood: number | null;
  localDate: string;
}

/**
 * Whether the next reminder is the softer check-in: the last entry's mood was 1–3, nothing was
 * written for SILENCE_DAYS days, and no check-in was sent for that entry yet (once, not every day:
 * the next one needs a new low mood after writing again).
 */
export function isSilenceCheckIn(last: LastEntry | null, checkInEntryId: string | null, timeZone: string, now: Date): boolean {
  if (!last || last.mood === null || last.mood > SILENCE_MOOD_MAX) return false;
  if (checkInEntryId === last.id) return false;
  return calendarDaysBetween(last.localDate, localDateIn(timeZone, now), timeZone) >= SILENCE_DAYS;
}
