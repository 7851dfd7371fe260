/**
 * The few texts of messages.ts that every page's first download needs (the layout's session
 * failure, the API's calm answers for a server in trouble). Apart, so that messages.ts — with the
 * sign-up and sign-in catalogues the forms use — is not in the landing page's first download
 * (its 100 KB budget, scripts/check-bundle-size.ts). MESSAGES holds them too.
 */
export const FIRST_MESSAGES = {
  sessionFailure: "Une erreur est survenue lors de la vérification de l'authentification.",
  internal: 'Une erreur inattendue est survenue. Réessaie dans un instant.',
  unavailable: 'Le service redémarre. Réessaie dans un instant.',
} as const;

/** Looks a code up in one of the catalogues of messages.ts (SIGNUP_ERRORS, LOGIN_ERRORS…), falling back to its "any other" sentence. */
export function messageFor<T extends { default: string }>(catalogue: T, code: string | undefined): string {
  if (code && Object.hasOwn(catalogue, code) && code !== 'default') {
    return catalogue[code as keyof T] as string;
  }
  return catalogue.default;
}
