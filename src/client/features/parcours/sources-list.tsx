import './parcours.css';
import { Fragment, useId } from 'react';
import { Link } from 'react-router';
import { BILAN_PATH, parcoursDayPath } from '#shared/parcours/api';
import { PARCOURS_DAYS } from '#shared/parcours/days';
import { SOURCES, type SourceKey } from '#shared/parcours/sources';
import { useParcours } from './use-parcours';

const BILAN_SOURCE: SourceKey = 'field-et-al-2009';

/** « Jours 1, 4 et 9 », each a link to its day once it is open (a day not open yet has nothing to read). */
function DayLinks({ days }: { days: readonly number[] }) {
  const parcours = useParcours();
  const hasPage = (day: number) => {
    const status = parcours.data?.days[day - 1]?.status;
    return status === 'done' || status === 'skipped' || status === 'open';
  };
  return (
    <>
      {days.length === 1 ? 'Jour ' : 'Jours '}
      {days.map((day, index) => (
        <Fragment key={day}>
          {index === 0 ? '' : index === days.length - 1 ? ' et ' : ', '}
          {hasPage(day) ? <Link to={parcoursDayPath(day)}>{day}</Link> : day}
        </Fragment>
      ))}
    </>
  );
}

/**
 * « D'où viennent ces exercices » (issue 29): each published finding the days rest on, in plain
 * French, its full reference, and the days that use it; and where the bilan's questions come from.
 */
export function SourcesList() {
  const bilanId = useId();
  const entries = Object.entries(SOURCES) as [SourceKey, (typeof SOURCES)[SourceKey]][];
  return (
    <>
      <ul className="sources">
        {entries.map(([key, source]) => {
          const days = PARCOURS_DAYS.filter((day) => day.sources.includes(key)).map((day) => day.day);
          return (
            <li key={key} className="card source">
              <h2 className="source__short">{source.short}</h2>
              {source.finding ? <p>{source.finding}</p> : null}
              <p className="source__reference">{source.reference}</p>
              <p className="source__days">
                {days.length > 0 ? <DayLinks days={days} /> : null}
                {days.length > 0 && key === BILAN_SOURCE ? ' ; ' : null}
                {key === BILAN_SOURCE ? <Link to={BILAN_PATH}>le bilan de la semaine</Link> : null}
              </p>
            </li>
          );
        })}
      </ul>
      <section className="card" aria-labelledby={bilanId}>
        <h2 id={bilanId}>Le bilan de la semaine</h2>
        <p>
          Ses sept questions regardent ce que les travaux sur la détresse après une rupture mesurent — les pensées qui reviennent, le
          manque, le vide, le sommeil, l'envie, l'acceptation, la vie de tous les jours — en prenant pour référence l'échelle de Field et
          al. (2009). Elles sont écrites par nous, avec nos mots : ce bilan t'aide à voir le chemin parcouru, ce n'est pas un diagnostic.
        </p>
      </section>
    </>
  );
}
