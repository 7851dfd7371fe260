import { ProgressView } from '#client/features/progress/progress-view';

export default function ProgressRoute() {
  return (
    <div className="page--progress">
      <title>Mes progrès · Renouveau</title>
      <h1>Mes progrès</h1>
      <p className="lead">
        Ici, tu regardes le chemin parcouru, un jour après l'autre. Compte tes jours sans contact et fixe-toi de petits objectifs rien qu'à
        toi : chaque pas compte, même le plus petit.
      </p>
      <ProgressView />
    </div>
  );
}
