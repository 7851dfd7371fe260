import { Link, useLocation } from 'react-router';
import { PASSWORD_MESSAGES } from '#shared/password';
import { FORGOT_PASSWORD_PATH } from '#shared/paths';
import { ResetPasswordForm } from '#client/features/password/reset-password-form';

export default function ResetPasswordRoute() {
  // useLocation rather than useSearchParams: the router's code is in every screen's first download,
  // and this page is the only one that would bring useSearchParams into it.
  const searchParams = new URLSearchParams(useLocation().search);
  const token = searchParams.get('token');
  return (
    <div className="page--narrow">
      <title>Nouveau mot de passe · Renouveau</title>
      <h1>Choisis un nouveau mot de passe</h1>
      {token ? (
        <>
          <p className="lead">Une fois changé, toutes tes sessions seront fermées et tu te reconnecteras avec le nouveau.</p>
          <ResetPasswordForm token={token} />
        </>
      ) : (
        <div className="card">
          <p className="alert alert--error" role="alert">
            {PASSWORD_MESSAGES.missingLink}
          </p>
          <Link className="button" to={FORGOT_PASSWORD_PATH}>
            Recevoir un nouveau lien
          </Link>
        </div>
      )}
    </div>
  );
}
