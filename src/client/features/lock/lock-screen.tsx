import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { lockScreenResources } from '#shared/crisis-care';
import { CrisisResourceList } from '#client/components/crisis-resources';
import { LOCK_MESSAGES, UnlockSchema } from '#shared/lock';
import { Field, FormError } from '#client/components/forms';
import { ApiError, errorMessage } from '#client/lib/api';
import type { FromState } from '#client/lib/from-state';
import { useClearSession, useGender } from '#client/lib/session';
import { useForgetCode, useUnlock } from './use-lock';
import './lock.css';

const UNLOCK_FAILED = "Le code n'a pas pu être vérifié. Réessaie dans un instant.";

/** What /login shows after the lock sent the person there (five wrong codes, or a forgotten one). */
export interface LockedOutState extends FromState {
  lockedOut?: string;
}

/**
 * The lock screen (issue 27): in place of the page, on a device locked by the person's code. The
 * page stays behind it, hidden and untouched, so a half-written entry is still there once unlocked.
 * Five wrong codes end the session (the server decides) and a forgotten code is the same way out:
 * sign in again with the password.
 */
export function LockScreen() {
  const unlock = useUnlock();
  const gender = useGender();
  const forgetCode = useForgetCode();
  const clearSession = useClearSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [serverError, setServerError] = useState<string | null>(null);
  const errorId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<{ pin: string }>({ shouldFocusError: false, resolver: zodResolver(UnlockSchema), defaultValues: { pin: '' } });

  useEffect(() => setFocus('pin'), [setFocus]);

  const toSignIn = async (lockedOut: string) => {
    clearSession();
    const state: LockedOutState = { lockedOut, from: location.pathname + location.search };
    await navigate('/login', { replace: true, state });
  };

  const onSubmit = handleSubmit(async ({ pin }) => {
    setServerError(null);
    try {
      await unlock.mutateAsync(pin);
    } catch (error) {
      reset({ pin: '' });
      if (error instanceof ApiError && (error.code === 'lock/too-many' || (error.status === 401 && error.code !== 'lock/wrong-pin'))) {
        return toSignIn(error.code === 'lock/too-many' ? LOCK_MESSAGES.tooMany : error.message);
      }
      setServerError(errorMessage(error, UNLOCK_FAILED));
    }
  });

  const forgotten = async () => {
    await forgetCode.mutateAsync();
    await toSignIn('Code oublié : reconnecte-toi avec ton mot de passe. Tu pourras ensuite choisir un nouveau code dans « Mon compte ».');
  };

  const message = errors.pin?.message ?? serverError;
  return (
    <section className="lock-screen card" aria-labelledby="lock-title">
      <title>Renouveau est verrouillé</title>
      <h1 id="lock-title">Renouveau est verrouillé</h1>
      <p className="muted">Entre ton code pour continuer.</p>
      <form onSubmit={onSubmit} noValidate aria-describedby={message ? errorId : undefined}>
        <FormError id={errorId} message={message} attempt={submitCount} />
        <fieldset className="form__fields" disabled={isSubmitting}>
          <Field
            label="Ton code"
            className="field lock-screen__pin"
            inputProps={{
              id: 'lock-pin',
              type: 'password',
              inputMode: 'numeric',
              autoComplete: 'off',
              maxLength: 6,
              ...register('pin'),
            }}
            isInvalid={Boolean(message)}
            errorId={errorId}
          />
          <div className="actions">
            <button type="submit" className="button">
              {isSubmitting ? 'Vérification...' : 'Déverrouiller'}
            </button>
          </div>
        </fieldset>
      </form>
      <p className="lock-screen__forgot">
        <button type="button" className="link-button" onClick={() => void forgotten()}>
          Code oublié ? Me reconnecter avec mon mot de passe
        </button>
      </p>
      {/* Issue 41: the lock keeps what the person wrote, never the way to help — no code needed here. */}
      <section className="lock-screen__help" aria-labelledby="lock-help-title">
        <h2 id="lock-help-title">Besoin d'aide maintenant ?</h2>
        <p className="muted">Pas besoin de ton code pour appeler, gratuitement, jour et nuit.</p>
        <CrisisResourceList resources={lockScreenResources(gender)} />
        <p>
          <Link to="/aide">Tous les numéros, et un exercice pour te poser</Link>
        </p>
      </section>
    </section>
  );
}
