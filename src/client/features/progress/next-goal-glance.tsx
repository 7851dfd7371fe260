import { GlanceWaiting } from '#client/components/load-error';
import { useId } from 'react';
import { Link } from 'react-router';
import { useProgress } from './use-progress';

/** The dashboard's « Mon prochain objectif » (issue 15): the first goal not yet done. */
export function NextGoalGlance() {
  const progress = useProgress();
  const titleId = useId();
  const nextGoal = progress.data?.goals.find((goal) => !goal.completed);
  return (
    <section className="card glance__card" aria-labelledby={titleId}>
      <h2 id={titleId} className="glance__title">
        Mon prochain objectif
      </h2>
      {progress.data ? (
        <p className="glance__goal">
          {nextGoal ? nextGoal.content : 'Tous tes objectifs sont atteints. Bravo ! Tu peux t’en fixer un nouveau.'}
        </p>
      ) : (
        <GlanceWaiting isError={progress.isError} failed="Tes objectifs n'ont pas pu être chargés." />
      )}
      <Link to="/progress" className="button button--ghost button--small">
        Voir mes progrès
      </Link>
    </section>
  );
}
