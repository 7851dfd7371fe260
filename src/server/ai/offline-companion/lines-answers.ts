/**
 * The offline companion's answers to what the person asks: « ça passe un jour ? », « est-ce
 * normal ? », what to do next (steps), a decision (the ring, the children, blocking), what the ex
 * thinks, « tu te souviens ? », a question she cannot answer, « tu m'as mal lue »…
 *
 * Content, not logic: the move is chosen in moves.ts, its lines in compose.ts. No line holds a
 * question mark except the questions: a reply is what the message asks for, said once, then
 * exactly one open question (SPEC §1); the questions here follow each kind of answer (a theme's
 * own question follows its words, in themes.ts). Each pool holds enough lines that a person who
 * comes back to the same subject every day does not read the same sentence twice in 50 replies
 * (issue 26).
 *
 * Markers: `{name}` and `{relation}` a person of their life, `{fact}` a memory, `{days}` a count in
 * the person's words with a capital, `{count}` a time since the breakup as they said it, `{place}`
 * where they went back to, `{ex}` the ex's first name; words about the person agree with their
 * gender (`{seul·e}`, shared/gender.ts).
 */
import type { ThemeId } from './themes';

/** Said only from « Ce que Janne retient de toi »: what she keeps is what that list shows. */
export const FACT_LINES: readonly string[] = ['Je me souviens de ce que tu m’as confié : {fact}', 'Tu me l’avais dit : {fact}'];

/**
 * « Tu te souviens… ? » with nothing about it in « Ce que Janne retient de toi »: Janne says what
 * she keeps, and asks again, rather than pretend (issue 26).
 */
export const REMEMBER_NOTHING_LINES: readonly string[] = [
  'Je ne garde que ce qui est dans « Ce que Janne retient de toi », dans Mon compte, et je n’y trouve rien là-dessus. Tu veux bien me le redire ?',
  'Honnêtement, non : je ne retiens que ce que montre « Ce que Janne retient de toi », et ça n’y est pas. Tu me le racontes de nouveau ?',
];

/**
 * « Tu crois que ça passe un jour ? »: an honest, hopeful answer — what is known of how heartbreak
 * eases (by waves, over weeks and months; Sbarra & Emery 2005; Lewandowski & Bizzoco 2007), never
 * a date (issue 26).
 */
export const HOPE_ANSWERS: readonly string[] = [
  'Oui, je le crois vraiment : ça passe. Pas d’un coup ni à date fixe, mais pour la plupart des gens la douleur d’une rupture diminue nettement au fil des semaines et des mois, par vagues de plus en plus espacées.',
  'Oui. Les études qui ont suivi des personnes après une rupture le montrent : la tristesse baisse peu à peu au fil des semaines, avec des jours plus durs qui reviennent, puis s’espacent. Ce que tu ressens aujourd’hui n’est pas ce que tu ressentiras toujours.',
  'Honnêtement, oui : ça s’apaise avec le temps. Je ne peux pas te donner de date, personne ne le peut, mais le chagrin d’amour diminue chez presque tout le monde au fil des mois, surtout quand on prend soin de soi comme tu essaies de le faire.',
  'Je le crois, oui, même si je sais que ça ne se sent pas de l’intérieur aujourd’hui. Le chagrin d’amour est l’une des douleurs les mieux connues : elle est très forte au début, puis elle perd de sa force, sans prévenir, un jour après l’autre.',
  'Oui, ça passe, mais pas en ligne droite. Il y aura encore des soirs difficiles, et pourtant, d’un mois à l’autre, la plupart des gens sentent que ça pèse moins.',
  'Je ne vais pas te promettre une date. Mais je peux te dire ce qu’on sait : presque tout le monde finit par aller mieux après une rupture, et les personnes qui prennent soin d’elles, comme tu le fais en venant ici, y arrivent souvent plus vite.',
];

export const STEPS_INTRO: readonly string[] = [
  'Concrètement, voici ce que je te propose :',
  'Voici trois petits pas, concrets :',
  'Quelques choses simples, pour ce soir :',
  'Si tu veux du concret :',
];

