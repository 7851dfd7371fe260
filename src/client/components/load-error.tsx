/**
 * What a screen shows when its data could not be loaded: a calm sentence and « Réessayer »
 * (the plan, the progress, the road travelled, the story…).
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
  return (
    <div className={className}>
      <p role="alert">{message}</p>
      <button type="button" className="button" onClick={onRetry} disabled={isRetrying}>
        {isRetrying ? 'Chargement…' : 'Réessayer'}
      </button>
    </div>
  );
}
