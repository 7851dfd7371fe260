/**
 * Concept lexicons for self-harm, immediate danger and violence (suicide ones are in
 * lexicon.ts; the rules combining them in meaning-rules-*.ts). Same conventions: each export
 * is the source of a regex for one concept, on the normalised text, with what it leaves out.
 */
import { W } from '../regex';
import { END, GAP, MEDS, PERSON_NOUN } from './lexicon';

// ─── Self-harm ──────────────────────────────────────────────────────────────────────────────────

/**
 * SH_ACT — a reflexive act that can injure: « je me griffe », « je me suis mordu », « me brûler »,
 * « je me suis pas coupée » (counting days without it). The subject is checked by the rule
 * (« il me griffe » is violence). Alone it is everyday (« je me suis coupée en cuisinant »): it
 * needs SH_MARK, and SH_ACCIDENT vetoes it.
 */
export const SH_ACT = W`(?:\b(?:je me|me suis|me) (?:(?:suis|encore|deja|souvent|parfois|un peu|tellement|pas|plus|toujours|volontairement|expres|encore une fois) ){0,3}(?:griff|brul|cram|mord|frap+|coup|cogn|entaill|lacer|ecorch|taillad|ouvert|racl)\w*|\b(?:je m'|m')(?:entaill|ecorch|ouvr|arrach|lacer|ecras)\w*|\b(?:je me|me) (?:fais|fait|faire|suis fait) vomir\b|\bj'ai (?:deja |encore )?fait (?:deux|trois|quatre|\d+|des|plusieurs|une|de nouvelles) (?:entailles|coupures|griffures|brulures)\b|\b(?:je me (?:fais|fait)|me suis fait|me faire|je me donne|me donner) (?:des|une|un) (?:entailles?|coupures?|brulures?|griffures?|marques|bleus|coups? de (?:poing|pied|tete)|coups|claques?|gifles?|baffes?)\b)`;

/** SH_ACT_WEAK — pinching, scratching, tearing skin: self-harm only with SH_MARK_STRONG (« je me pince pour y croire » is nothing). */
export const SH_ACT_WEAK = W`(?:\b(?:je me|me suis|me) (?:(?:suis|encore|deja|souvent|parfois) ){0,2}(?:pinc|gratt|arrach)\w*|\b(?:je m'|m')arrach\w*)`;
export const SH_MARK_STRONG = W`(?:\bpour de vrai\b|\bmeche par meche\b|\bjusqu'(?:au sang|a (?:saigner|en saigner|avoir (?:des bleus|des marques|des plaies))|ce que [a-z ]{0,25}saign\w*)|\bpour (?:avoir mal|me punir|me calmer|me soulager|plus (?:penser|rien sentir))\b|\bca me (?:calme|soulage|apaise)\b|\bla peau (?:des|de mes|du|de mon)\b)`;

/**
 * SH_MARK — what makes that act self-harm: blood or bruises sought (« jusqu'au sang », « jusqu'à
 * avoir des bleus »), a purpose (« pour avoir mal », « ça me calme »), « exprès », a habit
 * (« chaque soir », « comme avant »), a tool (briquet, cigarette, lame, cutter, compas) or a
 * body part typical of self-harm (bras, poignets, cuisses, ventre, peau). Not « le doigt », « la
 * main » alone (kitchen accidents).
 */
export const SH_MARK = W`(?:\bjusqu'(?:au sang|a (?:saigner|en saigner|avoir (?:des bleus|mal|des marques)|ce que [a-z ]{0,25}saign\w*|l'os))|\bpour (?:avoir mal|sentir (?:quelque chose|la douleur|un truc)|ressentir|me punir|me calmer|me soulager|oublier|plus (?:penser|rien sentir))\b|\bca me (?:calme|soulage|fait du bien|apaise|detend)\b|\b(?:expres|volontairement)\b|\b(?:chaque|tous les) (?:soirs?|nuits?|jours?|fois)\b|\bcomme avant\b|\bquand je (?:me deteste|me trouve (?:nulle?|moche|grosse?|conne?)|m'en veux|me hais)\b|\bdes (?:bleus|marques|cicatrices|traces)\b|\b(?:briquet|cigarettes?|clopes?|allumettes?|lames?|cutter|rasoir|compas|bougie|verre casse)\b|\b(?:les|mes|le|mon|la|ma|l') ?(?:bras|poignets?|cuisses?|ventre|peau|jambes?|avant bras|hanches?)\b|\bpoints de suture\b|\bjusqu'a (?:me (?:casser|briser|peter|ouvrir)|ne plus pouvoir)\b|\bpour sentir autre chose\b|\bdepuis\b|\bca fait \w+ (?:jours?|semaines?|mois|ans?)\b)`;

/** SH_ACCIDENT — the same acts by accident or of no concern: « en cuisinant », « le lisseur », « au sport », « les cheveux », « me couper de lui ». */
export const SH_ACCIDENT = W`(?:\ben (?:me |m')?(?!pensant)[a-z]+ant\b|\b(?:eczema|gratte|demange|piqures?|moustiques?|allergie|psoriasis|boutons?|lisseur|fer a (?:lisser|repasser|friser)|four|casserole|poele|plaque|eau bouillante|the|cafe|coup de soleil|par accident|sans (?:faire )?expres|maladroite?|la loose|au sport|au foot|a la muscu|au soleil|au roller|au ski|a la boxe|au hand|au rugby|en velo|la parole|(?:coupe|coiffe|brosse|lisse|seche)\w* (?:les|mes) (?:cheveux|ongles|pointes)|les ongles|la frange|de (?:lui|elle|eux|tout le monde|tout)|du monde|des autres|les ponts|l'appetit|la langue)\b)`;

/** HEADBANG — hitting one's own head against a wall: « je me suis tapé la tête contre le mur ». Not « cogné contre la porte du placard » (accident). */
export const HEADBANG = W`(?:\b(?:je |je me |me )(?:(?:suis|encore|deja|souvent) ){0,3}(?:tap|frap+|claqu|fracass|cogn)\w* (?:la tete|ma tete|le crane|le front) (?:contre|sur|dans) (?:le |les |un |des |la )?(?:murs?|carrelage|sol|porte|lavabo|bureau)\b)`;

/** WALL_PUNCH — « j'ai tapé dans le mur »: self-harm only with SH_MARK (« jusqu'à ce que ma main saigne »). */
export const WALL_PUNCH = W`(?:\b(?:j'ai|je|de|d') ?(?:(?:encore|deja|souvent) )?(?:tape|cogne|frappe|donne des coups de poing|mis des coups de poing|taper|cogner|frapper)\w* (?:(?:dans|contre) )?(?:le|les|un) murs?\b)`;

/** WANT_PAIN — wanting physical pain: « je voulais avoir mal », « besoin d'avoir mal physiquement ». Not « pour avoir mal aux jambes » (sport). */
export const WANT_PAIN = W`(?:\bmerite (?:de |d')(?:avoir mal|souffrir)\b|\ba (?:deux|2) doigts de me punir\b|\b(?:veux|voulais|voulait|voudrais|pour|aimerais|(?:besoin|envie) (?:de|d'))\s?(?:${GAP})?(?:de |d')?(?:avoir mal|souffrir|(?:sentir|ressentir) (?:une |la |de la )?douleur(?: physique)?)(?:${END}| physiquement| dans (?:mon|ma) (?:corps|chair)| pour (?:plus|oublier|sentir|ressentir)))`;

/** SH_TOOL — what people cut with. Kitchen knives are left out (too common). */
export const SH_TOOL = W`(?:\b(?:cutter|lames?|rasoirs?|compas|scalpel)\b)`;

/** SH_URGE — an urge held back: « j'y pense toute la journée », « je me retiens », « ça me démange ». */
export const SH_URGE = W`(?:\bj'ai (?:deja )?commence${END}|\bdemont\w*|\bavant de (?:faire quoi que ce soit|craquer)\b|\b(?:j'y pense|y pense|envie|me retiens|retiens|craquer|craque|demange|tentation|tentee?|m'appelle|resister|recommencer|rechuter|c'est pas bon|c'est pas bien|je devrais pas|en cachette|au cas ou|cache|planque|tiendrai|(?:vais|pourrai|peux) (?:pas )?tenir)\b)`;

