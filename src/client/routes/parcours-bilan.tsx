import { BilanView } from '#client/features/parcours/bilan-view';

/** « Mon bilan de la semaine » (issue 29): every seven days, seven questions and the weeks so far. */
export default function ParcoursBilanRoute() {
  return (
    <div className="page--narrow bilan">
      <title>Mon bilan de la semaine · Renouveau</title>
      <h1>Mon bilan de la semaine</h1>
      <p className="lead">
        Sept questions, une minute : pour voir, semaine après semaine, la place que la rupture prend encore dans ta vie.
      </p>
      <BilanView />
    </div>
  );
}
