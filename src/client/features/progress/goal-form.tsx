import { useId } from 'react';
import { GOAL_MAX_LENGTH, GoalInputSchema } from '#shared/progress';
import { errorMessage } from '#client/lib/api';
import { AddItemField, FormError } from '#client/components/forms';
import { useAddForm } from '#client/components/use-add-form';
import { useAddGoal } from './use-progress';

/**
 * « Nouvel objectif » and « Ajouter ». A blank goal is ignored (SPEC §5); the text stays in the
 * field until the goal is saved, so a failed save loses nothing.
 */
export function GoalForm() {
  const addGoal = useAddGoal();
  const { register, onSubmit, isSaving, error } = useAddForm({ schema: GoalInputSchema, add: (content) => addGoal.mutateAsync(content) });
  const errorId = useId();

  return (
    <form className="goal-form" onSubmit={onSubmit} noValidate>
      {error ? (
        <FormError
          id={errorId}
          className="alert alert--error goal-form__error"
          message={errorMessage(error, "Ton objectif n'a pas pu être ajouté. Vérifie ta connexion, puis réessaie : il est toujours là.")}
        />
      ) : null}
      <AddItemField
        label="Nouvel objectif"
        className="goal-form__field"
        rowClassName="goal-form__row"
        inputProps={{ maxLength: GOAL_MAX_LENGTH, placeholder: 'Ex. : lire dix pages', ...register() }}
        isSaving={isSaving}
        errorId={error ? errorId : undefined}
      />
    </form>
  );
}