/** SCARS — « des cicatrices sur les bras », to hide, from a bad period. Not surgery scars. */
export const SCARS = W`(?:\bcicatrices?\b|\bpleins? de (?:coupures|entailles|marques|griffures|brulures)\b|\b(?:marques|traces|coupures|entailles|balafres) (?:[a-z]+ )?(?:sur|aux|a mes|a ma|de mes|de ma) (?:les |mes |ma |mon )?(?:bras|poignets?|cuisses?|avant bras|hanches?|ventre|chevilles?)\b)`;
export const SCAR_CONTEXT = W`(?:\b(?:bras|poignets?|cuisses?|avant bras|hanches?|cache|cacher|cachent|se voient|se voit|manches longues|bracelets?|j'allais mal|anciennes?|scarif\w*|me coupais|me couper|honte)\b)`;
export const SCAR_BENIGN = W`(?:\b(?:tombee?|chute|velo|morsure|petite?|operation|cesarienne|appendicite|accident|chirurg\w*|vaccin|acne|varicelle|opere\w*|bronzage|maillot|montre|elastique|chaussettes|oreiller|tatouage|brulure de cuisine|(?:il|elle) m'a)\b)`;

/** SH_RELAPSE × SH_VOCAB — relapse talk about self-harm, not about the ex (« rechuter » alone often means texting him). */
export const SH_RELAPSE = W`(?:\b(?:rechut\w*|recommence\w*|repris|replonge\w*|reprendre)\b)`;
export const SH_VOCAB = W`(?:\bme suis (?:plus |pas )?fait (?:de |du )?mal\b|\b(?:me couper|coupee?s?|scarif\w*|lames?|cutter|me faire du mal|automutil\w*|me bruler|me griffer)\b)`;

/** SH_ABSTINENCE — counting the days without self-harm: « ça fait trois semaines que j'ai pas touché à la lame », « dix jours sans me couper ». */
export const SH_ABSTINENCE = W`(?:\b(?:pas|plus) touche (?:a|aux|au) (?:la |ma |les |mes )?(?:lames?|cutter|rasoirs?|compas)\b|\b(?:tenu|tiens|jours?|semaines?|mois|ans?) sans me (?:couper|scarifier|faire du mal|bruler|griffer|mutiler)\b)`;

/** TOOL_ON_BODY — a blade or a flame against one's own skin: « le briquet allumé contre mon bras ». */
export const TOOL_ON_BODY = W`(?:\b(?:briquet|cigarette|clope|allumette|lame|cutter|rasoir|compas)\b[^.,;!?]{0,25}\b(?:contre|sur) (?:mon|ma|mes) (?:bras|peau|poignets?|cuisses?|jambes?|ventre|avant bras)\b)`;

// ─── Immediate danger ───────────────────────────────────────────────────────────────────────────

/** ALCOHOL — with medicines, the combination kills. */
export const ALCOHOL = W`(?:\b(?:alcool|vodka|whisky|rhum|vin|bieres?|gin|tequila|champagne|pastis|bouteille|bourree?|ivre|saoule?|torchee?)\b|\b(?:le|du|de) rose\b|\bbois depuis\b)`;
/** INGEST — taken, swallowed, mixed. */
export const INGEST = W`(?:\b(?:melange\w*|pris|prise|avale\w*|bu|pris avec|gobe\w*)\b|\b(?:bois|boire|buvais|prends|prendre|prenais|avale|descends?)\b[^.,;!?]{0,40}\b(?:avec|par dessus|en meme temps que) (?:mes |des |les |du |de la |de l'|une |un |ma |mon )?(?:${MEDS}|alcool|vodka|whisky|rhum|vin|bieres?|gin|tequila|pastis|bouteille)\b|\bpar dessus\b|\b(?:vois|voir) flou\b|\b(?:ma )?tete tourne\b|\bme sens partir\b)`;
/** INTERACTION_QUESTION — asking whether it is safe (« je peux boire un verre avec ? ») is not taking it; « je sais que c'est dangereux mais je m'en fous » is. */
export const INTERACTION_QUESTION = W`(?:\b(?:je peux|on peut|peut on|est ce que)\b|\bc'est (?:pas )?(?:grave|dangereux|normal)\b(?![^.!?]*\b(?:mais|je m'en (?:fous|fiche)))|\bpas d'alcool\b|\bsans alcool\b)`;

/** PHARMACY_ALL — « j'ai pris tout ce qu'il y avait dans la pharmacie », « vidé l'armoire à pharmacie ». */
export const PHARMACY_ALL = W`(?:\b(?:pris|avale|bu|vide)\w* (?:tout ce qu'il y avait|tout ce que j'ai trouve|tout ce qui restait|toute la (?:pharmacie|trousse))|\bvide (?:la |l'armoire a |ma )?pharmacie\b|\btout (?:le|mon) stock (?:de|d')\b(?! ?(?:courage|patience|force|energie|bonne humeur|motivation|excuses)\b))`;

/** DOSE_MULTIPLE — « j'ai pris le double de somnifères », « trois fois la dose ». */
export const DOSE_MULTIPLE = W`(?:\b(?:pris|prends|avale|prendre)\w* (?:le double|le triple|deux fois|trois fois|[2-9] fois|double dose|triple dose) (?:(?:la|ma) dose )?(?:de |d')?(?:mes )?${MEDS})`;

/** ENGINE_RUNNING × ENCLOSED — exhaust fumes: « le moteur tourne » in « le garage », « porte fermée ». */
export const ENGINE_RUNNING = W`(?:\bgaz d'echappement\b|\b(?:moteur|voiture|bagnole) (?:qui )?(?:tourn\w*|allum\w*|en marche|demarr\w*)\b|\blaisse\w* (?:tourner|allume) (?:le moteur|la voiture)\b|\bpot d'echappement\b|\btuyau (?:dans|branche|relie)\b|\bbarbecue (?:allume )?dans (?:ma|la) (?:chambre|salle de bain|voiture)\b)`;
export const ENCLOSED = W`(?:\b(?:garage|porte (?:est )?fermee|fenetres? (?:sont )?fermees?|tout (?:est )?ferme|calfeutre\w*)\b)`;

/** BATH × BLADE — « j'ai rempli la baignoire et la lame est posée à côté ». Not shaving in the bath. */
export const BATH = W`(?:\bbaignoire\b|\b(?:dans|prendre|pris|coule|couler|fait couler|un|le|mon) (?:un |le |mon )?bain\b)`;
export const BLADE = W`(?:\b(?:lames?|rasoirs?|cutter|scalpel|couteau|ciseaux|seche cheveux|grille pain)\b)`;
export const SHAVING = W`(?:\b(?:rase|raser|epil\w*|jambes)\b)`;

/**
 * PERIL_SPOT — standing at a place one can fall or be hit from: « je suis au bord de la voie
 * ferrée », « sur la passerelle au-dessus des rails », « j'ai enjambé la barrière ». Not « sur le
 * pont toute la semaine » (busy at work) — that idiom is vetoed by the rule.
 */
