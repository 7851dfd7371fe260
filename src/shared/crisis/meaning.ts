/**
 * Second layer of the crisis detector: rules built from MEANING rather than phrases.
 *
 * The phrase patterns of crisis.ts catch the classic wordings (« je veux mourir », « il me
 * frappe »). People in crisis rarely use them: they say « chaque matin je suis déçue de me
 * réveiller », « si je me faisais renverser ça me ferait rien », « il se met devant la porte quand
 * je veux sortir ». Each rule here names a meaning and lists the concepts (lexicons of
 * lexicon*.ts) that must appear TOGETHER in one unit of text:
 *  - a sentence (split on . ! ?) for most rules: meanings spread over a few clauses (« le moteur
 *    tourne, la porte est fermée »). When two concepts must be next to each other (a wish and its
 *    object: « envie de » + « me pendre »), they are joined in one regex instead;
 *  - a clause (split on , ; : emoji and « mais », « parce que »…) where a veto must stay local
 *    (« le chat m'a griffée » vetoes that clause only);
 *  - the whole message for goodbyes, whose signals (« merci pour tout », « je suis prête. ») are
 *    often in separate sentences — but no more than a few sentences apart.
 * A rule can also veto on concepts (`none`: « en cuisinant », « sur Insta ») and check who the
 * subject is (`subject`): « je me griffe » is self-harm, « il me griffe » is violence.
 *
 * Every rule's comment gives two other phrasings it catches, as a reminder that rules are for
 * meanings, not for the sentence that inspired them.
 */
import type { CrisisCategory } from './detector';
import * as L from './lexicon';
import * as H from './lexicon-harm';

const { W } = L;

interface MeaningRule {
  id: string;
  category: CrisisCategory;
  scope: 'clause' | 'sentence' | 'message';
  /** Concepts that must all be found in the same unit (or `atLeast` of them). The first is the one reported. */
  all: string[];
  /** Count signals instead of requiring all: a goodbye is two separate signals among many (non-overlapping matches). */
  atLeast?: number;
  /** Vetoes: if one is found in the unit, the rule stays quiet. */
  none?: string[];
  /**
   * Who does the first concept: 'self' needs « je »; 'other' refuses « je » and « ça » (names are
   * fine); 'partner' is 'other' minus friends and family (« ma sœur m'attend devant chez moi »).
   */
  subject?: 'self' | 'other' | 'partner';
}

/** Animals and plants scratch and bite too: « le chat m'a griffée » is no assault. */
const ANIMAL = W`(?:\b(?:chat|chaton|chien|chiot|lapin|hamster|perroquet|cheval|ronces?|rosier|moustiques?)\b)`;
/** Leaving a partner, moving out: a goodbye to a relationship, not to life. */
const RELATIONSHIP_EXIT = W`(?:\b(?:je (?:te|le|la) quitte|mes valises|mes cartons|les cles|demenage\w*|nouvel appart|mon cdi|en vacances|chez ma mere|chez mes parents)\b)`;
/** A medicine named anywhere. */
const ANY_MEDS = W`\b${L.MEDS}\b`;

