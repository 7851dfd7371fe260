/**
 * French crisis detector: patterns first, simple and auditable.
 *
 * Why patterns and not a model: the app must show crisis resources (3114, 15/112, SOS Amitié,
 * 3919) whatever the AI provider does, offline, in the browser and on the server alike, and a
 * reviewer must be able to read exactly what triggers them. Each category below is a list of
 * regular expressions with a comment saying what it catches and what it deliberately leaves out.
 *
 * How it works:
 *  1. `normalizeForDetection` turns the text into one predictable shape (no accents, lower case,
 *     one apostrophe, no "ne", common SMS spellings expanded) so the patterns stay short;
 *  2. every pattern runs on that text; a few patterns also look at the words just *before* the
 *     match, to tell « j'ai envie de me tuer » (suicide) from « il va me tuer » (violence) and
 *     « ça va me tuer » (hyperbole). We do this in code rather than with regex lookbehind, which
 *     older Safari (before 16.4) cannot even parse: one such literal would break the whole bundle;
 *  3. the meaning layer (meaning.ts) then looks for what the phrases below miss: the same
 *     meanings said in other words (« chaque matin je suis déçue de me réveiller », « il se met
 *     devant la porte quand je veux sortir »). Its rules combine concept lexicons
 *     (lexicon*.ts: a wish × the end of one's own life, an act × a mark of self-harm, someone
 *     else × a controlling act…) within a clause, a sentence or the message. A category is flagged
 *     if either layer finds it.
 *
 * We prefer false positives to misses: showing a helpline to someone who did not need it costs a
 * moment; missing someone in danger does not. But ordinary breakup language (« ça me tue de le
 * voir avec une autre », « j'en ai fini avec lui ») must stay quiet, or users learn to ignore the
 * banner. The hard cases are decided one by one in crisis.test.ts.
 */

import { detectMeaning } from './meaning';
import { foldAccents } from '../text';
import { BEING, DISPARAITRE, END, LEAP, eachMatch, MEDS, MOURIR, NOT_DYING_IDIOM, PERSON, PERSON_NOUN, VIVRE, r } from './lexicon';

export type CrisisCategory = 'suicide' | 'self_harm' | 'danger' | 'violence';

export interface CrisisResult {
  isCrisis: boolean;
  /** Deduplicated, always in the order of CRISIS_CATEGORIES. */
  categories: CrisisCategory[];
}

export const CRISIS_CATEGORIES: readonly CrisisCategory[] = ['suicide', 'self_harm', 'danger', 'violence'];

// ─── Normalisation ────────────────────────────────────────────────────────────────────────────

/** Wider than straightenApostrophes (text.ts): a missed look-alike here would hide a crisis. */
const APOSTROPHES = /[\u2018\u2019\u201A\u201B\u2032\u2035\u02B9\u02BB\u02BC\u02BD\u0060\u00B4]/g;

/**
 * SMS and slang spellings, word by word (applied after accents are stripped). Only whole words
 * are replaced, never inside a word or just before an apostrophe (the "c" of "c'est").
 */
