import { describe, expect, it } from 'vitest';
import { LoginFormSchema, SignupFormSchema, SignupSchema } from './auth';
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
    for (const age of ['12', '100']) expect(SignupFormSchema.safeParse({ ...valid, age }).success).toBe(true);
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
