/**
 * Concept lexicons of the French crisis detector (see detector.ts for the design, meaning.ts
 * for how they are combined).
 *
 * Each export is the source of a regular expression for ONE concept — « a wish or intention »,
 * « the end of one's own life », « relief at the idea of dying », « a sharp tool »… — written
 * against the normalised text (no accents, lower case, one apostrophe, no « ne », SMS expanded).
 * The detector never matches a sentence: it matches concepts, and a rule fires when the concepts
 * that make up a meaning are present together (same clause, sentence or message). A new phrasing of
 * a known meaning is caught as long as its words belong to the lexicons, which is what lets the
 * detector generalise to sentences nobody on the team has seen.
 *
 * Each lexicon says what it catches and what it deliberately leaves out. No lookbehind anywhere:
 * Safari before 16.4 cannot parse it, and one such literal would break the whole browser bundle.
 * The helpers they are written with (W, r, eachMatch) are the engine's, in ../regex.ts.
 */

import { W } from '../regex';

/**
 * End of a clause: end of text, punctuation / emoji next, or a connective that starts another clause
 * (« je veux tout arrêter MAIS… »).
 */
export const END = W`(?=\s*(?:$|[^a-z0-9'\s]|(?:mais|parce que|car|alors que|sauf que|sinon|pourtant|du coup|bref)\b))`;

// ─── Shared building blocks (also used by the phrase patterns of patterns-*.ts) ────────────────

/** « mourir » and its usual typos: « mourrir », « mourire », « mouri ». */
export const MOURIR = W`mou?r+i+r*e?\b`;

/** Idioms where dying is a figure of speech: « mourir de rire / de honte », « mourir seule ». */
export const NOT_DYING_IDIOM = W`(?! (?:de (?:rire|honte|faim|froid|chaud|soif|ennui|peur|fatigue|jalousie|plaisir|bonheur|envie|vieillesse)|d'(?:amour|ennui|envie)|seule?\b|vieille?\b|heureuse?\b|pour (?:une?|des|du|ce|cette|ca)\b))`;

/** « vivre » meaning life itself, not « vivre avec lui / ici / ça / seule » (living with someone, going through something). */
export const VIVRE = W`vivre\b(?! (?:avec|ensemble|chez|ici|la|le|les|l'|dans|a|au|aux|en|sous|ca|cela|cette|ce|cet|ces|une|un|des|de|d'|du|pres|loin|seule?|pour lui|pour elle|sa|son|ses|mon|ma|mes|notre|nos)\b)`;

/** « disparaître » — but not « disparaître de sa vie / des réseaux » (about the ex) nor « sous la couette ». */
export const DISPARAITRE = W`dispar(?:aitre|aitr|ais|aisse|aissais|aissait|aitrais|aitrai|aissant)\b(?! (?:quelques (?:jours|heures|temps|semaines)|une (?:semaine|journee|soiree|nuit|heure)|un (?:moment|week end|mois|peu|temps)|le temps (?:de|d'|que)|pendant|ce week end|sous terre|de honte|en (?:vacances|week end|voyage)|a la campagne|au soleil|a l'etranger|sur une ile|de (?:cette|ce|la) (?:soiree|fete|conversation|photo|groupe|discussion)|de (?:sa|son|ses|ta|ton|tes|leur|leurs|la ville|ici|instagram|facebook|snap|snapchat|tiktok|la circulation|son radar)|des reseaux|d'instagram|d'ici|sous (?:ma|la|mes|les) (?:couette|couverture|draps))\b)`;

/** Places to jump from or in front of. */
export const LEAP = W`(?:du (?:pont|toit|balcon|haut|viaduc|rebord|\d+)|d'un (?:pont|toit|immeuble|balcon|viaduc|train)|d'une (?:falaise|fenetre|tour)|par la fenetre|dans le vide|dans (?:la|le) (?:seine|loire|garonne|rhone|riviere|fleuve|canal|lac|mer|vide)|sous (?:un|une|le|la) (?:train|metro|bus|camion|voiture|tram|rame))`;

/** Medicines, by family and by the brand names people actually type. */
export const MEDS = W`(?:medicam+[ae]nts?|medocs?|cachetons?|pillules?|somnis?|antidepr\w*|cachets?|comprimes?|pilules?|gelules?|somniferes?|anxiolytiques?|antidepresseurs?|neuroleptiques?|doliprane|paracetamol|xanax|lexomil|lysanxia|temesta|stilnox|zolpidem|tramadol|codeine|ibuprofene|efferalgan|dafalgan|lamaline|seresta|atarax|valium|anxios?|antideps?|benzos?|lyrica|prozac|deroxat|seroplex|zoloft|effexor|tercian|imovane|zopiclone|lexo|xanaxs?|lorazepam|alprazolam|diazepam|oxazepam|bromazepam|morphine|skenan|fentanyl|oxycodone|opium|insuline|lithium|laroxyl|theralene|donormyl)`;

/** Someone other than the writer (a pronoun or the ex), as the subject of a verb. */
export const PERSON = W`(?:il|elle|ils|elles|on|tu|ex|mec|copain|copine|mari|femme|compagnon|compagne|conjoint|conjointe|pere|mere|frere|type|gars)`;

/** The same people as nouns after a determiner (« mon ex », « son mari »): used to find who does what. */
export const PERSON_NOUN = W`(?:ex|mec|copain|copine|mari|femme|compagnon|compagne|conjoint|conjointe|pere|beau pere|frere|type|gars|voisin|coloc|nouvelle|nouveau)`;

// ─── First-person frames ────────────────────────────────────────────────────────────────────────

/**
 * Softeners that may stand between a frame and its object: « je veux JUSTE mourir », « je pense
 * SÉRIEUSEMENT à ». Never a negation (« je veux PAS mourir » stays quiet) nor an object pronoun
 * (« envie de LE voir mourir » is not about the writer).
 */
export const GAP = W`(?:(?:juste|vraiment|tellement|seulement|simplement|bien|serieusement|sincerement|franchement|souvent|parfois|encore|enfin|aussi|bientot|deja|presque|carrement|grave|trop|de plus en plus|un peu|plus que|qu'a|que|tout|meme|limite|peut etre|tous les jours|chaque jour|a nouveau) ){0,3}`;

/**
 * WISH — wish, intention, plan, thought or temptation in front of an infinitive: « je veux »,
 * « j'aimerais bien », « envie de », « je pense à », « je suis capable de », « j'ai le courage
 * de », « la seule solution c'est de », « à deux doigts de ». Each alternative ends with its
 * separator (space or « d' ») so the object follows directly. Leaves out « peur de » (fear is not a
 * wish: « j'ai peur de mourir ») and third-person « va » (« ma plante va mourir »).
 */
