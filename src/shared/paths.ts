/**
 * Addresses of screens shared by the router and the rest of the app, in a module with no
 * dependency: the router is in the first download of every screen, and importing them from the
 * modules that hold their rules (no-contact.ts, password.ts) would bring zod and date-fns into it.
 */

/** « J'ai envie de lui écrire », the urge flow (issue 15). */
export const URGE_PATH = '/envie-de-lui-ecrire';
/** The urge flow's name: the button, the page title, and the phrase the chat turns into a link. */
export const URGE_TITLE = "J'ai envie de lui écrire";

/** The page the password reset mail links to, with `?token=` (issue 16). */
export const RESET_PASSWORD_PATH = '/reinitialiser-mot-de-passe';
/** Where « Mot de passe oublié ? » leads. */
export const FORGOT_PASSWORD_PATH = '/mot-de-passe-oublie';

/** « Mon plan de sécurité », where it is written and changed. */
export const SAFETY_PLAN_PATH = '/plan-de-securite';
/**
 * The same plan read-only, big and calm, for a hard moment (issue 27): where the crisis cards'
 * « Mon plan de sécurité » leads, one tap from editing it.
 */
export const SAFETY_PLAN_HARD_MOMENT_PATH = '/plan-de-securite/moment-difficile';

/**
 * The pages a device locked by the person's code still opens (issue 41): the lock keeps what a
 * person wrote, never the way to help. /aide and its grounding exercise hold nothing of theirs;
 * « Un moment difficile » shows the lines, and the plan only when the person chose to keep it on
 * this phone (the server refuses it to a locked device).
 */
export const OPEN_WHEN_LOCKED_PATHS: readonly string[] = ['/aide', SAFETY_PLAN_HARD_MOMENT_PATH];

export function opensWhenLocked(pathname: string): boolean {
  return OPEN_WHEN_LOCKED_PATHS.includes(pathname.replace(/\/+$/, '') || '/');
}

/**
 * « Mon parcours » (issue 29), for the router. Its other addresses (a day's page, the bilan, the
 * sources) are in shared/parcours/api.ts: here, in the first download of every page, any export
 * another chunk uses stays in that download even when the router does not.
 */
export const PARCOURS_PATH = '/parcours';

/**
 * « Ne plus recevoir ces rappels » (issue 30): a page of the server itself, with `?jeton=`, that
 * works from a mail without signing in. The service worker must let it through to the server.
 */
export const REMINDERS_STOP_PATH = '/rappels/arreter';
