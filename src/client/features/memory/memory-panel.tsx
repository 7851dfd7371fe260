import './memory.css';
import { useEffect, useId, useState } from 'react';
import { MEMORY_FACT_MAX_LENGTH, MemoryFactFormSchema } from '#shared/memory';
import { errorMessage } from '#client/lib/api';
import { AddToListForm, EditableListItem } from '#client/components/editable-list';
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
  const [switching, setSwitching] = useState<boolean | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const addFact = useAddFact();
  const updateFact = useUpdateFact();
  const deleteFact = useDeleteFact();
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
          checked={switching ?? enabled}
          disabled={setEnabled.isPending}
          onChange={(event) => {
            // The switch moves in the same render as the click: the cache's optimistic update waits
            // for in-flight reads to be cancelled first, and a controlled checkbox would snap back
            // meanwhile (seen in CI: « clicking the checkbox did not change its state »).
            const next = event.target.checked;
            setSwitching(next);
            setEnabled.mutate(next, { onSettled: () => setSwitching(null) });
          }}
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
        <ul className="editable-list">
          {facts.map((fact) => (
            <EditableListItem
              key={fact.id}
              text={fact.text}
              schema={MemoryFactFormSchema}
              maxLength={MEMORY_FACT_MAX_LENGTH}
              editLabel="Corriger ce souvenir"
              saveFailed={SAVE_FAILED}
              deleteFailed={DELETE_FAILED}
              onSave={(text) => updateFact.mutateAsync({ id: fact.id, text })}
              onDelete={async () => {
                await deleteFact.mutateAsync(fact.id);
                setDeleted(fact.text);
              }}
            />
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
      <AddToListForm
        label="Ajouter un souvenir"
        placeholder="Ex. : ma sœur s'appelle Léa"
        schema={MemoryFactFormSchema}
        maxLength={MEMORY_FACT_MAX_LENGTH}
        saveFailed={SAVE_FAILED}
        add={(text) => addFact.mutateAsync(text)}
      />
    </div>
  );
}
