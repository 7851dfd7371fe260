import { URGE_TITLE } from '#shared/paths';
import { UrgeFlow } from '#client/features/no-contact/urge-flow';

/** « J'ai envie de lui écrire »: the urge flow (issue 15), from /progress, the dashboard and Janne's replies. */
export default function UrgeRoute() {
  return (
    <div className="page--narrow">
      <title>{`${URGE_TITLE} · Renouveau`}</title>
      <h1>{URGE_TITLE}</h1>
      <p className="lead">
        Cette envie est normale, et elle passe. Avant de décider quoi que ce soit, prends dix minutes pour toi : écris ce que tu as sur le
        cœur, relis tes raisons, respire.
      </p>
      <UrgeFlow />
    </div>
  );
}