export const WISH = W`\b(?:\b(?:veux|veut|voulais|voulait|voudrais|voudrait|vouloir|veulent|voulu|aimerais|aimerai|aimerait|prefere|prefererais|souhaite|souhaiterais|espere|compte|vais|dois|devrais|prie pour|faut que je|serais pret|serais prete) (?:${GAP})|\b(?:envie|besoin|hate|reve|revais|tente|tentee|decide|decidee|capable|courage|essaye|essaie|essayer|l'intention|la force) (?:${GAP})?(?:de |d')|\b(?:pense|pensais|penser|songe|songeais|pret|prete|prets|pretes) (?:${GAP})?a |\b(?:quitte a|pour|ferais mieux de|ferais mieux d'|vaudrait (?:pas )?mieux|mieux vaut) ?(?:${GAP})?|\b(?:facon|maniere|moyen|methode) (?:de |d')|\b(?:pouvoir|puisse|pourrai|pouvais) (?:juste |enfin )?|\b(?:prevois|prevu|planifie) (?:de |d')|\bsur le point (?:de |d')|\ba (?:deux|2) doigts (?:de |d')|\b(?:seule|qu'une|unique|meilleure|derniere) (?:solution|issue|option|porte de sortie)(?: c'est| ce serait| serait| reste)? (?:de |d')?)`;

// ─── Objects: the end of one's own life ────────────────────────────────────────────────────────

/** After « partir pour de bon »: not a destination (« je pars pour de bon… en Espagne », « à Lyon »). */
export const NO_DESTINATION = W`(?![\s.]*(?:en|a|au|aux|vers|dans|chez|de|d'|sur|loin|ailleurs|pour (?!toujours))\b)`;

/** Dead relatives people say they want to « rejoin »; a destination after it makes it a visit. */
export const DEAD_RELATIVE = W`(?:mamie|mami|mamy|papi|papy|meme|pepe|grand mere|grand pere|ma grand mere|mon grand pere|mon ange|ceux qui sont partis)`;

/** Being alive / present, as the object of « plus »: « plus être là », « plus exister » — not « plus être là pour lui ». */
export const BEING = W`(?:${VIVRE}|exister\b|etre (?:la|ici|en vie|vivante?|sur (?:cette |la )?terre|de ce monde|au monde)\b)(?! (?:pour|avec|quand|a|au|aux|chez|ce soir|demain|dans (?:sa|ta|son|leur) vie|a ses yeux|aux yeux)\b)`;

/** CRASH — driving into something on purpose: « foncer dans un arbre », « m'encastrer sous un camion ». Not « foncer droit dans le mur » (idiom). */
export const CRASH = W`(?:(?:foncer|fonce|me crasher|m'encastrer|me jeter|me planter|me lancer) (?:volontairement )?(?:dans|contre|sous) (?:un (?:mur|arbre|platane|pilier|camion|poids lourd|ravin|fosse)|une (?:pile de pont|glissiere|falaise)|le (?:platane|pilier|ravin))\b)`;

/**
 * SELF_DEATH — an infinitive meaning the end of the writer's own life, literal or euphemistic:
 * « mourir », « me tuer », « se foutre en l'air », « m'encastrer », « arrêter de vivre »,
 * « partir pour de bon », « ne plus me réveiller », « plus être là », « rejoindre mamie »,
 * « tout arrêter » (alone), « faire une connerie », « y mettre fin ».
 * Leaves out: the idioms (« mourir de honte »), « en finir avec lui / cette histoire », « tout
 * arrêter avec lui », « partir pour de bon à Lyon », « rejoindre mamie à Lyon », « faire une
 * connerie » followed by texting the ex. Used only behind a frame (WISH, a question, relief).
 */
export const SELF_DEATH = W`(?:${MOURIR}${NOT_DYING_IDIOM}|crev(?:er|e)\b(?! (?:de|d'|l'abces|un pneu|les yeux|la bulle|le plafond)\b)|(?:me|se) (?:tuer|suicider|buter|flinguer|supprimer|pendre|noyer|foutre en l'?air|faire sauter (?:le caisson|la cervelle|la tete)|tirer une balle|jeter (?:sous|du|d'un|d'une|par|dans le vide|d'en haut))\b|m'(?:encastrer|ouvrir les veines|empoisonner|immoler)\b|en finir\b(?! (?:une (?:bonne )?fois pour toutes |definitivement |pour de bon |vraiment )?avec (?!la vie|ma vie|moi|tout${END}|ce monde|l'existence)\w)|sauter (?:du|d'un|d'une|par|dans le vide|sous)\b|arreter (?:de vivre|d'exister|de respirer)\b|quitter (?:ce monde|la vie|cette vie|cette terre|ce bas monde)\b|(?:partir|m'en aller|s'en aller) (?:pour de bon|pour toujours|a jamais|definitivement)${NO_DESTINATION}|(?:dormir|m'endormir|endormir)(?: et| pour)? (?:ne )?(?:plus|jamais|pas)(?: jamais)? (?:me |m')?(?:reveiller|ouvrir les yeux|rouvrir les yeux)\b|(?:dormir|m'endormir) et que (?:ce soit|tout soit|ca soit) (?:fini|termine)\b|(?:dormir|m'endormir) pour (?:toujours|de bon|l'eternite)\b|${CRASH}|(?:plus|pas|jamais) (?:jamais )?(?:me |m'|se |s')(?:reveiller|rouvrir les yeux|ouvrir les yeux)\b(?! (?:tot|avant|a \d|a l'heure|en retard|seule?|sans|la nuit|en pleine nuit|toutes les|plusieurs fois|pour)\b)|(?:plus|pas|jamais) ${BEING}|rejoindre ${DEAD_RELATIVE}\b${NO_DESTINATION}|(?:rejoindre|retrouver|etre avec) (?:[a-z']+ ){0,3}(?:la haut|au ciel|au paradis|de l'autre cote)\b|y mettre (?:fin|un terme)\b|mettre fin a (?:mes jours|ma vie|mon existence|tout ca|tout${END})|tout arreter${END}(?![\s,:]+(?:les|la|le|l'|mes|ses|nos|notre|avec|de)\b)(?![^.!?]*\b(?:boulot|travail|taf|fac|etudes|cours|sport|applis?|reseaux|alcool|clopes?|cigarettes?|regime|pression)\b)|tout (?:lacher|abandonner|arreter) (?:pour de bon|pour toujours|definitivement)\b(?! avec)|(?:plus|jamais) rien (?:sentir|ressentir)\b|m'(?:effacer|eteindre)\b(?! (?:de (?:sa|ses|son|leur|ta|tes|ton)|des reseaux|d'instagram)\b)|(?:plus|pas) vivre (?:un|une) [a-z]+ de plus\b|arreter de (?:me battre|lutter)(?: pour vivre)?(?:${END}|,? (?:pour de (?:vrai|bon)|definitivement|cette fois))|partir sans (?:faire (?:de )?(?:peine|mal|souffrir)|deranger|bruit|souffrir|douleur|laisser de trace)\b|me (?:laisser |laisse )?(?:tomber|basculer|glisser) ${LEAP}|(?:aller )?(?:(?:me|se) (?:mettre|allonger|coucher|placer|planter|caler)|dormir) (?:sous|sur|devant) (?:un|une|le|la|les) (?:train|metro|rails|voie|camion|tram|rer)\b|${DISPARAITRE} (?:pour de bon|pour de vrai|pour toujours|a jamais|definitivement|de ce monde|de la surface)|faire (?:une |la )?(?:grosse |vraie |derniere |enorme )?(?:connerie|betise|folie)\b(?![^.!?]*\b(?:lui (?:ecrire|envoyer|repondre|telephoner|parler)|l'appeler|recontact\w*|en (?:le|la|lui|l')|liker|like|story|stories|texto|message|sms)\b))`;

