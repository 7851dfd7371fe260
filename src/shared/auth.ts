import type { LockState } from './lock';
import { z } from './zod';
import { LOGIN_ERRORS, MESSAGES, SIGNUP_ERRORS } from './messages';
import {
  AGE_MAX,
  AGE_MIN,
  EMAIL_MAX_LENGTH,
  type Gender,
  GENDERS,
  needsParentalConsent,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './auth-fields';

/** Here rather than in messages.ts: only the signup form needs it, and messages.ts is in every first download. */
export const PARENTAL_CONSENT_REQUIRED =
  "Comme tu as moins de 15 ans, l'accord d'un de tes parents (ou de la personne qui a l'autorité parentale) est nécessaire : coche la case qui le confirme.";

// The forms show the fields with these before zod is loaded; the server and the tests import them
// from here as before.
export {
  AGE_MAX,
  AGE_MIN,
  EMAIL_MAX_LENGTH,
  GENDER_LABELS,
  GENDERS,
  type Gender,
  needsParentalConsent,
  PARENTAL_CONSENT_AGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './auth-fields';

/** What POST /api/auth/signup accepts. The email is not trimmed here: the client trims it. */
export const SignupSchema = z
  .object({
    email: z.email(SIGNUP_ERRORS['auth/invalid-email']).max(EMAIL_MAX_LENGTH, SIGNUP_ERRORS['auth/invalid-email']),
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, SIGNUP_ERRORS['auth/weak-password'])
      .max(PASSWORD_MAX_LENGTH, `Le mot de passe doit contenir au plus ${PASSWORD_MAX_LENGTH} caractères.`),
    gender: z.enum(GENDERS, MESSAGES.genderRequired),
    age: z.number(MESSAGES.ageRange).int(MESSAGES.ageRange).min(AGE_MIN, MESSAGES.ageRange).max(AGE_MAX, MESSAGES.ageRange),
    /** Explicit consent to the processing of sensitive data (GDPR art. 9): the box must be ticked. */
    consent: z.literal(true, MESSAGES.consentRequired),
    /** Under 15: a parent or guardian agrees (the box must be ticked); ignored from 15 on. */
    parentalConsent: z.boolean(PARENTAL_CONSENT_REQUIRED).optional(),
  })
  .strict()
  .superRefine(requireParentalConsent);
export type SignupInput = z.infer<typeof SignupSchema>;

function requireParentalConsent(value: { age: number; parentalConsent?: boolean | undefined }, context: z.RefinementCtx) {
  // An age out of bounds has its own message; only a real age under 15 asks for the box.
  const isValidAge = typeof value.age === 'number' && Number.isInteger(value.age) && value.age >= AGE_MIN && value.age <= AGE_MAX;
  if (isValidAge && needsParentalConsent(value.age) && value.parentalConsent !== true) {
    context.addIssue({ code: 'custom', path: ['parentalConsent'], message: PARENTAL_CONSENT_REQUIRED });
  }
}

/** What POST /api/auth/login accepts. */
export const LoginSchema = z
  .object({
    email: z.email(LOGIN_ERRORS['auth/invalid-email']).max(EMAIL_MAX_LENGTH, LOGIN_ERRORS['auth/invalid-email']),
    password: z.string().min(1, MESSAGES.emptyFields).max(PASSWORD_MAX_LENGTH, LOGIN_ERRORS['auth/wrong-password']),
  })
  .strict();
export type LoginInput = z.infer<typeof LoginSchema>;

/** A form field is "empty" when it holds only white space (SPEC.md §5: trimmed for the emptiness check). */
const filled = z.string().refine((value) => value.trim().length > 0, MESSAGES.emptyFields);

/**
 * The signup form: raw strings in, a SignupInput out. Emptiness is checked first on every field so
 * that the form can show 'Veuillez remplir tous les champs.' whenever anything is missing.
 */
export const SignupFormSchema = z
  .object({
    email: filled.transform((value) => value.trim()).pipe(SignupSchema.shape.email),
    password: filled.pipe(SignupSchema.shape.password),
    gender: filled.pipe(SignupSchema.shape.gender),
    age: filled.transform((value) => Number(value)).pipe(SignupSchema.shape.age),
    // A checkbox gives a boolean: unticked is refused with its own message.
    consent: z
      .boolean()
      .refine((ticked) => ticked, MESSAGES.consentRequired)
      .transform(() => true as const),
    // Shown, and so checked, only under 15 (below).
    parentalConsent: z.boolean().optional(),
  })
  .superRefine(requireParentalConsent);
export type SignupFormValues = z.input<typeof SignupFormSchema>;

export const LoginFormSchema = z.object({
  email: filled.transform((value) => value.trim()).pipe(LoginSchema.shape.email),
  password: filled.pipe(LoginSchema.shape.password),
});
export type LoginFormValues = z.input<typeof LoginFormSchema>;

/** The public profile of the signed-in person (SPEC.md §3 user profile, plus what the guards need). */
export interface SessionUser {
  id: string;
  email: string;
  gender: Gender;
  age: number;
  createdAt: string;
}

/** GET /api/auth/session */
export interface SessionResponse {
  user: SessionUser | null;
  /** Whether the person has told their breakup story; the guards of SPEC.md §2 need it. */
  hasStory: boolean;
  /** The lock for a shared phone (issue 27) on this device; absent or null when no code is set. */
  lock?: LockState | null;
}