const SMS_WORDS: Record<string, string> = {
  g: "j'ai", // « g plu envi de vivre »
  jai: "j'ai",
  jen: "j'en",
  jy: "j'y",
  jaimerais: "j'aimerais",
  jaurais: "j'aurais",
  javais: "j'avais",
  jetais: "j'etais",
  chui: 'je suis',
  chuis: 'je suis',
  chu: 'je suis',
  shui: 'je suis',
  jsp: 'je sais pas',
  jpp: "j'en peux plus",
  jtm: "je t'aime",
  c: "c'est", // « c ce soir »
  cest: "c'est",
  ct: "c'etait",
  den: "d'en", // « envie den finir »
  enfinir: 'en finir',
  lenvie: "l'envie",
  quil: "qu'il",
  sil: "s'il",
  plu: 'plus',
  pu: 'plus', // « g pu envie » (also the participle of pouvoir, harmless for these patterns)
  pa: 'pas',
  envi: 'envie',
  anvie: 'envie',
  vx: 'veux',
  veu: 'veux',
  vai: 'vais',
  v: 'vais', // « je v me tuer »
  mwa: 'moi',
  moa: 'moi',
  tlm: 'tout le monde',
  tt: 'tout',
  tte: 'toute',
  ts: 'tous',
  tjr: 'toujours',
  tjrs: 'toujours',
  bcp: 'beaucoup',
  ki: 'qui',
  ke: 'que',
  koi: 'quoi',
  kan: 'quand',
  qd: 'quand',
  pr: 'pour',
  ds: 'dans',
  mm: 'meme',
  medoc: 'medicament',
  medocs: 'medicaments',
  // added with the meaning layer: the SMS words of the sentences it is built on
  cmt: 'comment',
  cmnt: 'comment',
  komen: 'comment',
  koman: 'comment',
  dsl: 'desolee',
  tkt: "t'inquiete",
  pk: 'pourquoi',
  pq: 'pourquoi',
  pkoi: 'pourquoi',
  pourkoi: 'pourquoi',
  mtn: 'maintenant',
  mnt: 'maintenant',
  vrmt: 'vraiment',
  vrm: 'vraiment',
  dmain: 'demain',
  '2main': 'demain',
  auj: "aujourd'hui",
  ajd: "aujourd'hui",
  jms: 'jamais',
  tjs: 'toujours',
  svt: 'souvent',
  tro: 'trop',
  kel: 'quel',
  kelle: 'quelle',
  fo: 'faut',
  pck: 'parce que',
  pcq: 'parce que',
  psk: 'parce que',
  paske: 'parce que',
  ya: 'y a',
  qqn: "quelqu'un",
  qqun: "quelqu'un",
  qqch: 'quelque chose',
  msg: 'message',
  msgs: 'messages',
  pdt: 'pendant',
  chai: 'je sais',
  men: "m'en",
  balek: "je m'en balance",
  balec: "je m'en balance",
  osef: "on s'en fout",
};

/** After a glued « j »: « jpeu » is « je peux », « jve » is « je veux » (not the words « peu », « ve » alone). */
const GLUED_VERBS: Record<string, string> = {
  peu: 'peux',
  pe: 'peux',
  ve: 'veux',
  veu: 'veux',
  sui: 'suis',
  fe: 'fais',
  pens: 'pense',
  sais: 'sais',
};

function expandSmsWord(word: string): string {
  const known = SMS_WORDS[word];
  if (known !== undefined) return known;
  // "j" glued to a verb starting with a consonant: « jveux », « jvais », « jme », « jsuis ».
  // No French word starts with j + consonant, so this cannot damage a real word.
  const glued = /^j([bcdfghjklmnpqrstvwxz][a-z]+)$/.exec(word);
  if (glued?.[1]) return `je ${GLUED_VERBS[glued[1]] ?? SMS_WORDS[glued[1]] ?? glued[1]}`;
  return word;
}

/**
 * The text the patterns see. Exported so tests and reviewers can check what a phrase becomes.
 *  - accents and other combining marks removed (NFD), lower case, œ/æ spelled out;
 *  - every apostrophe variant (’ ‘ ` ´ ʼ) becomes ', and a missing one is restored after an
 *    elided letter (« j ai » → « j'ai », « c est » → « c'est »);
 *  - hyphens become spaces (« laisse-moi »), long dashes become commas (they separate clauses);
 *  - a letter typed three times or more counts once (« mourirrrr » → « mourir »);
 *  - the negation « ne / n' » is dropped: spoken French drops it anyway (« j'ai plus envie »),
 *    so patterns are written without it;
 *  - an elided pronoun before a consonant is spelled out (« j'me » → « je me », « m'suis » → « me suis »,
 *    « jm'en » → « je m'en »);
 *  - common SMS spellings are expanded (see SMS_WORDS);
 *  - spaces collapsed. Punctuation is kept: it marks where a clause ends.
 */
