/**
 * The offline companion's suggestions (companion.ts chooses among them): journal
 * questions, goals and matrix items, general and by theme. Content, not logic. The words about the
 * person are marked in braces (« {fier·e} ») and agree with their gender.
 */
import type { ThemeId } from './themes';

// ─── Journal questions ──────────────────────────────────────────────────────────────────────

export const JOURNAL_QUESTIONS: readonly string[] = [
  "Quelle émotion a pris le plus de place dans ta journée, et qu'est-ce qu'elle essayait de te dire ?",
  "Qu'est-ce qui t'a fait du bien aujourd'hui, même un tout petit peu ?",
  'Si tu pouvais écrire à la personne que tu étais avant cette rupture, que lui dirais-tu ?',
  'De quoi ton cœur a-t-il le plus besoin en ce moment ?',
  "Qu'est-ce que tu as appris sur toi depuis la rupture ?",
  "À quel moment de la journée as-tu eu le plus l'impression d'être toi-même ?",
  "Qu'est-ce que tu aimerais te pardonner aujourd'hui ?",
  "Quelle petite chose as-tu faite pour toi aujourd'hui, et comment l'as-tu vécue ?",
  "Qu'est-ce qui te fait peur quand tu penses à l'avenir, et qu'est-ce qui te donne de l'espoir ?",
  'Comment tes émotions ont-elles évolué depuis le début de la semaine ?',
  "Que dirais-tu à ton cœur, s'il pouvait t'entendre ?",
  'Quel moment de ta journée aimerais-tu garder en mémoire, et pourquoi ?',
];

/** A question about what the person has been talking about, when Janne recognises it. */
export const JOURNAL_QUESTIONS_BY_THEME: Partial<Record<ThemeId, readonly string[]>> = {
  manque: [
    "Qu'est-ce qui te manque vraiment : la personne, ou ce que tu ressentais à ses côtés ?",
    "Quand le manque est revenu aujourd'hui, comment l'as-tu accueilli ?",
  ],
  colere: ["Qu'est-ce que ta colère essaie de protéger en toi ?", 'Si ta colère pouvait écrire une lettre, que dirait-elle ?'],
  culpabilite: ['Que dirais-tu à une amie qui se reprocherait la même chose que toi ?', "Qu'est-ce que tu aimerais enfin te pardonner ?"],
  solitude: [
    "À quel moment la solitude a-t-elle pesé aujourd'hui, et qu'est-ce qui t'a apporté un peu de chaleur ?",
    'Avec qui aimerais-tu partager un moment cette semaine ?',
  ],
  recontacter: [
    "Qu'est-ce que tu espères vraiment trouver en reprenant contact ?",
    "Qu'est-ce qui t'a permis de tenir face à l'envie d'écrire, aujourd'hui ?",
  ],
  jalousie: [
    "Qu'est-ce que cette jalousie dit de tes besoins à toi ?",
    "Quelles qualités t'appartiennent, quoi qu'il se passe dans la vie de l'autre ?",
  ],
  espoir: [
    "Qu'est-ce que tu attends vraiment d'un retour, et comment pourrais-tu te l'offrir toi-même ?",
    'Comment te sentirais-tu si tu décidais de ne plus attendre ?',
  ],
  nuits: ["Qu'est-ce qui tourne dans ta tête au moment de t'endormir ?", "Qu'est-ce qui pourrait rendre tes soirées plus douces ?"],
  confiance: ["Quelles sont trois choses que tu apprécies chez toi, même aujourd'hui ?", 'De quoi peux-tu être {fier·e} cette semaine ?'],
  amis: ["Qui t'a fait du bien récemment, et qu'est-ce que ça t'a apporté ?", 'Avec qui as-tu envie de passer du temps cette semaine ?'],
  avancer: [
    'À quoi ressemblerait ta vie dans un an, si tout se passait bien pour toi ?',
    'Quel petit pas vers demain as-tu envie de faire cette semaine ?',
  ],
  souvenirs: [
    "Quel souvenir est revenu aujourd'hui, et qu'est-ce qu'il a réveillé en toi ?",
    'Quels nouveaux souvenirs aimerais-tu créer, rien que pour toi ?',
  ],
  tristesse: ["Si ta tristesse pouvait parler, que te dirait-elle aujourd'hui ?", 'De quel réconfort aurais-tu besoin en ce moment ?'],
  incomprehension: ['Quelles questions restent sans réponse, et lesquelles pourrais-tu laisser partir ?'],
  reseaux: ["Qu'est-ce que tu ressens après avoir regardé ses réseaux, et de quoi aurais-tu besoin à la place ?"],
  travail: ['Comment ta peine se mêle-t-elle à tes journées de travail ?'],
  etudes: ['Comment ta peine se mêle-t-elle à tes journées de cours ?', 'Qui, autour de toi en cours, te fait du bien en ce moment ?'],
  progres: ['Quel progrès, même minuscule, as-tu remarqué chez toi ces derniers jours ?'],
};