export const PERIL_SPOT = W`(?:\ballonge\w* (?:au milieu (?:de |d')|sur )(?:la|une) (?:petite )?(?:route|chaussee|voie|autoroute|nationale|departementale)\b|\b(?:coupe|traverse|marche)\w* (?:par|sur|le long des) (?:les )?voies\b|\b(?:depasse|franchi|franchis|pieds sur) la ligne jaune\b|\bau (?:tout )?bord du quai\b|\b(?:une jambe|les jambes|mes jambes|un pied|les pieds|mes pieds) (?:[a-z']+ ){0,1}(?:dehors|dans le vide|au dessus (?:du vide|de l'eau|des rails|de la voie)|de l'autre cote (?:de la |du )?(?:rambarde|parapet|barriere|balustrade|garde fou))\b|\b(?:assise?|debout|perchee?|accroupie?|installee?) sur (?:la|le) (?:rambarde|parapet|rebord de la fenetre|garde fou|balustrade)\b|\b(?:suis|chui|me trouve|assise?|debout|attends|marche|monte|montee|grimpee?|installee?|perchee?|penchee?|accroupie?|allongee?|couchee?) (?:[a-z']+ ){0,3}(?:sur|au bord|en haut|au dessus|le long|pres|a cote)\b[^.,;!?]{0,25}\b(?:voies? ferrees?|voies|la voie|rails|passerelle|parapet|falaise|viaduc|corniche|rambarde|rebord|garde fou|toit|pont|fenetre)\b(?! (?:de la voiture|du (?:bus|camion|van)|terrasse|de (?:ma|la|sa) (?:voiture|caisse|tente))\b)|\bau (?:bord|dessus) (?:de la|des|du) (?:voies? ferrees?|voies|rails)\b|\benjamb\w* (?:la |le |les )?(?:barriere|rambarde|garde fou|parapet|balustrade|balcon|fenetre)\b)`;
export const PERIL_IDIOM = W`(?:\b(?:toute la (?:semaine|journee)|tous les (?:jours|soirs)|au (?:boulot|travail|taf|bureau)|avec (?:mes|des) (?:potes|amis|amies|copines)|coucher de soleil|la vue est|vertig\w*|on a|nous|randonnee|rando|balades?|promenade|rappel\w*|magnifique|photos?|pique nique|vacances|terrasse|fete|soiree|apero|barbecue|trop bien|bonne voie|en voie de|toit du monde|amoureuse?)\b)`;

/** RISKY_ACT × DONT_CARE — reckless acts with indifference to the outcome: « je roule à 200… je m'en fous si ça finit mal ». */
export const RISKY_ACT = W`(?:\b(?:rentre|marche|traine|erre)\w* (?:[a-z']+ ){0,3}(?:a \d+ ?h|la nuit|en pleine nuit|du mat)\b|\b(?:roule|conduis) vite\b|\b(?:prends|pris|prendre|prenais|reprends) le volant (?:apres avoir bu|bourree?|ivre|saoule?|en ayant bu|defoncee?|complement bourree?)|\b(?:eteint|eteignant|coupe|coupant|sans) (?:les |mes )?phares\b|\baccelerer? (?:au dernier moment|a fond dans)\b|\b(?:regarde|regarder) (?:plus|pas|meme plus) (?:avant de traverser|si (?:une voiture|ca) arrive)\b|\b(?:conduis|roule|conduit)\w* (?:les yeux fermes|a contresens|en sens inverse)\b|\broul\w* (?:sans savoir ou|sans but|au hasard|n'importe comment|comme une folle?)\b|\b(?:roule|rouler|roulais|conduis|conduire|conduit|fonce|foncer) (?:a (?:\d{3}|fond|toute vitesse|plus de \d+)|sans (?:ceinture|phares|lumieres)|bourree?|ivre|les yeux fermes|(?:tres|trop|super) vite)|\btravers\w* (?:sans regarder|au rouge|les yeux fermes)|\bregarde (?:meme |plus |meme plus )+si (?:une voiture|un bus|un camion|ca) (?:arrive|passe|vient)|\ben traversant\b|\b(?:pris|prends|avale|bu|bois)\w* (?:le double|le triple|deux fois|trois fois|beaucoup trop|une bouteille|la bouteille)\b|\b${MEDS}\b)`;
export const DONT_CARE = W`(?:\b(?:fais|fait) (?:plus|meme plus) attention a rien\b|\blaisser (?:le destin|le hasard) decider\b|\b(?:rien a (?:faire|foutre|cirer)|(?:m'en|me) (?:foutais|fichais|fous|fiche|moque))\b[^.!?]{0,25}\bce qui (?:pouvait|peut|pourrait|allait|va) (?:m'arriver|arriver)\b|\bpour voir ce qui (?:se passe|se passerait|arrive|arriverait)\b|\bon verra bien\b|\bje m'en (?:fous|fou|fiche|balance|bats les \w+|tape) (?:(?:un peu|completement|pas mal|carrement|royalement) )?(?:si (?:ca|je|j')|de (?:ce qui|mourir|crever|finir|y rester)|d'y rester|qu'il m'arrive|des consequences)|\btant pis si (?:je|j'|ca)\b|\badvienne que pourra\b)`;

// ─── Violence by a partner or ex ───────────────────────────────────────────────────────────────

/** Someone else named in the sentence: pronouns (not the impersonal « il fait froid », « il y a ») and « mon ex / son mari ». */
export const OTHER_SUBJECT = W`(?:\bil\b(?! (?:y a|faut|fait|pleut|neige|est (?:tard|temps|\d)))|\b(?:elle|ils|elles)\b|\bc'est (?:lui|elle|eux) qui\b|\b(?:mon|ma|son|sa|cet|ce|cette|le|la|l') ?${PERSON_NOUN}\b)`;

/**
 * ASSAULT_DONE — a physical act on the writer, « m'a » + participle (never reflexive in French):
 * tirée par les cheveux, traînée, plaquée contre, tenue de force, griffé, mordue, secouée, jeté un
 * verre à la figure, serré le cou, tordu le bras. Leaves out the figurative senses: « il m'a
 * plaquée » (dumped: needs « contre / au sol »), « tenue dans ses bras », « poignardée dans le dos ».
 */
export const ASSAULT_DONE = W`(?:\bm'a (?:[a-z']+ ){1,5}et (?:plaquee?|poussee?|projetee?|coincee?|trainee?|jetee?) (?:contre|au sol|par terre)\b|\bm'a (?:appuye|mis|plaque|tenu|maintenu|enfonce) (?:un |une |son |sa |le |la )?(?:oreiller|coussin|main|sac|serviette) (?:sur|contre) (?:le|mon|ma) (?:visage|bouche|nez|tete|figure)\b|\bm'a brule (?:le|la|les|mon|ma|mes) [a-z]+ (?:avec|a la|au)\b|\bm'?a (?:(?:encore|deja|souvent|violemment|presque|brutalement|fort) )?(?:(?:casse|defonce|fracture|eclate|pete|explose|ouvert)\w* (?:la|le|les|ma|mon|mes|l') ?(?:machoire|nez|bras|cotes?|dents?|levre|arcade|poignet|jambe|doigts?|crane|pommette|tete|arcade sourciliere)|bloquee? dans (?:l'|la |le |un |une )(?!ses |mes )|tiree? (?:par|les)|trainee? (?:par|dans|jusqu|au|sur|de force|hors|dehors)|plaquee? (?:contre|au sol|par terre|sur)|tenue? (?:de force|fort|par (?:le|les)|pour (?:pas|m'empecher)|contre|au sol)|retenue? (?:de force|par (?:le|les)|contre|au sol)|immobilisee?|etranglee?|(?:\w+ )?(?:empoignee?|agrippee?|attrapee?|saisie?|prise?|tiree?) par (?:le|la|les) (?:cheveux|bras|cou|gorge|col|poignets?|nuque|epaules?)|coincee? (?:dans|contre|entre)|(?:balancee?|projetee?|envoyee? valser) (?:contre|sur|par terre|au sol)|(?:jetee?|pousse\w*|balance\w*) (?:hors (?:de|du)|dehors|de la voiture|dans l'escalier|dans les escaliers)|griffee?|secouee? (?:comme|violemment|par|fort)|mordue?|crache (?:dessus|au visage|a la figure|sur moi)|(?:jete|lance|balance) (?:un|une|des|son|sa|ses|le|la|les) [a-z]+ (?:a la figure|au visage|dessus|sur moi|a la tete|dans la tete|dans la figure)|(?:\w+ )?(?:fracasse|frappe|cogne|tape|claque|eclate|explose|ecrase|projete|balance|jete|pousse) (?:ma |la )?(?:tete|crane|visage|figure) (?:contre|sur|par terre|au sol)|[^.,;!?]{0,30}par les cheveux|(?:\w+ )?(?:attrapee?|empoignee?|prise?|saisie?) (?:a la|par la|au|a) (?:gorge|cou)|brulee? (?:avec|a la|au)|fait (?:un|des) (?:bleus?|marques?|hematomes?)|tordu (?:le|les) (?:bras|poignets?|doigts)|serre (?:le cou|la gorge|le bras|les bras|le poignet|les poignets)|bloquee? (?:contre|dans un coin|au sol)|ecrasee? (?:contre|au sol|par terre))\b)`;

