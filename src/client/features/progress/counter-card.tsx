import { type ReactNode, useId, useState } from 'react';
import type { Gender } from '#shared/auth';
import { dayWord } from '#shared/dates';
import { agree } from '#shared/gender';
import type { Progress } from '#shared/progress';
import { useGender } from '#client/lib/session';
import { describeStart } from './format';
import { LastContactDialog } from './last-contact-dialog';

/**
 * SPEC §2 /progress « Mon compteur »: the progress record's days without contact, and the button
 * that sets the last contact. What the no-contact toolkit adds under the count (the record, the
 * urge link, the slip button) comes in from the screen that composes both (routes/progress.tsx).
 */
export function CounterCard({ progress, record, actions }: { progress: Progress; record?: ReactNode; actions?: ReactNode }) {
  const [isEditing, setIsEditing] = useState(false);
  const titleId = useId();
  const days = progress.daysNoContact;
  const start = describeStart(progress.noContactStartDate);
  const gender = useGender();

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
      {record}
      <div className="no-contact__actions">{actions}</div>
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
