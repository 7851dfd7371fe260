import { Link } from 'react-router';
import { FORGOT_PASSWORD_PATH } from '#shared/paths';
import { ApiError } from '#client/lib/api';
import { Spinner } from '#client/components/spinner';
import { ResetPasswordForm } from './reset-password-form';
import { useResetLinkCheck } from './use-password';

/**
 * The reset page of a link (issue 27): the server is asked first whether the link still works —
 * without using it up — so that a used or expired one says so when the page opens, not after the
 * new password was typed twice. Only a link the server refused (a 400, in its French words) or a
 * pause (429) takes the form's place; when the question cannot be asked (network, server trouble)
 * the form shows, and the reset itself will say what is wrong.
 */
export function ResetPasswordWithLink({ token }: { token: string }) {
  const check = useResetLinkCheck(token);

  if (check.isPending) return <Spinner label="Vérification du lien…" />;
  if (check.error instanceof ApiError && check.error.status === 400) return <DeadLink message={check.error.message} />;
  if (check.error instanceof ApiError && check.error.status === 429) return <DeadLink message={check.error.message} offerNewLink={false} />;
  return (
    <>
      <p className="lead">Une fois changé, toutes tes sessions seront fermées et tu te reconnecteras avec le nouveau.</p>
      <ResetPasswordForm token={token} />
    </>
  );
}

/** A link that cannot be used (incomplete, used, expired): why, and the way forward — a new link. */
export function DeadLink({ message, offerNewLink = true }: { message: string; offerNewLink?: boolean }) {
  return (
    <div className="card">
      <p className="alert alert--error" role="alert">
        {message}
      </p>
      {offerNewLink ? (
        <Link className="button" to={FORGOT_PASSWORD_PATH}>
          Recevoir un nouveau lien
        </Link>
      ) : null}
    </div>
  );
}
