import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Gender, SessionResponse } from '#shared/auth';
import { api } from './api';

// Not exported: the cached session is written only through useSetSession and useClearSession.
const sessionQuery = queryOptions({
  queryKey: ['session'] as const,
  queryFn: async ({ signal }) => {
    try {
      return await api<SessionResponse>('/api/auth/session', { signal });
    } catch (error) {
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
 * The server answered 423 (this device is locked by the person's code): the session is asked
 * again, and the layout shows the lock screen. Called by the query cache on any 423.
 */
export function refreshSessionAfterLock(queryClient: QueryClient): void {
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
  return useCallback((update: SessionUpdate) => queryClient.setQueryData(sessionQuery.queryKey, update), [queryClient]);
}

/**
 * After sign-out or account deletion: nothing of this person may stay in memory for whoever uses
 * the browser next, and the app is signed out at once.
 */
export function useClearSession() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.clear();
    queryClient.setQueryData(sessionQuery.queryKey, SIGNED_OUT);
  };
}
