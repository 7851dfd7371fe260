import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActiveSessionsResponse, ChangePasswordInput, PasswordAnswer, RevokeOthersResponse } from '#shared/password';
import { api } from '#client/lib/api';

/** The account's queries: each one's key, request and answer type in one place. */
export const accountQueries = {
  sessions: () =>
    queryOptions({
      queryKey: ['account', 'sessions'] as const,
      queryFn: ({ signal }) => api<ActiveSessionsResponse>('/api/auth/sessions', { signal }),
    }),
};
const SESSIONS_KEY = accountQueries.sessions().queryKey;

/** « Mes sessions actives ». */
export function useActiveSessions() {
  return useQuery(accountQueries.sessions());
}

/** « Se déconnecter partout »: every session but this one ends. */
export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<RevokeOthersResponse>('/api/auth/sessions/revoke-others', { method: 'POST', body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

/** Changes the password; the server ends the other sessions and renews this one. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => api<PasswordAnswer>('/api/auth/password/change', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
