/**
 * The limits and choices of the sign-up and sign-in fields, without zod: /login and /signup show
 * their forms with these alone, and load the schemas of auth.ts (and zod) only when the person
 * starts filling the form in (features/auth/use-auth-form.ts). auth.ts builds its schemas on them.
 */

/** SPEC.md §5 and §9. */
export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase, short enough that hashing it is never a denial of service. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const AGE_MIN = 12;
export const AGE_MAX = 100;
/**
 * Under this age, a parent's or guardian's agreement is needed too (Loi Informatique et Libertés,
 * art. 45: the age of digital consent in France is 15).
 */
export const PARENTAL_CONSENT_AGE = 15;

/** Whether a person of this age must tick the parental box at signup. */
export function needsParentalConsent(age: number): boolean {
  return age < PARENTAL_CONSENT_AGE;
}

export const GENDERS = ['female', 'male', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
/** The labels the signup form shows, in SPEC.md order. */
export const GENDER_LABELS: Record<Gender, string> = { female: 'Femme', male: 'Homme', other: 'Autre' };
