/**
 * The French texts of SPEC.md §8, word for word. Server and client both read them from here so
 * that an error code always maps to the same sentence, whichever side produced it.
 */

import { FIRST_MESSAGES, messageFor } from './messages-first';

/**
 * A password long enough but among the most common (issue 41): SPEC's « au moins 6 caractères »
 * describes a short one, and said to « motdepasse » it contradicted the input: its own code
 * ('auth/common-password') and reason.
 */
export const COMMON_PASSWORD_MESSAGE =
  'Ce mot de passe est trop courant : il serait facile à deviner. Choisis-en un autre, plus personnel (une petite phrase, par exemple).';

export const SIGNUP_ERRORS = {
  'auth/email-already-in-use': 'Cette adresse email est déjà utilisée. Veuillez vous connecter ou utiliser une autre adresse.',
  'auth/invalid-email': "L'adresse email n'est pas valide. Veuillez vérifier le format.",
  'auth/operation-not-allowed': 'La création de compte est temporairement désactivée. Veuillez réessayer plus tard.',
  'auth/weak-password': 'Le mot de passe est trop faible. Il doit contenir au moins 6 caractères.',
  'auth/common-password': COMMON_PASSWORD_MESSAGE,
  'auth/network-request-failed': 'Problème de connexion internet. Veuillez vérifier votre connexion et réessayer.',
  default: 'Une erreur est survenue lors de la création du compte. Veuillez réessayer.',
} as const;

export const LOGIN_ERRORS = {
  'auth/invalid-email': 'Adresse email invalide.',
  'auth/user-not-found': 'Email ou mot de passe incorrect.',
  'auth/wrong-password': 'Email ou mot de passe incorrect.',
  'auth/too-many-requests': 'Trop de tentatives de connexion. Veuillez réessayer plus tard.',
  'auth/network-request-failed': 'Problème de connexion internet. Veuillez vérifier votre connexion.',
  default: 'Une erreur est survenue lors de la connexion. Veuillez réessayer.',
} as const;

/**
 * How long a paused person must wait, in words: « dans 10 minutes », « dans 1 heure ». Rounded up,
 * so that trying again when told always works.
 */
export function waitPhrase(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return `dans ${minutes} minute${minutes > 1 ? 's' : ''}`;
  // Up to the hour, « 60 minutes » says it more exactly than « 1 heure ».
  if (minutes === 60) return 'dans 60 minutes';
  const hours = Math.ceil(minutes / 60);
  return `dans ${hours} heure${hours > 1 ? 's' : ''}`;
}

/**
 * Issue 12: a paused sign-in, sign-up or password check says how long to wait. The sign-in keeps
 * SPEC's sentence word for word and adds the wait without « tu » or « vous », so the two do not clash.
 */
export const LIMIT_MESSAGES = {
  login: (seconds: number) => `${LOGIN_ERRORS['auth/too-many-requests']} Prochain essai possible ${waitPhrase(seconds)}.`,
  signup: (seconds: number) => `Beaucoup de comptes ont été créés depuis ce réseau. Réessaie ${waitPhrase(seconds)}.`,
  passwordCheck: (seconds: number) => `Trop d'essais de mot de passe. Réessaie ${waitPhrase(seconds)}.`,
} as const;

/** A heavy download (the journal, the whole account) refused while others run (issue 25). */
export const DOWNLOAD_MESSAGES = {
  yours: "Un téléchargement de tes données est déjà en cours. Attends qu'il se termine, puis réessaie si besoin.",
  everyone: 'Beaucoup de téléchargements sont en cours en ce moment. Réessaie dans une minute.',
} as const;

/** Quotas on what one account writes (issue 25): never met by a person, always by an attacker. */
export const QUOTA_MESSAGES = {
  journal: (seconds: number) =>
    `Tu as déjà beaucoup écrit dans ton journal aujourd'hui. Tu pourras ajouter une nouvelle entrée ${waitPhrase(seconds)}.`,
  chat: (seconds: number) =>
    `Tu as envoyé beaucoup de messages à Janne aujourd'hui. Elle sera de nouveau là ${waitPhrase(seconds)}. Si tu as besoin de parler tout de suite, tu trouveras des numéros d'écoute dans « Besoin d'aide ? ».`,
  items: (seconds: number) => `Tu as ajouté beaucoup d'éléments aujourd'hui. Réessaie ${waitPhrase(seconds)}.`,
  accountFull: (megabytes: number) =>
    `Ton compte a atteint sa taille maximale (${megabytes.toLocaleString('fr-FR', { maximumSignificantDigits: 3 })} Mo de textes). Télécharge tes données depuis « Mon compte », puis supprime d'anciennes entrées pour faire de la place.`,
} as const;

