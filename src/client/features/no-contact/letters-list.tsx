import './no-contact.css';
import { useId, useState } from 'react';
import { formatDateTime } from '#shared/dates';
import type { UnsentLetter } from '#shared/no-contact';
import { errorMessage } from '#client/lib/api';
import { ConfirmDelete } from '#client/components/confirm-delete';
import { FormError } from '#client/components/forms';
import { useDeleteLetter } from './use-no-contact';

const DELETE_FAILED = "Cette lettre n'a pas pu être supprimée. Réessaie dans un instant.";

/**
 * « Lettres non envoyées »: what the person wrote instead of sending it, to read again. Each one
 * opens in place; deleting asks once more, since a letter cannot be written twice the same way.
 */
export function LettersList({ letters }: { letters: readonly UnsentLetter[] }) {
  if (letters.length === 0) {
    return (
      <p className="letters__empty">
        Aucune lettre pour le moment. Quand l'envie d'écrire reviendra, tu pourras l'écrire ici : elle ne partira jamais.
      </p>
    );
  }
  return (
    <ul className="letters">
      {letters.map((letter) => (
        <LetterItem key={letter.id} letter={letter} />
      ))}
    </ul>
  );
}

function LetterItem({ letter }: { letter: UnsentLetter }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useDeleteLetter();
  const errorId = useId();
  const firstLine = letter.content.split('\n').find((line) => line.trim()) ?? '';
  return (
    <li className="letter">
      <details>
        <summary>
          <span className="letter__date">{formatDateTime(new Date(letter.createdAt))}</span>
          <span className="letter__preview">{firstLine.length > 80 ? `${firstLine.slice(0, 80)}…` : firstLine}</span>
        </summary>
        <div className="letter__body">
          {letter.content.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        {isConfirming ? (
          <ConfirmDelete
            className="letter__confirm"
            question="Supprimer cette lettre pour toujours ?"
            onConfirm={() => remove.mutate(letter.id)}
            onCancel={() => setIsConfirming(false)}
            isDeleting={remove.isPending}
          />
        ) : (
          <button type="button" className="button button--ghost button--small letter__delete" onClick={() => setIsConfirming(true)}>
            Supprimer cette lettre
          </button>
        )}
        <FormError id={errorId} message={remove.isError ? errorMessage(remove.error, DELETE_FAILED) : null} />
      </details>
    </li>
  );
}
