import { useEffect, useId, useRef, useState } from 'react';
import { MATRIX_ITEM_MAX_LENGTH, type MatrixItem, MatrixItemInputSchema, type MatrixSectionView } from '#shared/matrix';
import { errorMessage } from '#client/lib/api';
import { useAddForm } from '#client/components/use-add-form';
import { MATRIX_TEXTS } from './matrix-messages';
import { SectionControls } from './section-controls';
import { isPendingItem, useAddItem, useDeleteItem } from './use-matrix';

const CONTENT_SCHEMA = MatrixItemInputSchema.pick({ content: true });
/** How long « Annuler » stays after an idea is deleted. */
const UNDO_MS = 8000;

/**
 * One list of the matrix: its title and description, a one-line add form, and its items newest
 * first, each with its delete button.
 */
export function MatrixSectionCard({ section, focusOnMount = false }: { section: MatrixSectionView; focusOnMount?: boolean }) {
  const addItem = useAddItem();
  const deleteItem = useDeleteItem();
  const [error, setError] = useState<string | null>(null);
  // The idea just deleted, while « Annuler » can bring it back (issue 16).
  const [deleted, setDeleted] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Where focus goes once a deleted item has left the list: the next item's button, or the input.
  const focusAfterDelete = useRef<string | null | undefined>(undefined);
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();

  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);

  useEffect(() => {
    if (deleted === null) return;
    const timer = setTimeout(() => setDeleted(null), UNDO_MS);
    return () => clearTimeout(timer);
  }, [deleted]);

  const undoDelete = (content: string) => {
    setDeleted(null);
    addItem(section.type, content).catch((caught: unknown) => setError(errorMessage(caught, MATRIX_TEXTS.addFailed)));
  };

  useEffect(() => {
    const target = focusAfterDelete.current;
    if (target === undefined) return;
    focusAfterDelete.current = undefined;
    const button = target ? listRef.current?.querySelector<HTMLButtonElement>(`[data-item-id="${CSS.escape(target)}"]`) : null;
    (button ?? inputRef.current)?.focus();
  }, [section.items]);

  // The item shows in the list at once, so the field empties at once; the text comes back on failure.
  const { register, onSubmit: onAdd } = useAddForm({
    schema: CONTENT_SCHEMA,
    add: (content) => {
      setError(null);
      return addItem(section.type, content);
    },
    clearAtOnce: true,
    onFailure: (caught) => {
      console.error('matrix item add failed', (caught as Error).name);
      setError(errorMessage(caught, MATRIX_TEXTS.addFailed));
      inputRef.current?.focus();
    },
  });
  const { ref: registerRef, ...contentProps } = register();

  const onDelete = async (item: MatrixItem, index: number) => {
    setError(null);
    const neighbour = section.items[index + 1] ?? section.items[index - 1];
    focusAfterDelete.current = neighbour && !isPendingItem(neighbour) ? neighbour.id : null;
    try {
      await deleteItem(section.type, item);
      setDeleted(item.content);
    } catch (caught) {
      console.error('matrix item delete failed', (caught as Error).name);
      setError(MATRIX_TEXTS.deleteFailed(item.content));
    }
  };

  return (
    <section className="card matrix-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="matrix-section__title">
        {section.title}
      </h2>
      <p className="matrix-section__description">{section.description}</p>
      {section.sectionId ? <SectionControls section={{ ...section, sectionId: section.sectionId }} /> : null}
      <form className="matrix-add" onSubmit={onAdd} noValidate>
        <label htmlFor={inputId} className="visually-hidden">
          Ajouter à {section.title}
        </label>
        <input
          ref={(element) => {
            inputRef.current = element;
            registerRef(element);
          }}
          id={inputId}
          className="matrix-add__input"
          type="text"
          autoComplete="off"
          maxLength={MATRIX_ITEM_MAX_LENGTH}
          placeholder="En quelques mots…"
          aria-describedby={error ? errorId : undefined}
          {...contentProps}
        />
        <button type="submit" className="button button--small">
          Ajouter
        </button>
      </form>
      {error ? (
        <p id={errorId} className="matrix-section__error" role="alert">
          {error}
        </p>
      ) : null}
      {deleted !== null ? (
        <p className="matrix-section__undo" role="status">
          {MATRIX_TEXTS.itemDeleted(deleted)}{' '}
          <button type="button" className="button button--ghost button--small" onClick={() => undoDelete(deleted)}>
            Annuler
          </button>
        </p>
      ) : null}
      {section.items.length === 0 ? (
        <p className="matrix-section__empty">{MATRIX_TEXTS.empty}</p>
      ) : (
        <ul ref={listRef} className="matrix-items">
          {section.items.map((item, index) => {
            const isPending = isPendingItem(item);
            return (
              <li key={item.id} className={isPending ? 'matrix-item matrix-item--pending' : 'matrix-item'}>
                <span className="matrix-item__text">{item.content}</span>
                <button
                  type="button"
                  className="matrix-item__delete"
                  data-item-id={item.id}
                  disabled={isPending}
                  onClick={() => void onDelete(item, index)}
                >
                  <span aria-hidden="true">×</span>
                  <span className="visually-hidden">Supprimer : {item.content}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
