import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { LockSettingsInput, LockState } from '#shared/lock';
import { api } from '#client/lib/api';
import { useSetSession } from '#client/lib/session';

/** Chooses or changes the code; this device stays unlocked. */
export function useSetLock() {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: (body: LockSettingsInput) => api<LockState>('/api/lock', { method: 'PUT', body }),
    onSuccess: (lock) => setSession((session) => session && { ...session, lock }),
  });
}

/** Turns the lock off. */
export function useRemoveLock() {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: () => api<void>('/api/lock', { method: 'DELETE' }),
    onSuccess: () => setSession((session) => session && { ...session, lock: null }),
  });
}

/** Gives the code; on success every screen asks for its data again (refused while locked). */
export function useUnlock() {
  const setSession = useSetSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pin: string) => api<LockState>('/api/lock/unlock', { method: 'POST', body: { pin } }),
    onSuccess: async (lock) => {
      setSession((session) => session && { ...session, lock });
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
    },
  });
}

/**
 * « Code oublié ? »: this session ends on the server, whatever the answer (the person signs in
 * again with the password either way); the caller then clears it here and goes to /login.
 */
export function useForgetCode() {
  return useMutation({ mutationFn: () => api<void>('/api/auth/logout', { method: 'POST' }).catch(() => undefined) });
}

/**
 * Locks this device now: shown locked at once, and the server told too, so that another tab or a
 * reload is locked as well.
 */
export function useLockNow() {
  const setSession = useSetSession();
  return useCallback(() => {
    setSession((session) => (session?.lock ? { ...session, lock: { ...session.lock, locked: true } } : session));
    void api<void>('/api/lock/lock', { method: 'POST' }).catch(() => undefined);
  }, [setSession]);
}

/** Activity that says the person is here. */
const ACTIVITY = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
/** How often a person who is using the app tells the server (renews the unlocked cookie). */
const ALIVE_EVERY_MS = 60_000;
const CHECK_EVERY_MS = 15_000;

/**
 * The lock's delay, on the device (issue 27): away longer than `afterMinutes` — no touch, no key,
 * or the tab hidden — and the app locks at once, without waiting for a request to be refused. While
 * the person is here (typing a long entry sends no request), the server is told once a minute, so
 * its own cookie does not run out under their fingers.
 */
export function useAwayLock(afterMinutes: number | null, locked: boolean) {
  const lockNow = useLockNow();
  useEffect(() => {
    if (afterMinutes === null || locked) return;
    const limit = afterMinutes * 60_000;
    let lastActivity = Date.now();
    let lastAlive = Date.now();
    const check = () => {
      const now = Date.now();
      if (now - lastActivity >= limit) return lockNow();
      if (now - lastActivity < ALIVE_EVERY_MS && now - lastAlive >= ALIVE_EVERY_MS) {
        lastAlive = now;
        void api<void>('/api/lock/alive', { method: 'POST' }).catch(() => undefined);
      }
    };
    const onActivity = () => {
      lastActivity = Date.now();
    };
    // Coming back to the tab: locked at once if the person was away too long.
    const onVisibility = () => {
      if (document.visibilityState === 'visible') check();
      else lastActivity = Math.min(lastActivity, Date.now());
    };
    for (const event of ACTIVITY) window.addEventListener(event, onActivity, { passive: true, capture: true });
    document.addEventListener('visibilitychange', onVisibility);
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    return () => {
      for (const event of ACTIVITY) window.removeEventListener(event, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisibility);
      window.clearInterval(timer);
    };
  }, [afterMinutes, locked, lockNow]);
}