// ─── Passive death wishes ──────────────────────────────────────────────────────────────────────

/**
 * HYPO_DEATH — the writer's own death or disappearance as an event that could happen to them:
 * « si je me faisais renverser », « avoir un accident », « tomber gravement malade », « si Dieu
 * pouvait me reprendre », « ne plus me réveiller », « mourir », « plus rien ressentir ».
 * Leaves out the idioms of MOURIR and « personne est mort ». Never enough alone: see RELIEF.
 */
export const HYPO_DEATH = W`(?:\bsi (?:une|un) (?:voiture|camion|bus|train|chauffard|tram) (?:arrivait|passait|me (?:renversait|percutait|fauchait|ecrasait))\b|\bsi (?:un|une|le|la) [a-z]+ (?:me )?(?:tombait|s'ecrasait|s'effondrait|explosait) (?:sur|dessus)\b|\bma disparition\b|\bsi je (?:me faisais (?:renverser|ecraser|percuter|faucher|tuer)|me reveillais (?:pas|plus)|avais un accident|tombais (?:gravement |tres )?malade|tombais dans le coma|mourais|crevais|disparaissais|partais)\b|\b(?:avoir|faire|j'avais) un (?:accident|avc|arret cardiaque|crash)\b|\bme faire (?:renverser|ecraser|percuter|faucher)\b|\btomber (?:gravement |tres )?malade\b|\btomber dans le coma\b|\b(?:chopper|attraper|avoir) (?:une maladie (?:grave|mortelle|incurable)|un cancer)\b|\bun accident qui\b|\bsi je me fais (?:renverser|ecraser|percuter|faucher)\b|\b(?:dieu|le ciel|la vie|la mort|le bon dieu) (?:pouvait |pourrait |voulait |venait |vient |vienne )?(?:me |m')(?:reprend\w*|rappel\w*|prend\w*|cherch\w*|emport\w*)|\b(?:un|une|le|la) (?:accident|camion|voiture|bus|train|maladie|cancer|crise cardiaque|balle perdue|chauffard) (?:me |m')(?:emport|fauch|ecras|renvers|percut)\w*|\bpartir dans mon sommeil\b|\b(?:plus|pas|jamais) me reveiller\b|\b${MOURIR}${NOT_DYING_IDIOM}|\bcrever\b(?! de)|\bla mort\b(?! (?:de|d'|du|des)\b)|\bma mort\b|\b(?:plus|pas) (?:exister|rien ressentir|rien sentir)\b|\bpartir (?:pour de bon|pour toujours|definitivement)${NO_DESTINATION}|\b(?:plus|jamais) ${BEING})`;

/**
 * RELIEF — the writer judging that event as a relief, or as indifferent: « ce serait pas plus
 * mal », « ça me ferait ni chaud ni froid », « ça me soulagerait », « ce serait reposant », « pas
 * peur de », « comme ça tout s'arrêterait », « que ça se finisse ». Alone these are everyday
 * words (« ça m'a fait ni chaud ni froid de le croiser »): only meaningful with HYPO_DEATH.
 */
export const RELIEF = W`(?:\btant pis\b(?! pour)|\b(?:ce|ca) (?:serait|sera) (?:pas (?:plus mal|si grave|grave|une (?:grosse )?perte|la fin du monde|un drame|une catastrophe|si terrible)|(?:tellement |vraiment |bien |peut etre |quand meme )?(?:plus simple|plus facile|mieux|reposant|un soulagement|la paix|la liberte|doux|un repos|une delivrance)|pas (?:une )?(?:si )?mauvaise (?:nouvelle|chose|idee))\b|\bje (?:lui |leur )?en voudrais (?:pas|a personne)\b|\b(?:ca )?(?:changerait|changera) (?:vraiment |pas )?(?:grand chose|pas grand chose)\b|\b(?:ca )?reglerait (?:pas mal de|bien des|beaucoup de|plein de) (?:choses|problemes|trucs)\b|\bca (?:me )?(?:ferait|ferais|fera) (?:ni chaud ni froid|rien|pas grand chose)\b|\b(?:me|m') soulager\w*|\bsoulagement\b|\bdelivrance\b|\btant mieux\b|\bje m'en (?:fous|fou|fiche|balance|ficherais|foutrais|balancerais)\b|\b(?:me )?ferait du bien\b|\bje me (?:fiche|fous|moque) (?:de |d')|\b(?:pas|plus|aucune) peur (?:de |d')|\b(?:que|comme ca|pour que) (?:ca|tout) (?:se finisse|se finirait|se termine|s'arrete|s'arreterait|serait fini|soit fini)\b|\benfin (?:en paix|tranquille)\b|\bsoulagee?s?\b|\bapaisee?s?\b|\bsereine?\b|\bca (?:ne )?(?:changerait|changera|change) rien\b|\b(?:me )?derangerai\w* (?:pas|plus)\b|\bca m'(?:est|serait) egal\b|\bca m'irait\b|\b(?:ca )?m'arrangerai\w*|\b(?:ca )?reglerait (?:tout|tous (?:les|mes) problemes)\b|\btout serait regle\b|\b(?:me|m') fai(?:t|s|rait) (?:plus|pas|meme plus) peur\b|\bm'attire\b|\bme tente\b)`;

/** ALL_STOPS — everything stopping, as a wish: « que tout s'arrête », « que ça se finisse ». Only after WISH. */
export const ALL_STOPS = W`(?:(?:que|qu') ?(?:ca|tout|la vie|ma vie|la douleur|la souffrance|mon coeur|ma respiration) (?:s'arrete|se finisse|se termine|finisse|cesse|s'eteigne)\b(?! (?:(?:ce soir|cette nuit|demain|maintenant) )?(?:entre nous|avec (?:lui|elle)|de|d')\b)(?![\s,:]+(?:ces|ses|les|cet|son|sa|leurs?|nos|vos|tes|mes|(?:ce|cette)(?! (?:soir|nuit|matin|week end|fois)\b))\b)|que (?:ce soit|tout soit) (?:fini|termine)${END})`;

// ─── Farewell: signals counted together (2 distinct ones make a goodbye message) ─────────────

/** FAREWELL_WORD — the message is a goodbye: « adieu », « dernier message », « quand tu liras ça ». Not « adieu à notre histoire ». */
export const FAREWELL_WORD = W`(?:\bm'attendez (?:plus|pas)\b|\badieu\b(?! (?:a (?:notre|nos|mon ex|cette|lui|elle|toi|la relation|mon amour|ma vie d'avant)|mon amour)\b)|\bderniers? (?:message|mot)s?\b|\bquand (?:tu|vous) (?:liras|lirez|lira|verras|verrez) (?:ca|ce message|cette lettre|ces mots|ceci|mon message)\b|\bau revoir (?:a tous|tout le monde|la vie|le monde)\b|\bune derniere fois\b|\bla derniere fois que (?:je (?:vous|t'|te)|tu m'|vous m') ?(?:ecris|parle|lis|entends|lirez|liras|entendrez))`;

