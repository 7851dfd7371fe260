import type { HelpReason } from './bilan';

/**
 * « Et si tu en parlais à quelqu'un ? »: what the weekly bilan's result says when it stays high,
 * keeps rising, or daily life is at its worst (helpReasons in bilan.ts). Part of the result, never a
 * popup.
 *
 * Mon soutien psy, checked in November 2026 against ameli.fr (« Mon soutien psy : l'essentiel »,
 * https://www.ameli.fr/assure/remboursements/rembourse/remboursement-seance-psychologue-mon-soutien-psy):
 * up to 12 sessions a calendar year with a psychologist who takes part (conventionné), 50 € a
 * session with no extra fee, 60 % paid back by the Assurance Maladie and the rest by the
 * complémentaire santé; since 15 June 2024 no doctor's referral is needed (a doctor may still refer);
 * the directory is monsoutienpsy.ameli.fr. It is meant for mild to moderate distress: a person at
 * risk of suicide is pointed to 3114 and urgent care instead, which the last paragraph does.
 */

export const PROFESSIONAL_HELP_TITLE = 'Et si tu en parlais à un·e professionnel·le ?';

export const HELP_REASON_TEXT: Record<HelpReason, string> = {
  'high-twice': 'Depuis deux semaines, la rupture pèse lourd dans tes réponses.',
  rising: 'Tes trois derniers bilans montent un peu plus chaque semaine.',
  'daily-life': 'Cette semaine, la rupture t’a beaucoup {empêché·e} de vivre ton quotidien.',
};

export const PROFESSIONAL_HELP_INTRO =
  'Ce n’est pas un échec ni un diagnostic : c’est le signe que tu portes beaucoup, et que tu n’as pas à le porter {seul·e}. Parler à quelqu’un dont c’est le métier aide souvent à traverser ce moment plus vite.';

export interface HelpWay {
  title: string;
  text: string;
  link: { label: string; href: string } | null;
}

export const PROFESSIONAL_HELP_WAYS: readonly HelpWay[] = [
  {
    title: 'Mon soutien psy',
    text: 'Jusqu’à 12 séances par an chez un·e psychologue partenaire de l’Assurance Maladie, à 50 € la séance : 60 % remboursés par l’Assurance Maladie, le reste par ta complémentaire santé. Tu peux l’appeler directement, sans ordonnance.',
    link: { label: 'Trouver un·e psychologue sur monsoutienpsy.ameli.fr', href: 'https://monsoutienpsy.ameli.fr' },
  },
  {
    title: 'Ton médecin traitant',
    text: 'Il ou elle peut t’écouter, t’orienter vers un·e psychologue ou un·e psychiatre, et t’accompagner si le sommeil ou l’appétit ne reviennent pas.',
    link: null,
  },
  {
    title: 'Le centre médico-psychologique (CMP)',
    text: 'Un CMP près de chez toi reçoit gratuitement, avec des psychologues et des psychiatres. Ta mairie ou ton médecin te donnent son adresse.',
    link: null,
  },
];

export const PROFESSIONAL_HELP_URGENT =
  'Si tu penses à te faire du mal, n’attends pas : appelle le 3114, gratuit, jour et nuit. En danger immédiat, appelle le 15 ou le 112.';