/** Two or three steps a person can take tonight, by theme; `default` for the others. Imperatives, tutoiement. */
export const STEPS: Readonly<Partial<Record<ThemeId, readonly string[]>> & { default: readonly string[] }> = {
  recontacter: [
    'Copie ce message dans « J’ai envie de lui écrire », où il ne partira jamais, puis efface-le de ton téléphone.',
    'Mets ton téléphone dans une autre pièce pour la soirée.',
    'Écris à une personne de confiance pour lui dire que c’est dur ce soir.',
  ],
  reseaux: [
    'Masque ses publications, ou mets son profil en sourdine, sans rien supprimer si c’est trop tôt.',
    'Désinstalle l’application pour quelques jours.',
    'Note dans ton journal ce que tu ressens après chaque coup d’œil : tu verras vite ce que ça te coûte.',
  ],
  jalousie: [
    'Arrête de regarder ses photos pour aujourd’hui : masque son profil.',
    'Écris trois choses que tu vaux, sans lien avec cette histoire.',
    'Appelle quelqu’un qui te connaît bien et raconte-lui ce que tu ressens.',
  ],
  nuits: [
    'Pose ton téléphone loin du lit une heure avant de dormir.',
    'Écris sur un papier ce qui tourne dans ta tête, pour le déposer quelque part.',
    'Respire lentement : inspire sur quatre temps, souffle sur six, dix fois.',
  ],
  etudes: [
    'Choisis une seule chose à faire pour demain en cours, la plus simple.',
    'Dis à un adulte de confiance là-bas (un prof, l’infirmière scolaire, la vie scolaire) que tu traverses une période difficile, sans tout raconter.',
    'Révise par petits bouts : vingt minutes, une pause, puis vingt minutes encore.',
  ],
  travail: [
    'Choisis une seule tâche pour demain matin, la plus simple.',
    'Préviens une personne de confiance au travail que tu traverses une période difficile, sans tout raconter.',
    'Prévois une vraie pause à midi, loin de l’écran.',
  ],
  solitude: [
    'Prévois dès maintenant un moment avec quelqu’un ce week-end, même court.',
    'Sors marcher vingt minutes, même sans but.',
    'Écris dans ton journal ce qui te manque le plus quand tu es {seul·e}, pour le nommer.',
  ],
  colere: [
    'Écris une lettre de colère que tu n’enverras pas, sans te censurer.',
    'Bouge : marche vite, cours, tape dans un coussin.',
    'Attends demain avant toute décision ou tout message.',
  ],
  culpabilite: [
    'Écris ce que tu te reproches, puis ce que tu dirais à quelqu’un que tu aimes qui te dirait la même chose.',
    'Note une chose que tu as bien faite dans cette histoire.',
    'Parle-en à une personne de confiance, ou à un·e psy si ça pèse trop.',
  ],
  confiance: [
    'Écris trois qualités que des proches t’ont déjà reconnues.',
    'Fais une petite chose aujourd’hui rien que pour toi.',
    'Ouvre Ma matrice d’introspection et ajoute une force que tu oublies souvent.',
  ],
  default: [
    'Prends dix minutes pour écrire ce que tu ressens dans ton Journal quotidien.',
    'Appelle ou écris à une personne de confiance aujourd’hui.',
    'Fais une chose douce pour ton corps : marcher, manger chaud, dormir un peu plus.',
    'Sors prendre l’air, même dix minutes, sans ton téléphone.',
    'Choisis une seule petite tâche pour demain, et rien de plus.',
    'Note une chose, même minuscule, qui s’est bien passée aujourd’hui.',
  ],
};

/** « Est-ce normal ? » — an answer first. */
export const NORMAL_ANSWERS: readonly string[] = [
  'Oui, c’est normal, et c’est même très courant après une rupture : le cerveau cherche ce qui lui manque, un peu comme un manque physique.',
  'C’est normal, vraiment. Après une histoire comme celle avec {ex}, beaucoup de gens font exactement la même chose.',
  'C’est normal. Beaucoup de personnes vivent exactement ça après une séparation, et ça ne dit rien de ta valeur.',
  'Oui, c’est tout à fait normal : ce que tu décris est l’une des réactions les plus fréquentes après une rupture.',
  'Oui, c’est normal. Après une séparation, le cœur et le corps réagissent de façons qui surprennent, et celle-ci est très courante.',
  'C’est normal, vraiment. Ce que tu vis ressemble à ce que vivent beaucoup de personnes dans les premiers mois après une rupture.',
];

