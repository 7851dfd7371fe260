import { Link } from 'react-router';
import { useSession } from '#client/lib/session';
import { lazy, Suspense } from 'react';

// Only signed-in people have the menu: it stays out of the landing page's JavaScript.
const AccountMenu = lazy(() => import('./account-menu'));
// On every screen (issue 41), but loaded apart: out of the landing page's JavaScript (its budget is 100 KB).
const QuickExit = lazy(() => import('#client/components/quick-exit-button').then((module) => ({ default: module.QuickExit })));

/** Always in sight: the helplines are one tap away on every screen. */
function HelpLink() {
  return (
    <Link to="/aide" className="site-nav__link site-nav__help" aria-label="Besoin d'aide ?">
      <span className="site-nav__help-long">Besoin d'aide ?</span>
      <span className="site-nav__help-short" aria-hidden="true">
        ?
      </span>
    </Link>
  );
}

/** SPEC §2 header: the brand, then the signed-in or signed-out links. */
export function Header() {
  const { user, isLoading, lock } = useSession();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span>Renouveau</span>
        </Link>
        {isLoading ? null : user ? (
          <nav className="site-nav" aria-label="Navigation principale">
            <Suspense fallback={null}>
              <QuickExit codeSet={Boolean(lock)} />
            </Suspense>
            <HelpLink />
            <Link to="/dashboard" className="site-nav__link">
              Tableau de bord
            </Link>
            <Suspense fallback={<span className="icon-button" aria-hidden="true" />}>
              <AccountMenu />
            </Suspense>
          </nav>
        ) : (
          <nav className="site-nav" aria-label="Navigation principale">
            <Suspense fallback={null}>
              <QuickExit codeSet={false} />
            </Suspense>
            <HelpLink />
            <Link to="/login" className="site-nav__link">
              Se connecter
            </Link>
            {/* On a small phone the header has room for « Quitter » (issue 41) or this button, not both:
                the button steps aside there — every signed-out page links to the signup itself. */}
            <Link to="/signup" className="button button--small site-nav__signup">
              Créer un compte
            </Link>
          </nav>
        )}
      </div>
    </header>
  );
}
