import { Link, useLocation } from 'react-router';
import { useSession } from '#client/lib/session';

export default function LandingRoute() {
  const { user } = useSession();
  const location = useLocation();
  const accountDeleted = (location.state as { accountDeleted?: boolean } | null)?.accountDeleted === true;
  return (
    <div className="landing">
      <title>Renouveau · Guérir d'une rupture amoureuse</title>
      {accountDeleted ? (
        <p className="alert alert--info" role="status">
          Ton compte et tout ce qu'il contenait ont été supprimés. Prends soin de toi.
        </p>
      ) : null}
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">Guérir d'une rupture amoureuse</h1>
        <p className="hero__lead">
          Un espace doux pour déposer ce que tu ressens, suivre tes progrès jour après jour et en parler avec Janne, une compagne
          bienveillante disponible à toute heure.
        </p>
        <Link to={user ? '/dashboard' : '/signup'} className="button button--large">
          Commencer mon parcours
        </Link>
      </section>
      <ul className="feature-list" aria-label="Ce que propose Renouveau">
        <li className="feature">
          <h2>Parler avec Janne</h2>
          <p>Une intelligence artificielle à l'écoute, qui te tutoie et t'aide à mettre des mots sur ce que tu vis.</p>
        </li>
        <li className="feature">
          <h2>Écrire ton journal</h2>
          <p>Une note par jour, ton humeur de 1 à 10, et la courbe de ton chemin au fil des semaines.</p>
        </li>
        <li className="feature">
          <h2>Voir tes progrès</h2>
          <p>Les jours sans contact, tes objectifs personnels et ce que tu apprends sur toi.</p>
        </li>
      </ul>
    </div>
  );
}
