import { ForgotPasswordForm } from '#client/features/password/forgot-password-form';

export default function ForgotPasswordRoute() {
  return (
    <div className="page--narrow">
      <title>Mot de passe oublié · Renouveau</title>
      <h1>Mot de passe oublié</h1>
      <p className="lead">Indique ton adresse email : on t'envoie un lien pour choisir un nouveau mot de passe.</p>
      <ForgotPasswordForm />
    </div>
  );
}
