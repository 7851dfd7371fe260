import { Outlet, useNavigation } from 'react-router';
import { MESSAGES } from '../../shared/messages';
import { useSession } from '../features/session/use-session';
import { CelebrationProvider } from './celebration';
import { Header } from './header';
import { SignedInExtras } from './signed-in-extras';
import { Spinner } from './spinner';

/** Every screen: the header, then the page — or the global spinner while the session loads. */
export function AppLayout() {
  const { isLoading, error, user, hasStory } = useSession();
  const navigation = useNavigation();
  return (
    <CelebrationProvider>
      <a className="skip-link" href="#contenu">
        Aller au contenu
      </a>
      <Header />
      <main id="contenu" className="page" tabIndex={-1}>
        {error ? (
          <p className="alert alert--error" role="alert">
            {MESSAGES.sessionFailure}
          </p>
        ) : null}
        {isLoading ? <Spinner fullPage /> : <Outlet />}
        {navigation.state === 'loading' ? <div className="route-progress" aria-hidden="true" /> : null}
      </main>
      {user ? <SignedInExtras hasStory={hasStory} /> : null}
    </CelebrationProvider>
  );
}
