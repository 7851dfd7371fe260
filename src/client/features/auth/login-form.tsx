import { Link, useLocation, useNavigate } from 'react-router';
import type { LoginFormValues, LoginInput } from '#shared/auth';
import { LOGIN_ERRORS } from '#shared/messages';
import { FORGOT_PASSWORD_PATH } from '#shared/paths';
import { FormError } from '#client/components/forms';
import { CredentialFields } from './credential-fields';
import { useAuthForm } from './use-auth-form';

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const { register, errors, isSubmitting, formProps, errorId, message, attempt } = useAuthForm<LoginFormValues, LoginInput>({
    resolver: (validation) => validation.loginResolver,
    defaultValues: { email: '', password: '' },
    url: '/api/auth/login',
    errors: LOGIN_ERRORS,
    fieldOrder: ['email', 'password'],
    // SPEC §2: the dashboard, unless a guard had stopped them on their way somewhere else.
    onSignedIn: (from) => navigate(from?.from ?? '/dashboard'),
  });

  return (
    <form className="form card" {...formProps} aria-describedby={message ? errorId : undefined}>
      <FormError id={errorId} message={message} attempt={attempt} />
      <fieldset className="form__fields" disabled={isSubmitting}>
        <CredentialFields idPrefix="login" email={register('email')} password={register('password')} errors={errors} errorId={errorId} />
        <p className="form__aside">
          <Link to={FORGOT_PASSWORD_PATH}>Mot de passe oublié ?</Link>
        </p>
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