// ─── Concepts used by one rule each (kept here, next to the rule that combines them) ──────────
/** A last look at the world, not at the ex: « la dernière fois que je vois le soleil / mes enfants ». */
const LAST_LOOK = W`\bla derniere fois que je (?:regarde|vois|verrai|contemple|sens|respire|serre|embrasse|entends)\b (?:(?:le|la|les|un|une) (?:coucher|lever|soleil|ciel|mer|etoiles|lune|ville|monde|aube|printemps|neige)|(?:mes|ma|mon) (?:enfants|parents|proches|famille|mere|pere|fille|fils|soeur|frere|chat|chien|maman|papa)|vos (?:visages|tetes|sourires))\b`;
/** Belongings given away, with something unsaid around it. */
const GIVEAWAY = W`\b(?:distribue|donne|offert|file|refile|legue)\w* (?:(?:toutes |tous |presque toutes )?(?:mes|toutes mes) (?:affaires|bijoux|vetements|fringues|livres|jeux|trucs|objets|plantes|possessions|economies|consoles?)\b|(?:ma|mon|mes) (?!avis\b|accord\b|numero\b|adresse\b|temps\b|coeur\b|cv\b|dossier\b|reponse\b)[a-z]+(?: et (?:ma|mon|mes) [a-z]+)? a (?:mon|ma|mes|une|un)\b)`;
const UNEXPLAINED = W`\b(?:(?:ont|a) (?:pas|rien) compris(?: pourquoi)?|comprennent pas|comprendr(?:a|as|ont|ez)|sans (?:rien )?(?:expliquer|dire pourquoi|leur dire)|(?:j'en aurai|j'en ai) plus besoin|la ou je vais|c'est mieux (?:comme ca|ainsi))\b`;
/** Charcoal burnt in a closed room; a barbecue outside vetoes it. */
const CHARCOAL = W`\b(?:charbon(?: de bois)?|brasero)\b`;
const SEALED_ROOM = W`\b(?:salle de bain|chambre|voiture|scotch|calfeutr\w*|fenetres? fermees?|porte fermee|garage|studio)\b`;
const OUTDOOR = W`\b(?:jardin|terrasse|dehors|grillades?|saucisses?|merguez|camping|balcon|plage|pique nique|bbq)\b`;
/** A firearm kept at hand by the writer. */
const GUN_KEPT = W`\b(?:je garde|j'ai (?:garde|pris|recupere|sorti|cache|planque|charge)?|je cache|je planque|je sors)\b[^.!?]{0,12}\b(?:le|un|son|mon|l'|ce) ?(?:fusil|flingue|pistolet|revolver|arme)\b|\b(?:le|mon|un) (?:fusil|flingue|pistolet|revolver|arme)\b(?: de chasse)? (?:est |sont )?(?:charge|chargee|pose\w* (?:sur|en travers|contre))`;
const GUN_CLOSE = W`\b(?:chambre|genoux|charge|chargee|balles|regarde|main|mains|oreiller|tiroir|sac|lit|rupture|depuis|pres de moi|a cote de moi|sur moi)\b`;
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
/** Driving at something hard. */
const DRIVE_AT = W`\b(?:roule|fonce|conduis|accelere|file)\w* (?:vers|droit (?:vers|sur|dans)|sur|dans) (?:le|la|les|un|une) (?:viaduc|falaises?|ravin|pile|platane|arbre|mur|parapet|glissiere|precipice)\b`;
const DRIVE_INTENT = W`\b(?:accelerer?\w*|a fond|au dernier moment|sans freiner|sans ceinture|pas freiner|lacher le volant|lache le volant)\b`;
/** Everything swallowed, said without the word « cachets »; food vetoes it. */
const ALL_SWALLOWED = W`\bj'ai (?:deja )?(?:tout (?:avale|pris|gobe)|(?:avale|pris|gobe) (?:toute ma reserve|tout mon stock|toute ma boite|toute la boite|tout le flacon)(?! de (?:courage|patience|force|energie|motivation)\b)|avale (?:la moitie|le reste|tout le reste) (?:de la|du|des) (?:boite|flacon|plaquette|tube|pilulier)s?)\b`;
const OD_SETTING = W`\b(?:${L.MEDS}|reserve|stock|voiture|lac|riviere|foret|parking|seule?|personne|froid|nuit|dormir|sommeil|jambes|vomi\w*|tourne|flou|finis|boite|flacon)\b`;
const FOOD = W`\b(?:faim|repas|assiette|pizza|plat|gateau|burger|dej|diner|bouffe|chocolats?|bonbons|glace|pates|manger|mange|sauce|gouter|frites|biscuits)\b`;
/** Not boarding the train one is waiting for. */
const NOT_BOARDING = W`\b(?:vais|veux|compte|vais surement) (?:pas|jamais) (?:le prendre|la prendre|monter dedans|monter)\b`;
const TRAIN = W`\b(?:train|trains|metro|rer|tgv|ter|tram|quai)\b`;
const NOT_BOARDING_BENIGN = W`\b(?:retard|greve|annule|bonde|plein|rentre a pied|suivant|bus|taxi|uber|a pied|covoit\w*|velo|trop cher)\b`;
/** Degrading insults from a partner, with fear. */
const INSULT = W`\bme trait\w* (?:de |d')(?:grosse|pute|salope|conne|chienne|merde|moins que rien|bonne a rien|folle|taree|debile|idiote|sous merde|thon|vache|grognasse|putain)\b`;
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
/** Heat or a flame held on one's own body, on purpose: « je plonge mes mains dans l'eau bouillante pour arrêter de penser ». */
const HEAT = W`\b(?:flamme|briquet|bougie|eau bouillante|fer a repasser|plaque chauffante|gaziniere|cigarette|clope)\b`;
const OWN_BODY = W`\b(?:ma|mes|mon) (?:main|mains|paume|paumes|doigts|bras|peau|poignets?|cuisses?|jambes?|ventre)\b`;
const HARM_PURPOSE = W`\b(?:jusqu'a (?:ne plus pouvoir|plus pouvoir|ce que)|pour (?:arreter de penser|ne plus penser|plus penser|oublier|me punir|avoir mal|sentir)|je vais (?:le |la )?(?:poser|mettre|appuyer|plonger)|expres|volontairement)\b`;
/** A sharp object turned on oneself: « je vais m'en servir sur moi ». */
const USE_ON_ME = W`\b(?:m'en servir|l'utiliser|le retourner|la retourner|le planter|la planter) (?:sur|contre) moi\b`;
/** Not eating or drinking for days, or as a punishment. « je mange plus » is not « je mange plus de viande ». */
const NOT_EATING = W`\b(?:(?:j'ai|je) (?:(?:quasi|quasiment|presque|plus|pas|rien|meme pas) ){1,3}(?:mange|avale|bu)\b(?! (?:de|d'|du|des|au|a|le|la|les|que|qu'|ce|avec|chez|ce matin|ce midi|ce soir|hier)\b)|\bje (?:mange|avale) (?:quasi |quasiment |presque )?(?:plus|rien)(?: rien)?\b(?! (?:de|d'|du|des|au|a|le|la|les|que|qu'|comme|sain|equilibre|gras|sucre|bio|trop|autant|tard|tot|beaucoup|assez|ensemble|avec|chez|dehors|le soir|le midi|le matin)\b)|\bje bois (?:quasi |presque )?(?:plus )?rien\b|\bje (?:m'autorise|me permets) (?:qu'|que )(?:une?|un seul|une seule|\d+)\b)`;
const STARVE_MARK = W`\b(?:depuis (?:\d+|deux|trois|quatre|cinq|six|sept|dix|plusieurs|des) (?:jours|semaines|mois)|(?:ca|cela) fait (?:\d+|deux|trois|quatre|cinq|six|sept|dix|plusieurs) (?:jours|semaines)|perdu (?:\d+|deux|trois|quatre|cinq|six|sept|huit|dix|plusieurs) (?:kilos|kg)|tete qui tourne|la tete (?:me )?tourne|malaise|vois des points|expres|pour me punir|merite pas|que mon corps pay\w*)\b`;
/** Driving drunk. Also: « j'ai repris la voiture après trois verres », « je suis au volant, j'ai bu ». */
const DRUNK_DRIVE = W`\b(?:(?:pris|prends|prendre|reprendre|reprends|repris|reprend)\w* (?:le volant|la voiture|la route|ma voiture|la bagnole) (?:apres (?:avoir bu|[a-z0-9]+ (?:ou [a-z0-9]+ )?(?:verres|bieres|bouteilles|shots|pintes|coupes)|une soiree arrosee)|bourree?|ivre|saoule?|en ayant bu|defoncee?)|(?:au volant|je roule|je conduis)\b[^.!?]{0,40}\bj'ai bu)\b`;
/** Driving very fast, on purpose or not caring. */
const DRIVE_FAST = W`\b(?:roule|rouler|roulais|conduis|conduire|fonce|foncer)\w* (?:a (?:plus de )?(?:\d{3}|deux cents|cent \w+)|(?:beaucoup |bien |vraiment )?trop vite|vite|a fond|a toute (?:vitesse|allure)|comme (?:un fou|une folle))`;
const RECKLESS_MARK = W`\b(?:expres|j'ai bu|bourree?|ivre|sans ceinture|apaisant|(?:pas )?envie de ralentir|tout lacher|je m'en (?:fous|fiche)|laisser le destin|phares|les yeux fermes|sans freiner|pour voir)\b`;
/** The writer putting themselves in danger: « je cherche à me mettre en danger ». */
const SELF_ENDANGER = W`\b(?:je me (?:mets|met)|me mettre|me suis mise?) en danger\b(?! (?:financierement|professionnellement|au travail)\b)`;
/** A substance taken without knowing what it is. Also: « j'avale tout ce qu'on me tend ». */
const UNKNOWN_SUBSTANCE = W`\b(?:sais|sait) (?:meme )?(?:pas|plus) (?:trop |vraiment )?(?:ce que c'est|ce que c'etait|quoi|ce qu'il y a dedans)\b|\bavale\w* tout ce qu'on me (?:tend|donne|file)\b`;
const SUBSTANCE_TAKEN = W`\b(?:pris|prends|avale|gobe|sniffe|fume|bu)\w*\b|\bavale\w* tout\b`;
const DRUGS = W`\b(?:coke|cocaine|ecstas?|ecstasy|extas?|mdma|de la md|ketamine|keta|ghb|lsd|crack|drogues?|de la c)\b`;
const BODY_ALARM = W`\b(?:coeur (?:qui )?(?:cogne|bat|tape) (?:super |trop |tres |hyper )?(?:vite|fort)|je tremble|tete qui tourne|vois flou|malaise|(?:me )?souviens (?:pas|plus|de rien)|trou noir)\b`;
/** A vital treatment dropped. Also: « j'ai arrêté mon insuline, à quoi bon », « je prends plus mes anticoagulants ». */
const STOPPED_TREATMENT = W`\b(?:arrete|stoppe|abandonne|laisse tomber|saute)\w* (?:de prendre )?(?:mon|mes|ma) (?:traitement|injections?|insuline|medicaments|dialyse|anticoagulants?|piqures)\b|\b(?:fais|prends) plus (?:mes|mon|ma) (?:injections?|insuline|traitement|piqures|anticoagulants?|${L.MEDS})\b`;
const VITAL = W`\b(?:coeur|cardiaque|insuline|diabet\w*|dialyse|anticoagul\w*|epilep\w*|greffe|vih|a quoi bon|plus la force|m'en fous)\b`;
const TREATMENT_OK = W`\b(?:(?:medecin|cardiologue|docteur|diabetologue|generaliste) (?:m'a|a) (?:dit|conseille|autorise)|remission|guerie?)\b`;
/** Children and never seeing them again: « tu reverras jamais les enfants ». */
const CHILDREN = W`\b(?:les|mes|nos) (?:enfants|petits|gosses|filles|fils|bebes?)\b`;
const NEVER_SEE = W`\b(?:reverr\w*|verr\w*) (?:plus |pas )?jamais\b|\bpartir avec (?:les|mes|nos) (?:enfants|petits)\b`;
/** Locked in by someone. Also: « il m'a enfermée dans la salle de bain », « il ferme la porte à clé de l'extérieur ». */
const LOCKED_IN = W`\bm'enferm\w*|\bm'a (?:[a-z]+ ){0,4}(?:et )?enfermee?\b|\bferme (?:la (?:chambre|porte|salle de bain)|l'appart) a cle (?:de l'exterieur|derriere moi|sur moi)\b`;
/** Sex as a due, against a no. Also: « il dit que c'est le devoir conjugal quand je dis non ». */
const SEX_ENTITLED = W`\b(?:devoir conjugal|(?:il|elle) le fait quand meme|(?:c'est son droit|il continue quand meme)\b[^.!?]{0,60}\b(?:sa femme|son mari|sa copine|marie\w*|rapports|coucher|au lit))\b`;
/** The writer's car or tyres damaged, with someone behind it. */
const VANDALISED_MINE = W`\b(?:mes|ma|mon) (?:pneus|vitres?|portieres?|voiture|scooter|boite aux lettres) (?:creves?|crevees?|rayee?s?|cassee?s?|taguee?s?|defoncee?s?|brulee?s?|vandalisee?s?)\b`;
const BEHIND_IT = W`\b(?:l'ai quitte\w*|tu vas (?:payer|le regretter)|des mots|un mot|menace\w*)\b|${H.OTHER_SUBJECT}`;

