import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ForgotPasswordInput, PasswordAnswer, ResetLinkCheckAnswer, ResetLinkCheckInput, ResetPasswordInput } from '#shared/password';
import { api } from '#client/lib/api';

/** The reset link's query: its key, request and answer type in one place. */
export const passwordQueries = {
  /** Whether a reset link still works, asked without using it up (issue 27). */
  resetLink: (token: string) =>
    queryOptions({
      queryKey: ['reset-link', token] as const,
      queryFn: ({ signal }) =>
        api<ResetLinkCheckAnswer>('/api/auth/password/reset/check', {
          method: 'POST',
          body: { token } satisfies ResetLinkCheckInput,
          signal,
        }),
      // Asked again each time the page opens: a link that worked a minute ago may be used or expired now.
      gcTime: 0,
    }),
};

export function useResetLinkCheck(token: string) {
  return useQuery(passwordQueries.resetLink(token));
}

/** « Mot de passe oublié ? »: the server answers the same whether an account exists or not. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) => api<PasswordAnswer>('/api/auth/password/forgot', { method: 'POST', body: input }),
  });
}

/** The new password, with the link's token; every session of the person ends. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordInput) => api<PasswordAnswer>('/api/auth/password/reset', { method: 'POST', body }),
  });
}
