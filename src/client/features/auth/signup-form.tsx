import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  AGE_MAX,
  AGE_MIN,
  GENDER_LABELS,
  GENDERS,
  type SessionResponse,
  type SignupFormValues,
  SignupFormSchema,
  type SignupInput,
} from '#shared/auth';
import { MESSAGES, SIGNUP_ERRORS } from '#shared/messages';
import { api, errorMessage } from '#client/lib/api';
import { Field, FormError } from '#client/components/forms';
import type { FromState } from '#client/lib/from-state';
import { useSetSession } from '#client/lib/session';
import { formErrorMessage } from './form-error';

const FIELD_ORDER: (keyof SignupFormValues)[] = ['email', 'password', 'gender', 'age', 'consent'];

export function SignupForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const setSession = useSetSession();
  const [serverError, setServerError] = useState<string | null>(null);
  const errorId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignupFormValues, unknown, SignupInput>({
    resolver: zodResolver(SignupFormSchema),
    defaultValues: { email: '', password: '', gender: '', age: '', consent: false },
  });

  const onSubmit = handleSubmit(async (input) => {
    setServerError(null);
    try {
      const session = await api<SessionResponse>('/api/auth/signup', { method: 'POST', body: input });
      setSession(session);
      // Keep where a guard had stopped them: /story takes them there once the story is saved.
      await navigate('/story', { state: location.state as FromState | null });
    } catch (error) {
      setServerError(errorMessage(error, SIGNUP_ERRORS));
    }
  });

  const message = formErrorMessage(errors, FIELD_ORDER) ?? serverError;
  const describedBy = (field: keyof SignupFormValues) => (errors[field] ? errorId : undefined);

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-describedby={message ? errorId : undefined}>
      <FormError id={errorId} message={message} />
      <fieldset className="form__fields" disabled={isSubmitting}>
        <Field
          label="Email"
          inputProps={{ id: 'signup-email', type: 'email', autoComplete: 'email', inputMode: 'email', ...register('email') }}
          isInvalid={!!errors.email}
          errorId={errorId}
        />
        <Field
          label="Mot de passe"
          inputProps={{ id: 'signup-password', type: 'password', autoComplete: 'new-password', ...register('password') }}
          isInvalid={!!errors.password}
          errorId={errorId}
          hint={MESSAGES.passwordHint}
        />
        <fieldset className="field field--choices" aria-invalid={errors.gender ? true : undefined}>
          <legend>Genre</legend>
          <div className="choices">
            {GENDERS.map((gender) => (
              <label key={gender} className="choice">
                <input type="radio" value={gender} aria-describedby={describedBy('gender')} {...register('gender')} />
                <span>{GENDER_LABELS[gender]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <Field
          className="field field--short"
          label="Âge"
          inputProps={{ id: 'signup-age', type: 'number', inputMode: 'numeric', min: AGE_MIN, max: AGE_MAX, step: 1, ...register('age') }}
          isInvalid={!!errors.age}
          errorId={errorId}
        />
        <div className="field field--consent">
          <label className="consent">
            <input
              type="checkbox"
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={describedBy('consent')}
              {...register('consent')}
            />
            <span>
              J'accepte que Renouveau conserve et traite ce que je confie ici — y compris des informations sensibles sur ma vie affective et
              mon humeur — pour m'accompagner.{' '}
              <Link to="/confidentialite" target="_blank">
                Ce que nous faisons de tes données
              </Link>
            </span>
          </label>
        </div>
        <button type="submit" className="button button--block">
          {isSubmitting ? 'Création de votre compte...' : 'Créer mon compte'}
        </button>
      </fieldset>
      <p className="form__footer">
        Déjà un compte ?{' '}
        <Link to="/login" state={location.state}>
          Se connecter
        </Link>
      </p>
    </form>
  );
}
