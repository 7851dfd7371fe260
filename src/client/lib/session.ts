import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Gender, SessionResponse } from '#shared/auth';
import { api, NetworkError } from './api';
import { STORAGE_KEYS } from './storage-keys';

// Not exported: the cached session is written only through useSetSession and useClearSession.
const sessionQuery = queryOptions({
  queryKey: ['session'] as const,
  queryFn: async ({ signal }) => {
    try {
      return keptForOffline(await api<SessionResponse>('/api/auth/session', { signal }));
    } catch (error) {
      // No network (issue 30): the person signed in on this device still finds their app.
      const kept = error instanceof NetworkError ? localStorage.getItem(STORAGE_KEYS.offlineSession) : null;
      if (kept) return JSON.parse(kept) as SessionResponse;
      console.error('session check failed', (error as Error).name);
      throw error;
    }
  },
  staleTime: 60_000,
  retry: 1,
  // After a failure, screens that mount must not ask again on their own: each new ask would put
  // the whole app back behind the loading spinner, and so on forever.
  retryOnMount: false,
});

/**
 * What the app needs to open offline (issue 30), kept on the device: not the e-mail, and nothing
 * when an app lock is set — a locked phone must not open the person's pages without the server.
 */
function keptForOffline(session: SessionResponse): SessionResponse {
  const { user, hasStory, lock } = session;
  if (user && !lock) {
    localStorage.setItem(STORAGE_KEYS.offlineSession, JSON.stringify({ user: { ...user, email: '' }, hasStory }));
  } else localStorage.removeItem(STORAGE_KEYS.offlineSession);
  return session;
}

export const SIGNED_OUT: SessionResponse = { user: null, hasStory: false };

/**
 * The signed-in person (or null) and whether they told their story. Loading starts true; a failure
 * leaves the person signed out and `error` set (SPEC §4 Session).
 */
export function useSession() {
  const query = useQuery(sessionQuery);
  const data = query.data ?? SIGNED_OUT;
  return {
    user: query.error ? null : data.user,
    hasStory: query.error ? false : data.hasStory,
    isLoading: query.isPending,
    error: query.error,
    /** The lock for a shared phone on this device (issue 27); null when no code is set. */
    lock: query.error ? null : (data.lock ?? null),
  };
}

/**
 * The session asked again: after a 423 (this device is locked by the person's code; called by the
 * query cache, the layout shows the lock screen), or when the network comes back (issue 30).
 */
export function refreshSession(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
}

/**
 * The signed-in person's gender, given at signup, so that the app's words about them agree
 * (shared/gender.ts); null when signed out or still loading: the inclusive form.
 */
export function useGender(): Gender | null {
  return useSession().user?.gender ?? null;
}

/**
 * The signed-in person's age, given at signup, so that a young person gets the 119 and Fil Santé
 * Jeunes right after 3114 (shared/crisis-care.ts); null when signed out or still loading.
 */
export function useAge(): number | null {
  return useSession().user?.age ?? null;
}

type SessionUpdate = SessionResponse | ((session: SessionResponse | undefined) => SessionResponse | undefined);

/** Replaces (or updates) the cached session, e.g. after sign-in or saving the story. */
export function useSetSession() {
  const queryClient = useQueryClient();
  // Stable, so an effect may depend on it (the story form's redirect timer).
  return useCallback(
    (update: SessionUpdate) => {
      const session = queryClient.setQueryData(sessionQuery.queryKey, update);
      // A sign-in, or a lock set or taken away: the copy kept for offline follows (issue 30).
      if (session) keptForOffline(session);
      return session;
    },
    [queryClient],
  );
}

/**
 * After sign-out or account deletion: nothing of this person may stay in memory for whoever uses
 * the browser next, and the app is signed out at once.
 */
export function useClearSession() {
  const queryClient = useQueryClient();
  return () => {
    localStorage.removeItem(STORAGE_KEYS.offlineSession);
    localStorage.removeItem(STORAGE_KEYS.safetyPlanOnDevice);
    // And what waits to be sent from this phone (issue 30), and what was being written (issue 41),
    // loaded only now: not in the first download.
    void import('./outbox').then((outbox) => outbox.clearOutbox());
    void import('./drafts').then((drafts) => drafts.clearDrafts());
    queryClient.clear();
    queryClient.setQueryData(sessionQuery.queryKey, SIGNED_OUT);
  };
}
