import { useEffect, useState } from 'react';
import { formatDateTime, formatRelativeMoment } from '#shared/dates';
import { agree } from '#shared/gender';
import { errorMessage } from '#client/lib/api';
import { useGender } from '#client/lib/session';
import { useActiveSessions, useRevokeOtherSessions } from './use-sessions';
import { LoadError } from '#client/components/load-error';

/** « il y a 5 minutes » must not stay « 5 » while the page is open: the time, once a minute. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const REVOKE_FAILED = "Les autres sessions n'ont pas pu être fermées. Réessaie dans un instant.";

/**
 * « Mes sessions actives »: where the person is signed in, this device first. « Se déconnecter
 * partout » ends every other session and keeps this one: the person is here to shut out a lost
 * phone or someone who knows the password, and may want to change it right after; « Se
 * déconnecter » in the account menu ends this one.
 *
 * Each session says what it is (« Chrome sur Android », read on the server) and when it was last
 * used (« Utilisée hier à 21 h 04 », in the browser's time zone, where the person is): a session
 * used at an hour the person was asleep is the one to worry about.
 */
export function ActiveSessions() {
  const sessions = useActiveSessions();
  const revoke = useRevokeOtherSessions();
  const gender = useGender();
  const [result, setResult] = useState<{ message: string; isError: boolean } | null>(null);
  const now = useMinuteClock();

  if (sessions.isPending) return <p className="muted">Chargement…</p>;
  if (sessions.isError)
    return (
      <LoadError
        message="Tes sessions n'ont pas pu être chargées."
        onRetry={() => void sessions.refetch()}
        isRetrying={sessions.isFetching}
        className="alert alert--error"
      />
    );

  const list = sessions.data.sessions;
  const others = list.filter((session) => !session.isCurrent).length;
  const signOutOthers = () => {
    setResult(null);
    revoke.mutate(undefined, {
      onSuccess: ({ message }) => setResult({ message, isError: false }),
      onError: (error) => setResult({ message: errorMessage(error, REVOKE_FAILED), isError: true }),
    });
  };

  return (
    <>
      <ul className="sessions">
        {list.map((session) => (
          <li key={session.id} className="sessions__item">
            <p className="sessions__device">
              {session.device}
              {session.isCurrent ? <span className="sessions__current">cette session</span> : null}
            </p>
            <p className="muted sessions__dates">
              <span className="sessions__last-used">
                {session.isCurrent ? (
                  'Utilisée en ce moment'
                ) : (
                  <>
                    Utilisée <time dateTime={session.lastActiveAt}>{formatRelativeMoment(new Date(session.lastActiveAt), now)}</time>
                  </>
                )}
              </span>
              {session.hasNotifications ? (
                <>
                  <br />
                  Reçoit tes rappels en notification
                </>
              ) : null}
              <br />
              Connexion le <time dateTime={session.createdAt}>{formatDateTime(new Date(session.createdAt))}</time>
            </p>
          </li>
        ))}
      </ul>
      <div className="actions">
        <button type="button" className="button button--ghost" onClick={signOutOthers} disabled={revoke.isPending || others === 0}>
          {revoke.isPending ? 'Déconnexion…' : 'Se déconnecter partout'}
        </button>
      </div>
      {result ? (
        <p className={result.isError ? 'alert alert--error' : 'alert alert--success'} role={result.isError ? 'alert' : 'status'}>
          {result.message}
        </p>
      ) : null}
      <p className="muted">
        {others === 0
          ? `Tu n’es ${agree('connecté·e', gender)} nulle part ailleurs.`
          : 'Se déconnecter partout ferme toutes tes sessions sauf celle-ci. Pour fermer celle-ci aussi, choisis «\u00a0Se déconnecter\u00a0» dans le menu du compte.'}
      </p>
    </>
  );
}