export type SignupErrorCode = Exclude<keyof typeof SIGNUP_ERRORS, 'default'>;
export type LoginErrorCode = Exclude<keyof typeof LOGIN_ERRORS, 'default'>;

export { messageFor };

export const MESSAGES = {
  ...FIRST_MESSAGES,
  emptyFields: 'Veuillez remplir tous les champs.',
  storySaveFailure: 'Une erreur est survenue. Veuillez réessayer.',
  passwordHint: 'Le mot de passe doit contenir au moins 6 caractères.',
  ageRange: "L'âge doit être compris entre 12 et 100 ans.",
  genderRequired: 'Choisis une option.',
  consentRequired: 'Ton accord est nécessaire pour créer ton compte : coche la case ci-dessus.',
  // Generic answers of the API (DESIGN.md "Errors and bad input"): calm, French, no internals.
  invalidJson: "La requête n'est pas un JSON valide.",
  invalidBody: 'Certaines informations envoyées ne sont pas valides.',
  unsupportedMediaType: 'La requête doit être envoyée au format JSON.',
  payloadTooLarge: 'Le contenu envoyé est trop volumineux.',
  badRequest: 'Cette requête est mal formée et ne peut pas être lue.',
  headersTooLarge: "L'adresse ou les en-têtes de cette requête sont trop longs.",
  requestTimeout: 'La requête a mis trop de temps à arriver. Réessaie.',
  notFound: "Cette ressource n'existe pas.",
  routeNotFound: "Cette adresse de l'API n'existe pas.",
  unauthorized: 'Tu dois être connecté·e pour continuer.',
  forbiddenOrigin: "Cette requête ne vient pas de l'application et a été refusée.",
  rateLimited: 'Trop de demandes en peu de temps. Réessaie dans quelques minutes.',
} as const;

/** Error answers of the server besides SPEC's, keyed by their code (the `code` of the JSON answer). */
export const SERVER_ERRORS = {
  'story-exists': 'Tu as déjà raconté ton histoire : Janne la connaît.',
  /** Confirming the password before something irreversible (deleting the account). */
  'auth/wrong-password': 'Mot de passe incorrect.',
} as const;

/** `ai-rate-limited`: the person's hourly allowance of AI calls is spent. */
export const AI_LIMIT_MESSAGES = {
  chat: "Tu as beaucoup écrit à Janne cette dernière heure. Fais une petite pause, puis reviens dans quelques minutes : elle sera là. Si tu as besoin de parler tout de suite, tu trouveras des numéros d'écoute dans « Besoin d'aide ? ».",
  suggestions: 'Janne a fait beaucoup de suggestions cette dernière heure. Réessaie un peu plus tard.',
} as const;

/** `ai-rate-limited` when the hour's budget for everyone is spent (issue 12): nobody did anything wrong, so nothing says they did. */
export const AI_BUDGET_MESSAGES = {
  chat: (seconds: number) =>
    `Janne reçoit beaucoup de messages en ce moment. Réessaie ${waitPhrase(seconds)} : elle sera là. Si tu as besoin de parler tout de suite, tu trouveras des numéros d'écoute dans « Besoin d'aide ? ».`,
  suggestions: (seconds: number) => `Janne reçoit beaucoup de demandes en ce moment. Réessaie ${waitPhrase(seconds)}.`,
} as const;

/** Janne's first words when the provider cannot write them (the chat was empty). */
export const SCRIPTED_OPENING =
  "Bonjour, je suis Janne 🌸\n\nJe suis une intelligence artificielle, pas une thérapeute, mais je suis là pour t'écouter, sans te juger.\n\nComment te sens-tu en ce moment ?";
