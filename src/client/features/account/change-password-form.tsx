import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { MESSAGES } from '#shared/messages';
import { type ChangePasswordFormOutput, type ChangePasswordFormValues, ChangePasswordFormSchema } from '#shared/password';
import { FORGOT_PASSWORD_PATH } from '#shared/paths';
import { Field, FormError } from '#client/components/forms';
import { errorMessage } from '#client/lib/api';
import { useChangePassword } from './use-sessions';

const CHANGE_FAILED = "Le mot de passe n'a pas pu être changé. Réessaie dans un instant.";
const FIELDS = ['currentPassword', 'newPassword', 'confirmation'] as const;

/** « Changer mon mot de passe »: the current one, then the new one twice. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const [done, setDone] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const errorId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ChangePasswordFormValues, unknown, ChangePasswordFormOutput>({
    shouldFocusError: false,
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmation: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setServerError(null);
    setDone(null);
    try {
      const { message } = await change.mutateAsync({ currentPassword, newPassword });
      reset();
      setDone(message);
    } catch (error) {
      setServerError(errorMessage(error, CHANGE_FAILED));
    }
  });

  const fieldError = FIELDS.map((field) => errors[field]?.message).find((message) => typeof message === 'string');
  const message = fieldError ?? serverError;
  return (
    <form onSubmit={onSubmit} noValidate aria-describedby={message ? errorId : undefined}>
      <FormError id={errorId} message={message} attempt={submitCount} />
      {done ? (
        <p className="alert alert--success" role="status">
          {done}
        </p>
      ) : null}
      <fieldset className="form__fields" disabled={isSubmitting}>
        <Field
          label="Mot de passe actuel"
          inputProps={{ id: 'change-current', type: 'password', autoComplete: 'current-password', ...register('currentPassword') }}
          isInvalid={!!errors.currentPassword || !!serverError}
          errorId={errorId}
        />
        <Field
          label="Nouveau mot de passe"
          inputProps={{ id: 'change-new', type: 'password', autoComplete: 'new-password', ...register('newPassword') }}
          isInvalid={!!errors.newPassword}
          errorId={errorId}
          hint={MESSAGES.passwordHint}
        />
        <Field
          label="Confirme le nouveau mot de passe"
          inputProps={{ id: 'change-confirmation', type: 'password', autoComplete: 'new-password', ...register('confirmation') }}
          isInvalid={!!errors.confirmation}
          errorId={errorId}
        />
        <div className="actions">
          <button type="submit" className="button">
            {isSubmitting ? 'Enregistrement...' : 'Changer mon mot de passe'}
          </button>
        </div>
      </fieldset>
      <p className="muted account__privacy">
        Tes autres sessions seront fermées. Mot de passe actuel oublié ? <Link to={FORGOT_PASSWORD_PATH}>Recevoir un lien par email</Link>
      </p>
    </form>
  );
}
