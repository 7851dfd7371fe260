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
      <section className="card safety-plan__urgent" aria-label="En cas de danger immédiat">
        <p>
          Si tu es en danger maintenant, n'attends pas : appelle le <a href="tel:3114">3114</a> (prévention du suicide, 24h/24) ou le{' '}
          <a href="tel:15">15</a> (SAMU).
        </p>
      </section>
      <SafetyPlanView />
    </div>
  );
}
