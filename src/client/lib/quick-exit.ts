import { STORAGE_KEYS } from './storage-keys';

/**
 * « Quitter rapidement » (issue 27), as French sites for victims of violence do it: the tab shows a
 * neutral site at once, and the back button never brings the app back into view.
 *
 * A page cannot erase the tab's history, so the pages left behind are made harmless instead. Each
 * history entry the app shows is stamped with the time it was first shown (in history.state, which
 * the browser keeps with the entry); leaving records the time in this tab's sessionStorage. An entry
 * stamped before that time that is shown again — by Back, from the back-forward cache or loaded
 * anew — replaces itself with the neutral site before anything is drawn. An address typed later in
 * the same tab makes a new entry, stamped after, so the person can come back on purpose.
 *
 * What it cannot do, said on /aide: the browser's global history still lists the app's address.
 */
export const NEUTRAL_SITE = 'https://www.google.fr/';

const STAMP = 'renouveauShownAt';

function stampOf(state: unknown): number | null {
  const value = (state as Record<string, unknown> | null)?.[STAMP];
  return typeof value === 'number' ? value : null;
}

/** Stamps the current history entry the first time it is shown (react-router's state is kept). */
export function stampHistoryEntry(): void {
  if (stampOf(history.state) !== null) return;
  history.replaceState({ ...(history.state as object | null), [STAMP]: Date.now() }, '');
}

function leftAt(): number | null {
  try {
    const value = Number(sessionStorage.getItem(STORAGE_KEYS.quickExitAt));
    return value > 0 ? value : null;
  } catch {
    return null; // storage refused (private mode settings): nothing was recorded either.
  }
}

function goToNeutralSite(): void {
  // Hidden first: a page kept in the back-forward cache comes back as it was when left.
  document.documentElement.style.visibility = 'hidden';
  document.title = 'Google';
  location.replace(NEUTRAL_SITE);
}

/** True (and the neutral site on its way) when this entry was shown before the person left quickly. */
export function leaveIfLeftBefore(): boolean {
  const left = leftAt();
  const stamp = stampOf(history.state);
  if (left === null || stamp === null || stamp > left) return false;
  goToNeutralSite();
  return true;
}

/**
 * Leaves now. `beforeLeaving` may send a last request (keepalive), never waited for: the person's
 * second matters more than anything the app would like to finish.
 */
export function quickExit(beforeLeaving?: () => void): void {
  try {
    sessionStorage.setItem(STORAGE_KEYS.quickExitAt, String(Date.now()));
  } catch {
    // Without storage the pages behind cannot be hidden; leaving at once still matters most.
  }
  try {
    beforeLeaving?.();
  } finally {
    goToNeutralSite();
  }
}

/** Escape pressed three times within this many milliseconds leaves too. */
export const ESCAPE_WINDOW_MS = 2_000;