/** THANKS_APOLOGY — last thanks, apologies, messages to relay: « pardon pour tout », « dis à ma sœur que je l'aime ». « prends soin de toi » (said to exes) is left out. */
export const THANKS_APOLOGY = W`(?:\b(?:pardon|desolee?) pour tout\b|\bpardonnez moi\b|\b(?:merci|remercier) (?:pour tout|d'avoir (?:essaye|ete la|tout fait))\b|\b(?:dis|dites|diras|direz|dire) a (?:ma|mon|mes) [a-z]+ (?:que je (?:l'|les )?aim\w*|que c'est pas (?:sa|leur|ta) faute|que je suis desolee?)|\b(?:c'|ce )(?:est|etait) pas (?:leur|votre|sa|ta) faute\b|\bpardon a (?:tous|toutes|vous|tout le monde)\b|\bprenez soin (?:de|d') ?[a-z]+\b|\bmerci a (?:ceux|celles|tous ceux|toutes celles|vous tous|tout le monde) qui\b|\bc'est pas a cause (?:de|d')|\bprenez soin (?:de vous|d'elle|de lui|de mon|de ma|de mes)\b|\bprends soin (?:de mon|de ma|de mes)\b|\bje vous (?:aime|aimais|ai aimes|aimerai) (?:tous|toutes|fort)\b|\bje (?:vous|t') ?(?:aime|aimais)${END}|\bje t'aime (?:maman|papa)\b|\bpardon${END}|\bje vous laisse${END})`;

/** FINALITY — « c'est fini pour moi. », « demain matin ce sera terminé », « je serai plus là », « je suis prête. », « ma dernière nuit. ». */
export const FINALITY = W`(?:\b(?:demain|bientot) (?:ils|elles|vous|tu|il|elle) comprendr\w*|\b(?:ils|elles|il|elle|vous|tu) comprendr(?:ont|ez|a|as) (?:demain|bientot|pourquoi|plus tard|apres)\b|\b(?:recoivent|recevront|lisent|liront|trouvent|trouveront|decouvrent|decouvriront) (?:[a-z']+ ){0,2}apres${END}|\bplus que (?:quelques|\d+|deux|trois|une|un) (?:heures?|minutes?|jours?)${END}|\b(?:manque|reste) (?:plus que|juste|seulement|que) (?:le courage|a le faire|a passer a l'acte|a trouver le courage)\b|\b(?:la|maintenant) c'est (?:fini|termine)${END}|\bpour (?:apres|quand je serai (?:plus la|partie?))${END}|\b(?:j'en|je n'en) aurai(?:s)? plus besoin\b|\bla ou je vais\b|\bc'est (?:fini|termine) pour moi${END}|\bpartir (?:tranquille|en paix|sans souffrir|sans bruit|proprement)\b|\b(?:ce soir|cette nuit|demain) je (?:pars|m'en vais|le fais|y vais)${END}|\bje (?:pars|m'en vais) (?:ce soir|cette nuit|cette fois) (?:et|,) (?:je )?(?:reviendrai|rentrerai) (?:pas|plus|jamais)\b|\barrivee? au bout\b(?! du rouleau)|\b(?:au cas ou |s')il m'arrive (?:quelque chose|malheur)\b|\b(?:ce sera|tout sera|ca sera) (?:termine|fini)\b|\bje serai (?:deja )?(?:plus la|partie?|loin|plus de ce monde)\b|\bje suis prete?${END}|\b(?:ma|c'est ma) derniere (?:nuit|soiree|journee|heure)${END}|\bc'est la fin${END}|\bje (?:pars|m'en vais) pour de bon${NO_DESTINATION}|\bil est temps (?:pour moi )?(?:de|d') (?:partir|en finir)${END}|\bplus pour longtemps\b)`;

/** PREPARATION — affairs put in order, letters written, means gathered: « j'ai écrit des lettres pour tout le monde », « j'ai donné mon chat », « j'ai les somnifères ». */
export const PREPARATION = W`(?:\becrit (?:a|aux) (?:chacun|tout le monde|tous mes proches|chacune)\b|\bprepare (?:tout )?ce qu'il faut\b|\bmon plan est (?:pret|fait|au point)\b|\bj'ai (?:un|mon) plan${END}|\bje sais (?:deja )?(?:comment|ou|quand)(?: et (?:ou|quand|comment))+\b|\b(?:choisi|fixe) (?:le jour|la date|l'heure|l'endroit|le moment|le lieu)\b|\bje sais (?:comment|quand|ou) je vais le faire\b|\b(?:la facon|la maniere) (?:dont|de) je (?:le ferais|vais le faire|le ferai)\b|\bc'est pour (?:ce soir|cette nuit|ce week end|demain|bientot|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)${END}|\b(?:ecri\w*|laiss\w*|prepar\w*|redig\w*|poste|publie|enregistr\w*|programm\w*) (?:des|mes|une|les|un|ma|mon) (?:lettres?|mots?|messages?|videos?|mails?|sms) (?:(?:sur|dans|sous) (?:la|le|mon|ma|l') ?[a-z]+ (?:de [a-z]+ )?)?(?:pour|a) (?:tout le monde|mes|ma|mon|vous|chacun|demain|apres|ma famille|mes proches|qu'(?:il|elle|ils|elles))\b|\b(?:mes|les) (?:codes|mots de passe|papiers|instructions) (?:sont|est) (?:dans|sur|chez)\b|\b(?:range|trie|classe)\w* (?:tous |toutes )?mes (?:papiers|comptes|dossiers)\b|\b(?:fixe|choisi)\w* (?:de |une |la )date\b|\b(?:mes )?dernieres volontes\b|\blettres? d'adieu\b|\bmon testament\b|\b(?:paye|rembourse|regle|solde)\w* (?:toutes )?mes dettes\b|\bvide\w* mon compte\b|\b(?:achete|pris|recupere|trouve|prepare|rassemble)\w* (?:tout )?ce qu'il (?:faut|fallait)\b|\blaiss\w* (?:les|mes) (?:papiers|codes|mots de passe|instructions) (?:sur|dans|en evidence|bien)\b|\b${MEDS} (?:sont |est )?(?:alignes|etales|prets|comptes|devant moi|dans ma main)\b|\bj'ai tout (?:prepare|prevu|organise|regle|range|mis en ordre)\b|\bprepar\w* mes adieux\b|\b(?:donne|confie|legue|distribue|offert|file|refile)\w* (?:toutes |tous )?(?:mon chat|mon chien|mes chats|mes animaux|mes affaires|mes plantes|mes bijoux)\b|\brange (?:tout )?(?:mon|ma|l') ?(?:appart|appartement|studio|chambre)\b|\bmis (?:mes affaires|tout|mes papiers) en ordre\b|\bj'ai (?:tout ce qu'il faut|ce qu'il faut|les ${MEDS}|la corde|(?:le|un) (?:flingue|fusil|pistolet))|\btout est (?:pret|prevu)\b|\bc'est prevu (?:depuis|pour)\b|\b${MEDS} (?:que je|que j'ai) (?:mets|mis|garde|stocke|accumule|cache)|\bde cote (?:des|les|mes|assez de) ${MEDS})`;