const RULES: MeaningRule[] = [
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

  // ─── Self-harm ────────────────────────────────────────────────────────────────────────────────
  // A reflexive injuring act with what makes it self-harm (blood sought, a tool, a habit, a purpose).
  // Also: « je me mords les bras jusqu'à avoir des marques », « hier je me suis brûlée avec une clope, ça m'a calmée ».
  { id: 'self-injury', category: 'self_harm', scope: 'sentence', all: [H.SH_ACT, H.SH_MARK], none: [H.SH_ACCIDENT], subject: 'self' },
  // Pinching, scratching, tearing skin, with blood or a purpose. Also: « je m'arrache la peau des doigts jusqu'au sang », « je me gratte jusqu'à saigner pour me calmer ».
  { id: 'self-injury-weak', category: 'self_harm', scope: 'sentence', all: [H.SH_ACT_WEAK, H.SH_MARK_STRONG], subject: 'self' },
  // Counting days without self-harm. Also: « dix jours sans me couper », « j'ai plus touché au cutter depuis l'été ».
  { id: 'abstinence', category: 'self_harm', scope: 'sentence', all: [H.SH_ABSTINENCE] },
  // The act wanted, even with an accident word around. Also: « je me brûle exprès avec le fer à lisser », « je me coupe avec le couteau de cuisine pour avoir mal ».
  {
    id: 'self-injury-intent',
    category: 'self_harm',
    scope: 'sentence',
    all: [H.SH_ACT, H.SH_INTENT],
    none: [H.SH_NOT_INTENT],
    subject: 'self',
  },
  // Nails, blade or needle into one's skin. Also: « j'enfonce la pointe du compas dans ma cuisse », « j'ai passé la lame sur mon bras ».
  { id: 'into-own-skin', category: 'self_harm', scope: 'sentence', all: [H.INTO_OWN_SKIN], subject: 'self' },
  // First-person act « till it bleeds ». Also: « j'ai frotté ma peau jusqu'au sang », « je me suis rongé les doigts jusqu'à saigner ».
  { id: 'blood-self', category: 'self_harm', scope: 'sentence', all: [H.BLOOD_SELF], none: [H.OTHER_DID_IT] },
  // Head against the wall. Also: « je me frappe la tête contre les murs quand ça monte », « j'ai envie de me taper le front contre le mur ».
  { id: 'headbang', category: 'self_harm', scope: 'sentence', all: [H.HEADBANG], none: [H.SH_ACCIDENT], subject: 'self' },
  // Punching walls to get hurt. Also: « j'ai cogné dans le mur jusqu'au sang », « je tape contre les murs pour avoir mal ».
  { id: 'wall-punch', category: 'self_harm', scope: 'sentence', all: [H.WALL_PUNCH, H.SH_MARK], none: [H.SH_ACCIDENT] },
  // Wanting physical pain. Also: « j'ai besoin de souffrir physiquement », « je veux avoir mal pour oublier ».
  { id: 'wants-pain', category: 'self_harm', scope: 'sentence', all: [H.WANT_PAIN] },
  // A blade kept close and an urge resisted. Also: « j'ai gardé une lame, ça me démange », « le rasoir est là, je sais pas si je vais tenir ».
  { id: 'blade-urge', category: 'self_harm', scope: 'sentence', all: [H.SH_TOOL, H.SH_URGE], none: [H.SHAVING] },
  // Self-harm scars. Also: « je mets des manches longues pour cacher mes cicatrices », « mes cicatrices aux poignets se voient ».
  { id: 'scars', category: 'self_harm', scope: 'sentence', all: [H.SCARS, H.SCAR_CONTEXT], none: [H.SCAR_BENIGN] },
  // Relapse into self-harm. Also: « j'ai peur de recommencer à me couper », « j'ai rechuté, la lame encore ».
  { id: 'relapse', category: 'self_harm', scope: 'sentence', all: [H.SH_RELAPSE, H.SH_VOCAB], none: [H.SHAVING] },
  // A flame or blade held on one's skin. Also: « la lame sur mon poignet », « je garde la cigarette contre ma cuisse ».
  { id: 'tool-on-body', category: 'self_harm', scope: 'sentence', all: [H.TOOL_ON_BODY] },
  // Heat on one's own body, on purpose. Also: « je tiens mon bras au-dessus de la bougie pour oublier », « je colle le briquet chaud sur ma main exprès ».
  { id: 'heat-on-body', category: 'self_harm', scope: 'sentence', all: [HEAT, OWN_BODY, HARM_PURPOSE] },
  // A sharp object turned on oneself. Also: « j'ai le couteau, je vais l'utiliser contre moi », « je garde le tesson pour m'en servir sur moi ».
  { id: 'use-on-me', category: 'self_harm', scope: 'sentence', all: [USE_ON_ME], subject: 'self' },
  // Not eating for days, or to punish oneself. Also: « j'ai rien avalé depuis quatre jours », « je mange presque plus, j'ai perdu cinq kilos ».
  { id: 'not-eating', category: 'danger', scope: 'sentence', all: [NOT_EATING, STARVE_MARK] },

  // ─── Immediate danger ─────────────────────────────────────────────────────────────────────────
  // Medicines with alcohol. Also: « j'ai avalé mes anxiolytiques avec une bouteille de vin », « whisky et somnifères, je vois flou ».
  { id: 'meds-alcohol', category: 'danger', scope: 'sentence', all: [ANY_MEDS, H.ALCOHOL, H.INGEST], none: [H.INTERACTION_QUESTION] },
  // The whole medicine cabinet. Also: « j'ai vidé l'armoire à pharmacie », « j'ai avalé tout ce qui restait ».
  { id: 'pharmacy-emptied', category: 'danger', scope: 'sentence', all: [H.PHARMACY_ALL] },
  // A multiple of the dose. Also: « j'ai pris trois fois la dose de xanax », « j'ai avalé le triple de mes cachets ».
  { id: 'dose-multiple', category: 'danger', scope: 'sentence', all: [H.DOSE_MULTIPLE] },
  // Medicines put aside. Also: « je garde mes somnifères de côté », « j'accumule des cachets depuis un mois ».
  {
    id: 'stockpile',
    category: 'danger',
    scope: 'sentence',
    all: [
      W`\b${L.MEDS} (?:que je|que j'ai) (?:mets|mis|garde|stocke|accumule|cache)\w*|\bde cote (?:toutes |tous )?(?:des|les|mes|assez de) (?:boites (?:de |d')|plaquettes (?:de |d'))?${L.MEDS}|\b(?:stocke|accumule|garde|mets)\w* (?:des |les |mes )?${L.MEDS}\b[^.,;!?]{0,20}\b(?:de cote|depuis)\b`,
    ],
  },
  // Suffocation. Also: « j'ai serré une ceinture autour de mon cou », « un sac poubelle sur ma tête ».
  { id: 'asphyxia', category: 'danger', scope: 'sentence', all: [H.ASPHYXIA] },
  // Charcoal in a sealed room. Also: « j'ai allumé du charbon dans ma chambre », « le brasero est dans la voiture, j'ai fermé les fenêtres ».
  { id: 'charcoal', category: 'danger', scope: 'sentence', all: [CHARCOAL, SEALED_ROOM], none: [OUTDOOR] },
  // A gun kept close. Also: « j'ai sorti le pistolet de mon père, il est sur le lit », « je garde un flingue sous mon oreiller depuis ».
  { id: 'gun-kept', category: 'danger', scope: 'sentence', all: [GUN_KEPT, GUN_CLOSE] },
  // Driving at a hard obstacle. Also: « je fonce vers le platane, je vais pas freiner », « je roule droit sur le parapet à fond ».
  { id: 'drive-at', category: 'danger', scope: 'sentence', all: [DRIVE_AT, DRIVE_INTENT] },
  // Everything swallowed. Also: « j'ai tout pris, je suis seule dans la voiture », « j'ai avalé le reste du flacon, je vois flou ».
  { id: 'all-swallowed', category: 'danger', scope: 'sentence', all: [ALL_SWALLOWED, OD_SETTING], none: [FOOD] },
  // At the station, not getting on. Also: « sur le quai du RER, je compte pas monter », « le métro arrive, je vais pas le prendre ».
  { id: 'not-boarding', category: 'danger', scope: 'sentence', all: [NOT_BOARDING, TRAIN], none: [NOT_BOARDING_BENIGN] },
  // Medicines laid out. Also: « j'ai aligné mes somnifères sur la table », « j'ai compté tous mes cachets ».
  { id: 'meds-handled', category: 'danger', scope: 'sentence', all: [H.MEDS_HANDLED] },
  // Looking down from a height. Also: « je suis sur le balcon du 10e, je regarde le vide », « à la fenêtre, je regarde en bas depuis une heure ».
  { id: 'looking-down', category: 'danger', scope: 'sentence', all: [H.LOOKING_DOWN, H.HIGH_PLACE], none: [H.PERIL_IDIOM] },
  // Medicines by the handful. Also: « j'avale une poignée de xanax », « je prends mes cachets à la poignée ».
  { id: 'overdose-amount', category: 'danger', scope: 'sentence', all: [H.OVERDOSE_AMOUNT] },
  // Gazing down from a bridge. Also: « sur le pont, je regarde la Seine », « je regarde les trains passer depuis la passerelle ».
  { id: 'gazing', category: 'danger', scope: 'sentence', all: [H.GAZING, H.HIGH_PLACE], none: [H.PERIL_IDIOM] },
  // Driving blind or against traffic. Also: « je roule à contresens sur la rocade », « j'ai conduit les yeux fermés ».
  { id: 'extreme-driving', category: 'danger', scope: 'sentence', all: [H.EXTREME_DRIVING], subject: 'self' },
  // A hose on the exhaust. Also: « j'ai relié le pot d'échappement à la voiture avec un tuyau », « le tuyau est branché sur le pot d'échappement ».
  { id: 'hose', category: 'danger', scope: 'sentence', all: [H.HOSE] },
  // Exhaust fumes in a closed space. Also: « la voiture tourne, j'ai fermé le garage », « j'ai branché un tuyau au pot d'échappement ».
  { id: 'exhaust', category: 'danger', scope: 'sentence', all: [H.ENGINE_RUNNING, H.ENCLOSED] },
  // A bath and a blade. Also: « je suis dans le bain avec un cutter », « la baignoire coule, le rasoir est sur le rebord ».
  { id: 'bath-blade', category: 'danger', scope: 'sentence', all: [H.BATH, H.BLADE], none: [H.SHAVING] },
  // Standing where one can fall or be hit. Also: « chui assise au bord du quai des rails », « j'ai enjambé la rambarde du pont ».
  { id: 'peril-spot', category: 'danger', scope: 'sentence', all: [H.PERIL_SPOT], none: [H.PERIL_IDIOM] },
  // A reckless act and indifference to the outcome. Also: « je conduis bourrée, tant pis si ça finit mal », « je traverse sans regarder, je m'en fiche de ce qui m'arrive ».
  { id: 'reckless', category: 'danger', scope: 'sentence', all: [H.RISKY_ACT, H.DONT_CARE] },
  // Driving drunk. Also: « j'ai repris la voiture après trois bières », « je conduis là, et j'ai bu ».
  { id: 'drunk-driving', category: 'danger', scope: 'sentence', all: [DRUNK_DRIVE], subject: 'self' },
  // Driving far too fast, on purpose or drunk. Also: « je fonce à fond sans ceinture », « je roule trop vite exprès ».
  { id: 'fast-driving', category: 'danger', scope: 'sentence', all: [DRIVE_FAST, RECKLESS_MARK], subject: 'self' },
  // Putting oneself in danger, said plainly. Also: « je me mets en danger exprès », « j'ai l'impression de chercher à me mettre en danger ».
  { id: 'self-endanger', category: 'danger', scope: 'sentence', all: [SELF_ENDANGER], subject: 'self' },
  // A substance taken without knowing what it is. Also: « j'ai gobé un cachet qu'on m'a donné, je sais pas ce que c'était », « j'avale tout ce qu'on me file ».
  { id: 'unknown-substance', category: 'danger', scope: 'sentence', all: [UNKNOWN_SUBSTANCE, SUBSTANCE_TAKEN] },
  // Drugs and the body alarming. Also: « j'ai pris de la MD, je tremble et j'ai trop chaud », « coke toute la nuit, je me souviens de rien ».
  { id: 'drugs-alarm', category: 'danger', scope: 'sentence', all: [DRUGS, BODY_ALARM] },
  // A vital treatment dropped. Also: « je fais plus mes piqûres d'insuline », « j'ai arrêté mes anticoagulants, à quoi bon ».
  { id: 'stopped-treatment', category: 'danger', scope: 'sentence', all: [STOPPED_TREATMENT, VITAL], none: [TREATMENT_OK] },

  // ─── Violence by a partner or ex (or by the writer) ──────────────────────────────────────────
  // Physical assault, past. Also: « il m'a plaquée au sol », « elle m'a tordu le bras ».
  { id: 'assault', category: 'violence', scope: 'clause', all: [H.ASSAULT_DONE], none: [ANIMAL, H.PLAY], subject: 'other' },
  // Physical assault, present. Also: « il me tire par les cheveux », « elle me griffe quand elle boit ».
  { id: 'assault-now', category: 'violence', scope: 'clause', all: [H.ASSAULT_NOW], none: [ANIMAL, H.PLAY], subject: 'other' },
  // Marks left by someone's hands. Also: « j'ai des hématomes, il m'a attrapée trop fort », « il m'a poussée, j'ai un bleu ».
  { id: 'injury-by-other', category: 'violence', scope: 'sentence', all: [H.INJURY, H.OTHER_PHYSICAL], none: [ANIMAL, H.PLAY] },
  // Held back by force. Also: « il m'a retenue de force dans la cuisine », « elle m'a bloquée pour que je sorte pas ».
  { id: 'restrained', category: 'violence', scope: 'sentence', all: [H.RESTRAINED] },
  // Sexual coercion. Also: « il m'oblige à coucher quand il rentre », « il m'a forcée à des choses que je voulais pas ».
  { id: 'sexual-coercion', category: 'violence', scope: 'sentence', all: [H.COERCE, H.SEXUAL_CONTEXT], subject: 'other' },
  // Also: « il me force à le faire alors que je dis non », « elle m'oblige à le faire malgré mon refus ».
  { id: 'coercion-refused', category: 'violence', scope: 'sentence', all: [H.COERCE, H.NON_CONSENT], subject: 'other' },
  // Touched without consent. Also: « il me caresse pendant que je dors alors que j'ai dit non », « il m'a déshabillée, j'étais ivre ».
  { id: 'touched-without-consent', category: 'violence', scope: 'sentence', all: [H.TOUCHED, H.NON_CONSENT] },
  // Forcing the door. Also: « il essaie d'entrer chez moi de force », « mon ex a fracturé ma fenêtre ».
  { id: 'break-in', category: 'violence', scope: 'sentence', all: [H.BREAK_IN], subject: 'other' },
  // A weapon brought out. Also: « il brandit une hache », « elle est arrivée avec un couteau ».
  { id: 'weapon', category: 'violence', scope: 'clause', all: [H.WEAPON_SHOWN], none: [H.COOKING], subject: 'other' },
  // Something pointed at the writer. Also: « il a braqué son fusil sur moi », « elle agitait un tesson vers moi ».
  { id: 'threat-point', category: 'violence', scope: 'sentence', all: [H.THREAT_POINT], subject: 'other' },
  // Intimate images spread. Also: « il a mis en ligne une vidéo de moi nue », « elle a envoyé mes nudes à toute la classe ».
  { id: 'image-abuse', category: 'violence', scope: 'sentence', all: [H.IMAGE_ABUSE], subject: 'other' },
  // Injuries nobody gets by accident, with someone named. Also: « j'ai la lèvre fendue, elle a encore bu », « il m'a laissé un cocard ».
  { id: 'injury-strong', category: 'violence', scope: 'sentence', all: [H.INJURY_STRONG, H.OTHER_SUBJECT] },
  // Forced to hand over phone, codes, money. Also: « il m'oblige à lui donner mes codes », « elle me force à partager ma position ».
  { id: 'coercive-control', category: 'violence', scope: 'sentence', all: [H.COERCE, H.MY_GOODS], subject: 'other' },
  // Watched through the window. Also: « il m'épie depuis sa voiture », « elle me fixe par la fenêtre ».
  { id: 'surveil', category: 'violence', scope: 'sentence', all: [H.SURVEIL], none: [H.CLOSE_ID], subject: 'partner' },
  // Endless calls or messages. Also: « il me harcèle de textos jour et nuit », « elle m'écrit sans arrêt depuis un numéro masqué ».
  { id: 'harass-constant', category: 'violence', scope: 'sentence', all: [H.HARASS_CONSTANT], none: [H.CLOSE_ID], subject: 'partner' },
  // A tracker or spyware. Also: « il a installé un logiciel espion sur mon portable », « j'ai trouvé un airtag dans mon sac ».
  { id: 'tracking', category: 'violence', scope: 'sentence', all: [H.TRACKING], none: [H.MY_OWN_TRACKER] },
  // The ex at the door, pressing. Also: « il est en bas de mon immeuble, il sonne sans arrêt », « elle est sur mon palier et refuse de partir ».
  { id: 'at-my-door', category: 'violence', scope: 'sentence', all: [H.AT_MY_DOOR, H.PRESSURE], none: [H.ERRAND] },
  // Pushed and fell. Also: « il m'a bousculée, je me suis cognée contre la table », « elle m'a fait tomber par terre ».
  { id: 'pushed', category: 'violence', scope: 'sentence', all: [H.PUSHED, H.FELL_HURT], none: [H.PLAY], subject: 'other' },
  // Sexual abuse. Also: « il a abusé de moi quand j'avais bu », « mon ex abusait de moi ».
  { id: 'sex-abuse', category: 'violence', scope: 'sentence', all: [H.SEX_ABUSE], subject: 'other' },
  // Something thrown at the writer. Also: « elle a balancé une assiette vers moi », « il m'a envoyé son verre au visage ».
  { id: 'thrown-at-me', category: 'violence', scope: 'sentence', all: [H.THROWN_AT_ME], none: [H.PLAY], subject: 'other' },
  // Degrading orders. Also: « il me force à dormir par terre », « elle m'oblige à m'excuser à genoux ».
  { id: 'degrading', category: 'violence', scope: 'sentence', all: [H.COERCE, H.DEGRADING], subject: 'other' },
  // Put out of the home at night. Also: « il m'a mise dehors en pleine nuit », « elle m'a jetée dehors pieds nus ».
  { id: 'kicked-out', category: 'violence', scope: 'sentence', all: [H.KICKED_OUT], subject: 'other' },
  // Kept from leaving. Also: « il a pris mes clés pour m'empêcher de partir », « elle cache mon tel pour pas que je sorte ».
  { id: 'prevent-leaving', category: 'violence', scope: 'sentence', all: [H.PREVENT_LEAVING], subject: 'other' },
  // Hiding from someone. Also: « je me suis barricadée dans la salle de bain, il hurle », « je suis cachée chez la voisine, il me cherche ».
  { id: 'hiding', category: 'violence', scope: 'sentence', all: [H.HIDING, H.OTHER_SUBJECT] },
  // « menace de me … ». Also: « il a menacé de me défigurer », « elle menace de m'écraser avec sa voiture ».
  { id: 'threat-me', category: 'violence', scope: 'sentence', all: [H.THREAT_ME], subject: 'other' },
  // Done behind the writer's back. Also: « il lit mes messages à mon insu », « elle a mis une appli sur mon tel à mon insu ».
  { id: 'behind-my-back', category: 'violence', scope: 'sentence', all: [H.BEHIND_MY_BACK, H.OTHER_SUBJECT], none: [H.NICE_SURPRISE] },
  // Threats in reported speech. Also: « il m'a dit tu vas le payer », « elle écrit : je sais où tu bosses ».
  { id: 'threat-speech', category: 'violence', scope: 'sentence', all: [H.THREAT_SPEECH], none: [H.JOKE] },
  // Threats conditional on leaving or reporting. Also: « si je porte plainte il me retrouvera », « si je pars elle se suicidera ».
  { id: 'conditional-threat', category: 'violence', scope: 'sentence', all: [H.IF_I_LEAVE, H.RETALIATION], none: [H.JOKE] },
  // Waiting or prowling where the writer lives or works. Also: « il rôde en bas de chez moi », « elle a débarqué à ma fac ».
  { id: 'loiter', category: 'violence', scope: 'sentence', all: [H.LOITER_STRONG], none: [H.CLOSE_ID], subject: 'partner' },
  // Passing by, again and again. Also: « il passe sous mes fenêtres tous les soirs », « elle vient devant mon boulot chaque matin ».
  {
    id: 'loiter-repeated',
    category: 'violence',
    scope: 'sentence',
    all: [H.LOITER_WEAK, H.REPEATED],
    none: [H.CLOSE_ID],
    subject: 'partner',
  },
  // An unannounced, loud visit. Also: « elle est passée à ma fac sans prévenir en hurlant », « il est venu chez ma mère et a fait un scandale ».
  { id: 'intrusion', category: 'violence', scope: 'sentence', all: [H.VISIT, H.INTRUSION_MARK], subject: 'partner' },
  // Seen around one's place, again. Also: « je l'ai encore aperçu en bas de chez moi », « je l'ai revu devant mon boulot ».
  {
    id: 'seen-again',
    category: 'violence',
    scope: 'sentence',
    all: [
      W`\bl'ai (?:encore |souvent |a nouveau )?(?:re)?(?:vue?|croisee?|apercue?|reperee?) (?:encore |a nouveau )?(?:[a-z']+ ){0,3}(?:devant|en bas de|sous|pres de|a la sortie de) (?:${H.MY_PLACE}|la fac|le lycee|l'ecole|le taf|le boulot|le travail|le bureau)`,
      W`\b(?:encore|a nouveau|revue?|recroisee?|souvent)\b`,
    ],
  },
  // Seen around one's place, several times. Also: « je l'ai aperçu trois fois en bas de chez moi », « je l'ai encore vue devant ma fac ».
  {
    id: 'seen-around',
    category: 'violence',
    scope: 'sentence',
    all: [
      W`\bl'ai (?:encore |deja )?(?:vue?|croisee?|apercue?|reperee?) (?:[a-z']+ ){0,3}(?:devant|en bas de|sous|pres de|a la sortie de) ${H.MY_PLACE}`,
      H.REPEATED,
    ],
  },
  // Followed. Also: « il me suit quand je rentre du boulot », « elle m'a suivie en voiture ».
  { id: 'follows', category: 'violence', scope: 'sentence', all: [H.FOLLOWS], none: [H.CLOSE_ID], subject: 'partner' },
  // Degrading insults, and fear. Also: « elle me traite de moins que rien, j'ose plus rien dire », « il me traite de salope tout le temps ».
  { id: 'insult-fear', category: 'violence', scope: 'sentence', all: [INSULT, H.FEAR], subject: 'partner' },
  // Control of money, phone, papers. Also: « il garde ma carte bleue », « elle fouille mes messages la nuit ».
  { id: 'control', category: 'violence', scope: 'clause', all: [H.CONTROL], subject: 'partner' },
  // No access to one's own money, with someone named. Also: « j'ai plus accès à mon compte, c'est lui qui gère », « elle a fait que j'ai aucun accès à mon salaire ».
  { id: 'no-access', category: 'violence', scope: 'sentence', all: [H.NO_ACCESS, H.OTHER_SUBJECT] },
  // Interrogation with fear or insistence. Also: « il exige de savoir avec qui j'étais, tout le temps », « elle me demande qui j'ai vu, j'ai peur ».
  { id: 'interrogation', category: 'violence', scope: 'sentence', all: [H.INTERROGATE, H.FEAR] },
  // Isolation. Also: « il m'interdit de sortir sans lui », « elle veut pas que je voie ma famille ».
  { id: 'isolation', category: 'violence', scope: 'sentence', all: [H.ISOLATION], subject: 'other' },
  // Blocking the way out. Also: « il bloque la porte de la chambre », « il cache mes clés pour que je parte pas ».
  { id: 'block-exit', category: 'violence', scope: 'sentence', all: [H.BLOCK_EXIT], subject: 'other' },
  // Intimidation by breaking things. Also: « il balance la vaisselle quand il est en colère », « elle cogne contre les portes ».
  { id: 'intimidation', category: 'violence', scope: 'sentence', all: [H.INTIMIDATION], subject: 'other' },
  // Fear of being next. Also: « j'ai peur que la prochaine fois ce soit moi », « la prochaine fois ce sera moi ».
  { id: 'fear-next', category: 'violence', scope: 'sentence', all: [H.FEAR_NEXT] },
  // Harassment by volume. Also: « il m'appelle 40 fois par nuit », « elle m'a envoyé des centaines de sms d'affilée ».
  { id: 'harass-volume', category: 'violence', scope: 'sentence', all: [H.HARASS_VOLUME], none: [H.CLOSE_ID] },
  // A fake account aimed at the writer. Also: « un faux profil me harcèle », « des faux comptes commentent mes stories ».
  { id: 'fake-account', category: 'violence', scope: 'sentence', all: [H.FAKE_ACCOUNT, H.TARGETS_ME], none: [H.MY_OWN_FAKE] },
  // The writer intending to hurt someone. Also: « j'ai envie de lui faire du mal, à sa nouvelle », « je rêve de leur faire du mal ».
  { id: 'harm-other', category: 'violence', scope: 'sentence', all: [H.HARM_OTHER], subject: 'self' },
  // Taken away by force. Also: « il m'a embarquée de force dans sa voiture », « je sais pas où elle m'emmène ».
  { id: 'kidnap', category: 'violence', scope: 'sentence', all: [H.KIDNAP] },
  // Threatened with never seeing the children again. Also: « si tu pars tu verras plus jamais les petits », « il veut partir avec les enfants au pays ».
  { id: 'children-threat', category: 'violence', scope: 'sentence', all: [NEVER_SEE, CHILDREN] },
  // Locked in by someone. Also: « il m'enferme à clé quand il sort », « elle a fermé la porte à clé de l'extérieur ».
  { id: 'locked-in', category: 'violence', scope: 'sentence', all: [LOCKED_IN], subject: 'other' },
  // Sex taken as a due, over a refusal. Also: « quand je dis non il dit que c'est son droit », « il parle de devoir conjugal alors que je veux pas ».
  { id: 'sex-entitled', category: 'violence', scope: 'sentence', all: [SEX_ENTITLED, H.NON_CONSENT] },
  // The writer's car damaged, someone behind it. Also: « depuis que je l'ai quitté, ma voiture est rayée », « mes pneus crevés, et il rit ».
  { id: 'vandalised', category: 'violence', scope: 'sentence', all: [VANDALISED_MINE, BEHIND_IT] },
];

