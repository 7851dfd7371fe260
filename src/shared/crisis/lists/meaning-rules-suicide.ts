/**
 * The meaning rules for suicide (and « rope », a danger rule kept with the other methods of
 * suicide): the concepts of lexicon.ts, combined. How rules are matched, and what a rule's scope,
 * `none` and `subject` mean, is in meaning.ts.
 */
import type { MeaningRule } from '../kinds';
import { W } from '../regex';
import * as L from './lexicon';

/** Leaving a partner, moving out: a goodbye to a relationship, not to life. */
const RELATIONSHIP_EXIT = W`(?:\b(?:je (?:te|le|la) quitte|mes valises|mes cartons|les cles|demenage\w*|nouvel appart|mon cdi|en vacances|chez ma mere|chez mes parents)\b)`;

// ─── Concepts used by one rule each (kept here, next to the rule that combines them) ──────────
/** A last look at the world, not at the ex: « la dernière fois que je vois le soleil / mes enfants ». */
const LAST_LOOK = W`\bla derniere fois que je (?:regarde|vois|verrai|contemple|sens|respire|serre|embrasse|entends)\b (?:(?:le|la|les|un|une) (?:coucher|lever|soleil|ciel|mer|etoiles|lune|ville|monde|aube|printemps|neige)|(?:mes|ma|mon) (?:enfants|parents|proches|famille|mere|pere|fille|fils|soeur|frere|chat|chien|maman|papa)|vos (?:visages|tetes|sourires))\b`;
/** Belongings given away, with something unsaid around it. */
const GIVEAWAY = W`\b(?:distribue|donne|offert|file|refile|legue)\w* (?:(?:toutes |tous |presque toutes )?(?:mes|toutes mes) (?:affaires|bijoux|vetements|fringues|livres|jeux|trucs|objets|plantes|possessions|economies|consoles?)\b|(?:ma|mon|mes) (?!avis\b|accord\b|numero\b|adresse\b|temps\b|coeur\b|cv\b|dossier\b|reponse\b)[a-z]+(?: et (?:ma|mon|mes) [a-z]+)? a (?:mon|ma|mes|une|un)\b)`;
const UNEXPLAINED = W`\b(?:(?:ont|a) (?:pas|rien) compris(?: pourquoi)?|comprennent pas|comprendr(?:a|as|ont|ez)|sans (?:rien )?(?:expliquer|dire pourquoi|leur dire)|(?:j'en aurai|j'en ai) plus besoin|la ou je vais|c'est mieux (?:comme ca|ainsi))\b`;
/** A previous attempt, and it coming back. */
const PAST_ATTEMPT = W`\b(?:fait|deja fait|fais) (?:une|deux|trois|plusieurs|ma|des) (?:tentatives?|ts|tous)\b(?! (?:de (?!suicide)|pour (?:le|la|lui|les|recuperer)|d'appel)\w*)`;
const RECURRENCE = W`\b(?:revient|reviennent|recommence\w*|de nouveau|a nouveau|pareil|comme avant|encore|rechute\w*|j'ai peur)\b`;
/** Researching where to jump: « les ponts les plus hauts », « l'immeuble le plus haut ». */
const HIGHEST_PLACE = W`\b(?:(?:les |le |la |un |une )?(?:ponts?|immeubles?|falaises?|tours?|viaducs?|parkings?),? (?:les |le |la )?plus (?:hauts?|hautes?|eleve\w*)|(?:les |le |la )?plus (?:hauts?|hautes?) (?:ponts?|immeubles?|falaises?|tours?|viaducs?))\b`;
const HIGHEST_BENIGN = W`\b(?:expose|devoir|cours|photos?|visiter|visite|voyage|touris\w*|instagram|vue|architecture|classement|record)\b`;
const RESEARCH = W`\b(?:renseigne\w*|cherche\w*|recherche\w*|google\w*|regarde\w*|repere\w*|note\w*|liste\w*)\b`;
/** A deadline set for oneself, then the end. */
const DEADLINE = W`\bje me (?:suis )?(?:donne|laisse|fixe)e? (?:encore |jusqu'a |jusqu'au |une |un |deux |trois |\d+ )`;
const ENDING_ACT = W`\b(?:j'arrete tout|tout arreter|j'en finis|je le fais|je pars|je me tue|je me foutrais en l'air|c'est fini|je disparais|je passe a l'acte|je m'en vais)\b`;
/** « ce soir je le fais : je supprime nos conversations » — the act explained right after. */
const ACT_EXPLAINED = W`\b(?:le fais|vais le faire|le ferai)\s*:`;
/** A way to die looked at, and thought « simple » or « quick »: « je me dis que ce serait rapide ». */
const EASE_THOUGHT = W`\b(?:je me dis|me dire|je pense|penser|je songe|songer)\w* (?:que|qu')[^.!?]{0,60}\b(?:ce serait|ca serait|c'est|ce sera|ca sera|ca irait) (?:tellement |si |vite )?(?:simple|rapide|facile|vite fait|regle|fini|termine)${L.END}`;
const METHOD_SITE = W`\b(?:trains?|rails|voies? ferrees?|rer|metro|pont|falaise|vide|fenetre|balcon|platane|arbre|poutres?|corde|fusil|cachets|${L.MEDS}|coup de volant|la (?:seine|garonne|loire|riviere)|le (?:fleuve|canal|lac))\b`;
const TRAVEL = W`\b(?:pour (?:aller|rentrer|venir|partir en|me rendre)|billets?|trajets?|vacances|week end|covoit\w*|en retard|greve)\b`;
/** Wanting the pain to stop, where one could die: « je suis sur le quai, je veux plus souffrir ». */
const SUFFER_NO_MORE = W`\b(?:veux|voudrais|envie de|besoin de) (?:plus|pas|arreter de|ne plus) souffrir\b`;
const AT_SITE = W`\b(?:sur|au bord du|au bord de la|en haut du|en haut de la) (?:le |la )?(?:quai|pont|toit|falaise|rails|voie|parapet|rebord|balcon)\b|\ble (?:prochain|train|metro|rer) (?:passe|arrive)\b`;
/** How high a fall must be: « quelle hauteur faut-il pour pas se rater », « à partir de quel étage on meurt ». */
const HEIGHT_Q = W`\b(?:quelle hauteur|a partir de (?:quelle|quel) (?:hauteur|etage))\b`;
const FALL_GOAL = W`\b(?:chute|sauter|tomber|rater|louper|mortelle?|mourir|survivre|fenetre|etage|vide)\b`;
/** A hanging point tested: « j'ai vérifié que la poutre supporterait mon poids ». */
const HANG_POINT = W`\b(?:poutres?|crochets?|rampe|lustre|noeud)\b`;
const HOLDS_WEIGHT = W`\b(?:supporter\w*|tiendr\w*|tenir|tient|resister\w*) (?:bien )?mon poids\b`;
/** Ammunition fetched for a gun: « j'ai remonté les cartouches de la cave ». */
const AMMO_FETCHED = W`\b(?:remonte|sorti|ressorti|charge|recupere|achete|cherche)\w* (?:les |des |mes |quelques )?(?:cartouches|balles|munitions)\b`;
const GUN_WORD = W`\b(?:fusil|flingue|pistolet|revolver|carabine|arme)\b`;
const HUNT = W`\b(?:(?:pour|a) la chasse|ouverture|ball trap|stand de tir|club de tir|battue|gibier|sanglier|faisan|canards?)\b`;

