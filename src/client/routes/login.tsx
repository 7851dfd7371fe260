import { LoginForm } from '#client/features/auth/login-form';

export default function LoginRoute() {
  return (
    <div className="page--narrow">
      <title>Se connecter · Renouveau</title>
      <h1>Se connecter</h1>
      <p className="lead">Content·e de te revoir.</p>
      <LoginForm />
    </div>
  );
}