/** ASSAULT_NOW — the same in the present: « il me tire par les cheveux », « elle me griffe », « il me serre le cou ». The rule checks the subject is not « je ». */
export const ASSAULT_NOW = W`(?:\bvient de me (?:jeter|pousser|balancer|projeter|plaquer|frapper|gifler|cogner|tabasser|etrangler|mordre)\b|\b(?:(?:serre|tord|broie|ecrase|serrait|tordait)\w* (?:mon|mes|ma)|me (?:serre|tord|broie|ecrase|serrait|tordait)\w* (?:les|le|la)) (?:bras|poignets?|cou|gorge|machoire|nuque) (?:tellement |tres |trop |si |super )?(?:fort|a (?:me|m'en) faire mal)\b|\bme (?:coince|coincait|plaque|accule|bloque)\w* (?:dans|au fond de) (?:le|la|un|une|l') ?(?:couloir|coin|cuisine|chambre|salle de bain|voiture|ascenseur|entree|cage d'escalier)\b|\b(?:me|m') ?(?:colle|met|mets|file|fout|donne|envoie|balance)\w* (?:une|des|deux|plein de) (?:gifles?|claques?|baffes?|beignes?|tartes?|coups?|patates?)\b(?! (?:emotionnelle|monumentale|de (?:main|fil|pouce|coeur|foudre|vieux|stress|blues))\b)|\bme sequestr\w*|\bme (?:pousse|bouscule|secoue|plaque|gifle)(?= (?:quand|des qu|chaque fois|a chaque|tout le temps|souvent|parfois|contre|par terre|au sol|violemment|fort)\b)|\bme (?:tient|tenait|bloque|bloquait|retient|retenait|immobilise|coince|coincait) (?:les (?:poignets|bras|mains)|par (?:les|le|la) [a-z]+|au sol|contre|de force|pour (?:pas|m'empecher|que je))|\bm'(?:etouff\w*|ecras\w*) (?:avec (?:un|une|son|sa|ses) (?:oreiller|coussin|main|mains|bras|genou|corps)|sous)\b|\bme (?:tire (?:par )?les cheveux|tire par|traine (?:par|dans|jusqu|de force)|plaque (?:contre|au sol)|secoue|griffe|mord|pince|crache dessus|serre (?:le cou|la gorge)|tord le bras|jette (?:des|un|une) [a-z]+ (?:a la figure|dessus|au visage))\b)`;

/** INJURY — marks on the body: « des bleus », « hématomes », « je saigne du nez ». Violence only with OTHER_PHYSICAL. */
export const INJURY = W`(?:\b(?:bleus?|hematomes?|marques?|traces?|cocard|oeil au beurre noir|levre (?:fendue|ouverte)|cotes? (?:cassees?|felees?)|nez (?:casse|en sang)|saigne du nez)\b)`;
/** OTHER_PHYSICAL — someone's hands on the writer: « il m'a tenue », « elle me serre », « il m'a attrapée ». */
export const OTHER_PHYSICAL = W`(?:\b(?:il|elle|${PERSON_NOUN}) (?:m'a|me|m') ?(?:tenue?|serree?|attrapee?|prise? par|saisie?|poussee?|frappee?|tapee?|cognee?|griffee?|pincee?|mordue?|secouee?|tiree?|trainee?|plaquee?|bloquee?|retenue?|serre|tient|attrape|saisit|pousse|frappe|tape|cogne|griffe|pince|mord|secoue|tire|traine|plaque|bloque|retient)\b)`;
/** RESTRAINED — held to stop the writer leaving: « il m'a tenue pour pas que je parte ». */
export const RESTRAINED = W`(?:\bm'a (?:tenue?|retenue?|bloquee?) (?:[a-z]+ )?(?:de force|pour (?:pas|m'empecher)|pour que je (?:parte|sorte) pas)\b)`;

/** COERCE × (SEXUAL_CONTEXT | NON_CONSENT) — « il me force à faire des trucs au lit que je veux pas ». Not « ma mère me force à voir un psy ». */
export const COERCE = W`(?:\bm'impos\w* (?:des|ses|les)\b|\bexige (?:que je|de moi|mes|ma|mon)|\b(?:me|m') ?(?:force|forcait|a forcee?|oblige|obligeait|a obligee?|pousse|poussait) (?:a |de |d')|\binsist\w* pour (?:le faire|coucher|faire l'amour|qu'on le fasse|des rapports))`;
export const SEXUAL_CONTEXT = W`(?:\b(?:au lit|coucher|sexe|sexuel\w*|rapports?|des trucs|des choses|le faire|faire l'amour|me deshabiller|m'embrasser|me toucher|porno|photos? (?:nue?s?|intimes))\b)`;
export const NON_CONSENT = W`(?:\bj'en (?:veux|voulais) pas\b|\bque je (?:veux|voulais) pas\b|\balors que (?:je|j') (?:disais|dormais|lui avais dit|voulais pas|avais dit|pleurais|etais endormie)|\bpendant que je dormais\b|\bdans mon sommeil\b|\bmalgre (?:mon refus|mes refus|mes non)\b|\bsans mon (?:accord|consentement)\b|\b(?:j'ai|j'avais|je lui ai|je lui avais) dit non\b|\bje disais non\b|\b(?:meme )?quand je (?:dis|disais|dit) non\b|\bj'avais pas envie\b|\bj'etais (?:ivre|bourree|endormie|inconsciente)\b)`;
/** TOUCHED — touched or undressed (needs NON_CONSENT: « il m'a touchée avec son message » is not violence). */
export const TOUCHED = W`(?:\b(?:m'a|me) fait l'amour\b|\ba couche avec moi\b|\b(?:m'a|me) (?:touchee?|touche|caressee?|caresse|embrassee? de force|deshabillee?|tripotee?|pelotee?|fait des (?:choses|trucs))\b)`;

/** BREAK_IN — forcing the writer's door: « il a défoncé ma porte », « il force la serrure », « il tambourine à la porte ». The rule vetoes « je ». */
export const BREAK_IN = W`(?:\b(?:defonc|enfonc|forc|fractur|fracass|explos)\w* (?:ma |la |notre |mon )?(?:porte|serrure|fenetre|vitre|portail)\b|\btambourin\w* (?:a|contre|sur) (?:ma|la) porte\b|\b(?:essaie|essaye|tente|a essaye|a tente) (?:d'entrer|de rentrer|d'ouvrir|de forcer|de passer) (?:chez moi|de force|ma porte|la porte|ma fenetre|par (?:la|ma) fenetre|par (?:le|mon) balcon|par effraction)\b|\b(?:entre|rentre) (?:chez moi )?(?:de force|par effraction)\b)`;

/** WEAPON_SHOWN — a weapon brought out or held by someone: « il a sorti son fusil », « derrière la porte avec un couteau ». Not cooking. */
export const WEAPON_SHOWN = W`(?:\bm'(?:attend|attendait|guette|guettait) (?:[a-z']+ ){0,3}avec (?:un|une|son|sa|ses|le|la|des) (?:ceinture|marteau|barre|baton|matraque|couteau|batte)\b|\b(?:a sorti|sort|sortait|m'a montre|me montre|brandi\w*|pointe\w*|agite\w*|tient|tenait|avec|a pris|prend|prenait|photo (?:de|d')|a (?=un|une)|avait (?=un|une)|arme (?:de|d')|muni (?:de|d')) (?:(?:un|une|son|sa|ses|le|la|les|des) )?(?:couteaux?|fusils?|flingues?|pistolets?|revolvers?|armes?|hache|batte|machette|tessons?|lames?)\b)`;
export const COOKING = W`(?:\b(?:pour (?:couper|cuisiner|eplucher)|en cuisinant|gateau|pain|legumes|viande|(?:pour|a|en|de) la chasse|partie de chasse|manier|cours|suisse|collection|club de tir|stand de tir|tir sportif)\b)`;
/** THREAT_POINT — something pointed at the writer: « il l'a pointé vers moi », « il braque son arme sur moi ». */
export const THREAT_POINT = W`(?:\b(?:point|braqu|agit|brandi|vis(?:e|ait|ent|er))\w* (?:[a-z']+ ){0,3}(?:vers|sur|contre) moi\b|\b(?:couteau|lame|arme|pistolet|flingue|fusil|canon|ciseaux|cutter|tesson) (?:sous|sur|contre) (?:la|ma|mon) (?:gorge|cou|ventre|tempe|tete|visage)\b|\b(?:pointe|braque|vise|agite|brandi)\w* (?:[a-z']+ ){0,3}(?:vers|sur|contre) moi\b)`;

