import { GlanceWaiting } from '#client/components/load-error';
import './no-contact.css';
import { useId } from 'react';
import { dayCount, dayWord } from '#shared/dates';
import { UrgeLink } from './urge-link';
import { useNoContact } from './use-no-contact';

/**
 * The dashboard's « Sans contact » card (issue 15): the days without contact, the record, the urge
 * button. Until the toolkit's state is there, the progress record's count (`counter`, passed in
 * by the dashboard, which knows both features) stands in for it.
 */
export function NoContactGlance({ counter }: { counter: { days: number | undefined; isError: boolean } }) {
  const road = useNoContact();
  const titleId = useId();
  const days = road.data?.summary.current ?? counter.days;
  const best = road.data?.summary.best;
  return (
    <section className="card glance__card" aria-labelledby={titleId}>
      <h2 id={titleId} className="glance__title">
        Sans contact
      </h2>
      {days === undefined ? (
        <GlanceWaiting isError={counter.isError} failed="Ton compteur n'a pas pu être chargé." />
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
  );
}
