import { useId, useState } from 'react';
import type { Gender } from '#shared/auth';
import { dayCount, dayWord } from '#shared/dates';
import { agree } from '#shared/gender';
import type { Progress } from '#shared/progress';
import { useGender } from '#client/lib/session';
import { describeStart } from './format';
import { SlipButton } from './slip-button';
import { UrgeLink } from './urge-link';
import { useNoContact } from './use-no-contact';
import { LastContactDialog } from './last-contact-dialog';

/** SPEC §2 /progress: the days without contact, and the button that sets the last contact. */
export function NoContactCard({ progress }: { progress: Progress }) {
  const [isEditing, setIsEditing] = useState(false);
  const titleId = useId();
  const days = progress.daysNoContact;
  const start = describeStart(progress.noContactStartDate);
  const gender = useGender();
  const road = useNoContact();

  return (
    <section className="card no-contact" aria-labelledby={titleId}>
      <h2 id={titleId} className="no-contact__title">
        Mon compteur
      </h2>
      <p className="no-contact__count" aria-live="polite" aria-atomic="true">
        <span className="no-contact__number">{days}</span> <span className="no-contact__unit">{dayWord(days)} sans contact</span>
      </p>
      {start ? (
        <p className="no-contact__since">
          {start.prefix} <span className="no-contact__date">{start.date}</span>
        </p>
      ) : null}
      <p className="no-contact__cheer">{cheerFor(days, gender)}</p>
      {road.data && road.data.summary.best > days ? (
        <p className="no-contact__record">
          Ton record : {dayCount(road.data.summary.best)} · au total : {dayCount(road.data.summary.total)}
        </p>
      ) : null}
      <div className="no-contact__actions">
        <UrgeLink />
        <SlipButton className="button button--ghost button--small" />
      </div>
      <button type="button" className="button button--ghost button--small no-contact__edit" onClick={() => setIsEditing(true)}>
        Modifier la date du dernier contact
      </button>
      {isEditing ? <LastContactDialog initialDay={start?.lastContact ?? null} onClose={() => setIsEditing(false)} /> : null}
    </section>
  );
}

function cheerFor(days: number, gender: Gender | null): string {
  if (days === 0) return "Aujourd'hui est un bon jour pour commencer. Un jour à la fois.";
  if (days < 3) return 'Les premiers jours sont souvent les plus durs. Tu tiens bon.';
  if (days < 30) return 'Chaque jour compte : regarde le chemin déjà parcouru.';
  return `Tu avances, jour après jour. Tu peux être ${agree('fier·e', gender)} de toi.`;
}
