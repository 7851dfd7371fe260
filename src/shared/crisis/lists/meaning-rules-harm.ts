/**
 * The meaning rules for self-harm and immediate danger: the concepts of lexicon-harm.ts (and
 * lexicon.ts), combined. How rules are matched, and what a rule's scope, `none` and `subject`
 * mean, is in meaning.ts.
 */
import type { MeaningRule } from '../kinds';
import { W } from '../regex';
import * as L from './lexicon';
import * as H from './lexicon-harm';

/** A medicine named anywhere. */
const ANY_MEDS = W`\b${L.MEDS}\b`;

// ─── Concepts used by one rule each (kept here, next to the rule that combines them) ──────────
/** Charcoal burnt in a closed room; a barbecue outside vetoes it. */
const CHARCOAL = W`\b(?:charbon(?: de bois)?|brasero)\b`;
const SEALED_ROOM = W`\b(?:salle de bain|chambre|voiture|scotch|calfeutr\w*|fenetres? fermees?|porte fermee|garage|studio)\b`;
const OUTDOOR = W`\b(?:jardin|terrasse|dehors|grillades?|saucisses?|merguez|camping|balcon|plage|pique nique|bbq)\b`;
/** A firearm kept at hand by the writer. */
const GUN_KEPT = W`\b(?:je garde|j'ai (?:garde|pris|recupere|sorti|cache|planque|charge)?|je cache|je planque|je sors)\b[^.!?]{0,12}\b(?:le|un|son|mon|l'|ce) ?(?:fusil|flingue|pistolet|revolver|arme)\b|\b(?:le|mon|un) (?:fusil|flingue|pistolet|revolver|arme)\b(?: de chasse)? (?:est |sont )?(?:charge|chargee|pose\w* (?:sur|en travers|contre))`;
const GUN_CLOSE = W`\b(?:chambre|genoux|charge|chargee|balles|regarde|main|mains|oreiller|tiroir|sac|lit|rupture|depuis|pres de moi|a cote de moi|sur moi)\b`;
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

export const HARM_RULES: MeaningRule[] = [
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
];