/** DECISION — « c'est décidé », « j'ai pris ma décision », « personne pourra m'en empêcher ». */
export const DECISION = W`(?:\bc'est decide\b|\ben paix avec (?:ma|cette) decision\b|\bca y est(?=,? (?:j'ai (?:choisi|decide|fixe|trouve)|c'est decide|je suis prete?|je le fais|je vais le faire)\b)|\bc'est le (?:bon )?moment${END}|\bc'est l'heure${END}|\bj'ai pris ma decision\b|\bma decision est prise\b|\bje suis decidee?${END}|\bj'ai decide${END}|\brien (?:me |m')?fera changer d'avis\b|\bpersonne (?:pourra|peut|va) m'en empecher\b)`;

/** WITNESS_ABSENCE — choosing a moment alone: « quand mes parents seront partis ». */
export const WITNESS_ABSENCE = W`(?:\bpendant que (?:tout le monde|ils|elles|les enfants|mes parents|ma coloc|mon coloc|mes colocs|la maison) (?:dort|dorment|dormira|dormiront)\b|\bj'attends (?:juste |plus que |seulement )?(?:qu'il fasse nuit|la nuit|que (?:tout le monde|les enfants|mes parents|ma coloc|mon coloc|mes colocs|ils|elles|la maison) (?:dorm\w*|soi\w* couche\w*|parte\w*|soi\w* parti\w*))|\bquand (?:mes parents|ma coloc|mon coloc|mes colocs|ma mere|mon pere|ma famille|tout le monde|ils|elles|mon mari|ma femme|les enfants) (?:seront|sera) (?:partie?s?|couchee?s?|absente?s?|sortie?s?|endormie?s?|au (?:travail|boulot|lit))\b)`;

/** VAGUE_ACT — the act left unnamed, at the end of a clause: « je le fais. », « je vais le faire. » */
export const VAGUE_ACT = W`(?:\bj'y vais${END}|\bje (?:le|vais le) fai[st](?: (?:ce soir|cette nuit|demain|maintenant|ce week end|tout a l'heure|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche))?${END}|\bje vais le faire${END}|\bje le ferais?${END})`;

/** METHOD_PLACE — places and means named as destinations: « je roule vers les falaises », « la voie ferrée ». */
export const METHOD_PLACE = W`(?:\b(?:falaises?|voies? ferrees?|rails|viaduc|parapet|m'encastrer)\b)`;

// ─── Other suicide concepts ─────────────────────────────────────────────────────────────────────

/** HYPO_SELF_GONE — the writer imagining their own absence: « si j'existais plus », « si j'étais plus là », « si je me tuais ». */
export const HYPO_SELF_GONE = W`(?:\bsi (?:demain |un jour |ce soir |cette nuit |jamais )?(?:j'(?:existais plus|existe plus|etais (?:plus la|plus en vie|morte?)|etais plus de ce monde)|je (?:mourais|meurs|crevais|creve|me tuais|me tue|me suicidais|me suicide|existais plus|partais pour toujours|pars pour toujours|suis plus la|${DISPARAITRE}))\b(?! de\b))`;

/**
 * BURDEN — the writer as a burden: « je suis qu'un fardeau », « ne plus être un poids »,
 * « je pèse sur tout le monde ». Leaves out « un poids lourd / de 60 kilos », « en surpoids »,
 * and « boulet » alone (everyday self-mockery for being clumsy).
 */
export const BURDEN = W`(?:\b(?:suis|etre|me sens|sens|reste|serai|etais|suis devenue?) (?:(?:qu'|que |juste |rien qu'|vraiment |tellement |comme |devenue? |plus |toujours ){0,2})(?:un |une )?(?:fardeau|poids\b(?! (?:lourd|plume|de|du|en trop|ideal)\b)|charge pour|boulet pour)|\bpes(?:e|er) sur (?:tout le monde|ma famille|mes proches|les autres|mes parents|mes amis)|\b(?:suis|me sens|sens|etre) (?:vraiment |tellement |juste |toujours )?de trop(?:${END}| (?:sur (?:cette |la )?terre|dans ce monde|ici|partout|pour tout le monde|dans la vie de tout le monde)\b))`;

/** BETTER_WITHOUT_ME — people close to the writer better off without them; not « il serait mieux sans moi » (the ex moving on). */
export const BETTER_WITHOUT_ME = W`(?:\b(?:tout le monde|le monde|ils|elles|vous|tous|ma famille|mes enfants|mes proches|mes parents|mes amis|mes amies|mes potes|les autres|ma (?:mere|soeur|fille|coloc|meilleure amie)|mon (?:pere|frere|fils|entourage|coloc)|maman|papa) (?:\w+ ){0,2}(?:serai\w*|sera|seront|vivrai\w*|irai\w*|tournerai\w*|se porterai\w*|auraient ete|aurait ete|aurai\w* vecu|s'en porterai\w*|s'en sortirai\w*|s'en sortira) (?:tellement |bien |beaucoup |vraiment |quand meme )?(?:mieux|plus (?:heureu\w+|tranquilles?|libres?|legers?)) sans (?:moi|ma presence|une \w+ comme moi|un \w+ comme moi)\b)`;

/** FUNERAL — the writer's own funeral or grave: « mon enterrement », « mes funérailles ». Not « mon enterrement de vie de jeune fille ». */
export const FUNERAL = W`(?:\b(?:mon|mes) (?:enterrement|funerailles|obseques|incineration|cercueil|epitaphe)\b(?! de vie)|\bma tombe\b)`;

/** WAKING_REGRET — disappointment at waking up or being alive: « chaque matin je suis déçue de me réveiller », « encore en vie, dommage ». */
export const WAKING_REGRET = W`(?:\b(?:decue?|degoutee?|deprimee?|triste|dommage|malheureuse?|en colere|regrette|deteste) (?:chaque matin |tous les matins |le matin )?(?:de |d')(?:me reveiller|ouvrir les yeux|m'etre reveillee?|etre (?:encore|toujours) (?:en vie|vivante?|la))\b(?! (?:sans|seule?|a cote|avant|tot|en retard|si tard)\b)|\b(?:encore|toujours) (?:en vie|vivante?)(?: ce matin)?,? (?:dommage|malheureusement|quel dommage)\b)`;

/**
 * POINTLESS — no reason left to go on: « je vois pas l'intérêt de continuer », « pourquoi je
 * continue ? », « j'ai plus personne pour qui le faire ». Not « continuer avec lui / mes études ».
 */
