import { Link, useLocation, useNavigate } from 'react-router';
import { AGE_MAX, AGE_MIN, GENDER_LABELS, GENDERS, type SignupFormValues, SignupFormSchema, type SignupInput } from '#shared/auth';
import { MESSAGES, SIGNUP_ERRORS } from '#shared/messages';
import { Field, FormError } from '#client/components/forms';
import { CredentialFields } from './credential-fields';
import { useAuthForm } from './use-auth-form';

export function SignupForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const { register, errors, isSubmitting, onSubmit, errorId, message } = useAuthForm<SignupFormValues, SignupInput>({
    schema: SignupFormSchema,
    defaultValues: { email: '', password: '', gender: '', age: '', consent: false },
    url: '/api/auth/signup',
    errors: SIGNUP_ERRORS,
    fieldOrder: ['email', 'password', 'gender', 'age', 'consent'],
    // Keep where a guard had stopped them: /story takes them there once the story is saved.
    onSignedIn: (from) => navigate('/story', { state: from }),
  });
  const describedBy = (field: keyof SignupFormValues) => (errors[field] ? errorId : undefined);

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-describedby={message ? errorId : undefined}>
      <FormError id={errorId} message={message} />
      <fieldset className="form__fields" disabled={isSubmitting}>
        <CredentialFields
          idPrefix="signup"
          email={register('email')}
          password={register('password')}
          errors={errors}
          errorId={errorId}
          newPassword
          passwordHint={MESSAGES.passwordHint}
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
