import { Link } from 'react-router';
import { useSession } from '../features/session/use-session';
import { AccountMenu } from './account-menu';

/** SPEC §2 header: the brand, then the signed-in or signed-out links. */
export function Header() {
  const { user, isLoading } = useSession();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span>Renouveau</span>
        </Link>
        {isLoading ? null : user ? (
          <nav className="site-nav" aria-label="Navigation principale">
            <Link to="/dashboard" className="site-nav__link">
              Tableau de bord
            </Link>
            <AccountMenu />
          </nav>
        ) : (
          <nav className="site-nav" aria-label="Navigation principale">
            <Link to="/login" className="site-nav__link">
              Se connecter
            </Link>
            <Link to="/signup" className="button button--small">
              Créer un compte
            </Link>
          </nav>
        )}
      </div>
    </header>
  );
}
