import './no-contact.css';
import { useId } from 'react';
import { Link } from 'react-router';
import { dayCount, dayWord } from '#shared/dates';
import { UrgeLink } from './urge-link';
import { useNoContact } from './use-no-contact';
import { useProgress } from './use-progress';

/** The dashboard's « where I am » (issue 15): days without contact, the record, the next open goal, the urge button. */
export function ProgressGlance() {
  const progress = useProgress();
  const road = useNoContact();
  const daysId = useId();
  const goalId = useId();
  const days = road.data?.summary.current ?? progress.data?.daysNoContact;
  const best = road.data?.summary.best;
  const nextGoal = progress.data?.goals.find((goal) => !goal.completed);

  return (
    <>
      <section className="card glance__card" aria-labelledby={daysId}>
        <h2 id={daysId} className="glance__title">
          Sans contact
        </h2>
        {days === undefined ? (
          <p className="muted">{progress.isError ? "Ton compteur n'a pas pu être chargé." : 'Chargement…'}</p>
        ) : (
          <>
            <p className="glance__figure">
              <span className="glance__number">{days}</span> {dayWord(days)}
            </p>
            {best !== undefined && best > days ? <p className="glance__sub">Ton record : {dayCount(best)}</p> : null}
          </>
        )}
        <UrgeLink className="button button--small" />
      </section>
      <section className="card glance__card" aria-labelledby={goalId}>
        <h2 id={goalId} className="glance__title">
          Mon prochain objectif
        </h2>
        {progress.data ? (
          <p className="glance__goal">
            {nextGoal ? nextGoal.content : 'Tous tes objectifs sont atteints. Bravo ! Tu peux t’en fixer un nouveau.'}
          </p>
        ) : (
          <p className="muted">{progress.isError ? "Tes objectifs n'ont pas pu être chargés." : 'Chargement…'}</p>
        )}
        <Link to="/progress" className="button button--ghost button--small">
          Voir mes progrès
        </Link>
      </section>
    </>
  );
}
