import './no-contact.css';
import { parseISO } from 'date-fns';
import { useId } from 'react';
import { dayCount, formatDayMonth, formatLongDate } from '#shared/dates';
import { daysBetween, nextMilestone, type NoContactState, plusDays } from '#shared/no-contact';

const dayOf = (day: string) => parseISO(day);

/**
 * « Mon chemin sans contact » (not « Mon parcours », the 28 days of issue 29): the road travelled, which a slip never erases — the record, every day without
 * contact, the urges held, each stretch with the slip that ended it, and the milestones reached.
 */
export function RoadCard({ state }: { state: NoContactState }) {
  const { summary, slips, held } = state;
  const titleId = useId();
  const ahead = nextMilestone(summary.current);
  return (
    <section className="card road" aria-labelledby={titleId}>
      <h2 id={titleId}>Mon chemin sans contact</h2>
      <dl className="road__figures">
        <div>
          <dt>Mon record</dt>
          <dd>{dayCount(summary.best)}</dd>
        </div>
        <div>
          <dt>Au total sans contact</dt>
          <dd>{dayCount(summary.total)}</dd>
        </div>
        <div>
          <dt>Envies surmontées</dt>
          <dd>{held.length}</dd>
        </div>
      </dl>
      <p className="road__ahead">
        Prochaine étape : {dayCount(ahead)}, encore {dayCount(ahead - summary.current)}.
      </p>

      <h3>Mes périodes sans contact</h3>
      <ol className="road__streaks">
        <li className="road__streak road__streak--current">
          <strong>En cours : {dayCount(summary.current)}</strong>
          <span className="muted">
            {summary.current === 0
              ? ', un nouveau départ'
              : ` depuis le ${formatLongDate(dayOf(plusDays(summary.streaks[0]?.lastContactDay ?? '', 1)))}`}
          </span>
        </li>
        {slips.map((slip) => (
          <li key={slip.id} className="road__streak">
            <strong>{dayCount(Math.max(0, daysBetween(slip.lastContactDay, slip.day)))}</strong>
            <span className="muted">
              {' '}
              du {formatDayMonth(dayOf(plusDays(slip.lastContactDay, 1)))} au {formatLongDate(dayOf(slip.day))}
            </span>
            {slip.note ? <p className="road__note">« {slip.note} »</p> : null}
          </li>
        ))}
      </ol>
      {slips.length === 0 ? <p className="muted">Aucun craquage noté. Et s'il y en a un un jour, ce chemin restera là.</p> : null}

      <h3>Mes étapes franchies</h3>
      {summary.milestones.length === 0 ? (
        <p className="muted">Ta première étape arrive au bout de trois jours sans contact.</p>
      ) : (
        <ol className="road__milestones">
          {summary.milestones.map((milestone) => (
            <li
              key={`${milestone.day}-${milestone.days}`}
              className={milestone.major ? 'road__milestone road__milestone--major' : 'road__milestone'}
            >
              <span className="road__milestone-days">{dayCount(milestone.days)}</span>
              <span className="road__milestone-day">le {formatDayMonth(dayOf(milestone.day))}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