export const POINTLESS = W`(?:\b(?:ca sert|sert|ca servirait) a quoi (?:de |d')(?:vivre|continuer|me lever|me reveiller|exister|rester en vie)\b|\ba quoi bon (?:me |se )?(?:reveiller|lever|vivre|exister|continuer)\b|\bvau\w* (?:le coup|la peine) (?:de |d')(?:continuer a vivre|vivre|rester en vie|exister|continuer${END})|\b(?:vois|voit|trouve) (?:pas|plus|aucun|meme plus) (?:l'interet|d'interet|le sens|de sens|le but|de but|la raison|de raison|pourquoi) (?:de |d'|a )?(?:continuer(?:${END}| (?:tout ca|comme ca|a vivre|a exister|a me battre|a respirer|a me lever)\b)|${BEING}|me lever(?:${END}| (?:demain|le matin|chaque matin))|tenir${END})|\bpourquoi je suis (?:encore|toujours) (?:en vie|vivante?|sur terre|la${END})|\b(?:vois|sais) (?:pas|plus) pourquoi (?:je )?(?:continuerais|continuer|continue|vivrais|vivre|resterais en vie|me leverais)\b|\bpourquoi (?:je )?continu(?:e|er)(?: (?:au juste|encore|franchement|vraiment|a vivre))?${END}|\b(?:plus|pas|aucune?) (?:personne|raison) pour (?:qui|quoi) (?:vivre|me lever|continuer|me battre|le faire|tenir)\b|\b(?:sert|servirait|servira) a rien (?:que je|de|d') ?(?:me reveille|vive|vivre|sois la|continue|continuer|me lever|exister|existe)\b|\ba quoi (?:ca )?(?:sert|servirait|bon) (?:que je |de |d')?(?:vive|vivre|rester en vie|reste en vie|sois (?:la|en vie)|exister|existe|continue${END}|continuer${END}|continuer (?:a (?:vivre|exister)|sans (?:lui|elle|toi|eux|[a-z]+${END})))|\ba quoi (?:sert|bon|servirait) (?:une|ma|cette) vie\b|\b(?:me|m') (?:tenait|tenais|gardait) en vie\b|\bcontinue a vivre (?:que |seulement |juste )?(?:par|pour) (?:politesse|devoir|obligation|habitude)\b|\b(?:la|cette|ma) vie(?: sans (?:lui|elle|toi|[a-z]+))?,? (?:j'en veux (?:pas|plus)|je la veux (?:pas|plus))\b|\b(?:plus|pas|aucune?) (?:d'|de )?(?:envie|raisons?|force|courage) (?:de |d')(?:me reveiller|rester en vie|rester(?: (?:ici|la|sur terre))?${END}|continuer a vivre)\b)`;

/** NO_PLACE — no place left in the world: « j'ai plus ma place ici », « y a plus de place pour moi sur terre ». Not « à ma place nulle part » (feeling out of place). */
export const NO_PLACE = W`(?:\b(?:sais (?:plus|pas)|vois pas) ce que je fais (?:sur (?:cette |la )?terre|dans ce monde|encore en vie)\b|\bplus rien a faire (?:ici${END}|sur (?:cette |la )?terre|dans ce monde|ici bas)|\b(?:plus|pas|aucune) (?:ma |de )place (?:pour moi )?(?:ici${END}|sur (?:cette |la )?terre|dans ce monde|parmi (?:vous|les vivants|les autres)|ici bas))`;

/** FUTURE_DEATH — « je serai déjà morte », « je serai plus de ce monde ». Not « morte de honte / de fatigue ». */
export const FUTURE_DEATH = W`(?:\bje serai (?:deja |sans doute |surement |bientot )?(?:morte?|plus de ce monde|six pieds sous terre|sous terre)\b(?! (?:de|d')))`;

/** METHOD_Q — asking how / how much: « comment on fait pour », « quelle quantité », « combien de », « le plus rapide ». */
export const METHOD_Q = W`(?:\b(?:douloureux|ca fait mal|on souffre|indolore|renseignee?|cherche|recherche|google|googlise|tape sur google|comment|methodes?|moyens?|facon|maniere|quelle (?:dose|quantite|hauteur|profondeur)|a partir de (?:quelle|quel|combien)|combien (?:de |d')|le plus (?:rapide|simple|efficace|doux|sur)|la plus (?:rapide|simple|efficace|douce|sure)|il faut pour|faut combien)\b)`;

/** LETHAL_GOAL — the goal of such a question: « mourir », « se tuer », « ne pas se réveiller », « mortel ». Not « mourir de honte », « pas se réveiller la nuit ». */
export const LETHAL_GOAL = W`(?:\b${MOURIR}${NOT_DYING_IDIOM}|\b(?:se|me) (?:tuer|suicider|pendre|noyer|foutre en l'?air|tirer une balle|jeter (?:sous|du|d'un|par))\b|\ben finir\b|\barreter de vivre\b|\b(?:pas|plus|jamais) (?:se|me) reveiller\b(?! (?:la nuit|a \d|avant|tot|en pleine nuit|toutes les|plusieurs fois)\b)|\b(?:mortel|mortelle|mortels|letale?s?)\b|\by rester\b|\bfaire une overdose\b|\b(?:pas|plus) survivre\b|\bperdre connaissance\b)`;

/** LIFE_WORD — one's life as a whole (« ma vie », « vivre », « mes jours »); not « ma vie avec lui / de couple ». */
export const LIFE_WORD = W`(?:\b(?:ma vie|cette vie|la vie)\b(?! (?:avec|de couple|a deux|amoureuse|sentimentale|pro|professionnelle|sociale|d'avant)\b)|\b(?:vivre|exister|mes jours|mon existence)\b)`;

/** LIFE_WORTHLESS — « ma vie (sans Chloé) ça vaut rien », « ma vie vaut plus rien ». */
export const LIFE_WORTHLESS = W`(?:\bma vie (?:sans [a-z]+ )?(?:ca |elle )?(?:vaut|valait) (?:plus )?rien\b|\bma vie (?:a |n'a )?(?:plus |aucune? )(?:de |d')?(?:valeur|importance)\b)`;

/** FEAR_OF_ACT — « j'ai peur de faire une connerie », « je me fais peur » (the writer afraid of themselves). */
export const FEAR_OF_ACT = W`(?:\b(?:peur|risque|avant) (?:de |d')(?:faire|commettre) (?:une |la )?(?:grosse |vraie )?(?:connerie|betise|folie|truc irreparable)\b(?![^.!?]*\b(?:lui (?:ecrire|envoyer|repondre|telephoner|parler)|l'appeler|liker|message|sms|recontact\w*|en (?:le|la|lui|l'))\b)|\bje me fais peur\b|\b(?:me fait|me fais|j'ai|j'avais) (?:tres |trop |tellement )?peur de moi(?: meme)?\b)`;

/** DEATH_ON_MIND — the thought is there, said after the object: « me tuer, j'y pense tout le temps », « en finir, c'est à ça que je pense ». */
export const DEATH_ON_MIND = W`(?:\b(?:voila |c'est )?a quoi je pense\b|\bdans ma tete c'est\b|\ben boucle\b|\bj'ai que (?:ca|cela) en tete\b|\bj'y pense\b|\bc'est a (?:ca|cela) que je pense\b|\bje pense (?:qu'|que )a (?:ca|cela)\b|\bca me trotte dans la tete\b|\bca m'obsede\b|\bl'idee (?:me trotte|m'obsede|me revient)\b)`;
/** SELF_DEATH_PLAIN — the unambiguous subset of SELF_DEATH, usable without a wish in front. */
export const SELF_DEATH_PLAIN = W`(?:\b(?:me|se) (?:tuer|suicider|buter|foutre en l'?air|pendre)\b|\barreter (?:de vivre|d'exister)\b|\b(?:en finir|mourir)${END})`;

