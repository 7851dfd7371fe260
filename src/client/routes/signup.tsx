import { SignupForm } from '#client/features/auth/signup-form';

export default function SignupRoute() {
  return (
    <div className="page--narrow">
      <title>Créer un compte · Renouveau</title>
      <h1>Créer un compte</h1>
      <p className="lead">Quelques informations pour commencer. Tout ce que tu écriras ici reste privé.</p>
      <SignupForm />
    </div>
  );
}
