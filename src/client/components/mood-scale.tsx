import './mood-scale.css';
import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { MOOD_MAX, MOOD_MIN } from '#shared/journal';
import { FormError } from './forms';

const MOODS = Array.from({ length: MOOD_MAX - MOOD_MIN + 1 }, (_, i) => MOOD_MIN + i);

/**
 * The one way the mood is chosen (issue 27), on the dashboard's check-in, in the journal's form and
 * when an entry is corrected: ten radio buttons from 1 to 10, nothing chosen until the person
 * chooses. Native radios sharing a name give the keyboard for free — Tab enters the scale, the
 * arrow keys move along it and choose — and a screen reader hears « 7, bouton radio, 7 sur 10 »
 * inside the legend. Five per row under 480 px, so each stays a 44 px target at 360 px.
 *
 * Spread react-hook-form's `register('mood')` into `registration`; the form's schema reads the text
 * value with shared/journal.ts's MoodChoiceSchema. `error` is shown under the scale, brought into
 * view and focused on each send that has it (FormError with the form's submitCount).
 */
export function MoodScale({
  legend,
  registration,
  error,
  attempt,
  disabled = false,
}: {
  legend: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string;
  attempt?: number;
  disabled?: boolean;
}) {
  const errorId = useId();
  return (
    <fieldset className="mood-scale" disabled={disabled} aria-describedby={error ? errorId : undefined}>
      <legend className="mood-scale__legend">{legend}</legend>
      <div className="mood-scale__options">
        {MOODS.map((value) => (
          <label key={value} className="mood-scale__option">
            <input type="radio" value={value} aria-invalid={error ? true : undefined} {...registration} />
            <span>{value}</span>
          </label>
        ))}
      </div>
      <FormError id={errorId} message={error ?? null} attempt={attempt} className="form__error mood-scale__error" />
    </fieldset>
  );
}