// ─── Goals: ≤ 10 words, first person, never about the ex ────────────────────────────────────

export const GOALS: readonly string[] = [
  "M'inscrire à un cours de danse",
  'Appeler une amie cette semaine',
  'Marcher vingt minutes dehors trois fois cette semaine',
  'Cuisiner un bon repas rien que pour moi',
  "Lire dix pages d'un livre chaque soir",
  'Écrire dans mon journal trois soirs cette semaine',
  'Prévoir une sortie avec un proche ce week-end',
  'Réaménager un coin de ma chambre',
  'Essayer une nouvelle activité ce mois-ci',
  'Me coucher avant minuit quatre soirs cette semaine',
  "Reprendre une passion que j'avais mise de côté",
  'Visiter un musée que je ne connais pas',
  "Faire une séance de yoga ou d'étirements demain",
  "Boire un café en terrasse avec quelqu'un que j'aime",
  'Noter chaque soir une petite victoire de ma journée',
  "M'offrir une matinée sans écran ce week-end",
];

export const GOALS_BY_THEME: Partial<Record<ThemeId, readonly string[]>> = {
  nuits: ['Laisser mon téléphone hors de la chambre ce soir', 'Créer un petit rituel du coucher cette semaine'],
  recontacter: ['Préparer une liste de trois personnes à appeler', "Sortir marcher dès que mon cœur s'emballe"],
  reseaux: ['Passer une soirée entière sans réseaux sociaux', 'Désactiver les notifications des réseaux pendant une semaine'],
  solitude: ['Rejoindre un club ou une association près de chez moi', "Proposer un café à quelqu'un cette semaine"],
  amis: ['Organiser un repas avec des proches ce mois-ci', 'Envoyer un message à une amie perdue de vue'],
  confiance: ["Noter trois qualités que j'aime chez moi", "M'acheter un vêtement dans lequel je me sens bien"],
  colere: ['Aller courir pour évacuer la tension cette semaine', 'Écrire une lettre de colère, puis la déchirer'],
  tristesse: ['Regarder un film réconfortant sous un plaid ce soir', 'Prendre un long bain avec une musique douce'],
  avancer: ['Choisir un projet personnel et faire le premier pas', "M'inscrire à un atelier qui me fait envie"],
  travail: ['Faire trois vraies pauses par jour au travail', 'Découper une tâche difficile en trois petites étapes'],
  etudes: ['Réviser par séances de vingt minutes avec une pause', 'Dire à un adulte de confiance que je traverse une période difficile'],
  souvenirs: ["Changer la déco d'une pièce de mon logement", 'Découvrir un nouvel endroit dans ma ville'],
};

// ─── Matrix suggestions: each item ≤ 10 words ───────────────────────────────────────────────

export const MATRIX_POOLS = {
  strengths: [
    "Je sais demander de l'aide",
    "Je suis à l'écoute des autres",
    "J'ai le courage de regarder mes émotions en face",
    "Je suis capable d'aimer sincèrement",
    'Je tiens bon, même les jours difficiles',
    "J'ai de l'empathie pour les autres",
    'Je sais me relever après une chute',
    'Je reste fidèle à mes valeurs',
  ],
  improvements: [
    'Prendre plus de temps pour moi',
    'Poser mes limites plus tôt',
    'Oser dire non sans culpabiliser',
    "M'accorder la même douceur qu'aux autres",
    "Demander clairement ce dont j'ai besoin",
    'Moins me comparer aux autres',
    'Écouter mon intuition plus souvent',
    "Ne pas m'oublier dans une relation",
  ],
  likes: [
    'Une communication ouverte et honnête',
    'Les gestes de tendresse au quotidien',
    "L'écoute sans jugement",
    'Les fous rires partagés',
    'La confiance et la loyauté',
    'Les moments calmes rien que pour moi',
    'Le respect de mon espace personnel',
    'Les projets construits ensemble',
  ],
  dislikes: [
    'Le manque de respect de mes limites',
    'Les mensonges, même petits',
    'Les silences qui punissent',
    'Les promesses jamais tenues',
    "Devoir mendier de l'attention",
    'Les critiques qui rabaissent',
    'Le manque de considération pour mes besoins',
    'La jalousie qui étouffe',
  ],
} as const;

