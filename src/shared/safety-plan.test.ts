import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROFESSIONALS,
  DEFAULT_SAFETY_PLAN,
  SAFETY_PLAN_STEP_KEYS,
  SAFETY_PLAN_STEP_MAX_LENGTH,
  SAFETY_PLAN_STEPS,
  safetyPlanStepTitle,
  SafetyPlanSchema,
} from './safety-plan';

const empty = Object.fromEntries(SAFETY_PLAN_STEP_KEYS.map((key) => [key, ''])) as Record<(typeof SAFETY_PLAN_STEP_KEYS)[number], string>;

describe('the six steps', () => {
  it('follow the Stanley–Brown order, each with a French title and a one-line hint', () => {
    expect(SAFETY_PLAN_STEP_KEYS.map((key) => SAFETY_PLAN_STEPS[key].title)).toEqual([
      "Mes signes d'alerte",
      'Ce que je peux faire seul·e pour me calmer',
      'Les personnes et les lieux qui me changent les idées',
      "Les personnes à qui je peux demander de l'aide",
      'Les professionnels et les lignes à appeler',
      'Rendre mon environnement plus sûr',
    ]);
    for (const key of SAFETY_PLAN_STEP_KEYS) {
      const { hint } = SAFETY_PLAN_STEPS[key];
      expect(hint, key).not.toContain('\n');
      // Tutoiement, never vouvoiement.
      expect(hint, key).not.toMatch(/\bvous\b|\bvotre\b|\bvos\b/i);
    }
  });
});

describe('safetyPlanStepTitle', () => {
  it('agrees with the gender given at signup, and stays inclusive for « Autre »', () => {
    expect(safetyPlanStepTitle('copingAlone', 'female')).toBe('Ce que je peux faire seule pour me calmer');
    expect(safetyPlanStepTitle('copingAlone', 'male')).toBe('Ce que je peux faire seul pour me calmer');
    expect(safetyPlanStepTitle('copingAlone', 'other')).toBe('Ce que je peux faire seul·e pour me calmer');
    expect(safetyPlanStepTitle('warningSigns', 'female')).toBe("Mes signes d'alerte");
  });
});

describe('DEFAULT_SAFETY_PLAN', () => {
  it('prefills step 5 with the French lines, one per line, and leaves the others empty', () => {
    for (const number of ['3114', '15', '112', '17', '114', '09 72 39 40 50', '3919', '0 800 235 236']) {
      expect(
        DEFAULT_PROFESSIONALS.split('\n').some((line) => line.startsWith(number) || line.includes(`— ${number}`)),
        number,
      ).toBe(true);
    }
    expect(DEFAULT_PROFESSIONALS).toContain('SOS Amitié');
    expect(DEFAULT_PROFESSIONALS).toContain('Fil Santé Jeunes');
    expect(DEFAULT_PROFESSIONALS).toMatch(/114 — par SMS/);
    expect(DEFAULT_SAFETY_PLAN).toEqual({ ...empty, professionals: DEFAULT_PROFESSIONALS });
  });

  it('is itself a valid plan that fits the limits', () => {
    expect(SafetyPlanSchema.parse(DEFAULT_SAFETY_PLAN)).toEqual(DEFAULT_SAFETY_PLAN);
  });
});

describe('SafetyPlanSchema', () => {
  it('trims every step and accepts empty steps', () => {
    expect(SafetyPlanSchema.parse({ ...empty, warningSigns: '  Je ne dors plus \n', helpers: '\n' })).toEqual({
      ...empty,
      warningSigns: 'Je ne dors plus',
    });
  });

  it('keeps line breaks inside a step', () => {
    expect(SafetyPlanSchema.parse({ ...empty, helpers: 'Léa 06 00 00 00 00\nMaman' }).helpers).toBe('Léa 06 00 00 00 00\nMaman');
  });

  it('counts the limit after trimming, and refuses a longer step with a French message', () => {
    const full = 'a'.repeat(SAFETY_PLAN_STEP_MAX_LENGTH);
    expect(SafetyPlanSchema.safeParse({ ...empty, copingAlone: `  ${full}  ` }).success).toBe(true);
    const result = SafetyPlanSchema.safeParse({ ...empty, copingAlone: `${full}a` });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^Chaque étape doit faire au plus 2\s000 caractères\.$/);
  });

  it('refuses a missing step, a wrong type and an unknown field', () => {
    const { helpers: _helpers, ...missing } = empty;
    expect(SafetyPlanSchema.safeParse(missing).success).toBe(false);
    expect(SafetyPlanSchema.safeParse({ ...empty, helpers: 42 }).error?.issues[0]?.message).toBe(
      'Chaque étape du plan doit être un texte.',
    );
    expect(SafetyPlanSchema.safeParse({ ...empty, userId: 'quelqu-un' }).error?.issues[0]?.message).toBe(
      'Ce plan contient une étape inconnue.',
    );
    expect(SafetyPlanSchema.safeParse([]).error?.issues[0]?.message).toBe("Le plan envoyé n'est pas valide.");
  });
});
