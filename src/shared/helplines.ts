/**
 * The helplines Janne gives a person in crisis, on the crisis card and on the help page: their
 * numbers, names, links and when to call each. Data only, checked against the official sources
 * below; which ones a card shows, and in what order, is decided in crisis-care.ts.
 */

export interface CrisisResource {
  id: string;
  /** Without the number, which is shown first, apart. */
  name: string;
  number: string;
  /** `tel:` (digits only, or +33 and digits) — or `sms:` for the 114, which takes text messages. */
  href: string;
  description: string;
  /** One line on when to call. */
  when: string;
}

/*
 * The words about the person are marked in braces (« {blessé·e} ») and agree with their gender
 * (gender.ts): crisis-care.ts's functions take it, and without it give the inclusive form.
 *
 * Every number and its hours, checked against the official sources (November 2026):
 *  - 3114: https://3114.fr — numéro national de prévention du suicide, gratuit, 24h/24, 7j/7.
 *  - 15, 17, 112, 114: https://www.service-public.fr/particuliers/vosdroits/F33954 (« Quels sont
 *    les numéros d'urgence ? ») — free, 24h/24, 7j/7; the 114 by SMS (also by video and chat) for
 *    people who cannot speak: deaf people, and victims who must stay silent.
 *  - 119 Allô Enfance en Danger: https://www.allo119.gouv.fr — gratuit, 24h/24, 7j/7, for children
 *    and young people in danger; the issue that asked for it gives « moins de 21 ans ».
 *  - Fil Santé Jeunes: https://www.filsantejeunes.com — 0 800 235 236, gratuit et anonyme,
 *    7j/7 de 9h à 23h, for 12–25-year-olds.
 *  - SOS Amitié: https://www.sos-amitie.com — 09 72 39 40 50, 24h/24, 7j/7, bénévoles, anonyme.
 *  - 3919 Violences Femmes Info: https://arretonslesviolences.gouv.fr — gratuit, anonyme,
 *    24h/24, 7j/7 since 2021.
 */
export const HELPLINES: readonly CrisisResource[] = [
  {
    id: '3114',
    name: 'Prévention du suicide',
    number: '3114',
    href: 'tel:3114',
    description: 'Le numéro national de prévention du suicide. Gratuit, 24h/24 et 7j/7 : des soignants t’écoutent, sans jugement.',
    when: 'Si tu penses au suicide, si tu as peur de passer à l’acte, ou si tu t’inquiètes pour un proche.',
  },
  {
    id: 'samu',
    name: 'SAMU',
    number: '15',
    href: 'tel:15',
    description: 'L’urgence médicale : un médecin te répond et envoie de l’aide si besoin. Gratuit, jour et nuit.',
    when: 'Si ta vie est en danger maintenant, si tu t’es {blessé·e} ou si tu as avalé quelque chose.',
  },
  {
    id: '112',
    name: 'Urgences, partout en Europe',
    number: '112',
    href: 'tel:112',
    description: 'Le numéro d’urgence européen, gratuit, joignable partout en Europe, même sans crédit.',
    when: 'Si tu es en danger immédiat, où que tu sois en Europe.',
  },
  {
    id: 'police',
    name: 'Police secours',
    number: '17',
    href: 'tel:17',
    description: 'La police ou la gendarmerie, gratuit, 24h/24.',
    when: 'Si quelqu’un te frappe, te menace ou t’empêche de partir en ce moment.',
  },
  {
    id: '114',
    name: 'Urgence par SMS',
    number: '114',
    href: 'sms:114',
    description: 'Les secours par écrit : SMS gratuit, 24h/24 et 7j/7.',
    when: 'Si tu ne peux pas parler : quelqu’un t’entend, tu es {sourd·e} ou {malentendant·e}.',
  },
  {
    id: '3919',
    name: 'Violences Femmes Info',
    number: '3919',
    href: 'tel:3919',
    description: 'Gratuit et anonyme, 24h/24 et 7j/7. Écoute, conseils et orientation pour les victimes de violences et leurs proches.',
    when: 'Si ton partenaire ou ton ex te frappe, te menace, te harcèle ou te fait peur.',
  },
  {
    id: '119',
    name: 'Enfance en danger',
    number: '119',
    href: 'tel:119',
    description: 'Gratuit, 24h/24 et 7j/7, et n’apparaît pas sur les factures.',
    when: 'Si tu as moins de 21 ans et que tu es en danger ou {maltraité·e}.',
  },
  {
    id: 'fil-sante-jeunes',
    name: 'Fil Santé Jeunes',
    number: '0 800 235 236',
    href: 'tel:0800235236',
    description: 'Gratuit et anonyme, tous les jours de 9h à 23h, par des psychologues et des médecins.',
    when: 'Si tu as entre 12 et 25 ans et que tu as besoin d’en parler.',
  },
  {
    id: 'sos-amitie',
    name: 'SOS Amitié',
    number: '09 72 39 40 50',
    href: 'tel:+33972394050',
    description: 'Des bénévoles t’écoutent 24h/24, de façon anonyme, sans jugement.',
    when: 'Quand tu as besoin de parler à quelqu’un, de jour comme de nuit.',
  },
];

/**
 * The 3018 (issue 41): harassment at school and online for young people — a photo that circulates,
 * a class that mocks — free, anonymous and confidential, 7 days a week from 9 a.m. to 11 p.m., by
 * phone, chat (3018.fr) and app; run by the e-Enfance association, the national number for school
 * harassment and cyber-harassment since 2024, and able to have content taken down quickly. Sources:
 * e-Enfance's 3018.fr as relayed by public bodies (mairie de Villetaneuse, 28 September 2023; MAE,
 * 30 September 2024); the official pages could not be opened from the machine this was written on.
 * Offered to young people where it fits (/aide, Janne on bullying), not on every crisis card.
 */
export const BULLYING_LINE: CrisisResource = {
  id: '3018',
  name: 'Harcèlement et cyberharcèlement',
  number: '3018',
  href: 'tel:3018',
  description: 'Gratuit, anonyme et confidentiel, 7j/7 de 9h à 23h, aussi par tchat sur 3018.fr.',
  when: 'Si on te harcèle à l’école ou en ligne, ou si une photo de toi circule.',
};
