import { useId, useState } from 'react';
import { GOAL_MAX_LENGTH } from '#shared/progress';
import { useOneAtATime } from '#client/lib/one-at-a-time';
import { messageOf, useAddGoal } from './use-progress';

/**
 * « Nouvel objectif » and « Ajouter ». A blank goal is ignored (SPEC §5); the text stays in the
 * field until the goal is saved, so a failed save loses nothing.
 */
export function GoalForm() {
  const [draft, setDraft] = useState('');
  const addGoal = useAddGoal();
  const oneAtATime = useOneAtATime();
  const inputId = useId();
  const errorId = useId();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const content = draft.trim();
    if (!content || addGoal.isPending) return;
    void oneAtATime(() => addGoal.mutateAsync(content).then(() => setDraft(''), () => undefined));
  };

  return (
    <form className="goal-form" onSubmit={onSubmit} noValidate>
      {addGoal.isError ? (
        <p id={errorId} className="alert alert--error goal-form__error" role="alert">
          {messageOf(addGoal.error, "Ton objectif n'a pas pu être ajouté. Vérifie ta connexion, puis réessaie : il est toujours là.")}
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
            value={draft}
            readOnly={addGoal.isPending}
            aria-describedby={addGoal.isError ? errorId : undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              if (addGoal.isError) addGoal.reset();
            }}
          />
          <button type="submit" className="button" disabled={addGoal.isPending}>
            {addGoal.isPending ? 'Ajout…' : 'Ajouter'}
          </button>
        </div>
      </div>
    </form>
  );
}
