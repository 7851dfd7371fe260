import { useSyncExternalStore } from 'react';
import { HEALTH_PATH } from '#shared/health';

/**
 * Whether the app can reach its server: the browser's word (navigator.onLine), corrected by what
 * the requests see. The browser says « online » on a Wi-Fi without internet, and Chromium says it
 * again on a page the service worker opened with no network (seen with Chromium 150): a request
 * that fails for want of a network marks the server unreachable until a request gets through — or,
 * with nothing else to send, until a small look at /api/health every few seconds does.
 */
const PROBE_MS = 5_000;
let unreachable = false;
let probe: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Told by the API client after each request: whether it reached the server. */
export function reportReachable(reachable: boolean): void {
  if (unreachable === !reachable) return;
  unreachable = !reachable;
  if (unreachable && probe === null) {
    probe = setInterval(() => {
      if (document.visibilityState === 'hidden') return;
      fetch(HEALTH_PATH, { cache: 'no-store' }).then(
        () => reportReachable(true),
        () => undefined,
      );
    }, PROBE_MS);
  }
  if (!unreachable && probe !== null) {
    clearInterval(probe);
    probe = null;
  }
  changed();
}

function onBrowserChange(): void {
  // The browser saw the network come back: believe it until a request says otherwise.
  if (navigator.onLine) reportReachable(true);
  changed();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  if (listeners.size === 1) {
    window.addEventListener('online', onBrowserChange);
    window.addEventListener('offline', onBrowserChange);
  }
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) {
      window.removeEventListener('online', onBrowserChange);
      window.removeEventListener('offline', onBrowserChange);
    }
  };
}

/** Whether the app can reach its server now (the offline banner, the outbox). */
export function isOnline(): boolean {
  return navigator.onLine && !unreachable;
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
