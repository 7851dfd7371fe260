import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { MESSAGES } from '#shared/messages';
import {
  type ResetPasswordFormOutput,
  type ResetPasswordFormValues,
  ResetPasswordFormSchema,
  type ResetPasswordInput,
} from '#shared/password';
import { FORGOT_PASSWORD_PATH } from '#shared/paths';
import { Field, FormError } from '#client/components/forms';
import { ApiError, errorMessage } from '#client/lib/api';
import { useClearSession } from '#client/lib/session';
import { firstError } from './first-error';
import { useResetPassword } from './use-password';

const RESET_FAILED = "Le mot de passe n'a pas pu être changé. Réessaie dans un instant.";

/** What /login shows after a reset (router state). */
export interface PasswordResetState {
  passwordReset: string;
}

/**
 * The page the reset mail links to: the new password, twice. Then every session of the person has
 * ended (this browser's too): /login, with the news.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const clearSession = useClearSession();
  const resetPassword = useResetPassword();
  const [serverError, setServerError] = useState<{ message: string; isLinkDead: boolean } | null>(null);
  const errorId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ResetPasswordFormValues, unknown, ResetPasswordFormOutput>({
    shouldFocusError: false,
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmation: '' },
  });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setServerError(null);
    try {
      const body: ResetPasswordInput = { token, newPassword };
      const { message } = await resetPassword.mutateAsync(body);
      clearSession();
      await navigate('/login', { replace: true, state: { passwordReset: message } satisfies PasswordResetState });
    } catch (error) {
      const isLinkDead = error instanceof ApiError && error.code === 'auth/invalid-reset-link';
      setServerError({ message: errorMessage(error, RESET_FAILED), isLinkDead });
    }
  });

  const message = firstError(errors, ['newPassword', 'confirmation']) ?? serverError?.message ?? null;
  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-describedby={message ? errorId : undefined}>
      <FormError
        attempt={submitCount}
        id={errorId}
        message={
          message && serverError?.isLinkDead ? (
            <>
              {message} <Link to={FORGOT_PASSWORD_PATH}>Recevoir un nouveau lien</Link>
            </>
          ) : (
            message
          )
        }
      />
      <fieldset className="form__fields" disabled={isSubmitting}>
        <Field
          label="Nouveau mot de passe"
          inputProps={{ id: 'reset-password', type: 'password', autoComplete: 'new-password', ...register('newPassword') }}
          isInvalid={!!errors.newPassword}
          errorId={errorId}
          hint={MESSAGES.passwordHint}
        />
        <Field
          label="Confirme le nouveau mot de passe"
          inputProps={{ id: 'reset-confirmation', type: 'password', autoComplete: 'new-password', ...register('confirmation') }}
          isInvalid={!!errors.confirmation}
          errorId={errorId}
        />
        <button type="submit" className="button button--block">
          {isSubmitting ? 'Enregistrement...' : 'Changer mon mot de passe'}
        </button>
      </fieldset>
    </form>
  );
}
