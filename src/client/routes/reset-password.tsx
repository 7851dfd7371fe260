import { useLocation } from 'react-router';
import { PASSWORD_MESSAGES } from '#shared/password';
import { DeadLink, ResetPasswordWithLink } from '#client/features/password/reset-link';

export default function ResetPasswordRoute() {
  // useLocation rather than useSearchParams: the router's code is in every screen's first download,
  // and this page is the only one that would bring useSearchParams into it.
  const searchParams = new URLSearchParams(useLocation().search);
  const token = searchParams.get('token');
  return (
    <div className="page--narrow">
      <title>Nouveau mot de passe · Renouveau</title>
      <h1>Choisis un nouveau mot de passe</h1>
      {token ? <ResetPasswordWithLink token={token} /> : <DeadLink message={PASSWORD_MESSAGES.missingLink} />}
    </div>
  );
}
