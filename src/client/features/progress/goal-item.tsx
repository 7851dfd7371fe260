import { useId, useState } from 'react';
import type { Goal } from '#shared/progress';

/** One goal: a checkbox named by the goal itself, and its delete button. */
export function GoalItem({ goal, onToggle, onDelete }: { goal: Goal; onToggle: (completed: boolean) => void; onDelete: () => void }) {
  const checkboxId = useId();
  // The click shows at once. The cached goal catches up a moment later (TanStack Query tells the
  // screen on its next tick), and as soon as it is a new object, it is the truth again: the
  // optimistic value, the server's, or the old one put back after a failure.
  const [clicked, setClicked] = useState<{ goal: Goal; completed: boolean } | null>(null);
  const checked = clicked?.goal === goal ? clicked.completed : goal.completed;
  return (
    <li className={checked ? 'goal goal--done' : 'goal'} data-goal-id={goal.id}>
      <input
        id={checkboxId}
        className="goal__check"
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          setClicked({ goal, completed: event.target.checked });
          onToggle(event.target.checked);
        }}
      />
      <label htmlFor={checkboxId} className="goal__text">
        {goal.content}
      </label>
      <button
        type="button"
        className="goal__delete"
        aria-label={`Supprimer l'objectif : ${goal.content}`}
        title="Supprimer"
        onClick={onDelete}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M9 3h6m-9 4h12m-1 0-.7 11.2A2 2 0 0 1 14.3 20H9.7a2 2 0 0 1-2-1.8L7 7m3 4v5m4-5v5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </li>
  );
}
