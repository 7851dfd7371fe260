import './no-contact.css';
import { REASON_MAX_LENGTH, type Reason, ReasonInputSchema } from '#shared/no-contact';
import { AddToListForm, EditableListItem } from '#client/components/editable-list';
import { useAddReason, useDeleteReason, useUpdateReason } from './use-no-contact';

const SAVE_FAILED = "Ta raison n'a pas pu être enregistrée. Ton texte est toujours là : réessaie dans un instant.";
const DELETE_FAILED = "Cette raison n'a pas pu être supprimée. Réessaie dans un instant.";

/**
 * « Mes raisons »: why the person chose no contact, in their own words, written once on a calm
 * day and read again when the urge comes. They correct, delete or add one at any time.
 */
export function ReasonsList({ reasons }: { reasons: readonly Reason[] }) {
  const add = useAddReason();
  const update = useUpdateReason();
  const remove = useDeleteReason();
  return (
    <div className="reasons">
      {reasons.length === 0 ? (
        <p className="reasons__empty">
          Tu n'as pas encore écrit tes raisons. Une phrase suffit : « Je mérite quelqu'un qui me choisit », « Je dors mieux quand je ne
          regarde pas mon téléphone »…
        </p>
      ) : (
        <ul className="editable-list reasons__list">
          {reasons.map((reason) => (
            <EditableListItem
              key={reason.id}
              text={reason.content}
              schema={ReasonInputSchema}
              maxLength={REASON_MAX_LENGTH}
              editLabel="Corriger cette raison"
              saveFailed={SAVE_FAILED}
              deleteFailed={DELETE_FAILED}
              onSave={(content) => update.mutateAsync({ id: reason.id, content })}
              onDelete={() => remove.mutateAsync(reason.id)}
            />
          ))}
        </ul>
      )}
      <AddToListForm
        label="Ajouter une raison"
        placeholder="Ex. : je mérite du respect"
        schema={ReasonInputSchema}
        maxLength={REASON_MAX_LENGTH}
        saveFailed={SAVE_FAILED}
        add={(content) => add.mutateAsync(content)}
      />
    </div>
  );
}
