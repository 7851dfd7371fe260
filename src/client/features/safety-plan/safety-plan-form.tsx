import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  SAFETY_PLAN_STEP_KEYS,
  SAFETY_PLAN_STEP_MAX_LENGTH,
  SAFETY_PLAN_STEPS,
  type SafetyPlan,
  SafetyPlanSchema,
  safetyPlanStepTitle,
} from '#shared/safety-plan';
import { errorMessage } from '#client/lib/api';
import { useGender } from '#client/lib/session';
import { useSaveSafetyPlan } from './use-safety-plan';
import { FormError } from '#client/components/forms';
import { StepCalls } from './plan-calls';

export const SAVE_FAILED_MESSAGE = "Ton plan n'a pas pu être enregistré. Ton texte est toujours là : réessaie dans un instant.";

/**
 * Step 5 holds eight helplines from the start: tall enough to read them all. (Where the browser
 * knows `field-sizing`, safety-plan.css lets every box grow with its text instead.)
 */
const rowsOf = (key: (typeof SAFETY_PLAN_STEP_KEYS)[number]) => (key === 'professionals' ? 12 : 4);

/** The six steps, one textarea each. A failed save keeps every word where it was. */
export function SafetyPlanForm({ plan }: { plan: SafetyPlan }) {
  const save = useSaveSafetyPlan();
  const errorId = useId();
  const gender = useGender();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isDirty },
  } = useForm<SafetyPlan>({ resolver: zodResolver(SafetyPlanSchema), defaultValues: plan });
  // The numbers under each step follow the text as it is typed, saved or not.
  const written = useWatch({ control });

  const onSubmit = handleSubmit((values) => {
    if (save.isPending) return;
    // The saved (trimmed) plan becomes the new starting point: the form is clean again.
    save.mutate(values, { onSuccess: (saved) => reset(saved.plan) });
  });

  const error = save.isError ? errorMessage(save.error, SAVE_FAILED_MESSAGE) : null;
  return (
    <form className="safety-plan__form" onSubmit={onSubmit} noValidate aria-describedby={error ? errorId : undefined}>
      <fieldset className="form__fields" disabled={save.isPending}>
        <legend className="visually-hidden">Les six étapes de mon plan</legend>
        <ol className="safety-plan__steps">
          {SAFETY_PLAN_STEP_KEYS.map((key, index) => {
            const fieldError = errors[key]?.message;
            return (
              <li key={key} className="card safety-plan__step field">
                <label htmlFor={`safety-plan-${key}`}>
                  {/* The list already gives screen readers the position; the number is for the eye. */}
                  <span className="safety-plan__number" aria-hidden="true">
                    {index + 1}
                  </span>
                  {safetyPlanStepTitle(key, gender)}
                </label>
                <p id={`safety-plan-${key}-hint`} className="field__hint">
                  {SAFETY_PLAN_STEPS[key].hint}
                </p>
                <textarea
                  id={`safety-plan-${key}`}
                  rows={rowsOf(key)}
                  maxLength={SAFETY_PLAN_STEP_MAX_LENGTH}
                  aria-invalid={fieldError ? true : undefined}
                  aria-describedby={[`safety-plan-${key}-hint`, fieldError ? `safety-plan-${key}-error` : ''].filter(Boolean).join(' ')}
                  {...register(key)}
                />
                <StepCalls text={written[key] ?? ''} />
                {fieldError ? (
                  <p id={`safety-plan-${key}-error`} className="safety-plan__field-error">
                    {fieldError}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
        <FormError id={errorId} message={error} />
        <div className="safety-plan__submit">
          <button type="submit" className="button">
            {save.isPending ? 'Enregistrement…' : 'Enregistrer'}
          </button>
          <p className="safety-plan__saved" role="status">
            {save.isSuccess && !isDirty ? 'Plan enregistré' : ''}
          </p>
        </div>
      </fieldset>
    </form>
  );
}
