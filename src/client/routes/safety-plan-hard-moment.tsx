import { Link } from 'react-router';
import { SAFETY_PLAN_PATH } from '#shared/paths';
import { HardMomentView } from '#client/features/safety-plan/hard-moment-view';
import { DangerNow } from '#client/features/safety-plan/plan-calls';

/** /plan-de-securite/moment-difficile: the plan read-only, for the moment it was written for (issue 27). */
export default function SafetyPlanHardMomentRoute() {
  return (
    <div className="page--narrow safety-plan hard-moment">
      <title>Un moment difficile · Mon plan de sécurité · Renouveau</title>
      <div className="hard-moment__top">
        <h1>Un moment difficile</h1>
        <Link className="button button--ghost button--small" to={SAFETY_PLAN_PATH}>
          Modifier mon plan
        </Link>
      </div>
      <p className="hard-moment__lead">
        Tu n'as rien à décider. Lis une étape, fais-la ; si elle ne suffit pas, passe à la suivante. Tu peux appeler d'un seul geste.
      </p>
      <DangerNow />
      <HardMomentView />
    </div>
  );
}