/** After the honest answer about healing. */
export const HOPE_QUESTIONS: readonly string[] = [
  'Qu’est-ce qui te ferait sentir, même un peu, que tu avances ?',
  'Tu te poses la question ce soir plus que d’habitude ?',
  'Qu’est-ce qui t’aiderait à tenir, en attendant que ça s’apaise ?',
  'Qu’est-ce qui te fait douter que ça puisse passer, toi ?',
  'Il y a des moments, déjà, où c’est un tout petit peu moins lourd ?',
];

/** « Est-ce que je pourrai aimer à nouveau ? »: honest, hopeful, no promise of a person or a date. */
export const LOVE_AGAIN_ANSWERS: readonly string[] = [
  'Je ne peux pas te le promettre, personne ne le peut. Mais ce que je sais, c’est que la capacité d’aimer ne s’use pas avec une rupture : la plupart des gens aiment de nouveau, souvent autrement, quand ils sont prêts.',
  'Je le crois, oui. Pas tout de suite, et pas forcément comme avant : le cœur a besoin de temps pour cicatriser. Mais avoir aimé fort dit surtout que tu en es capable, pas que c’était ta seule chance.',
];

/**
 * A question Janne cannot answer with what she understands: she says so plainly rather than answer
 * beside it (issue 26: « an honest je ne sais pas »), and asks what would help.
 */
export const UNSURE_LINES: readonly string[] = [
  'Je ne suis pas sûre d’avoir bien compris ta question, et je préfère te le dire plutôt que de te répondre à côté.',
  'Honnêtement, je ne sais pas te répondre avec certitude là-dessus. Je ne veux pas te raconter n’importe quoi.',
  'Ta question mérite une vraie réponse, et je ne suis pas certaine de l’avoir. Je préfère être franche.',
];

export const UNSURE_QUESTIONS: readonly string[] = [
  'Tu peux me la reformuler, ou me dire ce qui se cache derrière ?',
  'Qu’est-ce que toi, tu en penses, au fond ?',
  'Tu veux m’en dire un peu plus, pour que je comprenne mieux ?',
];

/** After the answer to « est-ce normal ? », without a theme of its own. */
export const NORMAL_QUESTIONS: readonly string[] = [
  'Qu’est-ce qui te fait douter que ce soit normal ?',
  'Qu’est-ce que tu ressens quand ça t’arrive ?',
  'Qu’est-ce qui t’a fait te poser la question ?',
  'Qu’est-ce que ça te fait, de savoir que tu n’es pas {seul·e} à vivre ça ?',
];

export const DECISION_QUESTIONS: readonly string[] = ['Qu’est-ce qui t’attire dans cette idée ?', 'Qu’est-ce qui te fait hésiter, toi ?'];

/** « Est-ce qu'on peut rester amis ? »: what is known, without deciding for the person. */
export const FRIENDS_WITH_EX_LINES: readonly string[] = [
  'Parfois, oui, mais rarement tout de suite. Une amitié demande que l’amour soit retombé des deux côtés ; avant, chaque échange risque de rouvrir la plaie, et c’est souvent celui qui souffre le plus qui paie.',
  'C’est possible pour certains, avec beaucoup de temps et de distance d’abord. Tu n’as pas à accepter maintenant ce qu’on te propose pour se sentir moins coupable : tu peux dire « pas pour l’instant ».',
];

export const FRIENDS_WITH_EX_QUESTIONS: readonly string[] = [
  'Qu’est-ce que toi, tu en attendrais, de cette amitié ?',
  'Qu’est-ce que ça t’a fait, qu’on te le propose ?',
];

/** « Combien de temps ça dure ? »: no rule of thumb, what is known instead. */
export const HOW_LONG_ANSWERS: readonly string[] = [
  'Il n’y a pas de durée fixe, et les règles qu’on entend (un an, la moitié du temps passé ensemble) ne reposent sur rien de solide. Ce que montrent les études, c’est que la douleur baisse nettement au fil des semaines et des mois, par vagues qui s’espacent.',
  'Personne ne peut te donner de durée, et méfie-toi des règles toutes faites. Pour la plupart des gens, le plus dur s’apaise en quelques mois ; il reste des jours qui piquent, mais ils deviennent plus rares.',
];

/** The plans that ended with the relationship. */
export const PLANS_LINES: readonly string[] = [
  'Tu ne perds pas seulement {ex} : tu perds aussi l’avenir que tu avais imaginé, les projets, les dates. C’est un deuil à part entière.',
  'Ces projets-là, c’était déjà une vie que tu voyais. Les laisser partir fait mal d’une autre façon, et c’est normal.',
];

