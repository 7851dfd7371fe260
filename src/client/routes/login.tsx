import { useLocation } from 'react-router';
import { LoginForm } from '#client/features/auth/login-form';

export default function LoginRoute() {
  // After « Mot de passe oublié ? »: the reset page sends the person here with the news.
  const state = useLocation().state as { passwordReset?: unknown; lockedOut?: unknown } | null;
  const passwordReset = state?.passwordReset;
  // After the lock screen (issue 27): five wrong codes, or « Code oublié ? ».
  const lockedOut = state?.lockedOut;
  return (
    <div className="page--narrow">
      <title>Se connecter · Renouveau</title>
      <h1>Se connecter</h1>
      <p className="lead">Content·e de te revoir.</p>
      {typeof passwordReset === 'string' ? (
        <p className="alert alert--success" role="status">
          {passwordReset}
        </p>
      ) : null}
      {typeof lockedOut === 'string' ? (
        <p className="alert alert--info" role="status">
          {lockedOut}
        </p>
      ) : null}
      <LoginForm />
    </div>
  );
}
