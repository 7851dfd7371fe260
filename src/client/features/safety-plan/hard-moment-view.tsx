import './safety-plan.css';
import { Link } from 'react-router';
import { SAFETY_PLAN_PATH } from '#shared/paths';
import { SAFETY_PLAN_STEP_KEYS, safetyPlanStepTitle } from '#shared/safety-plan';
import { LoadError } from '#client/components/load-error';
import { Spinner } from '#client/components/spinner';
import { useGender } from '#client/lib/session';
import { HardMomentLines } from './plan-calls';
import { isLockedError, useSafetyPlan } from './use-safety-plan';

/**
 * « Un moment difficile » (issue 27): the saved plan read-only, the way it is read in a crisis —
 * one step per block, in the method's order, large text, each number a large button to call it,
 * no field to fill and nothing to decide. The steps left empty are not shown: in a hard moment an
 * empty box says « you did not do this », not what to do. Before the plan is written, the lines
 * to call (step 5's default) are already here.
 */
export function HardMomentView() {
  const plan = useSafetyPlan();
  const gender = useGender();

  if (plan.isPending) return <Spinner label="Chargement de ton plan…" />;

  if (plan.isError && isLockedError(plan.error)) {
    // Issue 41: locked, the lines above answer; the plan stays private unless kept on this phone.
    return (
      <p className="card hard-moment__unwritten">
        Ton plan est protégé par ton code. Les numéros ci-dessus répondent, eux, à toute heure ; entre ton code pour relire ton plan. Tu
        peux aussi choisir de le garder lisible sur ce téléphone, dans <Link to={SAFETY_PLAN_PATH}>Mon plan de sécurité</Link>.
      </p>
    );
  }

  if (plan.isError) {
    return (
      <LoadError
        className="card safety-plan__load-error"
        message="Ton plan n'a pas pu être chargé pour le moment. Les numéros ci-dessus répondent, eux, à toute heure."
        onRetry={() => void plan.refetch()}
        isRetrying={plan.isFetching}
      />
    );
  }

  const steps = SAFETY_PLAN_STEP_KEYS.map((key, index) => ({ key, number: index + 1, text: plan.data.plan[key].trim() })).filter(
    (step) => step.text !== '',
  );
  return (
    <>
      {plan.data.saved ? null : (
        <p className="card hard-moment__unwritten">
          Tu n'as pas encore écrit ton plan. Les numéros ci-dessous répondent déjà ; quand ça ira un peu mieux,{' '}
          <Link to={SAFETY_PLAN_PATH}>Écrire mon plan</Link>.
        </p>
      )}
      <ol className="hard-moment__steps">
        {steps.map((step) => (
          <li key={step.key} className="card hard-moment__step" aria-labelledby={`hard-moment-${step.key}`}>
            <h2 id={`hard-moment-${step.key}`} className="hard-moment__title">
              {/* The list already gives screen readers the position; the number is for the eye. */}
              <span className="safety-plan__number" aria-hidden="true">
                {step.number}
              </span>
              {safetyPlanStepTitle(step.key, gender)}
            </h2>
            <HardMomentLines text={step.text} />
          </li>
        ))}
      </ol>
    </>
  );
}