export const PLANS_QUESTIONS: readonly string[] = [
  'Qu’est-ce qui te manque le plus, dans cet avenir-là ?',
  'Il y a une part de ces projets qui t’appartient, à toi, et que tu pourrais garder ?',
];

/** « Est-ce que j'ai le droit d'être triste alors que c'est moi qui suis parti ? » */
/** « J'ai le droit d'être triste ? » from a person who was left, or who has not said who left (turn.ts, whoLeft). */
export const RIGHT_TO_GRIEVE_ANY_LINES: readonly string[] = [
  'Oui, tu as le droit, complètement. Tu as perdu une histoire, des habitudes, un avenir que tu imaginais : la tristesse n’a pas besoin d’autorisation.',
  'Bien sûr que tu as le droit. Ce qui s’arrête comptait pour toi, et être triste, c’est la trace de cet attachement, pas une faiblesse.',
];

/** « J'ai le droit d'être triste alors que c'est moi qui suis parti ? »: only for a person who said they ended it. */
export const RIGHT_TO_GRIEVE_LINES: readonly string[] = [
  'Oui, tu as le droit. Quitter quelqu’un qu’on a aimé, c’est aussi perdre quelque chose : une histoire, des habitudes, une version de toi. La tristesse n’a pas besoin d’être méritée.',
  'Bien sûr que tu as le droit. Avoir pris la décision ne t’empêche pas d’être en deuil de ce qui s’arrête, et ceux qui te disent d’assumer oublient ça.',
];

/** Decisions by kind: each gets an answer of its own size. */
export const DECISIONS: Readonly<Record<'protect' | 'ring' | 'kids' | 'adultKids' | 'things' | 'general', readonly string[]>> = {
  adultKids: [
    'Avec des enfants adultes, tu peux dire la vérité simplement, sans accuser personne : que le couple ne rendait plus heureux, que ce n’est la faute de personne, et que tu ne leur demandes pas de choisir. Ils ont le droit de comprendre sans avoir à juger.',
    'Ils sont assez grands pour entendre une vérité sobre : ce qui s’est usé entre leurs parents, sans détails ni coupable. Ce qui les protège le plus, c’est que tu ne dises pas de mal de leur père ou de leur mère.',
  ],
  protect: [
    'Masquer ou bloquer, ce n’est ni lâche ni définitif : c’est te protéger. Si voir ses publications te fait mal, tu as le droit de couper ça, et tu pourras toujours changer d’avis plus tard.',
    'Oui, tu peux le faire, et sans culpabiliser : ce n’est pas un message envoyé à l’autre, c’est une porte que tu fermes pour respirer. Rien n’empêche de revenir dessus plus tard.',
  ],
  ring: [
    'Il n’y a pas de bon moment universel. Tu peux la retirer sans rien décider d’autre : la ranger dans une boîte, le temps de savoir ce que tu veux en faire. Beaucoup de gens l’enlèvent le jour où la porter fait plus mal que de l’enlever.',
    'Tu n’es pas {obligé·e} de choisir tout de suite entre la rendre, la garder ou la transmettre. L’enlever et la mettre de côté, c’est déjà une étape, et elle est réversible.',
  ],
  kids: [
    'Les enfants supportent souvent mieux une vérité simple et stable qu’un espoir qui s’éteint peu à peu. Quand la décision est prise, on conseille de leur dire clairement, avec des mots de leur âge, que ce n’est pas leur faute et que leurs deux parents les aiment.',
    'Avec les enfants, le plus aidant est souvent une réponse claire, répétée avec patience : la séparation est une décision d’adultes, elle ne changera pas l’amour que leurs parents leur portent.',
  ],
  things: [
    'Passer par une personne de confiance, c’est souvent plus doux pour tout le monde : les affaires rendues, sans se revoir à vif. Tu n’es pas {obligé·e} de le faire toi-même pour bien faire.',
    'Rendre ses affaires peut se faire sans face-à-face : un proche, un dépôt chez quelqu’un, un créneau court. Choisis ce qui te protège le plus.',
  ],
  general: [
    'Ce n’est pas à moi de décider pour toi, et je ne veux pas faire semblant de savoir. Ce que je peux te dire : juste après une rupture, on conseille souvent d’attendre un peu avant les grandes décisions, pour ne pas choisir sous le coup de la douleur.',
    'Je ne peux pas trancher à ta place. Un repère aide souvent : si l’envie est toujours là dans quelques mois, quand ça ira un peu mieux, elle est sans doute la tienne, pas seulement celle du chagrin.',
  ],
};

