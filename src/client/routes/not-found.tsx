import { Link } from 'react-router';

export default function NotFoundRoute() {
  return (
    <div className="page--narrow">
      <title>Page introuvable · Renouveau</title>
      <h1>Page introuvable</h1>
      <p>Cette page n'existe pas, ou plus. Tu peux revenir à l'accueil.</p>
      <Link to="/" className="button">
        Retour à l'accueil
      </Link>
    </div>
  );
}
