import { SAFETY_PLAN_PATH } from '#shared/paths';
import type { ParcoursTool } from '#shared/parcours/schedule';

/**
 * Where each tool a day writes into can be found again: the journal and the matrix have their
 * page; the letters, the reasons (« Lettres non envoyées », « Mes raisons ») and the goals are on
 * « Mes progrès »; the safety plan has its own page.
 */
export const TOOL_LINKS: Record<ParcoursTool, { to: string; label: string }> = {
  journal: { to: '/journal', label: 'Voir dans mon journal' },
  matrix: { to: '/matrix', label: 'Voir dans ma matrice' },
  letter: { to: '/progress', label: 'Voir mes lettres non envoyées' },
  reason: { to: '/progress', label: 'Voir mes raisons' },
  goal: { to: '/progress', label: 'Voir mes objectifs' },
  'safety-plan': { to: SAFETY_PLAN_PATH, label: 'Voir mon plan de sécurité' },
};
