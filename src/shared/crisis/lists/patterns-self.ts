/**
 * The phrase patterns for the writer's own life: suicide, self-harm and immediate danger. Each is a
 * regular expression on the normalised text (normalize.ts), with a comment saying what it catches
 * and what it deliberately leaves out; detector.ts runs them (see there for the design).
 */

import { type CrisisPattern, r, unlessInSentence } from '../regex';
import { BEING, DISPARAITRE, END, LEAP, MEDS, MOURIR, NOT_DYING_IDIOM, VIVRE } from './lexicon';
import { BY_SOMEONE_ELSE_OR_IMPERSONAL } from './patterns-parts';

// ─── Building blocks of these patterns ─────────────────────────────────────────────────────────

/** Verbs of wish, intention or thought in front of an act: « je veux », « envie de », « je vais ». */
const WANT = String.raw`(?:veux|veut|voudrais|voudrai|vais|envie (?:de|d')|besoin (?:de|d')|prefere|prefererais|aimerais|souhaite|souhaiterais|pret a|prete a|hate de|pense a|penser a|pensais a|decide de|decidee de|essaye de|essayer de|essaie de|tente de|tenter de|dois|devrais|faut que je|vaudrait mieux)`;

/** At most two softening words in between: « je veux juste mourir », « je veux vraiment plus vivre ». */
const ADV = String.raw`(?:(?:juste|vraiment|tellement|seulement|simplement|trop|grave|enfin|bientot|aussi|carrement|serieusement|que|plus que) ){0,2}`;

/** The same clause says the medicine was taken as prescribed: « comme prescrit », « mon traitement ». */
const NOT_AS_PRESCRIBED = String.raw`(?![^.!?]*\b(?:prescri\w*|ordonnance|comme (?:d'habitude|tous les soirs|toujours|indique|conseille|prevu)|mon traitement|le traitement|mon medecin|le medecin|ma psy|mon psy|ma psychiatre|mon psychiatre|la dose|dose normale|posologie))`;

/** « je me fais du mal à regarder ses photos »: rumination, not self-harm. */
const NOT_RUMINATION = String.raw`(?! (?:a|en) (?:regard|relire|reli|lire|lis|repens|pens|revoir|revoy|voir|voy|stalk|scroll|attend|esper|ecout|parl|ecri|fouill|compar|imagin|rest|croire|croy|lui|le |la |les |l'|ses |son |sa )\w*)`;

/** Cutting that is not self-harm: hair, cooking, cutting oneself off from someone. */
const NOT_BENIGN_CUT = String.raw`(?! (?:de |d'|du |des |les cheveux|la frange|une frange|les ongles|la barbe|les pointes|le doigt|les doigts|au doigt|un doigt|le pouce|au pouce|la parole|l'appetit|le souffle|une tranche|un morceau|en (?:me |m')?(?!pensant)[a-z]+ant\b|avec (?:une feuille|du papier|le couteau de cuisine|un couteau de cuisine)))`;

