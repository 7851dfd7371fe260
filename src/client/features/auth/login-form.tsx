import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { type LoginFormValues, LoginFormSchema, type LoginInput, type SessionResponse } from '#shared/auth';
import { LOGIN_ERRORS } from '#shared/messages';
import { api, errorMessage } from '#client/lib/api';
import { Field, FormError } from '#client/components/forms';
import type { FromState } from '#client/lib/from-state';
import { useSetSession } from '#client/lib/session';
import { formErrorMessage } from './form-error';

const FIELD_ORDER: (keyof LoginFormValues)[] = ['email', 'password'];

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const setSession = useSetSession();
  const [serverError, setServerError] = useState<string | null>(null);
  const errorId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues, unknown, LoginInput>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    setServerError(null);
    try {
      const session = await api<SessionResponse>('/api/auth/login', { method: 'POST', body: input });
      setSession(session);
      // SPEC §2: the dashboard, unless a guard had stopped them on their way somewhere else.
      await navigate((location.state as FromState | null)?.from ?? '/dashboard');
    } catch (error) {
      setServerError(errorMessage(error, LOGIN_ERRORS));
    }
  });

  const message = formErrorMessage(errors, FIELD_ORDER) ?? serverError;

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-describedby={message ? errorId : undefined}>
      <FormError id={errorId} message={message} />
      <fieldset className="form__fields" disabled={isSubmitting}>
        <Field
          label="Email"
          inputProps={{ id: 'login-email', type: 'email', autoComplete: 'email', inputMode: 'email', ...register('email') }}
          isInvalid={!!errors.email}
          errorId={errorId}
        />
        <Field
          label="Mot de passe"
          inputProps={{ id: 'login-password', type: 'password', autoComplete: 'current-password', ...register('password') }}
          isInvalid={!!errors.password}
          errorId={errorId}
        />
        <button type="submit" className="button button--block">
          {isSubmitting ? 'Connexion en cours...' : 'Se connecter'}
        </button>
      </fieldset>
      <p className="form__footer">
        Pas encore de compte ?{' '}
        <Link to="/signup" state={location.state}>
          Créer un compte
        </Link>
      </p>
    </form>
  );
}
