import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import type { SignupFormValues, SignupInput } from '#shared/auth';
import { AGE_MAX, AGE_MIN, GENDER_LABELS, GENDERS, needsParentalConsent } from '#shared/auth-fields';
import { MESSAGES, SIGNUP_ERRORS } from '#shared/messages';
import { Field, FormError } from '#client/components/forms';
import { CredentialFields } from './credential-fields';
import { useAuthForm } from './use-auth-form';

export function SignupForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const { register, control, errors, isSubmitting, formProps, errorId, message, attempt } = useAuthForm<SignupFormValues, SignupInput>({
    resolver: (validation) => validation.signupResolver,
    defaultValues: { email: '', password: '', gender: '', age: '', consent: false, parentalConsent: false },
    url: '/api/auth/signup',
    errors: SIGNUP_ERRORS,
    fieldOrder: ['email', 'password', 'gender', 'age', 'parentalConsent', 'consent'],
    // Keep where a guard had stopped them: /story takes them there once the story is saved.
    onSignedIn: (from) => navigate('/story', { state: from }),
  });
  const describedBy = (field: keyof SignupFormValues) => (errors[field] ? errorId : undefined);
  const age = useWatch({ control, name: 'age' });
  // The box appears as soon as an age under 15 is typed; the schema asks for it on the same rule.
  const isUnder15 = age.trim() !== '' && Number.isFinite(Number(age)) && needsParentalConsent(Number(age));
  // Issue 41: a child under 12 met only « L'âge doit être compris entre 12 et 100 ans » — a dead end.
  const isUnder12 = age.trim() !== '' && Number.isFinite(Number(age)) && Number(age) > 0 && Number(age) < AGE_MIN;
  const parentalHintId = useId();

  return (
    <form className="form card" {...formProps} aria-describedby={message ? errorId : undefined}>
      <FormError id={errorId} message={message} attempt={attempt} />
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
        {/* A live region: a screen reader hears the box appear when the age is typed. */}
        <div aria-live="polite">
          {isUnder12 ? (
            <section className="field field--consent field--parental" aria-labelledby="signup-too-young">
              <h2 id="signup-too-young" className="field__hint-title">
                Renouveau est fait pour les 12 ans et plus
              </h2>
              <p className="field__hint">
                Si quelque chose te fait de la peine ou te fait peur, tu n'as pas à le garder pour toi. Tu peux appeler gratuitement, à
                toute heure, le <a href="tel:119">119</a> (Allô Enfance en danger), ou Fil Santé Jeunes au{' '}
                <a href="tel:0800235236">0 800 235 236</a>. Tu peux aussi en parler à un adulte en qui tu as confiance.
              </p>
            </section>
          ) : null}
          {isUnder15 && !isUnder12 ? (
            <div className="field field--consent field--parental">
              <p id={parentalHintId} className="field__hint">
                Tu as moins de 15 ans : en France, la loi demande qu'un de tes parents soit d'accord pour que Renouveau garde ce que tu
                écris.
              </p>
              <label className="consent">
                <input
                  type="checkbox"
                  aria-invalid={errors.parentalConsent ? true : undefined}
                  aria-describedby={[parentalHintId, describedBy('parentalConsent')].filter(Boolean).join(' ')}
                  {...register('parentalConsent')}
                />
                <span>
                  Un de mes parents, ou la personne qui a l'autorité parentale sur moi, est d'accord pour que j'utilise Renouveau.
                </span>
              </label>
            </div>
          ) : null}
        </div>
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