/**
 * THREAT_SPEECH — threats reported word for word: « fais gaffe à toi », « je sais où t'habites »,
 * « tu vas voir ce qui va t'arriver », « il me le ferait regretter », « tu vas le payer ». Leaves
 * out « tu vas le regretter » alone (what friends say about texting the ex).
 */
export const THREAT_SPEECH = W`(?:\bsi (?:je|j')[^.!?]{0,50}\b(?:il|elle) (?:sait|savait|connait|connaissait) (?:tres bien )?ou (?:habite|habitent|vit|vivent|travaille|travaillent|bosse|dort|dorment|sont)\b|\bfai(?:s|tes) gaffe (?:a toi|a ta gueule)\b|\bje sais ou (?:t'habites|tu habites|tu vis|tu bosses|tu travailles|tu dors|te trouver|tu te caches|tu es|t'es|tu te trouves)\b|\bje te (?:vois|surveille|regarde)${END}|\bce qui (?:va|vas) t'arriver\b|\bce qui t'attend\b|\btu (?:perds rien pour attendre|vas morfler|vas le sentir passer)\b|\btu (?:vas|va) (?:le payer|le regretter (?:cher|tres cher)|crever)\b|\b(?:me|m') le (?:fera|ferait|feras|ferai) (?:payer|regretter)\b|\b(?:te|me) (?:faire|ferait|fera) la peau\b|\bt'es (?:morte?|une femme morte|un homme mort)${END}|\btu (?:finiras|vas finir) (?:a l'hopital|sous terre|dans un fosse)\b|\bs'en servir\w* contre moi\b|\b(?:il|elle) (?:me |m')(?:tuerait|tuera|buterait|butera|defoncerait|defoncera|tabasserait|tabassera|egorgerait|egorgera|retrouvera|retrouverait)\b|\b(?:tuerait|tuera|buterait|butera)\b[^.!?]{0,25}\bmoi aussi\b|\b(?:je|tu) (?:finirais|finiras|vais finir|vas finir|finirai) (?:six pieds )?(?:sous terre|a l'hopital|dans un fosse|a la morgue|en morceaux)\b|\b(?:me|te) regler (?:mon|ton) compte\b|\bqu'(?:il|elle) (?:allait |va |pourrait )?(?:me |m')(?:tuer|bruler|buter|defoncer|detruire|faire du mal|egorger|tabasser|defigurer|retrouver)\w*|\bqu'(?:il|elle) (?:brulerait|casserait|detruirait|defoncerait|tuerait|buterait|retrouverait|tabasserait|frapperait|egorgerait|defigurerait)\b)`;

/** IF_I_LEAVE × RETALIATION — « si je le quittais il me le ferait regretter / il se tuerait ». Not « si je le quitte il sera triste ». */
export const IF_I_LEAVE = W`(?:\bsi (?:je|j'|tu) (?:le |la |te |l')?(?:quitte|quittais|quittes|pars|partais|porte plainte|portais plainte|parle|parles|parlais|reviens pas|revenais pas|revient pas|appelle (?:les flics|la police)|vas voir les flics|parle (?:aux flics|a la police|a quelqu'un)|dis quoi que ce soit|refais ma vie|refaisais ma vie|vois quelqu'un|voyais quelqu'un|sors avec|sortais avec)\b)`;
export const RETALIATION = W`(?:\b(?:je|tu) (?:finirai|finiras|finirais|vas finir|vais finir) au fond (?:du|de la|d'un|d'une)\b|\b(?:on|nous) (?:va|allons|vas) mourir ensemble\b|\b(?:je|tu) (?:le )?(?:regretterais|regretteras|regretterai|paierais|paieras|payerais|payeras) (?:amerement|cher|tres cher|toute (?:ma|ta) vie)\b|\bje te (?:tue|tuerai|bute|buterai|retrouve|retrouverai|defonce|defoncerai|ferai la peau|pourrirai)\b|\b(?:me|m'|te|t') (?:le )?(?:fera|ferait|feras|ferai) (?:payer|regretter)\b|\b(?:tuera|tuerait|tuerais|buterait|butera|empoisonnera|empoisonnerait|noierait|noiera) (?:le|mon|ma|mes|notre|nos) (?:chat|chien|chiens|chats|lapin|animaux|bebe|enfants?|fille|fils|mere|pere|famille)\b|\b(?:me|m'|te|t') (?:retrouvera|retrouverait|tuera|tuerait|detruira|detruirait|pourrira|pourrirait|buterait)\b|\bse (?:tuera|tuerait|suicidera|suiciderait|tue|suicide|foutra|foutrait)\b|\b(?:prendra|prendrait) les enfants\b|\b(?:publiera|publierait|diffusera|diffuserait|enverra|enverrait) (?:mes|les|des) (?:photos|videos)\b|\b(?:je suis|t'es|tu es) morte?${END})`;

/**
 * LOITER — someone waiting or prowling where the writer lives or works. Strong verbs (attendre,
 * rôder, guetter, débarquer) count alone; weak ones (passer, venir, je l'ai vu) need REPEATED.
 */
export const MY_PLACE = W`(?:chez moi|l'immeuble|la residence|chez (?:ma|mes|mon) (?:mere|parents|pere|soeur|amie|famille|copine|pote|frere)|(?:du|de mon|de ma) (?:boulot|travail|taf|bureau|lycee|college|cours|fac|ecole|salle)|de (?:la fac|l'ecole|chez moi)|mon (?:immeuble|taf|travail|boulot|bureau|ecole|lycee|appart|appartement|domicile|parking|club)|ma (?:porte|fenetre|maison|fac|residence|salle|voiture|rue)|mes fenetres)`;
export const LOITER_STRONG = W`(?:\b(?:attend\w*|rode\w*|guette\w*|stationne\w*|poste\w*|plante\w*|planque\w*|dort|dormait|campe\w*) (?:[a-z']+ ){0,3}(?:devant|en bas de|au bas de|sous|autour de|a la sortie|a|au) ${MY_PLACE}\b|\b(?:debarque\w*|surgi\w*|pointe\w*) (?:[a-z']+ ){0,3}(?:(?:devant|en bas de|au bas de|sous|a|au) )?${MY_PLACE}\b)`;
export const LOITER_WEAK = W`(?:\b(?:attend\w*|tourne\w*|roule\w*|rest\w*|passe\w*|vient|venu\w*|revient|revenu\w*|vu|vue|croise\w*|apercu\w*|gare\w*|traine\w*) (?:[a-z']+ ){0,3}(?:devant|en bas de|sous|pres de|autour de) (?:${MY_PLACE}|la fac|le lycee|l'ecole|le taf|le boulot|le travail|le bureau)\b)`;
/** VISIT — someone coming to the writer's home, work, family (with INTRUSION_MARK: unannounced, shouting). */
export const VISIT = W`(?:\b(?:vient|venu\w*|revient|revenu\w*|passe\w*|arrive\w*) (?:[a-z']+ ){0,3}(?:(?:devant|en bas de|sous|a|au) )?(?:${MY_PLACE}|la fac|le lycee|l'ecole|le taf|le boulot|le travail|le bureau)\b)`;
export const REPEATED = W`(?:\b(?:tous les (?:jours|soirs|matins)|chaque (?:jour|soir|matin|nuit)|toute la nuit|toute la journee|des heures|jusqu'a \d+ ?h|(?:deux|trois|plusieurs|\d+) fois|sans arret|lentement|sans s'arreter|la nuit)\b)`;