export function normalizeForDetection(text: string): string {
  return (
    foldAccents(text)
      .toLowerCase()
      .replace(/œ/g, 'oe')
      .replace(/æ/g, 'ae')
      .replace(APOSTROPHES, "'")
      .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')
      .replace(/[-\u2010\u2011]/g, ' ')
      .replace(/[\u2012-\u2015]/g, ',')
      .replace(/\s+/g, ' ')
      .replace(/([a-z])\1{2,}/g, '$1')
      .replace(/\b(qu|[jcdlmnst])' +/g, "$1'")
      .replace(/\b(qu|[jcdlmnst]) (?=[aeiouyh])/g, "$1'")
      // « j'me », « j'suis », « m'suis »: an elided pronoun before a consonant is the full pronoun
      .replace(/\bj([mts])'/g, "je $1'")
      .replace(/\b([jmts])'(?=[bcdfgjklmnpqrstvwxz])/g, '$1e ')
      .replace(/\b[a-z0-9]+(?![a-z0-9'])/g, expandSmsWord)
      .replace(/\bje n'/g, "j'")
      .replace(/\bn'(?=[a-z])/g, '')
      .replace(/\bne (?=[a-z])/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

// ─── Building blocks of the patterns ───────────────────────────────────────────────────────────
// (r, END, MOURIR, NOT_DYING_IDIOM, VIVRE, DISPARAITRE, LEAP, MEDS and PERSON live in lexicon.ts,
// shared with the meaning layer.)

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

/** « ça », « ce qui », « tout ça »: an impersonal subject, the mark of hyperbole (« ça va me tuer »). */
const IMPERSONAL = String.raw`(?:ca|sa|cela|ce qui|tout ca|tout)`;
/** « c'est me faire du mal », « ce boulot va me tuer »: a thing, an activity or a job as the subject (hyperbole). */
const THING = String.raw`(?:c'est|c'etait|ce serait|ca serait|(?:ce|cette|ces|le|la|les|mon|ma|mes|son|sa|ses|ton|ta|tes) (?!${PERSON_NOUN}\b)[a-z]+(?: (?:de|du|des|d') ?[a-z]+)?)`;
/** Someone else, but not « tu »: the writer says « tu » to Janne (« tu vas me tuer avec tes questions 😂 »). */
const THIRD_PERSON = String.raw`(?:il|elle|ils|elles|on|ex|mec|copain|copine|mari|femme|compagnon|compagne|conjoint|conjointe|pere|mere|frere|type|gars)`;
/** Words that can stand between that subject and « me … »: « il va », « elle a essayé de », « il menace de ». */
const INTENT = String.raw`(?:va|vas|veut|veux|voulait|voulais|allait|allais|peut|pourrait|risque de|compte|menace de|menacait de|a menace de|m'a menacee? de|essaie de|essaye de|a essaye de|a essaie de|a tente de|tente de|a failli|failli|aurait pu|a voulu|cherche a|finir par|finira par|ira jusqu'a|encore|vraiment|surement|bientot|que|me dit qu'il va)`;

/** Said to someone else: « arrête de me faire du mal » asks the ex to stop; it is not about the writer's own acts. */
const STOP = String.raw`(?:arrete|arretes|arretez|cesse|cesses|cessez) de`;
/** Friends and family as subjects: « ma sœur m'attend devant chez moi », « mes potes me suivent partout ». */
const FRIENDLY = String.raw`(?:mes (?:potes|amis|amies|copines|copains|parents|soeurs|freres|enfants|collegues)|ma (?:soeur|mere|pote|meilleure amie|coloc|fille|cousine|voisine)|mon (?:frere|pere|pote|meilleur ami|fils|coloc|cousin)|le (?:livreur|taxi|chauffeur)|l'uber|maman|papa)`;

/** The words just before the match say someone else does it: « il va | me tuer ». */
const BY_SOMEONE_ELSE = new RegExp(String.raw`\b${PERSON} (?:${INTENT} )*$`);
/** …or the writer asks someone to stop: « arrête de | me frapper » (not « tu », see THIRD_PERSON). */
const BY_SOMEONE_ELSE_OR_STOP = new RegExp(String.raw`(?:\b${THIRD_PERSON}|\b${STOP}) (?:${INTENT} )*$`);
/** …or something impersonal does it: « ça va | me tuer ». */
const BY_SOMEONE_ELSE_OR_IMPERSONAL = new RegExp(String.raw`(?:\b${PERSON}|\b${STOP}|\b${IMPERSONAL}|\b${THING}) (?:${INTENT} )*$`);
/** The writer does it to themselves (« je | me frappe »), or it is impersonal (« ce qui | me frappe »). */
const REFLEXIVE_OR_IMPERSONAL = new RegExp(String.raw`(?:\bje|\b${IMPERSONAL}) (?:${INTENT} )*$`);
/** …or an animal (« mon chat m'a mordue »), or friends and family looking after the writer (« mes potes me suivent partout »). */
const NOT_AN_AGGRESSOR = new RegExp(
  String.raw`(?:\bje|\b${IMPERSONAL}|\b${FRIENDLY}|\b(?:chat|chaton|chien|chiot|lapin|hamster|cheval|perroquet)) (?:${INTENT} )*$`,
);

/** A pattern, optionally with a check on the few words right before the match. */
export type CrisisPattern = RegExp | { re: RegExp; unlessBefore?: RegExp; onlyBefore?: RegExp };

/**
 * A pattern vetoed by words anywhere in its sentence: after the match (a lookahead up to the next
 * . ! ?) or before it (within the few words firstMatch looks back at, same sentence). Keeps a veto
 * local: « au judo » vetoes the « coup de pied » of its own sentence, not the next one.
 */
function unlessInSentence(re: RegExp, veto: string, extra: { unlessBefore?: RegExp; onlyBefore?: RegExp } = {}): CrisisPattern {
  const before = new RegExp(String.raw`(?:${veto})[^.!?]*$` + (extra.unlessBefore ? `|${extra.unlessBefore.source}` : ''));
  return {
    re: new RegExp(String.raw`(?:${re.source})(?![^.!?]*(?:${veto}))`, 'g'),
    unlessBefore: before,
    ...(extra.onlyBefore ? { onlyBefore: extra.onlyBefore } : {}),
  };
}

/** Sport and fights for fun: « au kick-boxing j'ai pris un coup de pied », « au judo ». */
const SPORT = String.raw`\b(?:(?:au|a la|en|du|de la|de|mon cours de|a l'entrainement de) (?:kick boxing|boxe|boxe thai|muay thai|judo|karate|taekwondo|jujitsu|jiu jitsu|krav maga|mma|lutte|foot|football|rugby|hand|handball|basket|hockey|escrime|self defense|capoeira)|entrainement|sparring|(?:le|un|du|au|en) match|sur le ring|sur le tatami|au dojo|a la salle)\b`;
/** A fictional character: « le suicide de l'héroïne », « du personnage principal ». */
const FICTION_CHARACTER = String.raw`(?:l'heroine|l'heros|du heros|personnage|protagoniste|narrat\w*|l'actrice|l'acteur)`;
/** Someone else's attempt, told as the past: « mon amie avait fait une tentative de suicide il y a dix ans ». */
const OTHERS_PAST_ATTEMPT =
  /\b(?:il|elle|ils|elles|[a-z]{3,}) (?:a|avait|ont|avaient) (?:fait|tente) (?:une |des |deux |plusieurs )?(?:tentatives? (?:de |d'))?$/;
const LONG_AGO = String.raw`\b(?:il y a (?:[a-z0-9]+ ){0,3}(?:d')?(?:ans|annees)|des annees|a l'epoque|autrefois|au lycee|quand (?:on|nous|elle|il) (?:etait|etions|avait))\b`;
/** A place, a home or a town: « mes adieux à l'appart / à la maison » is a move, not a goodbye to life. */
const PLACE = String.raw`(?:l'|la |le |les |mon |ma |mes |notre |nos |ce |cette |cet )?(?:appart\w*|maison|logement|studio|quartier|ville|campagne|region|pays|immeuble|residence|rue|chambre|bureau|fac|ecole|lycee|chalet|jardin|montagne|mer|plage|ocean|bretagne|paris|coloc|vieille voiture)\b`;
/** Choking on food or drink, or with laughter: « j'ai failli m'étrangler avec mon café ». */
const FOOD_CHOKE = String.raw` (?:avec|sur) (?:mon|ma|mes|un|une|le|la|du|de la|des|ce|cette) (?:cafe|the|eau|salive|biere|vin|soupe|bonbons?|croissant|pain|gateau|repas|boisson|verre|jus|chewing gum|arete|cacahuetes?|noyau|chips|sandwich|pates|riz|pizza|gorgee|bouchee|cafe)\b| (?:de (?:rire|surprise|stupeur|colere|rage|indignation)|en (?:mangeant|buvant|avalant|riant|lisant|voyant|decouvrant|apprenant))\b`;
/** At work, caring for others: « aux urgences où je travaille, nous avons reçu une intoxication ». */
const CARE_WORK = String.raw`\b(?:ou je travaille|je travaille (?:aux|a l'|en|comme)|(?:comme|je suis) (?:infirmiere?|medecin|interne|aide soignante?|pompier|ambulanciere?|urgentiste|pharmacienne?|sage femme)|(?:nous|on) (?:avons|a) (?:recu|admis|eu)|(?:une|la|un|le|mes|nos) (?:patiente?s?)|ma garde|cette garde)\b`;
/** A relative's anger foreseen, the idiom « ma mère va me tuer quand elle verra ». */
const FAMILY_WILL_KILL_ME =
  /\b(?:ma (?:mere|soeur|grand mere|tante|prof|cheffe|coloc|meilleure amie|pote)|mon (?:pere|frere|grand pere|oncle|prof|chef|boss|coloc|meilleur ami|pote)|mes (?:parents|potes|amis|copines|soeurs|freres)|maman|papa|mamie|papi) (?:va|vont|allait|allaient|risque de|risquent de) $/;

// ─── The patterns ──────────────────────────────────────────────────────────────────────────────

export const CRISIS_PATTERNS: Record<CrisisCategory, CrisisPattern[]> = {
  suicide: [
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
    r`\b(?:me )?tirer une balle|\bme tire(?:rai|rais)? une balle\b|\bune balle dans (?:la|ma) tete`,
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
  ],

  self_harm: [
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
    // « me brûler » (not « au four »), and anything done « exprès » to oneself
    {
      re: r`\bme bruler\b(?! (?:au|aux|en|les ailes|avec (?:le four|la casserole|le fer|l'eau))\b)`,
      unlessBefore: BY_SOMEONE_ELSE_OR_IMPERSONAL,
    },
    r`\bje me suis (?:brulee?|coupee?|blessee?|faite? mal|frappee?|griffee?|mordue?) (?:expres|volontairement)\b`,
    // relapse, in the words of self-harm forums: « j'ai repris les lames »
    r`\b(?:repris|reprendre|rechute|rechuter) (?:les |la )?(?:lames?|scarif\w*)(?![^.!?]*\b(?:jambes|raser|rase|epil\w*|barbe|aisselles)\b)`,
    r`\benvie de (?:saigner|voir (?:du|mon) sang)\b`,
  ],

  danger: [
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
  ],

  violence: [
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
  ],
};

// ─── Detection ─────────────────────────────────────────────────────────────────────────────────

function firstMatch(pattern: CrisisPattern, text: string): string | undefined {
  const { re, unlessBefore, onlyBefore } = pattern instanceof RegExp ? { re: pattern } : pattern;
  for (const match of eachMatch(re, text)) {
    if (unlessBefore || onlyBefore) {
      // The few words before the match, cut at a word boundary.
      const start = Math.max(0, match.index - 80);
      const before = text.slice(start, match.index).replace(start > 0 ? /^\S*\s/ : /^/, '');
      if (unlessBefore?.test(before)) continue;
      if (onlyBefore && !onlyBefore.test(before)) continue;
    }
    return match[0];
  }
  return undefined;
}

/** For auditing: which words triggered which category (meaning rules are shown as « [rule] words »). */
export function explainCrisis(text: string): { category: CrisisCategory; matched: string }[] {
  const normalized = normalizeForDetection(text);
  const found: { category: CrisisCategory; matched: string }[] = [];
  for (const category of CRISIS_CATEGORIES) {
    for (const pattern of CRISIS_PATTERNS[category]) {
      const matched = firstMatch(pattern, normalized);
      if (matched !== undefined) found.push({ category, matched });
    }
  }
  for (const { category, rule, matched } of detectMeaning(normalized)) found.push({ category, matched: `[${rule}] ${matched}` });
  return found;
}

/** The hand-written layers only: the phrase patterns below, then the meaning rules of meaning.ts. */
export function detectByRules(text: string): CrisisResult {
  return resultOf(rulesFlag(normalizeForDetection(text ?? '')));
}

/** The categories the hand-written layers flag in an already normalised text (assess.ts reads it clause by clause). */
export function rulesFlag(normalized: string): Set<CrisisCategory> {
  const flagged = new Set<CrisisCategory>(
    CRISIS_CATEGORIES.filter((category) => CRISIS_PATTERNS[category].some((pattern) => firstMatch(pattern, normalized) !== undefined)),
  );
  for (const { category } of detectMeaning(normalized, true)) flagged.add(category);
  return flagged;
}

function resultOf(flagged: Set<CrisisCategory>): CrisisResult {
  const categories = CRISIS_CATEGORIES.filter((category) => flagged.has(category));
  return { isCrisis: categories.length > 0, categories };
}
