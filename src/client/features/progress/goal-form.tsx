import { useId } from 'react';
import { GOAL_MAX_LENGTH, GoalInputSchema } from '#shared/progress';
import { errorMessage } from '#client/lib/api';
import { useAddForm } from '#client/components/use-add-form';
import { useAddGoal } from './use-progress';

/**
 * « Nouvel objectif » and « Ajouter ». A blank goal is ignored (SPEC §5); the text stays in the
 * field until the goal is saved, so a failed save loses nothing.
 */
export function GoalForm() {
  const addGoal = useAddGoal();
  const { register, onSubmit, isSaving, error } = useAddForm({ schema: GoalInputSchema, add: (content) => addGoal.mutateAsync(content) });
  const inputId = useId();
  const errorId = useId();

  return (
    <form className="goal-form" onSubmit={onSubmit} noValidate>
      {error ? (
        <p id={errorId} className="alert alert--error goal-form__error" role="alert">
          {errorMessage(error, "Ton objectif n'a pas pu être ajouté. Vérifie ta connexion, puis réessaie : il est toujours là.")}
        </p>
      ) : null}
      <div className="field goal-form__field">
        <label htmlFor={inputId}>Nouvel objectif</label>
        <div className="goal-form__row">
          <input
            id={inputId}
            type="text"
            autoComplete="off"
            maxLength={GOAL_MAX_LENGTH}
            placeholder="Ex. : lire dix pages"
            readOnly={isSaving}
            aria-describedby={error ? errorId : undefined}
            {...register()}
          />
          <button type="submit" className="button" disabled={isSaving}>
            {isSaving ? 'Ajout…' : 'Ajouter'}
          </button>
        </div>
      </div>
    </form>
  );
}