/** NO_FUTURE — the writer cannot picture being alive later: « je me vois pas vivre jusqu'à Noël », « je me vois pas vieillir ». */
export const NO_FUTURE = W`(?:\bje (?:passerai|tiendrai|verrai) (?:pas|plus|jamais) (?:l'hiver|l'ete|noel|l'annee|le printemps|l'automne|la fin de l'annee|mes \d+ ans)\b|\b(?:arrive|peux|parviens) (?:pas|plus|meme plus) (?:a )?m'imaginer (?:vivante?|en vie|encore la|vieille?|vieux)\b|\bm'imagine (?:pas|plus) (?:vivante?|en vie|encore la) dans\b|\bme vois (?:pas|plus|jamais) (?:vivre|vieillir|exister|etre (?:encore )?(?:la|en vie|vivante?)|passer (?:l'hiver|l'annee|noel|l'ete))\b(?! (?:avec|ici|la bas|a|en|dans|chez|loin)\b))`;
/** DEATH_PULL — death as attractive, or oneself pictured dead: « la mort m'attire », « je m'imagine souvent morte ». Not « morte de rire ». */
export const DEATH_PULL = W`(?:\bme vois (?:deja )?(?:mourir|morte?|partir) (?:bientot|dans pas longtemps|d'ici peu|avant (?:noel|l'ete|la fin)|cette annee|jeune)\b|\b(?:envie|envies|jalouse?) (?:les gens|ceux|celles|les morts|les personnes) qui (?:meurent|sont morts|sont mortes|partent|decedent)\b|\bla mort (?:m'attire|me tente|m'appelle|me semble (?:douce|belle|reposante))\b|\b(?:attiree?|fascinee?|obsedee?) par (?:la mort|l'idee de mourir)\b|\bm'imagine (?:[a-z]+ ){0,2}(?:morte?|dans (?:un|mon) cercueil|enterree?)\b(?! de\b))`;
/** LETHAL_DOSE — « la dose mortelle », « à partir de combien de cachets c'est mortel ». */
export const LETHAL_DOSE = W`(?:\b(?:dose|quantite) (?:mortelle|letale)\b|\b(?:mortelle?s?|letale?s?) (?:a partir de|au bout de)\b|\bcombien (?:de |d')${MEDS}\b[^.!?]{0,30}\b(?:pour|faut|mortel|tuer|dormir pour)\b)`;
/** JUMP × HEIGHT — a wish or thought of jumping, and a height nearby: « je regarde le vide et j'ai envie de sauter ». Not « sauter le pas / de joie / dans le train ». */
export const JUMP = W`(?:\b(?:${WISH}|pourrais |suffirait (?:de |d')|j'ai failli )(?:${GAP})?(?:sauter|me jeter|enjamber|un pas|basculer|lacher${END}|me laisser tomber|me pencher)\b(?! (?:le pas|de joie|dans (?:le|un) (?:train|taxi|bus|avion)|au cou|une etape|un repas|le dej|en parachute|a l'eau|sur l'occasion|dans ses bras)))`;
export const HEIGHT = W`(?:\b(?:vide|balcon|fenetre|pont|toit|etage|falaise|rails|trains?|voie|quai|hauteur|en bas|parapet|rambarde|\d+e)\b|\bpersonne (?:me |m'en )(?:retiendrait|retiendra|empecherait|empechera)\b)`;
/** TIRED_OF_FIGHTING × « je veux partir » — worn out and leaving, no destination: « j'ai plus la force de lutter, je veux partir ». */
export const TIRED_OF_FIGHTING = W`(?:\b(?:plus|pas) (?:envie|la force|le courage) (?:de |d')(?:lutter|me battre|tenir|continuer)\b|\bfatiguee? de (?:me battre|lutter|tout)\b|\bepuisee? de (?:vivre|me battre|lutter)\b|\b(?:trop|tellement|si) (?:fatiguee?|epuisee?)\b|\bplus la force\b)`;
export const WANT_TO_LEAVE = W`(?:\b${WISH}(?:${GAP})?(?:partir|m'en aller|m'eteindre|lacher prise)${END}|\b(?:laisse|laissez|laisser) moi partir\b|\bme laiss\w* partir\b)`;

/** EXTERNAL_DEATH — death coming from outside, as a wish: « qu'un accident m'emporte », « que Dieu me rappelle à lui ». */
export const EXTERNAL_DEATH = W`(?:(?:qu'|que )(?:un|une|le|la|dieu|le bon dieu|la mort) (?:[a-z]+ )?(?:me |m')(?:emport|fauch|ecras|renvers|percut|reprenn|reprend|rappell|rappel|prenn)\w*)`;
/** REJOIN_DEAD — joining the dead: « rejoindre mon frère au ciel », « retrouver mamie là-haut ». */
export const REJOIN_DEAD = W`(?:\b(?:rejoindre|rejoins|retrouver|etre avec|aller voir) (?:[a-z']+ ){0,3}(?:la haut|au ciel|au paradis|de l'autre cote|dans l'au dela)\b)`;
/** PLAN_HOW — having thought out how to do « it »: « j'ai déjà pensé à la façon dont je le ferais », « je sais comment je m'y prendrais ». */
export const PLAN_HOW = W`(?:\b(?:pense|reflechi|reflechis|sais|imagine|prevu|trouve)\w* (?:[a-z]+ ){0,2}(?:a )?(?:la facon|la maniere|comment) (?:dont |de )?je (?:le ferais|vais le faire|le ferai|m'y prendrais|m'y prendrai|vais m'y prendre)${END}(?![^.!?]*\b(?:(?:lui|leur) (?:parler|dire|ecrire|annoncer)|le quitter|la quitter|rompre)\b))`;
/** LAST_NIGHT — « ce sera ma dernière nuit. » (alone at the end of a clause; not « ma dernière nuit à l'hôtel »). */
export const LAST_NIGHT = W`(?:\b(?:ce sera|c'est|ca sera|voici|cette nuit sera) ma derniere (?:nuit|soiree|journee)${END})`;
export const MOVING_OUT = W`(?:\b(?:demenag\w*|appart\w*|vacances|hotel|ici|chez (?:lui|elle|nous|mes parents)|cartons|valises|colocation|residence)\b)`;

