import { useEffect } from 'react';
import { ESCAPE_WINDOW_MS, quickExit } from '#client/lib/quick-exit';
import { clearDrafts } from '#client/lib/drafts';
import { useSession } from '#client/lib/session';

/** What the quick exit does before the page goes: locks the app on this device when a code is set. */
function lockOnTheWay(): void {
  // keepalive: the request outlives the page. Its answer does not matter (no code set → 204 too).
  void fetch('/api/lock/lock', { method: 'POST', credentials: 'same-origin', keepalive: true }).catch(() => undefined);
}

/**
 * Leaves for a neutral site at once (lib/quick-exit.ts). With an app code set, what was being
 * written goes too (issue 41): the phone may be in someone else's hands, and the lock hides the rest.
 */
export function leaveQuickly(codeSet = false): void {
  if (codeSet) clearDrafts();
  quickExit(lockOnTheWay);
}

/** Whether the person chose an app code (the session says so). */
function useCodeSet(): boolean {
  return Boolean(useSession().lock);
}

/**
 * « Quitter rapidement » (issue 27): on every screen, in the site header (and in the chat's own
 * title row when a phone's keyboard folds the header away), and over every open dialog (issue 41:
 * a modal dialog makes the page behind it inert, header included). Short on a phone.
 */
export function QuickExitButton({ className = '' }: { className?: string }) {
  const codeSet = useCodeSet();
  return (
    <button
      type="button"
      className={`quick-exit ${className}`}
      onClick={() => leaveQuickly(codeSet)}
      aria-label="Quitter rapidement"
      title="Quitter rapidement (ou Échap trois fois)"
    >
      <span className="quick-exit__long">Quitter rapidement</span>
      <span className="quick-exit__short" aria-hidden="true">
        Quitter
      </span>
    </button>
  );
}

/** Escape pressed three times within two seconds, anywhere in the app, leaves too. */
export function useQuickExitKeys(enabled: boolean): void {
  const codeSet = useCodeSet();
  useEffect(() => {
    if (!enabled) return;
    let presses: number[] = [];
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const now = performance.now();
      presses = [...presses.filter((at) => now - at < ESCAPE_WINDOW_MS), now];
      if (presses.length >= 3) leaveQuickly(codeSet);
    };
    // Capture: a dialog that stops Escape for itself must not stop this.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [enabled, codeSet]);
}

/**
 * The header's quick exit (issue 41: on every screen, signed in or out, locked or not): the button,
 * and Escape three times while it is shown.
 */
export function QuickExit() {
  useQuickExitKeys(true);
  return <QuickExitButton />;
}
