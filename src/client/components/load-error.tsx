import { useOnline } from '#client/lib/online';

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
        <p>Pas de réseau pour le moment : cette partie reviendra quand tu seras de nouveau en ligne.</p>
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
