import { ParcoursOverview } from '#client/features/parcours/parcours-overview';

/** « Mon parcours » (issue 29): four weeks, 28 days, at the person's pace. */
export default function ParcoursHomeRoute() {
  return (
    <div className="page--narrow parcours">
      <title>Mon parcours · Renouveau</title>
      <h1>Mon parcours</h1>
      <p className="lead">
        Vingt-huit jours en quatre semaines : chaque jour, une courte lecture et un petit exercice. Un jour s'ouvre le matin qui suit le
        précédent. Tu avances à ton rythme : rien ne se perd si tu t'arrêtes.
      </p>
      <ParcoursOverview />
    </div>
  );
}