/** FOLLOWS — « il me suit », « il m'a suivie jusqu'au métro ». Not « il me suit sur Insta / en story ». */
export const FOLLOWS = W`(?:\b(?:me suit|me suivait|me suivent|m'a suivie?|me file|me filait|m'a filee?|me piste)\b(?![^.!?]*\bpour (?:m'aider|me raccompagner|m'accompagner|me proteger|me rendre)\b)(?! (?:encore |toujours |plus |pas |aussi |partout )?(?:sur|en|dans (?:ses|mes) (?:stories|abonnes|pensees|reves)|dans (?:ma|mes) (?:tete|pensees|reves|coeur))\b)(?:${END}| (?:partout|jusqu|dans (?:la rue|le metro|le bus|le train|l'escalier|les escaliers|le parking|le couloir)|quand|en voiture|a pied|depuis (?:le|la|mon|ma|que)|le soir|la nuit|tout le temps)\b))`;

/** CONTROL — someone controlling the writer's money, phone or papers: « il contrôle tout mon argent », « il fouille mon téléphone ». Not « elle contrôle tout dans l'organisation du mariage ». */
export const CONTROL = W`(?:\bcontrol\w* (?:absolument )?tout${END}|\bgere\w* tout (?:mon|ma|mes) (?:argent|salaire|compte|paie)\b|\b(?:prend|prenait|me prend|me prenait|m'a pris|m'a confisque) (?:tout |tous |toutes )?(?:mon|ma|mes) (?:salaire|argent|paie|carte(?: bleue)?|papiers|passeport|telephone|portable|cles de voiture)\b|\b(?:controle|controlait|garde|gardait|confisque\w*|bloque\w*|vide|vidait|surveille|surveillait|fouille\w*|verifie\w*|regarde|regardait|lit|lisait|epluche\w*|espionne\w*|check\w*) (?:tout |toute |tous |toutes )?(?:mon|ma|mes) (?:propre )?(?:argent|compte|comptes|carte(?: bleue| bancaire| vitale| d'identite)?\b(?! de (?!credit))|salaire|paie|telephone|tel|portable|messages|sms|mails|conversations|historique|depenses|papiers|passeport|codes?|mots de passe|sac|poches|affaires|tiroirs|ordi|ordinateur)\b)`;
/** NO_ACCESS — « j'ai même pas accès à mon propre compte »: violence when someone else is named in the sentence (not a bank outage). */
export const NO_ACCESS = W`(?:\b(?:pas|plus|aucun) acces a (?:mon|ma|mes) (?:propre )?(?:compte|argent|salaire|carte|papiers|telephone)\b)`;
/** INTERROGATE — demanding where and with whom: « il veut savoir à la minute près où j'étais ». Violence with REPEATED or FEAR. */
export const INTERROGATE = W`(?:\b(?:veut|voulait|exige|exigeait) (?:de )?savoir (?:[a-z']+ ){0,4}(?:ou j'etais|ou je suis|ou je vais|avec qui|qui j'ai vu|a qui je parle|a qui j'ai parle|ce que je fais|ce que j'ai fait)|\bme demande (?:[a-z']+ ){0,2}(?:ou j'etais|avec qui j'etais|qui j'ai vu|a qui j'ai parle|a qui je parle)|\bm'oblige a (?:dire|justifier|partager ma (?:position|localisation)))`;
export const FEAR = W`(?:\b(?:j'ai|j'avais) (?:tres |trop |tellement |super )?peur\b|\bca me (?:fout|foutait|fait|faisait) (?:la trouille|la frousse|peur|flipper)\b|\bje flippe\b|\bterrorisee?\b|\bj'ose(?:rais)? (?:pas|plus|meme pas|meme plus)\b|\bje tremble\b|\bje me suis (?:enfermee?|cachee?)\b|\b(?:tout le temps|sans arret|constamment|chaque fois|a chaque fois|a la minute pres|en boucle)\b)`;
/** ISOLATION — forbidding friends, family, going out: « il m'interdit de voir mes copines ». */
export const ISOLATION = W`(?:\bm'(?:a )?interdi\w* (?:[a-z]+ ){0,3}?(?:de |d')(?:voir|sortir|parler|appeler|travailler|aller|m'habiller|mettre)|\bveut (?:pas|plus) que je (?:voie|vois|sorte|parle a|travaille)\b)`;
/** BLOCK_EXIT — someone blocking the door: « il se met devant la porte quand je veux sortir », « il cache mes clés ». */
export const BLOCK_EXIT = W`(?:\b(?:se (?:met|mettait|plante|plantait|poste|postait)|bloque|bloquait|barre|barrait) (?:devant )?(?:la|ma) (?:porte|sortie)\b|\bferme (?:la porte )?a cle (?:pour|et)\b|\bcache (?:mes|les) cles\b)`;
/** INTIMIDATION — hitting walls, breaking things: « il tape dans les murs et casse des trucs ». The rule vetoes « je » (« je vais tout casser à la boxe »). */
export const INTIMIDATION = W`(?:\b(?:mis le feu|brule\w*) (?:a |aux )?(?:mes|ma|mon) (?:affaires|voiture|appart|vetements|porte|boite aux lettres|photos|livres)\b|\b(?:tue|etrangle|frappe|battu|noye|empoisonne|torture|jete)\w* (?:mon|ma|mes|notre) (?:chien|chat|chiens|chats|lapin|animal|animaux|chaton|chiot|hamster)\b|\b(?:creve|lacere|raye|tague|vandalise|brule|defonce|casse)\w* (?:mes|ma|mon) (?:pneus|voiture|scooter|velo|boite aux lettres|vitres?|portiere)\b|\b(?:roule|conduit|fonce|accelere)\w* [^.,;!?]{0,30}pour me faire peur\b|\b(?:tape|tapait|frappe|frappait|cogne|cognait|donne des coups|donnait des coups|met des coups) (?:de poing |de pied )?(?:(?:dans|contre|sur) )?(?:les|le|la|des) (?:murs?|portes?|table|meubles)\b|\b(?:va|allait|menace de|veut) tout (?:casser|peter|detruire|bruler)\b|\b(?:cass|balanc|jet|lanc|explos|fracass)\w* (?:tout${END}|tout (?:dans|chez)|des (?:trucs|choses|objets|assiettes|verres)|la vaisselle|les (?:assiettes|meubles|verres)|mes affaires|mon (?:telephone|tel|portable)))`;
/** FEAR_NEXT — « j'ai peur que ce soit moi la prochaine fois ». */
export const FEAR_NEXT = W`(?:\bpeur (?:que|qu') la prochaine fois (?:ce soit|ca soit|ce sera|je sois) (?:moi|la victime)\b|\bpeur (?:que|qu') (?:ce soit|je sois) (?:moi|la prochaine)\b|\bla prochaine fois (?:ce sera|c'est|ca sera) moi\b)`;
/** HARASS_VOLUME — « elle m'envoie 80 messages par jour », « il m'appelle 30 fois par nuit ». */
export const HARASS_VOLUME = W`(?:\b(?:m'envoie|m'envoyait|m'ecrit|m'ecrivait|m'appelle|m'appelait|me spamme?|m'a envoye|m'a appelee?|m'a ecrit|m'inonde|me bombarde|me harcele)\b[^.;!?]{0,30}?\b(?:[2-9]\d|\d{3,}|des dizaines|des centaines|une centaine|une cinquantaine|une (?:vingtaine|trentaine|quarantaine|soixantaine)|trente|quarante|cinquante|cent)\b[^.,;!?]{0,25}\b(?:par (?:jour|heure|nuit)|dans la (?:nuit|journee)|d'affilee|a la suite|en une (?:nuit|heure|soiree))\b)`;
/** FAKE_ACCOUNT × TARGETS_ME — « un faux compte pour commenter toutes mes photos ». Not the writer's own fake account to see the ex's stories. */
export const FAKE_ACCOUNT = W`(?:\bfaux (?:comptes?|profils?)\b)`;
export const TARGETS_ME = W`(?:\b(?:mes (?:photos|stories|posts|publications)|m'ecrire|me (?:suivre|harceler|contacter|surveiller|espionner|parler|menacer|insulter))\b)`;
export const MY_OWN_FAKE = W`(?:\b(?:j'ai cree|je me suis (?:fait|cree)|je me fais|je vais (?:creer|me faire)|mon faux)\b)`;
/** HARM_OTHER — the writer intending to hurt someone: « je pense vraiment à lui faire du mal ». Not « j'ai envie de le tuer » (anger, decided in tests/crisis-eval/cases.ts). */
export const HARM_OTHER = W`(?:\b(?:pense|pensais|envie|veux|voulais|vais|compte|reve|revais)\w* (?:${GAP})?(?:a |de |d')?(?:lui|leur) faire (?:du )?mal\b)`;
/** KIDNAP — « il m'a traînée dans sa voiture », « je sais pas où il m'emmène ». */
export const KIDNAP = W`(?:\bm'a (?:trainee?|embarquee?|enlevee?|kidnappee?|fait monter de force|forcee? a monter|poussee?|jetee?|mise?) (?:[a-z']+ ){0,3}(?:voiture|camion|coffre|de force)\b|\bsais pas ou (?:il|elle) m'emmene\b)`;

