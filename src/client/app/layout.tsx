import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FIRST_MESSAGES as MESSAGES } from '#shared/messages-first';
import { opensWhenLocked } from '#shared/paths';
import { useSession } from '#client/lib/session';
import { CelebrationProvider } from '#client/components/celebration';
import { ErrorBoundary } from '#client/components/error-boundary';
import { Header } from './header';
import { RouteError } from '#client/components/route-error';
// Loaded apart: the landing page needs none of it, and it brings the forms' validation along.
const SignedInExtras = lazy(() => import('./signed-in-extras'));
// Loaded apart too: its form brings zod along, and the landing page has a budget (issue 27's lock).
const LockScreen = lazy(() => import('#client/features/lock/lock-screen').then((module) => ({ default: module.LockScreen })));
// The service worker, its update notice and the offline notice (issue 30): after the first screen.
const AppUpdates = lazy(() => import('#client/pwa/app-updates'));
import { Spinner } from '#client/components/spinner';
import { stampHistoryEntry } from '#client/lib/quick-exit';

/** Every screen: the header, then the page — or the global spinner while the session loads. */
export function AppLayout() {
  const { isLoading, error, user, hasStory, lock } = useSession();
  const location = useLocation();
  const deviceLocked = Boolean(user && lock?.locked);
  // Issue 41: the lock keeps what a person wrote, never the way to help — /aide and « Un moment
  // difficile » open with the device locked (shared/paths.ts); every other page waits for the code.
  const locked = deviceLocked && !opensWhenLocked(location.pathname);
  // Every page shown is stamped, so that a quick exit can make it harmless (lib/quick-exit.ts).
  useEffect(stampHistoryEntry, [location.key]);
  return (
    <CelebrationProvider>
      <a className="skip-link" href="#contenu">
        Aller au contenu
      </a>
      <Header />
      <main id="contenu" className="page" tabIndex={-1}>
        {isLoading ? null : (
          <Suspense fallback={null}>
            <AppUpdates userId={user?.id ?? null} />
          </Suspense>
        )}
        {error ? (
          <p className="alert alert--error" role="alert">
            {MESSAGES.sessionFailure}
          </p>
        ) : null}
        {isLoading ? (
          <Spinner fullPage />
        ) : (
          // A new page gets a fresh boundary: an error on one screen does not stick to the next.
          <>
            {locked ? (
              <Suspense fallback={<Spinner fullPage />}>
                <LockScreen />
              </Suspense>
            ) : null}
            {/* Locked (issue 27): the page stays behind, hidden and untouched, with what was being typed. */}
            <div hidden={locked} className="page__screen">
              <ErrorBoundary key={location.pathname} fallback={<RouteError />}>
                <Suspense fallback={<Spinner fullPage />}>
                  <Outlet />
                </Suspense>
              </ErrorBoundary>
            </div>
          </>
        )}
      </main>
      {user && !deviceLocked ? (
        <Suspense fallback={null}>
          <SignedInExtras hasStory={hasStory} />
        </Suspense>
      ) : null}
    </CelebrationProvider>
  );
}
