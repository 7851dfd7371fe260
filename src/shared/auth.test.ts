import { describe, expect, it } from 'vitest';
import {
  LoginFormSchema,
  needsParentalConsent,
  PARENTAL_CONSENT_AGE,
  PARENTAL_CONSENT_REQUIRED,
  SignupFormSchema,
  SignupSchema,
} from './auth';
import { LOGIN_ERRORS, MESSAGES, SIGNUP_ERRORS } from './messages';

const valid = { email: 'camille@exemple.fr', password: 'secret12', gender: 'female', age: '34', consent: true as const };
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('SignupFormSchema', () => {
  it('turns the form strings into the API body, trimming the email', () => {
    expect(SignupFormSchema.parse({ ...valid, email: '  camille@exemple.fr ' })).toEqual({
      email: 'camille@exemple.fr',
      password: 'secret12',
      gender: 'female',
      age: 34,
      consent: true,
    });
  });

  it.each(['email', 'password', 'gender', 'age'] as const)('says "%s" is missing with SPEC’s empty-fields message', (field) => {
    const result = SignupFormSchema.safeParse({ ...valid, [field]: '   ' });
    expect(messagesOf(result)).toEqual([MESSAGES.emptyFields]);
  });

  it('checks the email format, password length, gender and age bounds', () => {
    expect(messagesOf(SignupFormSchema.safeParse({ ...valid, email: 'camille@' }))).toEqual([SIGNUP_ERRORS['auth/invalid-email']]);
    expect(messagesOf(SignupFormSchema.safeParse({ ...valid, password: '12345' }))).toEqual([SIGNUP_ERRORS['auth/weak-password']]);
    expect(SignupFormSchema.safeParse({ ...valid, password: '123456' }).success).toBe(true);
    expect(messagesOf(SignupFormSchema.safeParse({ ...valid, gender: 'x' }))).toEqual([MESSAGES.genderRequired]);
    for (const age of ['11', '101', '20.5', 'abc']) {
      expect(messagesOf(SignupFormSchema.safeParse({ ...valid, age }))).toEqual([MESSAGES.ageRange]);
    }
    // 12 also needs a parent's agreement (below).
    for (const age of ['12', '100']) expect(SignupFormSchema.safeParse({ ...valid, age, parentalConsent: true }).success).toBe(true);
  });
});

describe('SignupSchema (the API body)', () => {
  it('does not trim: an email with spaces around it is invalid', () => {
    expect(SignupSchema.safeParse({ email: ' a@b.fr', password: 'secret12', gender: 'male', age: 30 }).success).toBe(false);
  });

  it('refuses unknown fields', () => {
    expect(SignupSchema.safeParse({ email: 'a@b.fr', password: 'secret12', gender: 'male', age: 30, role: 'admin' }).success).toBe(false);
  });
});

describe('LoginFormSchema', () => {
  it('trims the email and keeps the password as typed', () => {
    expect(LoginFormSchema.parse({ email: ' a@b.fr ', password: ' pass ' })).toEqual({ email: 'a@b.fr', password: ' pass ' });
  });

  it('uses the login catalogue’s messages', () => {
    expect(messagesOf(LoginFormSchema.safeParse({ email: 'a@', password: 'x' }))).toEqual([LOGIN_ERRORS['auth/invalid-email']]);
    expect(messagesOf(LoginFormSchema.safeParse({ email: '', password: '' }))).toEqual([MESSAGES.emptyFields, MESSAGES.emptyFields]);
  });
});

describe('consent', () => {
  it('must be ticked, with its own message', () => {
    const base = { email: 'a@b.fr', password: 'secret12', gender: 'other', age: '30' };
    expect(SignupFormSchema.safeParse({ ...base, consent: false }).error?.issues.map((issue) => issue.message)).toEqual([
      'Ton accord est nécessaire pour créer ton compte : coche la case ci-dessus.',
    ]);
    expect(SignupFormSchema.parse({ ...base, consent: true }).consent).toBe(true);
  });
});

describe('a parent’s agreement under 15 (issue 16)', () => {
  const base = { email: 'a@b.fr', password: 'secret12', gender: 'other', consent: true };

  it('is needed from 12 to 14, in the form and in the API body, with its own message on its own field', () => {
    for (const age of [12, 13, 14]) {
      expect(needsParentalConsent(age)).toBe(true);
      for (const parentalConsent of [undefined, false]) {
        const form = SignupFormSchema.safeParse({ ...base, age: String(age), parentalConsent });
        expect(form.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
          ['parentalConsent', PARENTAL_CONSENT_REQUIRED],
        ]);
        expect(SignupSchema.safeParse({ ...base, age, parentalConsent }).success).toBe(false);
      }
      expect(SignupFormSchema.parse({ ...base, age: String(age), parentalConsent: true })).toMatchObject({ age, parentalConsent: true });
      expect(SignupSchema.safeParse({ ...base, age, parentalConsent: true }).success).toBe(true);
    }
  });

  it('is not asked from 15 on', () => {
    for (const age of [15, 16, 25, 100]) {
      expect(needsParentalConsent(age)).toBe(false);
      expect(SignupFormSchema.safeParse({ ...base, age: String(age), parentalConsent: false }).success).toBe(true);
      expect(SignupSchema.safeParse({ ...base, age }).success).toBe(true);
    }
  });

  it('does not add its message to an age out of bounds, which has its own', () => {
    for (const age of ['11', '5', '13.5', 'abc']) {
      expect(messagesOf(SignupFormSchema.safeParse({ ...base, age }))).toEqual([MESSAGES.ageRange]);
    }
  });

  it('speaks to the young person, with tu', () => {
    expect(PARENTAL_CONSENT_REQUIRED).toMatch(/^Comme tu as moins de 15 ans/);
    expect(PARENTAL_CONSENT_AGE).toBe(15);
  });
});
