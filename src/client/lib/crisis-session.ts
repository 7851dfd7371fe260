import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from './storage-keys';

/**
 * Whether this browser session has shown a crisis card (chat or journal). From then on, for the
 * rest of the session, the chat keeps « Appeler le 3114 » on screen, and nothing pops up over the
 * person: no feedback popup, no celebration. sessionStorage: it ends with the tab, as a session
 * should, and survives a reload.
 */
const KEY = STORAGE_KEYS.crisisSession;
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

let inCrisis = typeof window === 'undefined' ? false : read();

export function markCrisisSession(): void {
  inCrisis = true;
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage refused (private mode): the flag still holds for this page.
  }
  for (const listener of listeners) listener();
}

export const isCrisisSession = (): boolean => inCrisis;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCrisisSession(): boolean {
  return useSyncExternalStore(subscribe, isCrisisSession, () => false);
}