/** IMAGE_ABUSE — intimate images spread: « il a diffusé des photos de moi nue ». Threats to do so are phrase patterns (patterns-violence.ts). */
export const IMAGE_ABUSE = W`(?:\b(?:diffuse|publie|poste|envoye|partage|balance|montre|mis en ligne)\w* (?:des |mes |les |une |nos )?(?:(?:photos?|videos?)(?: de moi)? (?:nue?s?|intimes?|a poil|sans (?:mon accord|mon consentement))|nudes?|sextapes?)\b)`;
/** INJURY_STRONG — injuries nobody gets « du roller »: « un œil au beurre noir », « la lèvre fendue ». Violence when someone is named. */
export const INJURY_STRONG = W`(?:\b(?:oeil au beurre noir|cocard|levre (?:fendue|eclatee)|cotes? (?:cassees?|felees?)|nez casse|dent cassee|arcade ouverte)\b)`;
/** FRIENDLY — friends and family as subjects: « ma sœur m'attend devant chez moi » is no stalking. */
export const FRIENDLY = W`(?:\b(?:mes (?:potes|amis|amies|copines|copains|parents|soeurs|freres|enfants|collegues)|ma (?:soeur|mere|pote|meilleure amie|coloc|fille|cousine|voisine)|mon (?:frere|pere|pote|meilleur ami|fils|coloc|cousin)|le (?:livreur|taxi|chauffeur)|l'uber|maman|papa)\b)`;
/** MY_GOODS — what a controlling partner demands: « il me force à lui donner mon téléphone ». */
export const MY_GOODS = W`(?:\bou je (?:suis|vais|etais)\b|\bavec qui (?:je|j')\b|\b(?:mon|ma|mes) (?:telephone|tel|portable|codes?|mots de passe|argent|salaire|carte(?: bleue)?|cb|papiers|position|localisation)\b)`;

/** SH_INTENT — marks that the act was wanted, strong enough to overrule an accident word: « avec le fer à repasser, exprès ». */
export const SH_INTENT = W`(?:\b(?:expres|volontairement|pour avoir mal|pour me punir|pour sentir (?:quelque chose|la douleur))\b|\bjusqu'(?:au sang|a saigner)\b)`;
export const SH_NOT_INTENT = W`(?:\bsans (?:faire )?expres\b|\bpas (?:fait )?expres\b)`;
/** INTO_OWN_SKIN — nails, blade, needle pushed into one's own skin: « j'ai planté mes ongles dans mes bras ». */
export const INTO_OWN_SKIN = W`(?:\b(?:plante|enfonce|passe|mis|appuye|frotte)\w* (?:mes ongles|la lame|une lame|le cutter|un cutter|le compas|une aiguille|la pointe)(?: (?:du|de la|de mon|de ma) [a-z]+)? (?:dans|sur|contre) (?:mes|ma|mon) (?:bras|peau|cuisses?|poignets?|ventre|jambes?|main|mains)\b)`;
/** BLOOD_SELF — « jusqu'au sang » after a first-person act: « j'ai gratté jusqu'au sang ». Violence by someone else is vetoed by the rule. */
export const BLOOD_SELF = W`(?:\b(?:j'ai|je|je me|me suis)\b[^.!?]{0,40}\bjusqu'(?:au sang|a (?:saigner|en saigner|ce que (?:ca|ma|mon|mes|la|le) [a-z ]{0,15}saign\w*)))`;
export const OTHER_DID_IT = W`(?:\b(?:il|elle|ils|elles) (?:m'a|m'ont|me)\b|\bm'a (?:frappee?|cognee?|mordue?|griffee?|battue?)\b)`;
/** ASPHYXIA — « un sac plastique sur ma tête », « une ceinture autour de mon cou ». */
export const ASPHYXIA = W`(?:\b(?:sac (?:plastique|poubelle)|ceinture|foulard|echarpe|cable|lacet|corde) (?:sur|autour de|autour du) (?:ma tete|mon cou|cou)\b|\b(?:ceinture|corde|foulard|echarpe|cable) (?:[a-z']+ ){0,6}(?:accroche\w*|attache\w*|noue\w*) (?:a|au|sur) (?:la porte|la poignee|une poutre|la poutre|la barre|la rampe|l'arbre|un arbre)\b|\bserre\w* (?:quelque chose |un \w+ )?autour de mon cou\b)`;

/** SURVEIL — watched through the window: « il me regarde par la fenêtre », « elle m'observe depuis sa voiture ». */
export const SURVEIL = W`(?:\bm'(?:observe|epie)\w*|\bme (?:regarde|fixe|guette|surveille|mate)\w* (?:par|depuis|a travers) (?:la|ma|les|mes|sa|son) (?:fenetres?|vitres?|voiture|judas))`;
/** HARASS_CONSTANT — calls or messages without end: « il m'appelle en masqué toute la nuit ». */
export const HARASS_CONSTANT = W`(?:\b(?:m'appel\w*|m'ecri\w*|m'envoi\w*|me harcel\w*|m'inond\w*|me spam\w*)\b[^.,;!?]{0,25}\b(?:en masque|numero masque|toute la nuit|sans arret|en boucle|h24|non stop|jour et nuit|des dizaines de fois|des centaines de fois)\b)`;
/** TRACKING — a tracker or spyware: « il a mis un traceur gps sous ma voiture », « un logiciel espion sur mon tel ». */
export const TRACKING = W`(?:\b(?:mis|installe)\w* (?:une |un )?(?:appli\w*|logiciel|truc) (?:sur|dans) (?:mon|ma) (?:portable|tel|telephone|ordi) pour (?:savoir|voir|suivre) ou je\b|\bappli(?:cation)? de (?:localisation|geolocalisation|suivi|surveillance)\b|\b(?:traceurs?|balise gps|airtag|mouchard|logiciel espion|appli(?:cation)? espion|logiciel de surveillance|localisation partagee de force)\b)`;
/** AT_MY_DOOR × PRESSURE — the ex at the writer's door, pressing: « il est devant chez moi et il cogne à la porte ». */
export const AT_MY_DOOR = W`(?:\b(?:il|elle|ex) (?:est|etait|reste|revient|revenu|revenue) (?:encore |la |toujours )?(?:devant|en bas de|dans le hall de|dans mon hall|sur le palier|sur mon palier|a) (?:chez moi|ma porte|mon immeuble|mon appart|d'immeuble)?)`;
export const PRESSURE = W`(?:\b(?:cogne|frappe|tape|sonne|hurle|crie|insiste|m'attend|refuse de partir|depuis (?:une|des|deux|trois) heures?|depuis \d+ ?(?:min|h))\w*|\bj'ai (?:tres |trop |tellement )?peur\b|\bj'ose pas\b|\bje (?:me suis )?enferm\w*)`;
/** PUSHED_FELL — pushed and fell: « il m'a poussée et je suis tombée dans les escaliers ». */
export const PUSHED = W`(?:\bm'a (?:poussee?|bousculee?|fait tomber|projetee?)\b(?! a bout))`;
export const FELL_HURT = W`(?:\b(?:suis tombee?|me suis (?:cognee?|fait mal|ouvert)|par terre|au sol|escaliers?)\b)`;
/** SEX_ABUSE — « il a abusé de moi ». */
export const SEX_ABUSE = W`(?:\babus\w* de moi\b)`;