/** A fictional character: « le suicide de l'héroïne », « du personnage principal ». */
const FICTION_CHARACTER = String.raw`(?:l'heroine|l'heros|du heros|personnage|protagoniste|narrat\w*|l'actrice|l'acteur)`;
/** Someone else's attempt, told as the past: « mon amie avait fait une tentative de suicide il y a dix ans ». */
const OTHERS_PAST_ATTEMPT =
  /\b(?:il|elle|ils|elles|[a-z]{3,}) (?:a|avait|ont|avaient) (?:fait|tente) (?:une |des |deux |plusieurs )?(?:tentatives? (?:de |d'))?$/;
const LONG_AGO = String.raw`\b(?:il y a (?:[a-z0-9]+ ){0,3}(?:d')?(?:ans|annees)|des annees|a l'epoque|autrefois|au lycee|quand (?:on|nous|elle|il) (?:etait|etions|avait))\b`;
/** A place, a home or a town: « mes adieux à l'appart / à la maison » is a move, not a goodbye to life. */
const PLACE = String.raw`(?:l'|la |le |les |mon |ma |mes |notre |nos |ce |cette |cet )?(?:appart\w*|maison|logement|studio|quartier|ville|campagne|region|pays|immeuble|residence|rue|chambre|bureau|fac|ecole|lycee|chalet|jardin|montagne|mer|plage|ocean|bretagne|paris|coloc|vieille voiture)\b`;
/** At work, caring for others: « aux urgences où je travaille, nous avons reçu une intoxication ». */
const CARE_WORK = String.raw`\b(?:ou je travaille|je travaille (?:aux|a l'|en|comme)|(?:comme|je suis) (?:infirmiere?|medecin|interne|aide soignante?|pompier|ambulanciere?|urgentiste|pharmacienne?|sage femme)|(?:nous|on) (?:avons|a) (?:recu|admis|eu)|(?:une|la|un|le|mes|nos) (?:patiente?s?)|ma garde|cette garde)\b`;

// ─── The patterns ──────────────────────────────────────────────────────────────────────────────

export const SUICIDE_PATTERNS: CrisisPattern[] = [
  // « j'ai plus envie de vivre », « plus aucune raison de vivre », « perdu le goût de vivre », « pas la force de vivre »,
  // « plus envie d'être en vie / d'être là » (BEING: not « d'être là pour lui »)
  r`\b(?:plus|pas|aucune?|perdu|perdue|sans|zero|ni)\s(?:(?:aucune?|d'|de|l'|la|le|les|du|une|un)\s?){0,2}(?:envie|raisons?|sens|but|force|courage|gout|motivation|interet)\s(?:de|d'|a)\s?${BEING}`,
  // « je veux plus vivre », « je voudrais ne plus vivre », « je supporte plus de vivre », « j'arrive plus à vivre »
  r`\b(?:${WANT}|supporte|peux|arrive)\s${ADV}(?:plus|pas|jamais)\s${ADV}(?:de |d'|a )?(?:${VIVRE}|exister\b)`,
  // « je veux en finir », « envie d'en finir », « qu'on en finisse » — but not « en finir avec lui / cette relation / ces souvenirs »
  r`\ben fini(?:r|s|t|sse|sses|ssent|rai|rais)\b(?!(?: une (?:bonne )?fois pour toutes| definitivement| pour de bon| vraiment)? avec\b)`,
  // …except « en finir avec la vie / avec moi / avec tout » (but not « avec tout contact », « avec tout ce qui me rappelle lui »)
  r`\ben fini(?:r|sse)\b avec (?:la vie|ma vie|cette vie|moi|l'existence|mon existence|ce monde|mes jours|cette souffrance|la souffrance|ma souffrance|cette douleur|la douleur|tout\b(?! (?:contact|echange|lien|rapport|ce qui|ce que|les|ses|ces|son|sa)\b))`,
  // « mettre fin à mes jours / à ma vie », « mettre un terme à tout ça » (not « fin à tout contact »)
  r`\b(?:fin|terme) a (?:mes jours|ma vie|mon existence|tout(?: ca| cela)?${END})`,
  // « je veux mourir », « jveux mourrir », « je vais mourir » — not « mourir de rire / de honte », « mourir seule »
  r`\b${WANT}\s${ADV}${MOURIR}${NOT_DYING_IDIOM}`,
  // « me laisser mourir », « laisse-moi mourir »
  r`\b(?:me laisser|laisse moi|laissez moi) ${MOURIR}`,
  // suicide, suicider, suicidaire, and typos « sucider », « suissider »
  // (not a character's suicide: « le film finit par le suicide de l'héroïne »; not someone else's attempt long ago: « mon
  // amie avait fait une tentative de suicide il y a dix ans », which is split in two so the « before » check needs both)
  r`\bsu+i?(?:c|s|ss)i+d(?!\w* (?:de |du |d')${FICTION_CHARACTER})(?![^.!?]*${LONG_AGO})`,
  { re: r`\bsu+i?(?:c|s|ss)i+d(?!\w* (?:de |du |d')${FICTION_CHARACTER})(?=[^.!?]*${LONG_AGO})`, unlessBefore: OTHERS_PAST_ATTEMPT },
  // « je vais me tuer », « envie de me tuer », « je me tuerai » — not « il va me tuer » (violence) nor « ça va me tuer » (hyperbole)
  // (not « me tuer à la tâche / au travail / à lui répéter »)
  {
    re: r`\bme (?:tuer(?:ai|ais)?|buter|flinguer|supprimer)\b(?! (?:a la tache|au (?:travail|boulot|taf|turbin)|a (?:force de )?(?:lui |leur |te |vous )?(?:repeter|expliquer|bosser|travailler|dire))\b)`,
    unlessBefore: BY_SOMEONE_ELSE_OR_IMPERSONAL,
  },
  // the homophone typo « je veux me tué »
  r`\b${WANT}\s${ADV}me tue\b`,
  // « je me tue » (present as near future) — not « je me tue à lui répéter », « je me tue au travail »
  r`\bje me tue\b(?! (?:a|au|pour)\b)`,
  // « me foutre en l'air » (not « il a foutu ma vie en l'air »)
  r`\b(?:me|m') ?fou(?:tre|s|t|trai|trais|tais|tait)? en l'?air`,
  // « envie de crever », « laisse-moi crever » — not « je suis crevée », « crever de chaud », « crever l'abcès »
  r`\b(?:${WANT}|laisse moi|laissez moi|me laisser)\s${ADV}crev(?:er|e)\b(?! (?:de (?:faim|froid|chaud|rire|soif|ennui|jalousie|envie|fatigue|honte)|d'(?:envie|ennui)|l'abces|un pneu|les yeux|la bulle|le plafond))`,
  // « je serais mieux mort(e) », « mieux sous terre »
  r`\bmieux (?:morte?|sous terre|six pieds sous terre)\b`,
  // « je voudrais être morte », « je préfère être mort »
  r`\b(?:prefere|prefererais|voudrais|aimerais|souhaite|souhaiterais|mieux vaut) (?:etre )?morte?\b`,
  // « tout le monde serait mieux sans moi » (but « il serait mieux sans moi » is about the ex: not matched)
  r`\b(?:tout le monde|le monde|ils|elles|vous|tous|ma famille|mes enfants|mes proches|mes parents|mes amis|les autres) (?:serai|sera|irai|vivrai)\w* mieux sans moi`,
  // « personne ne me regretterait », « personne me pleurera », « personne ne remarquerait »
  r`\bpersonne (?:me |m')?(?:regrett|pleur|remarquer)\w*`,
  // « si je disparaissais / mourais », « si j'étais plus là »
  r`\bsi (?:je (?:mourais|me tuais|etais morte?|existais plus|partais pour toujours)|j'etais (?:morte?|plus la)\b)|\bsi je ${DISPARAITRE}`,
  // « je veux disparaître », « disparaître pour toujours » — not « disparaître de sa vie »
  r`\b${WANT}\s${ADV}${DISPARAITRE}|\b${DISPARAITRE} (?:pour toujours|a jamais|pour de bon|definitivement|de la surface|de ce monde|de cette terre)`,
  // « je veux plus être là », « j'aimerais ne plus exister » — not « plus être là pour lui »
  r`\b${WANT}\s${ADV}(?:plus|pas|jamais)\s(?:etre (?:la|ici|en vie|vivante?|sur terre|de ce monde)|exister)\b(?! (?:pour|avec|quand|a|au|chez|ce soir|demain)\b)`,
  // « je serai plus de ce monde », « quitter ce monde », « partir pour toujours »
  r`\bplus de ce monde\b|\bquitter (?:ce monde|la vie|cette vie|cette terre)\b|\b${WANT}\s${ADV}partir (?:pour toujours|a jamais)`,
  // « plus rien ne me retient »
  r`\brien (?:me |m')?retien\w*`,
  // methods: hanging, jumping, veins, gun, drowning
  r`\bme (?:pendre|pends|pendrai|pendrais)\b|\bpendaison\b|\bnoeud coulant\b`,
  // any tense: « je sauterais du pont », « je me jetterais sous un train », « je saute du toit »
  // (not a third person's act: « dans le film le mec se jette d'un pont », « l'héroïne se jette d'un pont »)
  {
    re: r`\b(?:me |m')?(?:jet(?:er|te|terai|terais|tais)|lanc(?:er|e|erai|erais))\s${LEAP}|\bsaut(?:er|e|erai|erais|ais)\s${LEAP}`,
    unlessBefore:
      /(?:\b(?:il|elle|ils|elles|qui)|\b(?:le|la|l'|les|un|une|son|sa|ses|ce|cette|mon|ma) ?[a-z]+) (?:[a-z]+ )?se $|\b(?:il|elle|ils|elles|qui) (?:[a-z]+ )?(?:saute|sautait|a saute|avait saute) $/,
  },
  r`\b(?:ouvrir|ouvert|ouvre|couper|coupe|taillader|trancher) (?:les|mes) veines|\b(?:m'ouvrir|me suis ouverte?|m'ouvre|me taillader|me trancher) (?:les|le|mes|mon) (?:veines|poignets?)\b`,
  // (not the idiom « me tirer une balle dans le pied »: hurting one's own cause)
  r`\b(?:me )?tirer une balle\b(?! dans (?:le|les) pieds?)|\bme tire(?:rai|rais)? une balle\b(?! dans (?:le|les) pieds?)|\bune balle dans (?:la|ma) tete`,
  // « je me fais sauter le caisson / la cervelle », any tense
  r`\b(?:me|m') ?(?:fais|fait|ferai|ferais|faire) sauter (?:le caisson|la cervelle|la tete)\b`,
  r`\bme noyer(?:${END}| dans (?:la (?:mer|seine|riviere|baignoire)|le (?:lac|fleuve|canal)))`,
  // ideation: « idées noires », « pensées suicidaires », « je pense à la mort », « je veux la mort »
  r`\bidees? noires?\b|\bpensees? (?:noires|de mort)\b`,
  r`\b(?:pense|pensais|penser|songe|songer|reve|rever)\w* (?:\w+ )?a la mort\b|\b(?:veux|souhaite|appelle|attends|desire) la mort\b`,
  // « dormir pour toujours », « ne plus me réveiller »
  r`\b(?:dormir|m'endormir|endormir) (?:pour toujours|a jamais|pour de bon)|\b(?:plus jamais|jamais|plus) me reveiller\b`,
  // « ça sert à rien de vivre », « à quoi bon vivre », « vivre ne sert à rien »
  r`\bsert (?:plus )?a rien (?:de |d')?(?:${VIVRE}|exister)|\ba quoi bon (?:${VIVRE}|exister|continuer)|\ba quoi (?:ca )?sert (?:de |d')?(?:${VIVRE}|exister)|\bvivre (?:sert|servirait) (?:plus )?a rien`,
  // « ma vie n'a plus de sens » (becomes « ma vie a plus de sens »: we cannot tell, so we match)
  r`\b(?:ma|la|cette) vie (?:a )?(?:plus|aucune?) (?:de |d')?(?:sens|interet|valeur|but|importance)\b`,
  // « fatiguée de vivre », « marre de la vie » (but not « fatiguée de tout », « marre de ma vie »)
  r`\b(?:fatiguee?|lasse?|degoutee?) (?:de vivre|de la vie|d'exister)|\bmarre (?:de vivre|de la vie|d'exister)`,
  // « j'ai plus la force » alone, or « plus la force de continuer / de tenir » (not « de l'attendre »)
  r`\bplus la force(?:${END}| (?:de |d')(?:continuer|tenir|lutter|me battre|avancer|rien|tout)\b)`,
  // feeling like a burden, and deserving to die: strong warning signs
  r`\b(?:suis|etre|me sens) (?:comme )?(?:un |une )?(?:fardeau|poids) pour\b|\bmerite (?:de mourir|pas de vivre|plus de vivre)\b`,
  r`\bregrette d'(?:etre nee?|etre en vie|etre vivante?|exister)\b`,
];

export const SELF_HARM_PATTERNS: CrisisPattern[] = [
  // words that only mean self-harm: « scarification », « me scarifier », « automutilation », « me taillader »
  r`\bscarif\w*|\bauto ?mutil\w*|\bme mutil\w*|\btaillad\w*`,
  // « envie de me faire du mal » — not « il veut me faire du mal » (violence) nor « ça va me faire du mal » (sadness)
  {
    re: r`\bme faire (?:du )?mal\b(?! (?:au|aux|a|en|pendant|quand|avec)\b)${NOT_RUMINATION}`,
    unlessBefore: BY_SOMEONE_ELSE_OR_IMPERSONAL,
  },
  // « je me fais du mal », « jme fait mal », « je me suis fait du mal » — not « je me fais du mal à regarder ses photos »,
  // not « je me suis fait mal au dos », and not « ça me fait du mal » (that is someone else's « fait »)
  r`\bje me (?:fais|fait|suis faite?) du mal\b${NOT_RUMINATION}|\bje me (?:fais|fait) mal\b(?! (?:au|aux|a|en|pendant|quand|avec)\b)|\bje me suis faite? mal${END}`,
  // « envie de me couper », « je me coupe encore » — not « les cheveux », « en cuisinant », « me couper de lui »;
  // the present only after « je » (« il me coupe la parole », « ça me coupe l'appétit »)
  { re: r`\bme couper\b${NOT_BENIGN_CUT}`, unlessBefore: BY_SOMEONE_ELSE_OR_IMPERSONAL },
  r`\bje me (?:coupe|coupes|coupais|suis coupee?)\b${NOT_BENIGN_CUT}`,
  // « envie de me blesser », « je me blesse » — not « peur de me blesser en courant », « ses mots me blessent »
  { re: r`\bme blesser\b(?! (?:au|aux|a|en|pendant|avec|si|quand|dans)\b)`, unlessBefore: BY_SOMEONE_ELSE_OR_IMPERSONAL },
  r`\bje me blesse\b(?! (?:au|aux|a|en|pendant|avec|si|quand|dans)\b)`,
  // « je me frappe », « envie de me frapper », « me taper la tête contre les murs »
  { re: r`\bme frap+er\b`, unlessBefore: BY_SOMEONE_ELSE_OR_IMPERSONAL },
  r`\bje me frap+e\b(?! le front\b)`,
  r`\bme (?:taper|tape|cogner|cogne) la tete contre`,
  // blows given to oneself: « je me mets des claques très fort » (issue 24: the model alone had it
  // at the edge of the question's band) — not « je m'en suis pris une claque » (a shock)
  r`\bje me (?:mets|met|mettais|donne|donnais|fous|fiche|colle) (?:des|une|plein de) (?:claques|gifles|baffes|coups(?: de poing)?)\b`,
  // « me brûler » (not « au four »), and anything done « exprès » to oneself
  {
    re: r`\bme bruler\b(?! (?:au|aux|en|les ailes|avec (?:le four|la casserole|le fer|l'eau))\b)`,
    unlessBefore: BY_SOMEONE_ELSE_OR_IMPERSONAL,
  },
  r`\bje me suis (?:brulee?|coupee?|blessee?|faite? mal|frappee?|griffee?|mordue?) (?:expres|volontairement)\b`,
  // relapse, in the words of self-harm forums: « j'ai repris les lames »
  r`\b(?:repris|reprendre|rechute|rechuter) (?:les |la )?(?:lames?|scarif\w*)(?![^.!?]*\b(?:jambes|raser|rase|epil\w*|barbe|aisselles)\b)`,
  r`\benvie de (?:saigner|voir (?:du|mon) sang)\b`,
];

export const DANGER_PATTERNS: CrisisPattern[] = [
  // an amount that is an overdose whatever the prescription: « trop de cachets », « 30 comprimés », « tous mes médocs »
  r`\b(?:pris|prise|avale|prendre|avaler|prends)\s(?:trop de|plein de|beaucoup de|une dizaine de|une vingtaine de|[1-9]\d+|tous (?:mes|les)|toutes (?:mes|les))\s(?:${MEDS}|mes ${MEDS})\b`,
  // « j'ai pris toute la boîte / la plaquette » (not « toute la boîte de chocolats »)
  r`\b(?:pris|prise|avale|prendre|avaler|prends|bu|boire)\s(?:toute? (?:la|ma|une|sa)|tout le|le reste de la|(?:une|la|ma)(?= (?:boite|plaquette|tube|flacon) entiere)) (?:boite|plaquette|tube|flacon|bouteille)\b(?! de (?:chocolats?|mouchoirs|gateaux|biscuits|bonbons|cookies|glace|kleenex|chips|cereales|vin|biere)\b)`,
  // « j'ai pris des médicaments / des cachets » (already in the body), unless the clause says it is the usual prescribed dose
  r`\b(?:pris|prise|avale)\s(?:des|plusieurs|quelques)\s${MEDS}\b${NOT_AS_PRESCRIBED}`,
  // « overdose », « surdose » — not « une overdose de séries » (anything after « de » that is not a medicine)
  // (not at work: « aux urgences où je travaille, nous avons reçu une intoxication médicamenteuse »)
  unlessInSentence(r`\b(?:overdose|surdose)\b(?! de (?!${MEDS})\w)|\bintoxication (?:volontaire|medicamenteuse)\b`, CARE_WORK),
  r`\b(?:bu|avale|boire|avaler) (?:de la |du |de l'eau de |de l')?(?:javel|destop|antigel|white spirit|mort aux rats|produit menager|acide)\b|\bouvert (?:le|les|toutes les|tous les) (?:gaz|plaques de gaz|robinets? (?:de|du) gaz|feux du gaz)\b|\bgaz (?:est )?ouvert\b`,
  // « je suis sur le pont / sur le toit », « au bord du vide », « sur les rails » — not the idiom « sur le pont toute la
  // semaine / au boulot » (busy at work)
  r`\b(?:suis|me trouve|monte|montee|assise?|debout|grimpe|grimpee) (?:sur|au bord du|au bord d'un|en haut du|en haut d'un) (?:le |un |la )?(?:pont|toit|viaduc|falaise|parapet|rebord|vide)\b(?! (?:toute la (?:semaine|journee)|tous les (?:jours|soirs)|au (?:boulot|travail|taf|bureau)|de la voiture|du (?:bus|camion|van)|terrasse|de (?:ma|la|sa) (?:voiture|caisse|tente))\b)(?![^.!?]*\b(?:fete|soiree|apero|barbecue|pique nique|trop bien|la vue|coucher de soleil|photos?|avec (?:mes|des) (?:potes|amis|amies|copines|collegues))\b)|\bau bord du (?:vide|precipice|gouffre)\b(?! (?:financier|economique|de la faillite|du divorce)\b)|\bsur (?:les rails|les voies|la voie ferree)\b`,
  // « j'ai la corde », « la corde est prête » (not « une corde à sauter »)
  r`\b(?:j'ai|ai|achete|prepare|trouve|pris|accroche|attache|mis|cache|garde|sorti) (?:la|une|ma) corde\b(?! a (?:sauter|linge)\b)|\bcorde (?:est )?(?:prete|accrochee|attachee)\b`,
  // a weapon at hand
  r`\bj'ai (?:un|une|le|la|mon|ma) (?:arme|flingue|pistolet|revolver|fusil)\b|\b(?:couteau|lame|rasoir|cutter|ciseaux) (?:dans la main|a la main|sous la main|pret|prete|contre (?:ma|mon) (?:gorge|poignet|peau|cou|bras))`,
  // « c'est ce soir » (alone, or « c'est ce soir que je… ») — not « c'est ce soir qu'il fête son anniversaire »
  r`\bc'est (?:pour )?ce soir(?:${END}| (?:que je|que j'|que tout|que ca|la fin|ou jamais|je|j'|adieu|c'est fini)\b)|\bce soir (?:c'est|ce sera) la fin\b`,
  r`\bpass(?:er|e|ee) a l'acte\b|\b(?:ma|mon) derniere? (?:nuit|soiree|jour) (?:sur terre|en vie|ici bas)\b`,
  // farewells: « adieu à tous », « lettre d'adieu », « j'ai fait mes adieux » — not « lettre d'adieu à notre histoire »,
  // a common exercise after a breakup
  r`\badieu (?:a tous|a toutes|a vous|a tout le monde|tout le monde|le monde|la vie|a la vie|monde cruel|cruel monde)\b`,
  // (not a goodbye letter the ex wrote: « il m'a écrit une lettre d'adieu »)
  {
    re: r`\b(?:lettres?|mot|messages?|video) d'adieux?\b(?! (?:a|pour) (?:notre|nos|mon ex|cette relation|cette histoire|ce couple|lui|elle|toi|mon amour|l'amour|ma relation|mon couple|la relation|mon ancien|mon ancienne)\b)|\b(?:fait|faire|dit|dire|fais|prepare|preparer|prepar\w*|ecrit|ecrire) mes adieux\b(?! (?:a|au|aux) ${PLACE})`,
    unlessBefore: /\b(?:il|elle|ex) m'a (?:ecrit|envoye|laisse|donne) (?:une |un |sa |son )?$/,
  },
  r`\b(?:ecrit|fait|redige|prepare) (?:mon|un) testament\b`,
  r`\bsuis en danger\b|\ben danger de mort\b`,
  r`\b(?:saigne|saignement) (?:beaucoup|trop|enormement|abondamment|partout)\b|\bsang partout\b|\b(?:arrete|s'arrete) (?:pas|plus) de (?:saigner|couler)\b`,
];
