import './safety-plan.css';
import { LoadError } from '#client/components/load-error';
import { Spinner } from '#client/components/spinner';
import { SafetyPlanForm } from './safety-plan-form';
import { useSafetyPlan } from './use-safety-plan';

/** The plan once loaded: the form needs the saved text as its starting values. */
export function SafetyPlanView() {
  const plan = useSafetyPlan();

  if (plan.isPending) return <Spinner label="Chargement de ton plan…" />;

  if (plan.isError) {
    return (
      <LoadError
        className="card safety-plan__load-error"
        message="Ton plan n'a pas pu être chargé pour le moment. Rien n'est perdu : réessaie dans un instant."
        onRetry={() => void plan.refetch()}
        isRetrying={plan.isFetching}
      />
    );
  }

  return <SafetyPlanForm plan={plan.data.plan} />;
}
