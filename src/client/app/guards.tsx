import { Navigate, Outlet, useLocation } from 'react-router';
import type { FromState } from '#client/lib/from-state';
import { useSession } from '#client/lib/session';

/** Signed-out people go to `redirectTo`: /signup for the first steps (/story, /welcome), /login elsewhere. */
export function RequireUser({ redirectTo }: { redirectTo: '/signup' | '/login' }) {
  const { user } = useSession();
  const location = useLocation();
  if (!user) {
    const state: FromState = { from: location.pathname + location.search };
    return <Navigate to={redirectTo} replace state={state} />;
  }
  return <Outlet />;
}

/** Signed-in people without a story go to /story, which sends them back here once it is saved. */
export function RequireStory() {
  const { hasStory } = useSession();
  const location = useLocation();
  if (!hasStory) {
    const state: FromState = { from: location.pathname + location.search };
    return <Navigate to="/story" replace state={state} />;
  }
  return <Outlet />;
}