export const SUICIDE_RULES: MeaningRule[] = [
  // ─── Suicide ──────────────────────────────────────────────────────────────────────────────────
  // A wish, plan or thought whose object is the end of one's own life, literal or euphemistic.
  // Also: « j'aimerais bien partir pour toujours », « je suis à deux doigts de me foutre en l'air ».
  { id: 'wish-to-die', category: 'suicide', scope: 'sentence', all: [W`${L.WISH}${L.SELF_DEATH}`] },
  // Death named, then the thought owned. Also: « me tuer, j'y pense », « en finir. je pense qu'à ça ».
  { id: 'death-on-mind', category: 'suicide', scope: 'sentence', all: [L.SELF_DEATH_PLAIN, L.DEATH_ON_MIND] },
  // Wishing everything would stop. Also: « je voudrais juste que tout s'arrête », « j'aimerais que la vie cesse ».
  {
    id: 'wish-all-stops',
    category: 'suicide',
    scope: 'sentence',
    all: [W`(?:${L.WISH}|\b(?:envie|besoin|hate|autant|vivement) )${L.ALL_STOPS}`],
  },
  // Passive death wish: one's own death imagined, and judged a relief or indifferent.
  // Also: « si je mourais demain ce serait un soulagement », « tomber malade et que tout s'arrête, ça m'irait ».
  { id: 'death-as-relief', category: 'suicide', scope: 'sentence', all: [L.HYPO_DEATH, L.RELIEF] },
  // Wishing for an accident or a death in one's sleep. Also: « je voudrais me faire faucher par un bus », « j'espère partir dans mon sommeil ».
  {
    id: 'wish-accident',
    category: 'suicide',
    scope: 'sentence',
    all: [
      W`${L.WISH}(?:(?:avoir|faire) un (?:accident|avc|arret cardiaque)|me faire (?:renverser|ecraser|percuter|faucher)|(?:partir|mourir) dans mon sommeil|${L.EXTERNAL_DEATH})\b`,
    ],
  },
  // Joining the dead. Also: « j'ai hâte de retrouver papi là-haut », « je veux aller voir maman au paradis ».
  { id: 'rejoin-dead', category: 'suicide', scope: 'sentence', all: [L.REJOIN_DEAD] },
  // The method thought out. Also: « je sais comment je m'y prendrais », « j'ai réfléchi à comment je vais le faire ».
  { id: 'plan-how', category: 'suicide', scope: 'sentence', all: [L.PLAN_HOW] },
  // « my last night », said alone. Also: « cette nuit sera ma dernière nuit. », « voilà, c'est ma dernière soirée. »
  { id: 'last-night', category: 'suicide', scope: 'sentence', all: [L.LAST_NIGHT], none: [L.MOVING_OUT] },
  // Imagining one's own absence. Also: « si j'étais plus en vie, qui s'en rendrait compte », « si je disparaissais, ils s'en remettraient ».
  { id: 'imagined-absence', category: 'suicide', scope: 'sentence', all: [L.HYPO_SELF_GONE] },
  // Being a burden. Also: « j'ai l'impression d'être un poids pour mes parents », « je pèse sur tout le monde ».
  { id: 'burden', category: 'suicide', scope: 'sentence', all: [L.BURDEN] },
  // The people close to the writer better off without them. Also: « mes enfants seraient plus heureux sans moi », « mon père vivrait mieux sans un fils comme moi ».
  { id: 'better-without-me', category: 'suicide', scope: 'sentence', all: [L.BETTER_WITHOUT_ME] },
  // Picturing one's own funeral. Also: « qui viendrait à mes funérailles », « je choisis la musique de mon enterrement ».
  { id: 'own-funeral', category: 'suicide', scope: 'sentence', all: [L.FUNERAL] },
  // Regret at waking up alive. Also: « tous les matins je regrette de me réveiller », « encore en vie ce matin, dommage ».
  { id: 'waking-regret', category: 'suicide', scope: 'sentence', all: [L.WAKING_REGRET] },
  // No reason to go on. Also: « je trouve plus le sens de continuer comme ça », « j'ai plus personne pour qui vivre ».
  { id: 'pointless', category: 'suicide', scope: 'sentence', all: [L.POINTLESS] },
  // No place left in the world. Also: « y a plus de place pour moi sur cette terre », « j'ai pas ma place parmi les vivants ».
  { id: 'no-place', category: 'suicide', scope: 'sentence', all: [L.NO_PLACE] },
  // One's own death stated as a future fact. Also: « dimanche je serai plus de ce monde », « bientôt je serai sous terre ».
  { id: 'future-death', category: 'suicide', scope: 'sentence', all: [L.FUTURE_DEATH] },
  // Asking how to die, or how much of a medicine. Also: « quelle dose de xanax est mortelle ? », « le moyen le plus rapide de se pendre ».
  { id: 'method-question', category: 'suicide', scope: 'sentence', all: [L.METHOD_Q, L.LETHAL_GOAL] },
  // Ending « it » when « it » is one's life. Also: « cette vie je veux y mettre un terme », « exister me pèse, je vais y mettre fin ».
  { id: 'end-it-life', category: 'suicide', scope: 'sentence', all: [W`\by mettre (?:fin|un terme)\b`, L.LIFE_WORD] },
  // Life worth nothing. Also: « ma vie vaut plus rien », « ma vie sans lui ça valait rien ».
  { id: 'life-worthless', category: 'suicide', scope: 'sentence', all: [L.LIFE_WORTHLESS] },
  // Afraid of one's own act. Also: « j'ai peur de faire une grosse bêtise ce soir », « je me fais peur en ce moment ».
  { id: 'fear-of-act', category: 'suicide', scope: 'sentence', all: [L.FEAR_OF_ACT] },
  // Not picturing oneself alive later. Also: « je me vois pas passer l'hiver », « je me vois plus vieillir ».
  { id: 'no-future', category: 'suicide', scope: 'sentence', all: [L.NO_FUTURE] },
  // Death as a pull, oneself pictured dead. Also: « la mort me semble douce », « je m'imagine dans un cercueil ».
  { id: 'death-pull', category: 'suicide', scope: 'sentence', all: [L.DEATH_PULL] },
  // Asking for the lethal dose. Also: « la dose létale de doliprane c'est combien », « combien de lexomil pour dormir pour toujours ».
  { id: 'lethal-dose', category: 'suicide', scope: 'sentence', all: [L.LETHAL_DOSE] },
  // Wanting to jump, with a height in view. Also: « je suis à la fenêtre du 8e, il suffirait de basculer », « j'ai failli enjamber la rambarde du pont ».
  { id: 'jump', category: 'suicide', scope: 'sentence', all: [L.JUMP, L.HEIGHT] },
  // Worn out and « leaving », with no destination. Also: « j'ai plus la force de me battre, je veux m'en aller », « épuisée de lutter, j'aimerais lâcher prise ».
  { id: 'tired-leaving', category: 'suicide', scope: 'sentence', all: [L.WANT_TO_LEAVE, L.TIRED_OF_FIGHTING] },
  // Driving into something. Also: « je vais foncer dans un platane », « j'ai envie de me jeter sous un camion ».
  { id: 'crash', category: 'suicide', scope: 'sentence', all: [L.CRASH], subject: 'self' },
  // Regretting being born. Also: « j'aurais aimé ne jamais naître », « je maudis le jour où je suis née ».
  { id: 'not-born', category: 'suicide', scope: 'sentence', all: [L.NOT_BORN] },
  // « envie de rien, même plus de vivre ». Also: « j'ai goût à rien, même plus d'exister », « j'ai envie de rien, même plus d'être en vie ».
  { id: 'no-more-living', category: 'suicide', scope: 'sentence', all: [L.NO_MORE_LIVING] },
  // Joining a relative said to be dead. Also: « je veux rejoindre ma mère, elle est morte il y a un an », « rejoindre mon frère, depuis sa mort rien va ».
  { id: 'rejoin-relative', category: 'suicide', scope: 'sentence', all: [L.REJOIN_RELATIVE, L.IS_DEAD] },
  // Hoping not to wake. Also: « je prie de ne pas me réveiller », « je souhaite que je me réveille plus ».
  { id: 'wish-no-wake', category: 'suicide', scope: 'sentence', all: [L.WISH_NO_WAKE] },
  // Asking God or death to take one. Also: « que la mort vienne me prendre », « Dieu, reprends-moi ».
  { id: 'called-away', category: 'suicide', scope: 'sentence', all: [L.CALLED_AWAY] },
  // Being found dead. Also: « on me retrouvera pendue », « tu me retrouveras sans vie ».
  { id: 'found-dead', category: 'suicide', scope: 'sentence', all: [L.FOUND_DEAD] },
  // Death as the only way out. Also: « la seule issue c'est le suicide », « aucune autre solution que de disparaître ».
  { id: 'only-way-out', category: 'suicide', scope: 'sentence', all: [L.ONLY_WAY_OUT] },
  // Going to sleep hoping it is the last time. Also: « je me couche en priant que ce soit ma dernière nuit », « je ferme les yeux en souhaitant que ce soit la dernière fois ».
  { id: 'last-sleep', category: 'suicide', scope: 'sentence', all: [L.LAST_SLEEP, L.SLEEP] },
  // Waiting for death. Also: « vivement que la fin arrive », « je prie pour que mon heure sonne ».
  { id: 'awaiting-death', category: 'suicide', scope: 'sentence', all: [L.AWAITING_DEATH] },
  // A rope and what hanging needs. Also: « la corde est prête, j'ai trouvé une poutre », « j'ai fait un nœud coulant avec une corde ».
  { id: 'rope', category: 'danger', scope: 'sentence', all: [L.ROPE, L.ROPE_READY], none: [L.ROPE_BENIGN] },
  // Nobody would notice. Also: « qui s'apercevrait que je suis plus là », « personne verrait mon absence ».
  { id: 'nobody-would-notice', category: 'suicide', scope: 'sentence', all: [L.NOBODY_WOULD_NOTICE] },
  // No longer a burden, soon. Also: « bientôt je serai plus un poids », « je serai plus un problème pour personne ».
  { id: 'soon-no-burden', category: 'suicide', scope: 'sentence', all: [L.SOON_NO_BURDEN] },
  // Identifying with people who end their lives. Also: « je comprends ceux qui se suicident maintenant », « je comprends les gens qui passent à l'acte ».
  { id: 'understands-suicide', category: 'suicide', scope: 'sentence', all: [L.UNDERSTANDS_SUICIDE] },
  // A goodbye message: two distinct signals among farewell words, last thanks, finality, preparation,
  // decision, choosing to be alone, the act left unnamed, a place or means.
  // Also: « Prenez soin de mon chat. Je suis prête. », « c'est décidé, quand tout le monde sera couché je le fais ».
  {
    id: 'farewell',
    category: 'suicide',
    scope: 'message',
    all: [L.FAREWELL_WORD, L.THANKS_APOLOGY, L.FINALITY, L.PREPARATION, L.DECISION, L.WITNESS_ABSENCE, L.VAGUE_ACT, L.METHOD_PLACE],
    atLeast: 2,
    none: [RELATIONSHIP_EXIT, L.FAREWELL_TO_EX, ACT_EXPLAINED],
  },
  // A last look at the world or at loved ones. Also: « c'est la dernière fois que je vois la mer », « la dernière fois que je serre mes enfants ».
  { id: 'last-look', category: 'suicide', scope: 'sentence', all: [LAST_LOOK] },
  // Belongings given away with something left unsaid. Also: « j'ai donné toutes mes fringues, j'en aurai plus besoin », « j'ai offert mes bijoux à ma cousine, elle comprendra ».
  { id: 'giveaway', category: 'suicide', scope: 'sentence', all: [GIVEAWAY, UNEXPLAINED], subject: 'self' },
  // A past attempt coming back. Also: « j'ai déjà fait une TS, j'ai peur que ça recommence », « j'ai fait deux tentatives et ça revient ».
  { id: 'past-attempt', category: 'suicide', scope: 'sentence', all: [PAST_ATTEMPT, RECURRENCE] },
  // Looking up the highest places. Also: « j'ai repéré l'immeuble le plus haut du quartier », « je cherche les falaises les plus hautes ».
  { id: 'highest-place', category: 'suicide', scope: 'sentence', all: [HIGHEST_PLACE, RESEARCH], none: [HIGHEST_BENIGN] },
  // A deadline set, then the end. Also: « je me laisse encore une semaine, après je disparais », « je me donne jusqu'à noël, sinon j'en finis ».
  { id: 'deadline', category: 'suicide', scope: 'sentence', all: [DEADLINE, ENDING_ACT] },
  // A way to die in view, thought simple. Also: « je regarde les rails et je me dis que ce serait vite fait », « je pense que le pont ce serait rapide ».
  { id: 'method-ease', category: 'suicide', scope: 'sentence', all: [EASE_THOUGHT, METHOD_SITE], none: [TRAVEL] },
  // Wanting the pain to end, at a place one could die. Also: « sur le pont, je veux plus souffrir », « le train arrive, j'ai envie de plus souffrir ».
  { id: 'suffer-at-site', category: 'suicide', scope: 'sentence', all: [SUFFER_NO_MORE, AT_SITE] },
  // How high a deadly fall is. Also: « à partir de quel étage on meurt en tombant », « quelle hauteur pour ne pas survivre ».
  { id: 'height-question', category: 'suicide', scope: 'sentence', all: [HEIGHT_Q, FALL_GOAL] },
  // A hanging point tested. Also: « la barre de douche tiendrait mon poids ? », « j'ai testé si la branche supporte mon poids ».
  { id: 'hang-test', category: 'suicide', scope: 'sentence', all: [HANG_POINT, HOLDS_WEIGHT] },
  // Ammunition fetched for a gun. Also: « j'ai ressorti les balles du pistolet de mon père », « j'ai acheté des cartouches, le fusil est dans ma chambre ».
  { id: 'gun-ammo', category: 'suicide', scope: 'sentence', all: [AMMO_FETCHED, GUN_WORD], none: [HUNT] },
];
