/**
 * The phrase patterns for violence done to the writer (by a partner, an ex, anyone): blows,
 * threats, sexual violence, harassment, stalking and control. Same conventions as patterns-self.ts;
 * detector.ts runs them (see there for the design).
 */

import { type CrisisPattern, r, unlessInSentence } from '../regex';
import { PERSON } from './lexicon';
import { BY_SOMEONE_ELSE, BY_SOMEONE_ELSE_OR_STOP, FRIENDLY, NOT_AN_AGGRESSOR, REFLEXIVE_OR_IMPERSONAL } from './patterns-parts';

// ─── Building blocks of these patterns ─────────────────────────────────────────────────────────

/** Sport and fights for fun: « au kick-boxing j'ai pris un coup de pied », « au judo ». */
const SPORT = String.raw`\b(?:(?:au|a la|en|du|de la|de|mon cours de|a l'entrainement de) (?:kick boxing|boxe|boxe thai|muay thai|judo|karate|taekwondo|jujitsu|jiu jitsu|krav maga|mma|lutte|foot|football|rugby|hand|handball|basket|hockey|escrime|self defense|capoeira)|entrainement|sparring|(?:le|un|du|au|en) match|sur le ring|sur le tatami|au dojo|a la salle)\b`;
/** Choking on food or drink, or with laughter: « j'ai failli m'étrangler avec mon café ». */
const FOOD_CHOKE = String.raw` (?:avec|sur) (?:mon|ma|mes|un|une|le|la|du|de la|des|ce|cette) (?:cafe|the|eau|salive|biere|vin|soupe|bonbons?|croissant|pain|gateau|repas|boisson|verre|jus|chewing gum|arete|cacahuetes?|noyau|chips|sandwich|pates|riz|pizza|gorgee|bouchee|cafe)\b| (?:de (?:rire|surprise|stupeur|colere|rage|indignation)|en (?:mangeant|buvant|avalant|riant|lisant|voyant|decouvrant|apprenant))\b`;
/** A relative's anger foreseen, the idiom « ma mère va me tuer quand elle verra ». */
const FAMILY_WILL_KILL_ME =
  /\b(?:ma (?:mere|soeur|grand mere|tante|prof|cheffe|coloc|meilleure amie|pote)|mon (?:pere|frere|grand pere|oncle|prof|chef|boss|coloc|meilleur ami|pote)|mes (?:parents|potes|amis|copines|soeurs|freres)|maman|papa|mamie|papi) (?:va|vont|allait|allaient|risque de|risquent de) $/;

// ─── The patterns ──────────────────────────────────────────────────────────────────────────────

