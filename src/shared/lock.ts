import { z } from './zod';

/**
 * The lock for a shared phone (issue 27): an optional code of four to six digits, asked again after
 * some minutes away. Off by default; checked on the server, which refuses everything else while
 * this device is locked (modules/auth/app-lock.ts).
 */
export const LOCK_AFTER_CHOICES = [1, 5, 15, 30] as const;
export const DEFAULT_LOCK_AFTER_MINUTES = 5;
/** Wrong codes in a row before the person must sign in again with their password. */
export const PIN_ATTEMPTS = 5;

export const LOCK_MESSAGES = {
  pinFormat: 'Ton code doit faire de 4 à 6 chiffres.',
  pinMismatch: 'Les deux codes ne sont pas les mêmes.',
  wrongPin: (left: number) =>
    left === 1
      ? "Ce n'est pas le bon code. Encore 1 essai, ensuite il faudra te reconnecter avec ton mot de passe."
      : `Ce n'est pas le bon code. Encore ${left} essais, ensuite il faudra te reconnecter avec ton mot de passe.`,
  tooMany: "Trop d'essais : pour protéger ton compte, reconnecte-toi avec ton mot de passe.",
  locked: 'Renouveau est verrouillé sur cet appareil : entre ton code pour continuer.',
  off: "Aucun code n'est choisi pour ce compte.",
} as const;

const Pin = z.string(LOCK_MESSAGES.pinFormat).regex(/^\d{4,6}$/, LOCK_MESSAGES.pinFormat);

/** PUT /api/lock: choose (or change) the code and after how long it is asked. */
export const LockSettingsSchema = z
  .object({
    pin: Pin,
    confirmPin: z.string(LOCK_MESSAGES.pinMismatch),
    afterMinutes: z.union(LOCK_AFTER_CHOICES.map((minutes) => z.literal(minutes))),
  })
  .strict()
  .refine((value) => value.pin === value.confirmPin, { message: LOCK_MESSAGES.pinMismatch, path: ['confirmPin'] });
export type LockSettingsInput = z.input<typeof LockSettingsSchema>;

/** POST /api/lock/unlock */
export const UnlockSchema = z.object({ pin: Pin }).strict();

/** How the lock stands for this person on this device (GET /api/lock, and inside GET /api/auth/session). */
export interface LockState {
  /** Minutes away before the code is asked; the lock is on when this is set. */
  afterMinutes: number;
  /** This device must give the code before anything else. */
  locked: boolean;
}

/** « Après 5 minutes » in the settings' choice list. */
export function afterMinutesLabel(minutes: number): string {
  return minutes === 1 ? 'Après 1 minute sans utiliser l’app' : `Après ${minutes} minutes sans utiliser l’app`;
}
