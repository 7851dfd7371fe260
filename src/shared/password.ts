import { z } from './zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, SignupSchema } from './auth';
import { isStorableText } from './fields';

/**
 * A way back in (issue 16): « Mot de passe oublié ? », the reset link, changing the password and
 * the person's sessions. The password rules are sign-up's (SignupSchema's password).
 */

/** A reset link works once, for one hour. */
export const RESET_LINK_TTL_SECONDS = 60 * 60;

/**
 * The one answer to « Mot de passe oublié ? », whether the address has an account or not. « email »
 * as SPEC writes it, everywhere in the app (issue 27: « Email » and « e-mail » were both used).
 */
export const FORGOT_PASSWORD_ANSWER =
  'Si un compte existe pour cette adresse, tu vas recevoir un email avec un lien pour choisir un nouveau mot de passe. Le lien est valable une heure.';

export const PASSWORD_MESSAGES = {
  emailRequired: 'Indique ton adresse email.',
  emailInvalid: "Cette adresse email n'est pas valide.",
  newPasswordRequired: 'Choisis un nouveau mot de passe.',
  currentPasswordRequired: 'Ton mot de passe actuel est nécessaire.',
  confirmationMismatch: 'Les deux mots de passe ne sont pas identiques.',
  samePassword: "Le nouveau mot de passe doit être différent de l'actuel.",
  wrongCurrentPassword: 'Mot de passe actuel incorrect.',
  invalidLink: "Ce lien n'est plus valable : il a déjà servi ou il a expiré (il ne dure qu'une heure). Demande un nouveau lien.",
  missingLink: 'Ce lien est incomplet. Ouvre le lien reçu par email, ou demande-en un nouveau.',
  resetDone: 'Ton mot de passe a été changé. Tu peux te connecter avec le nouveau : tes autres sessions ont été fermées.',
  changed: 'Ton mot de passe a été changé. Tes autres sessions ont été fermées.',
  othersSignedOut: 'Tes autres sessions ont été fermées.',
} as const;

const passwordRule = SignupSchema.shape.password;

/** POST /api/auth/password/forgot. */
export const ForgotPasswordSchema = z
  .object({
    email: z
      .string(PASSWORD_MESSAGES.emailRequired)
      .trim()
      .min(1, PASSWORD_MESSAGES.emailRequired)
      .pipe(z.email(PASSWORD_MESSAGES.emailInvalid).max(EMAIL_MAX_LENGTH, PASSWORD_MESSAGES.emailInvalid)),
  })
  .strict();
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>;

/** The token of a reset link: better-auth's (24 letters and digits). */
const resetToken = z
  .string(PASSWORD_MESSAGES.missingLink)
  .min(1, PASSWORD_MESSAGES.missingLink)
  .max(200, PASSWORD_MESSAGES.invalidLink)
  // No link ever holds one: to the person it is a link that does not work.
  .refine(isStorableText, PASSWORD_MESSAGES.invalidLink);

/** POST /api/auth/password/reset. */
export const ResetPasswordSchema = z
  .object({
    token: resetToken,
    newPassword: z.string(PASSWORD_MESSAGES.newPasswordRequired).pipe(passwordRule),
  })
  .strict();
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

/**
 * POST /api/auth/password/reset/check (issue 27): whether a reset link still works, asked when
 * its page opens, so that a used or expired link says so before the new password is typed twice.
 * The token goes in the body, not the URL: URLs are logged.
 */
export const ResetLinkCheckSchema = z.object({ token: resetToken }).strict();
export type ResetLinkCheckInput = z.infer<typeof ResetLinkCheckSchema>;

/** The answer when the link works; one that does not is a 400 `auth/invalid-reset-link`, as for the reset. */
export interface ResetLinkCheckAnswer {
  usable: true;
}

const currentPassword = z
  .string(PASSWORD_MESSAGES.currentPasswordRequired)
  .min(1, PASSWORD_MESSAGES.currentPasswordRequired)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.wrongCurrentPassword);

/** POST /api/auth/password/change. */
export const ChangePasswordSchema = z
  .object({
    currentPassword,
    newPassword: z.string(PASSWORD_MESSAGES.newPasswordRequired).pipe(passwordRule),
  })
  .strict()
  .refine((input) => input.currentPassword !== input.newPassword, { path: ['newPassword'], message: PASSWORD_MESSAGES.samePassword });
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

/** The new password typed twice: a typo in a hidden field would lock the person out again. */
const newPasswordTwice = {
  newPassword: z.string().min(1, PASSWORD_MESSAGES.newPasswordRequired).pipe(passwordRule),
  confirmation: z.string(),
};
const confirmed = (values: { newPassword: string; confirmation: string }) => values.newPassword === values.confirmation;
const confirmedRule = { path: ['confirmation'], message: PASSWORD_MESSAGES.confirmationMismatch };

export const ForgotPasswordFormSchema = ForgotPasswordSchema;
export type ForgotPasswordFormValues = z.input<typeof ForgotPasswordFormSchema>;

/** The reset page's form; the token comes from the link, not from a field. */
export const ResetPasswordFormSchema = z.object(newPasswordTwice).refine(confirmed, confirmedRule);
export type ResetPasswordFormValues = z.input<typeof ResetPasswordFormSchema>;
export type ResetPasswordFormOutput = z.output<typeof ResetPasswordFormSchema>;

export const ChangePasswordFormSchema = z
  .object({ currentPassword, ...newPasswordTwice })
  .refine(confirmed, confirmedRule)
  .refine((values) => values.currentPassword !== values.newPassword, { path: ['newPassword'], message: PASSWORD_MESSAGES.samePassword });
export type ChangePasswordFormValues = z.input<typeof ChangePasswordFormSchema>;
export type ChangePasswordFormOutput = z.output<typeof ChangePasswordFormSchema>;

/** POST /api/auth/password/forgot and /reset answer with a sentence to show. */
export interface PasswordAnswer {
  message: string;
}

/** One of the person's open sessions, as GET /api/auth/sessions lists it (no token, no address). */
export interface ActiveSession {
  id: string;
  /** « Chrome sur Android », « Firefox sur Windows », « Appareil inconnu ». */
  device: string;
  createdAt: string;
  /** When the session was last extended (better-auth does it at most once a day). */
  lastActiveAt: string;
  isCurrent: boolean;
  /** This device gets the reminders' notifications (issue 30). */
  hasNotifications: boolean;
}

export interface ActiveSessionsResponse {
  sessions: ActiveSession[];
}

/** POST /api/auth/sessions/revoke-others. */
export interface RevokeOthersResponse {
  revoked: number;
  message: string;
}
