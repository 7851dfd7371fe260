import { useEffect } from 'react';
import { ESCAPE_WINDOW_MS, quickExit } from '#client/lib/quick-exit';
import { clearDrafts } from '#client/lib/drafts';

/** What the quick exit does before the page goes: locks the app on this device when a code is set. */
function lockOnTheWay(): void {
  // keepalive: the request outlives the page. Its answer does not matter (no code set → 204 too).
  void fetch('/api/lock/lock', { method: 'POST', credentials: 'same-origin', keepalive: true }).catch(() => undefined);
}

/**
 * Leaves for a neutral site at once (lib/quick-exit.ts). With an app code set, what was being
 * written goes too (issue 41): the phone may be in someone else's hands, and the lock hides the rest.
 */
export function leaveQuickly(): void {
  if (codeSetAsLastSeen) clearDrafts();
  quickExit(lockOnTheWay);
}

/**
 * Whether the person chose an app code, as the header's quick exit last read it from the session.
 * Kept here rather than read where the button is: the button also stands in dialogs, which must not
 * need the session to render (a dialog is shown on screens, and in tests, without it).
 */
let codeSetAsLastSeen = false;

function rememberCodeSet(codeSet: boolean): void {
  codeSetAsLastSeen = codeSet;
}

/**
 * « Quitter rapidement » (issue 27): on every screen, in the site header (and in the chat's own
 * title row when a phone's keyboard folds the header away), and over every open dialog (issue 41:
 * a modal dialog makes the page behind it inert, header included). Short on a phone.
 */
export function QuickExitButton({ className = '' }: { className?: string }) {
  return (
    <button
      type="button"
      className={`quick-exit ${className}`}
      onClick={leaveQuickly}
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
  useEffect(() => {
    if (!enabled) return;
    let presses: number[] = [];
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const now = performance.now();
      presses = [...presses.filter((at) => now - at < ESCAPE_WINDOW_MS), now];
      if (presses.length >= 3) leaveQuickly();
    };
    // Capture: a dialog that stops Escape for itself must not stop this.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [enabled]);
}

/**
 * The header's quick exit (issue 41: on every screen, signed in or out, locked or not): the button,
 * and Escape three times while it is shown. `codeSet`: the person chose an app code (the header
 * reads the session; this chunk does not, to stay small).
 */
export function QuickExit({ codeSet }: { codeSet: boolean }) {
  useEffect(() => rememberCodeSet(codeSet), [codeSet]);
  useQuickExitKeys(true);
  return <QuickExitButton />;
}
