import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { type ForgotPasswordFormValues, ForgotPasswordFormSchema, type ForgotPasswordInput } from '#shared/password';
import { Field, FormError } from '#client/components/forms';
import { errorMessage } from '#client/lib/api';
import { firstError } from './first-error';
import { useForgotPassword } from './use-password';

const SEND_FAILED = "La demande n'a pas pu partir. Vérifie ta connexion et réessaie dans un instant.";

/**
 * « Mot de passe oublié ? »: an email, then always the same answer, whether an account exists for
 * it or not (the server says the same either way).
 */
export function ForgotPasswordForm() {
  const [answer, setAnswer] = useState<string | null>(null);
  const forgotPassword = useForgotPassword();
  const [serverError, setServerError] = useState<string | null>(null);
  const errorId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ForgotPasswordFormValues, unknown, ForgotPasswordInput>({
    shouldFocusError: false,
    resolver: zodResolver(ForgotPasswordFormSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    setServerError(null);
    try {
      const { message } = await forgotPassword.mutateAsync(input);
      setAnswer(message);
    } catch (error) {
      setServerError(errorMessage(error, SEND_FAILED));
    }
  });

  if (answer) {
    return (
      <div className="card">
        {/* The form is gone: keyboard and screen reader users land on the answer. */}
        <p ref={(node) => node?.focus()} tabIndex={-1} className="alert alert--success" role="status">
          {answer}
        </p>
        <p className="muted">
          Rien après quelques minutes ? Regarde dans tes courriers indésirables, vérifie l'adresse, ou refais une demande.
        </p>
        <div className="actions">
          <Link className="button" to="/login">
            Retour à la connexion
          </Link>
          <button type="button" className="button button--ghost" onClick={() => setAnswer(null)}>
            Refaire une demande
          </button>
        </div>
      </div>
    );
  }

  const message = firstError(errors, ['email']) ?? serverError;
  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-describedby={message ? errorId : undefined}>
      <FormError id={errorId} message={message} attempt={submitCount} />
      <fieldset className="form__fields" disabled={isSubmitting}>
        <Field
          label="Email"
          inputProps={{ id: 'forgot-email', type: 'email', autoComplete: 'email', inputMode: 'email', ...register('email') }}
          isInvalid={!!errors.email}
          errorId={errorId}
          hint="L'adresse avec laquelle tu as créé ton compte."
        />
        <button type="submit" className="button button--block">
          {isSubmitting ? 'Envoi en cours...' : 'Recevoir un lien'}
        </button>
      </fieldset>
      <p className="form__footer">
        Tu t'en souviens ? <Link to="/login">Se connecter</Link>
      </p>
    </form>
  );
}