export const VIOLENCE_PATTERNS: CrisisPattern[] = [
  // « il me frappe », « elle me bat », « mon mari me tape dessus » — not « ce qui me frappe », « je me bats pour lui »,
  // « il me tape sur les nerfs », « il me bat froid »
  {
    re: r`\bme (?:frap+(?:e|ent|ait|aient)|bat|batte|battait|battaient|battent|tape|tapait|cogne|cognait|tabasse|tabassait|gifle|giflait|brutalise|brutalisait|viole|violait|etouffe|etouffait)\b(?! (?:sur (?:les nerfs|le systeme)|froid|a plate couture|aux? (?:echecs|cartes|jeux?|uno|tennis|ping pong|scrabble|poker|mario kart|fifa|course|belote))\b)`,
    unlessBefore: NOT_AN_AGGRESSOR,
  },
  // « il m'étrangle », « il a essayé de m'étrangler »
  // (not choking on food, drink or laughter: « j'ai failli m'étrangler avec mon café »)
  {
    re: r`\bm'?etrangl\w*\b(?!(?:${FOOD_CHOKE}))`,
    unlessBefore: /\b(?:j'ai (?:encore |presque )?(?:failli|manque (?:de )?)|je (?:manque|manquais|vais|allais) (?:de )?) $/,
  },
  // « il m'a frappée », « il ma frapper », « elle m'a giflé », « il m'a poussée contre le mur » — not « ce qui m'a frappé »,
  // « il m'a poussée à bout », « il m'a jetée » (dumped)
  {
    re: r`\bm'?a (?:encore |deja |souvent |violemment |presque )?(?:frap+(?:e|ee|er|es)|battue?|cognee?|tabassee?|giflee?|brutalisee?|agressee?|violee?|violer|tapee?(?! sur)|etouffee?|mordue?|etranglee?|enfermee?|sequestree?|(?:poussee?|bousculee?|jetee?) (?:contre|par terre|au sol|dans (?:l'escalier|les escaliers)|violemment)|attrapee? par (?:le cou|la gorge|les cheveux|le bras)|serre (?:le cou|la gorge)|tire (?:par )?les cheveux|cassee? (?:le nez|le bras|une dent|la machoire))\b(?![^.!?]*\b(?:par erreur|par accident|sans (?:faire )?expres|pour rire|pour jouer)\b)(?! (?:(?:par|de) (?:sa|son|ses) (?:indifference|froideur|silences?|mepris|beaute|franchise|intelligence|humour|calme|gentillesse|reponse|absence|regard)|par (?:sa|son|ses) [a-z]+|en plein coeur|au coeur|du regard|des yeux|avec (?:ses|des|tes|son|sa|ton) (?:mots|paroles|phrases|remarques|reproches|silences?|indifference|regards?|yeux)))`,
    unlessBefore: NOT_AN_AGGRESSOR,
  },
  // « il m'a mis une gifle / une claque / des coups » (not « ça m'a mis une claque », a shock)
  {
    re: r`\bm'?a (?:mis|mit|donne|colle|envoye|fichu|foutu) (?:une|des|un|plein de|deux|trois) (?:gifles?|claques?|baffes?|beignes?|tartes?|coups?|droite|patate|pain|gnons?)\b(?! de (?:main|fil|pouce|telephone|coeur|foudre|vieux|stress|blues)\b)(?! (?:emotionnelle|monumentale|psychologique|morale|de realite|dans la gueule de mon ego|au (?:ping pong|tennis|badminton|jeu|scrabble|uno|poker|baby(?: foot)?))\b)`,
    unlessBefore: NOT_AN_AGGRESSOR,
  },
  // « coups », « il me donne des coups », « coups de pied » — not « coups de fil / de blues », « à coups de messages »,
  // « à tous les coups », « coups bas », « coups durs »
  unlessInSentence(
    r`\bcoups\b(?! (?:de (?:fil|telephone|blues|coeur|soleil|pouce|gueule|stress|mou|bol|barre|foudre|chance|genie|folie|theatre|boost|main|vieux|tete|pression|com|poker|vent)|d'(?:oeil|etat|essai|un soir|envoi)|bas|durs?|de la vie)\b)`,
    SPORT,
    { unlessBefore: /\b(?:a|tous les|les bons|les mauvais|des bons|des mauvais|mauvais|bons)\s$/ },
  ),
  // (not in sport: « au kick-boxing j'ai pris un coup de pied dans les côtes »)
  unlessInSentence(r`\bcoup de (?:poing|pied|boule|couteau|ceinture|genou|coude)\b`, SPORT),
  // « il va me tuer », « il menace de me frapper », « arrête de me frapper » (the same words said by the writer are
  // suicide or self-harm)
  // (not a relative's anger foreseen: « ma mère va me tuer quand elle verra mes cheveux »)
  {
    re: r`\bme (?:tuer|buter|crever|defoncer|egorger|frapper|battre|taper|cogner|tabasser|violer|etouffer|etrangler|noyer)\b`,
    onlyBefore: BY_SOMEONE_ELSE_OR_STOP,
    unlessBefore: FAMILY_WILL_KILL_ME,
  },
  // « il veut me faire du mal » — but « arrête de me faire du mal » is, most of the time, about words and silence
  { re: r`\bme faire (?:du )?mal\b`, onlyBefore: BY_SOMEONE_ELSE },
  r`\bm'?a (?:presque|a moitie|failli) tuee?\b`,
  // « il me menace », « menaces de mort », « il menace de publier mes photos », « il menace de se suicider si je pars »
  { re: r`\b(?:me |m'a |ma |m')menac\w*`, unlessBefore: REFLEXIVE_OR_IMPERSONAL },
  r`\bmenac\w* (?:de |d')(?:mort|(?:me |m')(?:tuer|frapper|buter|defoncer|faire du mal|retrouver|detruire|egorger|etrangler|violer|bruler|defigurer|tabasser|casser)|tuer|publier|diffuser|montrer|envoyer (?:mes|des) (?:photos|videos)|se (?:tuer|suicider)|prendre les enfants|enlever les enfants|partir avec les enfants)`,
  // « j'ai peur de lui », « peur de mon ex » — not « peur de lui parler / lui dire / lui manquer »
  {
    re: r`\bpeur (?:de lui|d'elle|de mon ex|de mon mari|de ma femme|de mon copain|de ma copine|de mon compagnon|de ma compagne|de mon conjoint|de ma conjointe|de ce mec|de ce type)\b(?! (?:en |y |le |la |les |l'|me |m'|te |t'|lui )?(?!encore\b|hier\b)[a-z]+(?:er|ir|re|oir|dre)\b)`,
    unlessBefore: /\b(?:plus|pas|jamais|aucune?) $/,
  },
  // « il me fait peur », « elle me faisait tellement peur » (not « ça me fait peur », « l'avenir me fait peur »)
  { re: r`\bme fai(?:s|t|sait) (?:(?:tres|trop|vraiment|tellement|tant|grave|parfois|souvent) )?peur\b`, onlyBefore: BY_SOMEONE_ELSE },
  // « j'ai peur qu'il me retrouve / me frappe », « peur pour ma vie »
  r`\bpeur (?:qu'il|qu'elle|qu'ils) (?:me |m')(?:frappe|tue|fasse (?:du )?mal|retrouve|trouve|suive|attende|agresse|viole|etrangle|batte|fasse quelque chose)|\bpeur pour ma (?:vie|securite|peau)\b`,
  // sexual violence: « il m'a violée », « viol », « agression sexuelle », « sans mon consentement »
  r`\bviol(?:s|e|ee|es|ees|er|ait)?\b`,
  r`\b(?:agression|agresse|agressee|abusee?) sexuel\w*|\battouchements?\b|\b(?:force|forcee|obligee?) a (?:coucher|avoir des rapports|faire l'amour|le faire)\b|\bsans (?:mon )?consentement\b|\bpas consenti\w*|\brapports? forces?\b`,
  // « violences conjugales », « il devient violent », « violent avec moi », « femme battue », « il a levé la main sur moi »
  r`\bviolences? (?:conjugales?|domestiques?|physiques?|psychologiques?|sexuelles?|verbales?)\b|\b${PERSON} (?:est|etait|devient|devenait|est devenue?|a ete|peut etre|pouvait etre) (?:tres |super |trop |hyper |parfois |souvent |de plus en plus )?violente?\b|\bviolente? avec moi\b`,
  r`\b(?:femme|homme) battue?\b|\blev(?:e|er|ait) (?:la )?main sur (?:moi|nous)\b`,
  // a blow made small by the person who took it: « c'était juste une claque », « c'était qu'une
  // gifle » (issue 24; past tense: « c'est une claque, ce film » is a shock, not a blow)
  r`\b(?:c'etait|c'etaient|ce n'etait|ca n'etait)(?: juste| que| seulement| rien qu)? (?:qu')?(?:une|des) (?:petites? |simples? )?(?:claques?|gifles?|baffes?|beignes?)\b`,
  // harassment: « il me harcèle », « harcèlement » — not « j'ai peur de le harceler » (the writer worrying about their own messages)
  {
    re: r`\bharcel\w*\b(?! de (?:questions|bisous|calins|compliments|blagues)\b)`,
    unlessBefore: new RegExp(String.raw`(?:\bl'ai |\bl'|\ble |\bla |\bles |\bte |\bt'ai |\b${FRIENDLY} (?:me |m')?)$`),
  },
  // stalking and control: « il me suit partout », « il m'attend devant chez moi », « il me surveille »
  // — not « il me suit sur insta »
  {
    re: r`\b(?:me (?:suit|suis|suivait|suivent)|m'?a suivie?)(?![^.!?]*\bpour (?:m'aider|me raccompagner|m'accompagner|me proteger|me rendre)\b) (?:partout(?! dans (?:mes|ma) (?:pensees|tete|reves|coeur))|jusqu|dans la rue|en voiture|a pied|quand je|le soir|la nuit|chez moi|au travail|au boulot|a la sortie)`,
    unlessBefore: NOT_AN_AGGRESSOR,
  },
  {
    re: r`\b(?:me |m')(?:traque|traquait|espionne|espionnait|surveille|surveillait|stalke|guette|guettait)\b(?! (?:sur (?:insta|instagram|snap|tiktok|facebook|twitter|les reseaux)|du coin de l'oeil)\b)`,
    unlessBefore: REFLEXIVE_OR_IMPERSONAL,
  },
  {
    re: r`\bm'?attend(?:ait)? (?:devant|en bas de|a la sortie de) (?:chez moi|mon (?:travail|boulot|immeuble|bureau|taf)|ma (?:porte|maison|fac|residence|ecole))|\b(?:debarque|rode|traine) (?:chez moi|devant chez moi|en bas de chez moi|devant ma porte)`,
    unlessBefore: NOT_AN_AGGRESSOR,
  },
  r`\b(?:me |m'|m'a |ma )geolocalis\w*|\btraceur (?:gps )?(?:sur|dans) (?:ma|mon)\b|\bm'?empeche de (?:sortir|partir|travailler|voir (?:mes|ma|mon|personne))`,
];
