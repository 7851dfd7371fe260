import { Link } from 'react-router';

/** Shown instead of a stack trace when a screen fails to load or render. */
export function RouteError() {
  return (
    <div className="page--narrow">
      <title>Un souci · Renouveau</title>
      <h1>Oups, cette page n'a pas pu s'afficher</h1>
      <p>Ce n'est pas de ta faute. Recharge la page, ou reviens à l'accueil.</p>
      <div className="actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Recharger la page
        </button>
        <Link to="/" className="button button--ghost" reloadDocument>
          Retour à l'accueil
        </Link>
      </div>
    </div>
  );
}