// ─── Engine ────────────────────────────────────────────────────────────────────────────────────
//
// Speed: the detector runs on every message, on the server and in the browser. Each concept is
// scanned at most once per message, over the whole text, and only if a rule still needs it (most
// rules stop at their first concept); a unit (clause, sentence) is just a range of positions.

interface Concept {
  re: RegExp;
}

interface CompiledRule extends Omit<MeaningRule, 'all' | 'none'> {
  all: Concept[];
  none: Concept[];
}

const CONCEPTS = new Map<string, Concept>();
function concept(source: string): Concept {
  let found = CONCEPTS.get(source);
  if (!found) {
    found = { re: new RegExp(source, 'g') };
    CONCEPTS.set(source, found);
  }
  return found;
}

const COMPILED: CompiledRule[] = RULES.map((rule) => ({ ...rule, all: rule.all.map(concept), none: (rule.none ?? []).map(concept) }));

/** Where a clause ends: punctuation, emoji, or a connective that starts a new one. */
const CLAUSE_BREAK = /[^a-z0-9'\s]+|\b(?:mais|parce que|car|alors que|sauf que|pourtant|puis|du coup|bref|sinon)\b/g;
const SENTENCE_BREAK = /[.!?\u2026]+/g;

/** Subjects, to tell « je me griffe » from « il me griffe » and « ça me coupe l'appétit »; « qui » (« je l'entends qui force la porte ») is someone else. */
const SUBJECT = new RegExp(
  W`(?:^|[^a-z])((?:a|avec|pour|de|chez|sans|contre|par|sur|vers|comme|entre|apres|avant|derriere|devant|envers) )?(l'ai (?:vue?|entendue?|surprise?|apercue?) |j'|je\b|${H.FRIENDLY}|il\b|elle\b|ils\b|elles\b|ca\b|cela\b|ce qui\b|c'est\b|qui\b|(?:mon|ma|son|sa|cet|ce|cette|le|la|l') ?${L.PERSON_NOUN}\b)(?! y a| faut| fait (?:beau|froid|chaud|nuit))`,
  'g',
);

type Subject = 'self' | 'other' | 'close' | 'impersonal' | undefined;
const CLOSE = new RegExp(W`^${H.FRIENDLY}$`);

/** Who does the verb matched at `index`: the last subject before it in the same clause. */
function subjectAt(text: string, index: number, matched: string): Subject {
  if (/^(?:je\b|j'|me suis\b)/.test(matched)) return 'self';
  const before = text.slice(Math.max(0, index - 120), index);
  let clauseStart = 0;
  for (const m of L.eachMatch(CLAUSE_BREAK, before)) clauseStart = m.index + m[0].length;
  const clause = before.slice(clauseStart);
  let found: Subject;
  for (const m of L.eachMatch(SUBJECT, clause)) {
    if (m[1]) continue; // after a preposition: an object (« avec elle »), not a subject
    const word = m[2] ?? '';
    if (word.startsWith("l'ai "))
      found = 'other'; // « je l'ai vu rôder »: he is the one rôdant
    else if (word === 'je' || word === "j'") found = 'self';
    else if (/^(?:ca|cela|ce qui|c'est)$/.test(word)) found = 'impersonal';
    else found = CLOSE.test(word) ? 'close' : 'other';
  }
  return found;
}

function subjectFits(wanted: MeaningRule['subject'], who: Subject): boolean {
  if (!wanted) return true;
  if (wanted === 'self') return who === 'self';
  return who !== 'self' && who !== 'impersonal' && (wanted === 'other' || who !== 'close');
}

interface Hit {
  start: number;
  end: number;
  text: string;
}

/** One message being analysed: its text, its units, and the concepts already scanned. */
class Analysis {
  private readonly hits = new Map<Concept, Hit[]>();
  readonly units: Record<MeaningRule['scope'], number[]>;

  constructor(readonly text: string) {
    const bounds = (re: RegExp) => [0, ...[...L.eachMatch(re, text)].flatMap((m) => [m.index, m.index + m[0].length]), text.length];
    this.units = { message: [0, text.length], sentence: bounds(SENTENCE_BREAK), clause: bounds(CLAUSE_BREAK) };
  }

  /** Every match of a concept in the whole text, scanned once. */
  find(c: Concept): Hit[] {
    let found = this.hits.get(c);
    if (!found) {
      found = [...L.eachMatch(c.re, this.text)].map((m) => ({ start: m.index, end: m.index + m[0].length, text: m[0] }));
      this.hits.set(c, found);
    }
    return found;
  }

  /** The unit (start, end) of a scope that contains position `at`. */
  unitAt(scope: MeaningRule['scope'], at: number): [number, number] {
    const b = this.units[scope];
    for (let i = 0; i + 1 < b.length; i += 2) if (at >= (b[i] ?? 0) && at < (b[i + 1] ?? 0)) return [b[i] ?? 0, b[i + 1] ?? 0];
    return [at, at];
  }
}

const inside = (hit: Hit, [start, end]: [number, number]) => hit.start >= start && hit.end <= end;

/** How far apart (in characters) the signals of a goodbye may be: about three short sentences. */
const SIGNAL_WINDOW = 300;

function ruleMatch(rule: CompiledRule, a: Analysis): string | undefined {
  if (rule.atLeast) {
    // Every match of every signal, then count those that do not overlap an earlier one.
    const spans = rule.all.flatMap((c) => a.find(c)).sort((x, y) => x.start - y.start);
    if (spans.length < rule.atLeast) return undefined;
    const kept: Hit[] = [];
    for (const span of spans) if (!kept.some((k) => span.start < k.end && k.start < span.end)) kept.push(span);
    // The signals must be close together (a few sentences): a long journal entry may thank someone
    // at the top and say « je suis prête. » about something else far below.
    const n = rule.atLeast;
    const close = kept.findIndex((k, i) => i + n - 1 < kept.length && (kept[i + n - 1]?.start ?? Infinity) - k.end <= SIGNAL_WINDOW);
    if (close < 0 || rule.none.some((c) => a.find(c).length > 0)) return undefined;
    return kept
      .slice(close, close + n)
      .map((k) => k.text)
      .join(' … ');
  }
  const [first, ...rest] = rule.all;
  if (!first) return undefined;
  for (const hit of a.find(first)) {
    const unit = a.unitAt(rule.scope, hit.start);
    if (!inside(hit, unit) || !subjectFits(rule.subject, rule.subject && subjectAt(a.text, hit.start, hit.text))) continue;
    if (!rest.every((c) => a.find(c).some((h) => inside(h, unit)))) continue;
    if (rule.none.some((c) => a.find(c).some((h) => inside(h, unit)))) continue;
    return hit.text;
  }
  return undefined;
}

export interface MeaningMatch {
  category: CrisisCategory;
  rule: string;
  matched: string;
}

/**
 * Runs the meaning rules on an already normalised text (normalizeForDetection). Returns one entry
 * per rule that fired; with `firstPerCategory`, stops looking in a category once it has fired
 * (all that detection needs).
 */
export function detectMeaning(normalized: string, firstPerCategory = false): MeaningMatch[] {
  const analysis = new Analysis(normalized);
  const found: MeaningMatch[] = [];
  const done = new Set<CrisisCategory>();
  for (const rule of COMPILED) {
    if (firstPerCategory && done.has(rule.category)) continue;
    const matched = ruleMatch(rule, analysis);
    if (matched !== undefined) {
      found.push({ category: rule.category, rule: rule.id, matched });
      done.add(rule.category);
    }
  }
  return found;
}

/** The rules, for tests and audits (read-only). */
export const MEANING_RULES: readonly Readonly<MeaningRule>[] = RULES;