/** Custom sections: the first entry whose words appear in the section's title or description. */
export const CUSTOM_SECTION_POOLS: readonly { words: RegExp; items: readonly string[] }[] = [
  {
    words: /\b(reve|projet|envie|souhait|ambition|voyage|bucket)/,
    items: [
      'Voyager {seul·e} au moins une fois',
      'Apprendre une nouvelle langue',
      'Créer quelque chose de mes mains',
      'Vivre quelques mois dans une autre ville',
    ],
  },
  {
    words: /\b(valeur|principe|important)/,
    items: [
      "L'honnêteté, même quand c'est difficile",
      'Le respect de soi et des autres',
      'La bienveillance au quotidien',
      "La liberté d'être moi-même",
    ],
  },
  {
    words: /\b(limite|besoin|non negociable|frontiere)/,
    items: ['Avoir du temps rien que pour moi', 'Dire non sans me justifier', "Qu'on respecte mes choix", 'Être {écouté·e} quand je parle'],
  },
  {
    words: /\b(ami|famille|proche|entourage|relation|lien)/,
    items: [
      'Voir mes amis au moins une fois par semaine',
      'Dire plus souvent aux gens que je les aime',
      "M'entourer de personnes bienveillantes",
      'Appeler ma famille plus régulièrement',
    ],
  },
  {
    words: /\b(corps|sante|sport|bien-etre|bien etre|forme|sommeil|energie)/,
    items: [
      'Bouger un peu chaque jour',
      'Dormir au moins sept heures par nuit',
      'Cuisiner des repas qui me font du bien',
      "Sortir prendre l'air chaque matin",
    ],
  },
  {
    words: /\b(travail|carriere|etude|professionnel|job|boulot|metier)/,
    items: [
      'Oser demander une formation',
      'Finir les projets que je commence',
      'Trouver un travail qui a du sens',
      'Célébrer mes réussites au travail',
    ],
  },
  {
    words: /\b(peur|angoisse|crainte|inquietude|doute)/,
    items: [
      'Avoir peur de recommencer une histoire',
      'Craindre de ne pas être à la hauteur',
      'Redouter les dimanches soir',
      'Douter de mes propres choix',
    ],
  },
  {
    words: /\b(gratitude|merci|reconnaissan)/,
    items: [
      'Mes amis qui répondent toujours présents',
      'Un café chaud le matin',
      'Mon corps qui continue de me porter',
      'Les petits moments de calme',
    ],
  },
  {
    words: /\b(lecon|appris|apprentissage|enseignement|retenu|comprendre)/,
    items: [
      'Je mérite une relation qui me respecte',
      'Mes besoins comptent autant que ceux des autres',
      'Je peux traverser une grande peine',
      'Je ne dois pas me perdre pour être {aimé·e}',
    ],
  },
  {
    words: /\b(loisir|passion|plaisir|hobby|joie|bonheur|kiff|aime faire)/,
    items: [
      'Lire au soleil un dimanche',
      'Danser dans ma cuisine',
      'Découvrir de nouvelles musiques',
      'Dessiner sans chercher à bien faire',
    ],
  },
  {
    words: /\b(objectif|but|resolution|changement|defi)/,
    items: [
      'Écrire dans mon journal chaque semaine',
      'Apprendre une nouvelle compétence cette année',
      'Prendre un vrai jour de repos par semaine',
    ],
  },
];

export const CUSTOM_SECTION_FALLBACK: readonly string[] = [
  'Prendre soin de moi chaque jour',
  'Écouter ce que je ressens vraiment',
  'Avancer à mon rythme, sans me presser',
  'Garder du temps pour ce qui me fait du bien',
];