/** FAREWELL_TO_EX — a goodbye addressed to the ex, not to life: « te dire adieu », « sois heureux », « je te souhaite le meilleur ». */
export const FAREWELL_TO_EX = W`(?:\b(?:te|lui|t') dire adieu\b|\bsois heureu\w*|\bje te souhaite\b|\bbonne (?:vie|continuation)\b|\bprends soin de toi\b|\bnotre histoire\b)`;
/** NOT_BORN — regretting being born: « j'aurais préféré ne jamais naître », « je regrette d'être venue au monde ». */
export const NOT_BORN = W`(?:\b(?:pas|jamais) demande a (?:naitre|vivre|venir au monde)\b|\b(?:prefere|aurais aime|aurais voulu|regrette|aurait mieux valu|aimerais)\w* (?:de )?(?:ne )?(?:jamais|pas) (?:etre )?(?:naitre|nee?)\b|\bregrette (?:d'etre (?:nee?|venue? au monde|en vie|vivante?|la)|d'exister)\b|\b(?:venue?|mise?) au monde pour rien\b|\bmaudi\w* le jour (?:de ma naissance|ou je suis nee?)\b)`;
/** NO_MORE_LIVING — the elliptic « même plus de vivre » after « envie de rien ». */
export const NO_MORE_LIVING = W`(?:\b(?:meme|encore) plus (?:de |d')(?:vivre|exister|etre en vie)\b)`;
/** REJOIN_RELATIVE × DEAD — « rejoindre mon père » in a sentence that says he died. */
export const REJOIN_RELATIVE = W`(?:\brejoindre (?:mon|ma|mes) [a-z]+\b${NO_DESTINATION})`;
export const IS_DEAD = W`(?:\b(?:est|sont) (?:morte?s?|decedee?s?|au ciel|partie?s? (?:il y a|l'an dernier|trop tot))\b|\bdepuis (?:sa|leur) mort\b)`;
/** WISH_NO_WAKE — « j'espère que je me réveillerai pas demain ». */
export const WISH_NO_WAKE = W`(?:\b(?:espere|esperant|prie|priant|souhaite|souhaitant|voudrais)\w* (?:que|qu') (?:demain|le jour|le matin) (?:(?:n')?arrive|se leve|vienne) (?:pas|plus|jamais)\b|\b(?:espere|prie|souhaite|aimerais|voudrais|veux|reve)\w* (?:${GAP})?(?:que je (?:ne )?(?:me )?reveill\w* (?:pas|plus|jamais)|(?:de |d')(?:ne )?(?:pas|plus|jamais) me reveiller)\b(?! (?:trop )?(?:tot|tard|avant|en retard|a \d)))`;
/** CALLED_AWAY — asking God or death to take one: « je demande à Dieu de venir me chercher ». */
export const CALLED_AWAY = W`(?:\b(?:dieu|seigneur|la mort)\b[^.!?]{0,10}\b(?:reprends|prends|emporte|rappelle) moi\b|\b(?:dieu|le bon dieu|la mort|le ciel)\b[^.!?]{0,25}\b(?:me |m')(?:chercher|prendre|reprendre|rappeler|emporter|rappelle|reprenne|prenne|emporte)\b)`;
/** FOUND_DEAD — « il me retrouvera morte », « on me retrouvera pendue ». */
export const FOUND_DEAD = W`(?:\bretrouv\w* (?:morte?|pendue?|sans vie|inanimee?|noyee?)\b(?! de\b))`;
/** ONLY_WAY_OUT — « je vois pas d'autre issue que la mort », « la seule solution c'est le suicide ». Not « partir pour de bon de cette ville », « disparaître de sa vie ». */
export const ONLY_WAY_OUT = W`(?:\b(?:la (?:seine|garonne|loire|riviere|mer|mort)|le (?:vide|pont|train|fleuve|suicide|canal|lac|rhone)|les (?:rails|cachets)|me tuer|mourir|en finir) (?:me (?:semble|parait)|est|serait|c'est|reste) (?:vraiment |bien |encore |parfois )?(?:la|ma) (?:seule|derniere|unique|meilleure) (?:reponse|solution|issue|option|porte de sortie|echappatoire)\b|\b(?:pas d'autre|seule|qu'une|unique|aucune autre|derniere) (?:issue|solution|option|porte de sortie|echappatoire)\b[^.!?]{0,20}\b(?:la mort|mourir|le suicide|en finir|me tuer|me suicider)\b|\b(?:pas d'autre|seule|qu'une|unique|aucune autre|derniere) (?:issue|solution|option|porte de sortie|echappatoire)\b[^.!?]{0,20}\b${DISPARAITRE}(?! de\b))`;

/** LAST_SLEEP — going to sleep hoping it is the last time: « je m'endors en espérant que ce soit la dernière fois ». */
export const LAST_SLEEP = W`(?:\b(?:esper|souhait|pri|rev)\w* (?:que|qu') (?:ce soit|ca soit|c'est) (?:la|ma) derniere (?:fois|nuit)\b)`;
export const SLEEP = W`(?:\b(?:m'endors|m'endormir|dors|dormir|me couche|me coucher|ferme les yeux)\b)`;
/** AWAITING_DEATH — « j'attends juste que la mort vienne », « vivement que la fin arrive ». */
export const AWAITING_DEATH = W`(?:\b(?:attends|attend|espere|prie|souhaite|hate|vivement)\w* (?:${GAP})?(?:pour )?(?:que|qu') (?:la mort|ma mort|la fin|mon heure) (?:vienne|arrive|me prenne|m'emporte|sonne)\b)`;
/** ROPE × READY — a rope with what hanging needs: « j'ai le tabouret et la corde ». Not a skipping rope or « la corde sensible ». */
export const ROPE = W`(?:\b(?:la|une|ma) corde\b(?! (?:a sauter|a linge|sensible|de guitare|d'escalade|raide)\b))`;
export const ROPE_READY = W`(?:\b(?:tabouret|noeud coulant|poutre|courage|prete?|chaise|pendre)\b)`;
export const ROPE_BENIGN = W`(?:\b(?:guirlande|hamac|linge|deco\w*|demenag\w*|bateau|escalade|sauter|tente|balancoire|paquet|colis)\b)`;

/** NOBODY_WOULD_NOTICE — « si quelqu'un remarquerait mon absence », « qui s'apercevrait que je suis plus là ». Not « quelqu'un remarquerait ma nouvelle coupe ». */
export const NOBODY_WOULD_NOTICE = W`(?:\b(?:quelqu'un|personne|qui) (?:ne )?(?:le |l')?(?:remarquerait|verrait|s'apercevrait|se rendrait compte|s'en rendrait compte)(?:${END}| (?:si je|si j'etais plus|que je (?:suis|serais) plus|mon absence|ma disparition|que j'ai disparu)\b)|\b(?:remarquer|remarquerait|verrait)\w* (?:de )?mon absence\b)`;
/** SOON_NO_BURDEN — « bientôt je serai plus un problème », « bientôt je vous dérangerai plus ». */
export const SOON_NO_BURDEN = W`(?:\bje serai plus la pour (?:vous |te |les |t')(?:embeter|deranger|gener|saouler|emmerder|faire chier|ennuyer|encombrer)\b|\bbientot\b[^.!?]{0,15}\b(?:je )?(?:vous |te |les )?(?:derangerai|embeterai|generai|serai plus (?:un probleme|un poids|un fardeau|la))\b|\bje serai plus (?:un probleme|un poids|un fardeau|une charge) pour (?:personne|vous|qui que ce soit)\b)`;

/** UNDERSTANDS_SUICIDE — « je comprends ceux qui mettent fin à leurs jours » (said of oneself, by identification). */
export const UNDERSTANDS_SUICIDE = W`(?:\bcompren\w* (?:pourquoi |maintenant )?(?:ceux|celles|les gens|les personnes|certains|certaines) (?:qui )?(?:choisi\w* (?:de partir|la mort|d'en finir|de mourir)|se (?:suicident|tuent|foutent en l'air)|mettent fin a leurs jours|veulent (?:plus vivre|mourir|en finir|partir pour de bon)|en finissent|passent a l'acte)\b)`;
