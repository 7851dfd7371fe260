import { useEffect, useId, useRef, useState } from 'react';
import type { Goal } from '#shared/progress';
import { ApiError, errorMessage } from '#client/lib/api';
import { GoalForm } from './goal-form';
import { GoalItem } from './goal-item';
import { useAddGoal, useDeleteGoal, useSuggestGoal, useToggleGoal } from './use-progress';

const TOGGLE_FAILED = "Ce changement n'a pas pu être enregistré. Vérifie ta connexion, puis réessaie.";
const DELETE_FAILED = "Cet objectif n'a pas pu être supprimé. Vérifie ta connexion, puis réessaie.";
const SUGGEST_FAILED = "Janne n'a pas pu te proposer d'objectif pour le moment. Réessaie dans un instant.";
const GONE = "Cet objectif n'existe plus : ta liste vient d'être mise à jour.";
const RESTORE_FAILED = "Cet objectif n'a pas pu revenir. Réessaie de l'ajouter dans un instant.";
/** How long « Annuler » stays after a goal is deleted. */
const UNDO_MS = 8000;

/** SPEC §2 /progress: the goals, newest first, with the add form and Janne's suggestion. */
export function GoalsCard({ goals }: { goals: Goal[] }) {
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // Hook-level callbacks: unlike mutate()'s own, they run for every call, not just the latest.
  const toggleGoal = useToggleGoal((caught) =>
    setError(caught instanceof ApiError && caught.status === 404 ? GONE : errorMessage(caught, TOGGLE_FAILED)),
  );
  const deleteGoal = useDeleteGoal((caught) => setError(errorMessage(caught, DELETE_FAILED)));
  const suggestGoal = useSuggestGoal((caught) => setError(errorMessage(caught, SUGGEST_FAILED)));
  const addGoal = useAddGoal();
  const [deleted, setDeleted] = useState<Goal | null>(null);
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Where the keyboard goes once a deleted goal has left the list (its button disappears with it).
  const focusAfterDelete = useRef<string | null>(null);

  useEffect(() => {
    const target = focusAfterDelete.current;
    if (target === null) return;
    if (goals.some((goal) => goal.id === target) || target === '') {
      focusAfterDelete.current = null;
      const row = target ? listRef.current?.querySelector<HTMLElement>(`[data-goal-id="${CSS.escape(target)}"] .goal__check`) : null;
      (row ?? headingRef.current)?.focus();
    }
  }, [goals]);

  const remove = (goal: Goal, index: number) => {
    setError(null);
    focusAfterDelete.current = (goals[index + 1] ?? goals[index - 1])?.id ?? '';
    deleteGoal.mutate(goal, { onSuccess: () => setDeleted(goal) });
  };

  // « Annuler » (issue 16): the goal comes back, at the top, checked if it was.
  const undoDelete = async (goal: Goal) => {
    setDeleted(null);
    try {
      const { goal: restored } = await addGoal.mutateAsync(goal.content);
      if (goal.completed) toggleGoal.mutate({ id: restored.id, completed: true });
    } catch (caught) {
      setError(errorMessage(caught, RESTORE_FAILED));
    }
  };

  useEffect(() => {
    if (deleted === null) return;
    const timer = setTimeout(() => setDeleted(null), UNDO_MS);
    return () => clearTimeout(timer);
  }, [deleted]);

  return (
    <section className="card goals" aria-labelledby={titleId}>
      <div className="goals__header">
        <h2 id={titleId} ref={headingRef} tabIndex={-1}>
          Mes objectifs
        </h2>
        <button
          type="button"
          className="button button--ghost button--small goals__ask"
          disabled={suggestGoal.isPending}
          aria-busy={suggestGoal.isPending}
          onClick={() => {
            setError(null);
            setAnnouncement('');
            suggestGoal.mutate(undefined, { onSuccess: ({ goal }) => setAnnouncement(`Janne te propose : ${goal.content}`) });
          }}
        >
          <span aria-hidden="true">✨</span>
          {suggestGoal.isPending ? 'Janne réfléchit…' : 'Demander à Janne'}
        </button>
      </div>
      {/* The button's new words are not read out while it has focus: say them here. */}
      <p className="visually-hidden" role="status">
        {suggestGoal.isPending ? 'Janne réfléchit à un objectif pour toi…' : announcement}
      </p>
      <p className="goals__intro">De petits pas rien qu'à toi. Coche-les quand c'est fait, à ton rythme.</p>
      <GoalForm />
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
      {deleted !== null ? (
        <p className="goals__undo" role="status">
          Objectif supprimé : « {deleted.content} ».{' '}
          <button type="button" className="button button--ghost button--small" onClick={() => void undoDelete(deleted)}>
            Annuler
          </button>
        </p>
      ) : null}
      {goals.length === 0 ? (
        <p className="goals__empty">Aucun objectif pour l'instant… Ajoute le tien, ou demande une idée à Janne.</p>
      ) : (
        <ul ref={listRef} className="goals__list" aria-labelledby={titleId}>
          {goals.map((goal, index) => (
            <GoalItem
              key={goal.id}
              goal={goal}
              onToggle={(completed) => {
                setError(null);
                toggleGoal.mutate({ id: goal.id, completed });
              }}
              onDelete={() => remove(goal, index)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
