import { useOnline } from '#client/lib/online';

const OFFLINE_LINE = 'Pas de réseau pour le moment : cette partie reviendra quand tu seras de nouveau en ligne.';

/**
 * A dashboard glance's one line while its data is not there: loading, could not be loaded, or —
 * with no network (issue 30) — coming back with it, rather than an error under the offline banner.
 */
export function GlanceWaiting({ isError, failed }: { isError: boolean; failed: string }) {
  const online = useOnline();
  return <p className="muted">{!online ? OFFLINE_LINE : isError ? failed : 'Chargement…'}</p>;
}

/**
 * What a screen shows when its data could not be loaded: a calm sentence and « Réessayer »
 * (the plan, the progress, the road travelled, the story…). With no network (issue 30) it is no
 * error at all: a quiet line that it comes back with the network (the query asks again by itself).
 */
export function LoadError({
  message,
  onRetry,
  isRetrying,
  className = 'card load-error',
}: {
  message: string;
  onRetry: () => void;
  isRetrying: boolean;
  className?: string;
}) {
  const online = useOnline();
  if (!online) {
    return (
      <div className={className}>
        <p>{OFFLINE_LINE}</p>
      </div>
    );
  }
  return (
    <div className={className}>
      <p role="alert">{message}</p>
      <button type="button" className="button" onClick={onRetry} disabled={isRetrying}>
        {isRetrying ? 'Chargement…' : 'Réessayer'}
      </button>
    </div>
  );
}
