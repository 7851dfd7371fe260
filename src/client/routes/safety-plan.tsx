import { Link } from 'react-router';
import { SAFETY_PLAN_HARD_MOMENT_PATH } from '#shared/paths';
import { KeepPlanOnDevice } from '#client/features/safety-plan/keep-on-device';
import { DangerNow } from '#client/features/safety-plan/plan-calls';
import { SafetyPlanView } from '#client/features/safety-plan/safety-plan-view';

/** /plan-de-securite: the Stanley–Brown safety plan, written calmly, read in a crisis. */
export default function SafetyPlanRoute() {
  return (
    <div className="page--narrow safety-plan">
      <title>Mon plan de sécurité · Renouveau</title>
      <h1>Mon plan de sécurité</h1>
      <p className="lead">
        Ce plan, tu l'écris maintenant, à tête reposée, pour les moments où tout devient trop lourd : ce jour-là, tu n'auras pas à chercher
        quoi faire, il te suffira de le relire et de suivre les étapes, une par une. Personne d'autre que toi ne le voit.
      </p>
      <DangerNow />
      {/* One tap to the plan as it is read in a crisis: big, read-only, one number per button (issue 27). */}
      <p className="safety-plan__hard-moment">
        <Link className="button" to={SAFETY_PLAN_HARD_MOMENT_PATH}>
          Je traverse un moment difficile
        </Link>
      </p>
      <SafetyPlanView />
      <KeepPlanOnDevice />
    </div>
  );
}
