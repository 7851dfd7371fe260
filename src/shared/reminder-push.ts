/**
 * A reminder's words and what a notification carries, with no dependency: the service worker
 * (src/client/sw.ts) shows them and must not bring zod into its own download.
 */

export const REMINDER_TITLE = 'Renouveau';

/**
 * What a reminder says. A lock screen and an inbox are public: never the breakup, the ex, or
 * anything the person wrote — only an invitation. No word here agrees with a gender.
 */
export const REMINDER_TEXTS = [
  "Un moment pour toi aujourd'hui ?",
  "Quelques minutes pour toi, aujourd'hui ?",
  'Et si tu prenais un petit moment pour toi ?',
] as const;

/** What a notification carries, from the server to the service worker, which shows it (src/client/sw.ts). */
export interface ReminderPush {
  title: string;
  body: string;
  /** The page a tap opens: always one of the app's own. */
  url: string;
}

export const reminderPush = (text: string): ReminderPush => ({ title: REMINDER_TITLE, body: text, url: '/' });
