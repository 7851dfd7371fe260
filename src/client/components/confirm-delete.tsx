/**
 * « Supprimer … pour toujours ? » asked once more, in place, before something a person wrote is
 * deleted (a journal entry, a letter, a section of their own): « Oui, supprimer » / « Non, la garder ».
 */
export function ConfirmDelete({
  question,
  onConfirm,
  onCancel,
  isDeleting,
  className,
}: {
  question: string;
  onConfirm: () => void;
  onCancel: () => void;
  isDeleting: boolean;
  className: string;
}) {
  return (
    <div className={className} role="group" aria-label="Confirmer la suppression">
      <span>{question}</span>
      <button type="button" className="button button--small" disabled={isDeleting} onClick={onConfirm}>
        {isDeleting ? 'Suppression…' : 'Oui, supprimer'}
      </button>
      <button type="button" className="button button--ghost button--small" onClick={onCancel}>
        Non, la garder
      </button>
    </div>
  );
}
