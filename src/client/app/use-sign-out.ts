import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api';
import { useClearSession } from '#client/lib/session';

/**
 * « Se déconnecter » (SPEC §2 account menu): the server ends the session, then nothing of this
 * person stays in memory and `onSignedOut` runs (the menu goes home). Hook-level, so it still runs
 * once the menu that asked has left the screen with the signed-in header. A failure is only logged.
 */
export function useSignOut(onSignedOut: () => Promise<void> | void) {
  const clearSession = useClearSession();
  return useMutation({
    mutationFn: () => api<void>('/api/auth/logout', { method: 'POST' }),
    onSuccess: async () => {
      clearSession();
      await onSignedOut();
    },
    onError: (error) => console.error('sign-out failed', error.name),
  });
}