/** THROWN_AT_ME — « il a lancé une chaise sur moi ». Not « une pique sur ma coupe ». */
export const THROWN_AT_ME = W`(?:\b(?:lance|jete|jette|balance|envoye|projete)\w* (?:un|une|des|son|sa|ses|le|la|les) [a-z]+ (?:sur moi|vers moi|a la figure|au visage|dans ma direction|a la tete|dans ma tete)\b)`;
/** DEGRADING — forced to sleep outside, to kneel: « il m'a obligée à dormir dehors ». */
export const DEGRADING = W`(?:\b(?:dormir|rester|passer la nuit) (?:dehors|par terre|sur le balcon|dans la voiture)\b|\ba genoux\b|\bmanger par terre\b|\bme deshabiller\b)`;
/** KICKED_OUT — « il m'a mise dehors en pleine nuit, pieds nus ». */
export const KICKED_OUT = W`(?:\bm'a (?:mise?|jetee?|foutue?) dehors (?:en pleine nuit|sans|en pyjama|pieds nus|en plein hiver|dans le froid|a \d)\b)`;
/** PREVENT_LEAVING — « pour que je puisse plus sortir », « pour m'empêcher de partir ». */
export const PREVENT_LEAVING = W`(?:\b(?:m'a|me) (?:pas |plus )?laiss\w* (?:pas |plus )?(?:sortir|partir)\b|\bpour (?:que je (?:puisse|peux|pourrais|puisses) (?:pas|plus)|m'empecher de|pas que je) (?:sortir|partir|m'enfuir|sorte|parte|appeler|m'echapper|m'en aller|l'appeler)\b)`;
/** HIDING — the writer hiding or locked in from someone: « je suis enfermée dans la chambre ». Violence when someone else is in the sentence. */
export const HIDING = W`(?:\bje (?:me )?suis (?:enfermee?|cachee?|barricadee?|refugiee?) (?:dans|a|aux|chez|sous)\b)`;
/** MEDS_HANDLED — medicines laid out, counted, poured: « j'ai versé tous les cachets dans ma main ». */
export const MEDS_HANDLED = W`(?:\b(?:verse|vide|sorti|aligne|compte|prepare|etale)\w* (?:tous |toutes )?(?:les|mes) (?:boites (?:de |d')|plaquettes (?:de |d'))?${MEDS}\b|\b(?:aligne|etale|prepare)\w* (?:tout )?[^.!?]{0,30}\b(?:plaquettes|boites de ${MEDS})\b)`;
/** LOOKING_DOWN × HIGH_PLACE — « au dernier étage du parking, je regarde en bas ». */
export const LOOKING_DOWN = W`(?:\bregard\w* (?:en bas|le vide|dans le vide|l'eau en bas|la hauteur)\b)`;
export const HIGH_PLACE = W`(?:\b(?:dernier etage|etage|toit|pont|parking|falaise|balcon|fenetre|tour|immeuble|viaduc|passerelle)\b)`;

/** OVERDOSE_AMOUNT — medicines by the handful: « des cachets par poignées », « une poignée de somnifères ». */
export const OVERDOSE_AMOUNT = W`(?:\b${MEDS} (?:par poignees|a la poignee|en masse)\b|\b(?:une|des) poignees? (?:de |d')${MEDS}\b)`;
/** THREAT_ME — « il a menacé de me balancer par la fenêtre »: any « menace de me … » but leaving, blocking, forgetting, and legal action (« de me traîner au tribunal »). */
export const THREAT_ME = W`(?:\bmenac\w* (?:de |d')(?:me |m')(?!quitter|larguer|laisser|bloquer|abandonner|oublier|ignorer|tromper|remplacer|supprimer|virer|exclure|retirer|desabonner|signaler|denoncer|dire|raconter|poursuivre|attaquer en justice|trainer (?:au|en|devant)|faire (?:un )?proces|coller un proces|reclamer|facturer|mettre a la porte de (?:l'asso|l'association|l'equipe|du club)|(?:faire )?payer (?:la|les|le) (?:pension|frais|loyer|avocat))[a-z]+)`;
/** LOOKING_AT_WATER — the same gaze from a bridge: « j'ai regardé l'eau longtemps ». */
export const GAZING = W`(?:\bregard\w* (?:l'eau|la riviere|la seine|le fleuve|les voitures passer|les trains passer)\b)`;
/** EXTREME_DRIVING — « je conduis les yeux fermés », « je roule à contresens ». */
export const EXTREME_DRIVING = W`(?:\b(?:conduis|roule|conduit)\w* (?:les yeux fermes|a contresens|en sens inverse)\b)`;
/** INTRUSION_MARK — an unannounced, loud visit: « sans prévenir », « m'a hurlé dessus », « a fait un scandale ». With LOITER_WEAK. */
export const INTRUSION_MARK = W`(?:\bsans (?:prevenir|y etre invitee?|frapper)\b|\bm'a (?:hurle|crie) dessus\b|\ben hurlant\b|\ba fait (?:un scandale|une scene|un esclandre)\b)`;
/** BEHIND_MY_BACK — « à mon insu » said of someone's act on the writer's phone, money, whereabouts. Not a surprise party. */
export const BEHIND_MY_BACK = W`(?:\ba mon insu\b)`;
export const NICE_SURPRISE = W`(?:\b(?:surprise|fete|cadeau|anniversaire)\b)`;
/** HOSE — a hose on the exhaust pipe. */
export const HOSE = W`(?:\btuyau\b[^.!?]{0,30}\bpot d'echappement\b|\bpot d'echappement\b[^.!?]{0,30}\btuyau\b)`;
/** MY_OWN_TRACKER — the writer's own tracker (on keys, a bag): no one is spying. */
export const MY_OWN_TRACKER = W`(?:\bj'ai (?:mis|installe|achete|active|pose)\b)`;
/** ERRAND — the ex at the door for a reason: « il sonne pour récupérer ses affaires », « pour les enfants ». */
export const ERRAND = W`(?:\bpour (?:recuperer|rendre|rapporter|chercher|prendre|deposer|ramener) (?:ses|mes|les|nos|le|la|son|sa)\b|\bpour les enfants\b)`;
/**
 * PLAY — rough play, a child's game and sport, not assault: « en jouant au foot », « pour rire »,
 * « ma fille m'a lancé sa peluche en riant », « au kick-boxing ».
 */
export const PLAY = W`(?:\ben (?:jouant|dansant|rigolant|riant|s'amusant|chahutant|plaisantant)\b|\b(?:au|a la|en) (?:foot|rugby|basket|hand|judo|karate|sport|ping pong|boxe|kick boxing|mma|lutte|taekwondo|krav maga|entrainement)\b|\bpour (?:rire|jouer|de faux)\b|\b(?:peluches?|doudous?|bataille (?:d'oreillers|de polochons|de coussins|d'eau|de boules de neige)|boules? de neige)\b)`;
/** JOKE — a joke marker or a friend: « si tu pars je te tue lol, t'es ma meilleure amie ». */
export const JOKE = W`(?:\b(?:lol|mdr|ptdr|xd|haha\w*)\b|\bmeilleure? amie?\b|😂|🤣)`;
/** CLOSE_ID — « c'est ma mère », « c'est le taxi »: the person is family, a friend or a driver. */
export const CLOSE_ID = W`(?:\bc'est (?:ma|mon|mes|le|la) (?:mere|pere|soeur|frere|potes?|amie?s?|meilleure? amie?|cousine?|grand mere|grand pere|famille|parents|taxi|livreur|chauffeur|uber|facteur|plombier)\b)`;
