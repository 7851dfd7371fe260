import { ToolCards } from '#client/features/dashboard/tool-cards';

export default function WelcomeRoute() {
  return (
    <div>
      <title>Bienvenue · Renouveau</title>
      <h1>Bienvenue</h1>
      <p className="lead">Te voilà chez toi. Voici les outils qui t'accompagnent : prends celui qui te fait du bien aujourd'hui.</p>
      <p>
        Janne, qui t'écoute dans le chat, est une intelligence artificielle : une présence douce à toute heure, mais pas une thérapeute.
      </p>
      <ToolCards />
    </div>
  );
}
