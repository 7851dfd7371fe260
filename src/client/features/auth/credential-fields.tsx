import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '#client/components/forms';

/**
 * The email and password fields, the same on /login and /signup (SPEC §2): only the ids, the
 * password's autocomplete (current or new) and the hint under it differ.
 */
export function CredentialFields({
  idPrefix,
  email,
  password,
  errors,
  errorId,
  newPassword = false,
  passwordHint,
}: {
  idPrefix: 'login' | 'signup';
  email: UseFormRegisterReturn<'email'>;
  password: UseFormRegisterReturn<'password'>;
  errors: FieldErrors<{ email: unknown; password: unknown }>;
  errorId: string;
  newPassword?: boolean;
  passwordHint?: ReactNode;
}) {
  return (
    <>
      <Field
        label="Email"
        inputProps={{ id: `${idPrefix}-email`, type: 'email', autoComplete: 'email', inputMode: 'email', ...email }}
        isInvalid={!!errors.email}
        errorId={errorId}
      />
      <Field
        label="Mot de passe"
        inputProps={{
          id: `${idPrefix}-password`,
          type: 'password',
          autoComplete: newPassword ? 'new-password' : 'current-password',
          ...password,
        }}
        isInvalid={!!errors.password}
        errorId={errorId}
        hint={passwordHint}
      />
    </>
  );
}