export const DECISION_SMALL_QUESTIONS: readonly string[] = [
  'Qu’est-ce que tu sens, toi, quand tu t’imagines le faire ?',
  'Qu’est-ce qui te ferait le plus de bien, là-dedans ?',
];

/** Janne misread the person: she says so, simply, and asks again. */
export const REPAIR_LINES: readonly string[] = [
  'Pardon, je t’ai mal {lu·e}.',
  'Tu as raison, j’ai répondu à côté, pardon.',
  'Désolée, je n’ai pas bien compris.',
];

export const REPAIR_QUESTIONS: readonly string[] = [
  'Tu veux bien me redire ce qui compte le plus, là ?',
  'Qu’est-ce que tu aurais eu besoin que je te réponde ?',
  'Qu’est-ce que tu vis, là, que je n’ai pas entendu ?',
];

/** « Tu penses qu'il regrette ? »: Janne cannot know, says so, and brings it back to the person. */
export const EX_MIND_LINES: readonly string[] = [
  'Honnêtement, je ne peux pas savoir ce qui se passe dans sa tête, et je ne veux ni te donner de faux espoir ni te faire plus mal.',
  'Je n’en sais rien, et personne ne peut le savoir à sa place. Ce que je remarque, c’est que la réponse ne changerait pas grand-chose à ce que tu traverses ce soir.',
];

export const EX_MIND_QUESTIONS: readonly string[] = [
  'Qu’est-ce que ça changerait pour toi, de le savoir ?',
  'Qu’est-ce que tu espères, au fond, quand tu te poses cette question ?',
];

/** When the person writes « vous »: once, said kindly, why Janne says « tu ». */
export const VOUS_LINES: readonly string[] = [
  'Tu peux tout à fait me vouvoyer, fais comme tu le sens. Moi, je te dis tu : c’est ma façon d’être proche.',
  'Vouvoie-moi sans souci. Si je te tutoie, c’est pour être un peu plus près de toi, pas par manque de respect.',
];

/**
 * A question of law, money or papers (third blind reading, issue 40: a woman of 62 asked what to
 * ask her lawyer and got sleep advice): what Janne cannot know, said honestly, and what helps any
 * such appointment.
 */
export const PRACTICAL_LINES: readonly string[] = [
  'Pour le droit et l’argent, je ne suis pas la bonne personne pour te conseiller précisément, et je préfère te le dire. Ce que je sais, c’est qu’un entretien avec un avocat ou un notaire se prépare : note tes questions à l’avance, même celles qui te paraissent bêtes, et apporte les papiers que tu as (actes, relevés, avis d’impôt).',
  'Je ne peux pas te répondre sur le fond, ce sont des questions pour un avocat, un notaire ou ta banque. Mais tu as le droit de leur demander tout ce qui t’inquiète : combien de temps, combien ça coûte, ce que tu peux faire dès maintenant. Les écrire avant aide à ne rien oublier.',
];
export const PRACTICAL_QUESTIONS: readonly string[] = [
  'Qu’est-ce qui t’inquiète le plus, dans tout ça ?',
  'Qu’est-ce que tu voudrais savoir en premier ?',
];

/**
 * Bullied at school or online (issue 41: a 16-year-old mocked by his class, photos shared, got no
 * pointer to an adult or to the 3018): never their fault, an adult to tell, the 3018.
 */
export const BULLIED_LINES: readonly string[] = [
  'Ce que tu décris, c’est du harcèlement, et ce n’est jamais de ta faute. Tu n’as pas à le porter {seul·e} : parles-en à un adulte en qui tu as confiance, un parent, un prof, l’infirmière scolaire. Et tu peux appeler le 3018, gratuit et anonyme, 7 jours sur 7 de 9 h à 23 h : ils aident aussi à faire supprimer des photos qui circulent.',
  'Personne n’a le droit de te traiter comme ça, ni en vrai ni en ligne. Le 3018 est là pour ça (gratuit, anonyme, tous les jours de 9 h à 23 h, aussi par tchat sur 3018.fr), et un adulte de confiance peut t’aider à faire cesser ça.',
];
export const BULLIED_QUESTIONS: readonly string[] = [
  'Il y a un adulte à qui tu pourrais en parler, cette semaine ?',
  'Depuis combien de temps ça dure ?',
];
