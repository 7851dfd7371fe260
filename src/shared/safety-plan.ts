import { freeText } from './fields';
import { z } from './zod';
import { agreeAll, type PersonGender } from './gender';

/**
 * « Mon plan de sécurité »: the Stanley–Brown safety plan, six steps written ahead of a crisis so
 * that, when it comes, the person reads what to do instead of having to think of it. The form and
 * PUT /api/safety-plan share the schema below.
 */

export const SAFETY_PLAN_STEP_MAX_LENGTH = 2000;

/** The steps in the order of the method: each one is tried when the one before is not enough. */
export const SAFETY_PLAN_STEP_KEYS = [
  'warningSigns',
  'copingAlone',
  'distractions',
  'helpers',
  'professionals',
  'safeEnvironment',
] as const;
export type SafetyPlanStepKey = (typeof SAFETY_PLAN_STEP_KEYS)[number];

/** The titles are in the first person and in the inclusive form; safetyPlanStepTitle agrees them. */
export const SAFETY_PLAN_STEPS: Record<SafetyPlanStepKey, { title: string; hint: string }> = {
  warningSigns: {
    title: "Mes signes d'alerte",
    hint: "Les pensées, les humeurs, les situations qui te disent qu'une crise approche peut-être.",
  },
  copingAlone: {
    title: 'Ce que je peux faire seul·e pour me calmer',
    hint: 'Respirer, marcher, écouter une musique, prendre une douche… ce qui t’apaise, toi.',
  },
  distractions: {
    title: 'Les personnes et les lieux qui me changent les idées',
    hint: 'Un café, un parc, une salle de sport, quelqu’un avec qui parler de tout et de rien.',
  },
  helpers: {
    title: "Les personnes à qui je peux demander de l'aide",
    hint: 'Leur prénom et leur numéro : les proches à qui tu peux dire que ça ne va pas.',
  },
  professionals: {
    title: 'Les professionnels et les lignes à appeler',
    hint: 'Les numéros d’urgence sont déjà là ; ajoute ton médecin ou ton psy.',
  },
  safeEnvironment: {
    title: 'Rendre mon environnement plus sûr',
    hint: 'Ce que tu peux éloigner ou confier à quelqu’un (médicaments, objets) pour te protéger.',
  },
};

/** A step's title as the person reads it: « seule » for a woman, « seul » for a man (gender.ts). */
export function safetyPlanStepTitle(key: SafetyPlanStepKey, gender: PersonGender): string {
  return agreeAll(SAFETY_PLAN_STEPS[key].title, gender);
}

/**
 * Step 5 before the person writes anything: the French lines, as plain text they can edit (add
 * their own doctor, remove what does not concern them). Kept apart from the crisis detector's list
 * on purpose: once saved, this is the person's own text, not ours.
 */
export const DEFAULT_PROFESSIONALS = [
  '3114 — prévention du suicide, gratuit, 24h/24',
  '15 — SAMU, urgence médicale',
  '112 — urgences, partout en Europe',
  '17 — police secours',
  '114 — par SMS, pour une urgence quand on ne peut pas parler',
  'SOS Amitié — 09 72 39 40 50, écoute 24h/24',
  '3919 — violences (dans le couple, sexuelles…), gratuit et anonyme',
  'Fil Santé Jeunes — 0 800 235 236, pour les 12–25 ans',
].join('\n');

const stepText = freeText({
  notText: 'Chaque étape du plan doit être un texte.',
  max: SAFETY_PLAN_STEP_MAX_LENGTH,
  tooLong: `Chaque étape doit faire au plus ${SAFETY_PLAN_STEP_MAX_LENGTH.toLocaleString('fr-FR')} caractères.`,
});

/** PUT /api/safety-plan: the whole plan. A step may stay empty; the person fills what they can. */
export const SafetyPlanSchema = z.strictObject(
  {
    warningSigns: stepText,
    copingAlone: stepText,
    distractions: stepText,
    helpers: stepText,
    professionals: stepText,
    safeEnvironment: stepText,
  },
  // zod's own messages for these are English; the API answers in French.
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Ce plan contient une étape inconnue.' : "Le plan envoyé n'est pas valide.") },
);
export type SafetyPlan = z.infer<typeof SafetyPlanSchema>;

export const DEFAULT_SAFETY_PLAN: SafetyPlan = {
  warningSigns: '',
  copingAlone: '',
  distractions: '',
  helpers: '',
  professionals: DEFAULT_PROFESSIONALS,
  safeEnvironment: '',
};

/** GET and PUT /api/safety-plan. `saved: false` is the default plan of someone who never saved. */
export interface SafetyPlanResponse {
  plan: SafetyPlan;
  saved: boolean;
  /** ISO timestamp of the last save, null when never saved. */
  updatedAt: string | null;
}
