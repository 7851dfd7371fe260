/** The loading indicator: announced once to screen readers, a gentle pulse for everyone else. */
export function Spinner({ label = 'Chargement…', fullPage = false }: { label?: string; fullPage?: boolean }) {
  return (
    <div className={fullPage ? 'spinner spinner--page' : 'spinner'} role="status" aria-live="polite">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
