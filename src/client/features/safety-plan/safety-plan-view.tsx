import './safety-plan.css';
import { Spinner } from '#client/components/spinner';
import { SafetyPlanForm } from './safety-plan-form';
import { useSafetyPlan } from './use-safety-plan';

/** The plan once loaded: the form needs the saved text as its starting values. */
export function SafetyPlanView() {
  const plan = useSafetyPlan();

  if (plan.isPending) return <Spinner label="Chargement de ton plan…" />;

  if (plan.isError) {
    return (
      <div className="card safety-plan__load-error">
        <p role="alert">Ton plan n'a pas pu être chargé pour le moment. Rien n'est perdu : réessaie dans un instant.</p>
        <button type="button" className="button" onClick={() => void plan.refetch()} disabled={plan.isFetching}>
          {plan.isFetching ? 'Chargement…' : 'Réessayer'}
        </button>
      </div>
    );
  }

  return <SafetyPlanForm plan={plan.data.plan} />;
}
