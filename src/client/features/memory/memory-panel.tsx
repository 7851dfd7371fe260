import './memory.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { MEMORY_FACT_MAX_LENGTH, type MemoryFact, MemoryFactFormSchema, MemoryFactInputSchema } from '#shared/memory';
import { errorMessage } from '#client/lib/api';
import { AddItemField } from '#client/components/forms';
import { useAddForm } from '#client/components/use-add-form';
import { useAddFact, useDeleteFact, useMemory, useSetMemoryEnabled, useUpdateFact } from './use-memory';

const SAVE_FAILED = "Ce souvenir n'a pas pu être enregistré. Ton texte est toujours là : réessaie dans un instant.";
const DELETE_FAILED = "Ce souvenir n'a pas pu être supprimé. Réessaie dans un instant.";
const SWITCH_FAILED = "Ton choix n'a pas pu être enregistré. Réessaie dans un instant.";
/** How long « Annuler » stays after a deletion. */
const UNDO_MS = 8000;

/**
 * « Ce que Janne retient de toi » (issue 14): the facts Janne keeps, in plain French; the person
 * corrects, deletes or adds one, and can turn memory off.
 */
export function MemoryPanel() {
  const memory = useMemory();
  const setEnabled = useSetMemoryEnabled();
  const [deleted, setDeleted] = useState<string | null>(null);
  const addFact = useAddFact();
  const switchId = useId();

  // « Annuler » goes away by itself.
  useEffect(() => {
    if (deleted === null) return;
    const timer = setTimeout(() => setDeleted(null), UNDO_MS);
    return () => clearTimeout(timer);
  }, [deleted]);

  if (memory.isPending) return <p className="muted">Chargement…</p>;
  if (memory.isError)
    return (
      <p className="alert alert--error" role="alert">
        Ce que Janne retient de toi n'a pas pu être chargé.{' '}
        <button type="button" className="button button--ghost button--small" onClick={() => void memory.refetch()}>
          Réessayer
        </button>
      </p>
    );

  const { enabled, facts } = memory.data;
  return (
    <div className="memory">
      <p className="muted">
        Pour se souvenir de toi au fil des semaines, Janne garde ici quelques faits courts : les personnes qui comptent, ce qui t'aide, ce
        qui te fait mal. Tu peux les corriger, les supprimer ou en ajouter.
      </p>
      <div className="memory__switch">
        <input
          id={switchId}
          type="checkbox"
          checked={enabled}
          disabled={setEnabled.isPending}
          onChange={(event) => setEnabled.mutate(event.target.checked)}
        />
        <label htmlFor={switchId}>Janne peut se souvenir de ce que tu lui confies</label>
      </div>
      {!enabled ? (
        <p className="muted memory__off">Mémoire désactivée : Janne ne résume plus ce que tu lui écris et ne reçoit plus ces souvenirs.</p>
      ) : null}
      {setEnabled.isError ? (
        <p className="alert alert--error" role="alert">
          {errorMessage(setEnabled.error, SWITCH_FAILED)}
        </p>
      ) : null}
      {facts.length === 0 ? (
        <p className="memory__empty">
          Janne ne retient encore rien de toi. Ajoute un souvenir, ou laisse-la le faire au fil de tes messages.
        </p>
      ) : (
        <ul className="memory__list">
          {facts.map((fact) => (
            <FactItem key={fact.id} fact={fact} onDeleted={() => setDeleted(fact.text)} />
          ))}
        </ul>
      )}
      {deleted !== null ? (
        <p className="memory__undo" role="status">
          Souvenir supprimé.{' '}
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => {
              addFact.mutate(deleted);
              setDeleted(null);
            }}
          >
            Annuler
          </button>
        </p>
      ) : null}
      <AddFactForm />
    </div>
  );
}

function FactItem({ fact, onDeleted }: { fact: MemoryFact; onDeleted: () => void }) {
  const [isEditing, setIsEditing] = useState(false);
  const remove = useDeleteFact();
  if (isEditing) return <EditFactForm fact={fact} onDone={() => setIsEditing(false)} />;
  return (
    <li className="memory__item">
      <span className="memory__text">{fact.text}</span>
      <span className="memory__actions">
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => setIsEditing(true)}
          aria-label={`Modifier « ${fact.text} »`}
        >
          Modifier
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={remove.isPending}
          aria-label={`Supprimer « ${fact.text} »`}
          onClick={() => remove.mutate(fact.id, { onSuccess: onDeleted })}
        >
          Supprimer
        </button>
      </span>
      {remove.isError ? (
        <span className="form__error" role="alert">
          {errorMessage(remove.error, DELETE_FAILED)}
        </span>
      ) : null}
    </li>
  );
}

function EditFactForm({ fact, onDone }: { fact: MemoryFact; onDone: () => void }) {
  const update = useUpdateFact();
  const errorId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ text: string }>({ resolver: zodResolver(MemoryFactInputSchema), defaultValues: { text: fact.text } });
  const save = handleSubmit(({ text }) => update.mutate({ id: fact.id, text }, { onSuccess: onDone }));
  const problem = errors.text?.message ?? (update.isError ? errorMessage(update.error, SAVE_FAILED) : null);
  return (
    <li className="memory__item">
      <form className="memory__edit" onSubmit={(event) => void save(event)} noValidate>
        <label htmlFor={`fact-${fact.id}`} className="visually-hidden">
          Corriger ce souvenir
        </label>
        <input
          id={`fact-${fact.id}`}
          type="text"
          maxLength={MEMORY_FACT_MAX_LENGTH}
          autoFocus
          aria-describedby={problem ? errorId : undefined}
          {...register('text')}
        />
        <button type="submit" className="button button--small" disabled={update.isPending}>
          Enregistrer
        </button>
        <button type="button" className="button button--ghost button--small" onClick={onDone}>
          Annuler
        </button>
        {problem ? (
          <p id={errorId} className="form__error" role="alert">
            {problem}
          </p>
        ) : null}
      </form>
    </li>
  );
}

function AddFactForm() {
  const addFact = useAddFact();
  const errorId = useId();
  const { register, onSubmit, isSaving, error } = useAddForm({ schema: MemoryFactFormSchema, add: (text) => addFact.mutateAsync(text) });
  return (
    <form className="memory__add" onSubmit={onSubmit} noValidate>
      <AddItemField
        label="Ajouter un souvenir"
        className="memory__field"
        rowClassName="memory__row"
        inputProps={{ maxLength: MEMORY_FACT_MAX_LENGTH, placeholder: "Ex. : ma sœur s'appelle Léa", ...register() }}
        isSaving={isSaving}
        errorId={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="form__error" role="alert">
          {errorMessage(error, SAVE_FAILED)}
        </p>
      ) : null}
    </form>
  );
}
