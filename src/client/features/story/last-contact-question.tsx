import { useId, useState } from 'react';
import { atSentenceStart, dayWord, formatWeekdayDate, isoDay } from '#shared/dates';
import { daysSinceLastContact } from '#shared/progress';
import { browserTimeZone } from '#shared/time-zone';
import { FrenchDayPicker } from '#client/components/french-day-picker';

/** What the person said of their last contact: nothing yet, today, a day, or « je ne sais plus ». */
export type LastContactAnswer = { kind: 'unanswered' } | { kind: 'today' } | { kind: 'day'; day: Date } | { kind: 'unknown' };

/**
 * Issue 27: « Quand as-tu eu un contact avec {prénom} pour la dernière fois ? », asked once while
 * the story is told, so that the no-contact counter starts from the truth rather than from 0.
 * « Aujourd'hui », « Un autre jour » (a French calendar that stops at today) or « Je ne sais
 * plus »; optional — unanswered, the counter starts today, as before.
 */
export function LastContactQuestion({
  exName,
  answer,
  onAnswer,
}: {
  exName: string;
  answer: LastContactAnswer;
  onAnswer: (answer: LastContactAnswer) => void;
}) {
  const name = useId();
  const hintId = useId();
  const [today] = useState(() => new Date());
  const chosenDay = answer.kind === 'day' ? answer.day : undefined;
  // Counted as the server will count it once saved (as Mes progrès' own date dialog does).
  const days = chosenDay ? daysSinceLastContact(isoDay(chosenDay), browserTimeZone(), today) : 0;
  return (
    <fieldset className="field field--choices last-contact-question" aria-describedby={hintId}>
      <legend>Quand as-tu eu un contact avec {exName || 'ton ex'} pour la dernière fois ?</legend>
      <p id={hintId} className="field__hint">
        Ton compteur de jours sans contact partira de là. Tu pourras toujours le changer dans Mes progrès.
      </p>
      <div className="choices">
        <label className="choice">
          <input type="radio" name={name} checked={answer.kind === 'today'} onChange={() => onAnswer({ kind: 'today' })} />
          <span>Aujourd'hui</span>
        </label>
        <label className="choice">
          <input
            type="radio"
            name={name}
            checked={answer.kind === 'day'}
            onChange={() => onAnswer({ kind: 'day', day: chosenDay ?? today })}
          />
          <span>Un autre jour</span>
        </label>
        <label className="choice">
          <input type="radio" name={name} checked={answer.kind === 'unknown'} onChange={() => onAnswer({ kind: 'unknown' })} />
          <span>Je ne sais plus</span>
        </label>
      </div>
      {answer.kind === 'day' ? (
        <div className="last-contact-question__calendar">
          <FrenchDayPicker
            mode="single"
            required
            selected={chosenDay}
            onSelect={(day) => onAnswer({ kind: 'day', day })}
            defaultMonth={chosenDay ?? today}
            endMonth={today}
            disabled={{ after: today }}
          />
        </div>
      ) : null}
      <p className="last-contact-question__choice" aria-live="polite">
        {answer.kind === 'day' && chosenDay
          ? `${atSentenceStart(formatWeekdayDate(chosenDay))} : ${days} ${dayWord(days)} sans contact.`
          : answer.kind === 'unknown'
            ? 'Pas de souci. Ton compteur partira d’aujourd’hui, et tu pourras le corriger quand la date te reviendra.'
            : answer.kind === 'today'
              ? 'Ton compteur partira d’aujourd’hui. Chaque jour compte.'
              : null}
      </p>
    </fieldset>
  );
}
