/**
 * The crisis detector's decision (issue 24): three answers, not two.
 *  - 'card': either layer is sure — the crisis card, as before;
 *  - 'ask': the evidence is in between — Janne's whole turn is one plain, direct question (« est-ce
 *    que tu penses à te faire du mal, ou à mettre fin à ta vie ? »), as crisis-line clinicians do:
 *    asking does not raise the risk, not asking misses people;
 *  - 'none': an ordinary reply.
 *
 * What it reads, and why:
 *  - **each clause counts**: the model scores the whole message, each sentence and each clause, and the
 *    highest counts — one risky clause among small talk is no
 *    longer averaged away (a clause scored 0.99 alone fell to 0.3 after one ordinary clause);
 *  - **minimisers never cancel an act**: the rules also read the message without « juste », « un
 *    peu », « seulement »… (« il m'a juste poussée contre le mur »);
 *  - **mentions are not alarms**: a clause about fiction, study, work, someone else's risk, ideas
 *    long past, or a denial (« je n'ai pas envie de mourir ») gets the question at most, never the
 *    card — unless another clause of the message is risky on its own;
 *  - **the conversation counts**: a goodbye, « le faire », giving things away or « merci pour tout »
 *    after a risky turn of the last 24 hours gets the card; after a heavy one, the question; and the
 *    question's bar is lower for the day after a risky turn.
 *
 * The two thresholds are chosen by `npm run crisis-train` on the tuning half only, cross-validated
 * (docs/decisions/006-ask-when-unsure.md has the trade-off measured).
 */
import { type CrisisCategory, CRISIS_CATEGORIES, normalizeForDetection, rulesFlag } from './detector';
import { type CrisisModel, judgeWithModel, SHIPPED_MODEL } from './model';

export type RiskAction = 'card' | 'ask' | 'none';

export interface RiskAssessment {
  action: RiskAction;
  /** What the card (or, after a yes, the question) is about; empty for 'none'. */
  categories: CrisisCategory[];
}

/** What the person wrote in the last 24 hours before this message, oldest first, and whether Janne showed the card or asked. */
export interface RiskContext {
  earlier: readonly string[];
  /** A crisis card or the direct question in the last 24 hours. */
  riskMark?: boolean;
  /** The person said they were safe since: a goodbye then asks, it does not bring the card back. */
  saidSafe?: boolean;
  /**
   * The most the statistical model may decide alone (issue 40, third blind reading): 'card' at first
   * contact; 'ask' while the person is answering a question about their safety (their words are an
   * answer first); 'none' once they have answered — « non » to the direct question, « je suis en
   * sécurité » — for the rest of the window. The model read ordinary sadness (« ce qui me fait mal,
   * c'est d'avoir cassé la famille », a cat asleep on the ex's side of the bed) as risk, and people
   * who had answered were asked again and again. The hand-written rules, in the person's own words,
   * always count. Default 'card'.
   */
  modelWeight?: 'card' | 'ask' | 'none';
}

/** Words that make a risky sentence smaller without making the act less (« juste », « un peu »). */
const MINIMISERS = /\b(?:juste|un peu|un petit peu|seulement|simplement|a peine|legerement|rien que|que (?=une? ))\s?/g;

/**
 * Where the sentence is not about the person's own risk now: fiction, a topic of study or of care
 * work, a question someone else asked, the long past. (Places — « à la fac », « au boulot » — are
 * not mentions: violence happens there too.)
 */
const MENTION_ANYWHERE =
  /\b(?:series?|film|episodes?|saison|netflix|roman|livre|bouquin|bd|manga|personnage|heroine|heros|documentaire|podcast|chanson|paroles|cours sur|expose|memoire|these|partiel|dissertation|patients?|patientes?|infirmiere?|aide soignante?|je travaille (?:aux urgences|en psy\w*|a l'hopital|dans un (?:ehpad|hopital))|urgences ou je travaille|benevole|statistiques?|article)\b|\b(?:il|elle|on|ils|elles) m'a (?:demande|pose la question)\b|\bil y a (?:\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|quinze|vingt|plusieurs|des) ans\b|\bquand j'(?:etais|avais) (?:ado|petite?|jeune|\d+ ans|au (?:college|lycee))|\ba l'epoque\b|\bc'est (?:derriere moi|du passe)\b|\bj'ai plus (?:ces|ce genre d') (?:idees|pensees)\b/;

/** Someone else, whose risk a clause without « je » tells: a friend, a relative, a colleague. */
const SOMEONE_ELSE =
  /\b(?:mon (?:meilleur )?(?:ami|pote|frere|pere|cousin|collegue|voisin|fils|oncle)|ma (?:meilleure )?(?:pote|copine|amie|soeur|mere|cousine|collegue|voisine|fille|tante)|un (?:ami|pote|collegue)|une (?:amie|pote|collegue))\b/;

/** Laughing at one's own words (« je me jette par la fenêtre lol »): the question at most — irony can hide pain too. */
const LAUGHING = /\b(?:lol|mdr|ptdr|xd|haha+|hihi)\b|😂|🤣|😅|😆/u;

/** A denial of one's own risk: « je n'ai pas envie de mourir », « jamais pensé à me tuer ». */
const DENIAL =
  /\b(?:pas|jamais|aucune?) (?:(?:du tout|vraiment) )?(?:envie de (?:mourir|me tuer|en finir)|pense a (?:mourir|me tuer|en finir|me suicider)|suicidaire|intention de (?:mourir|me tuer|me faire du mal))\b|\bjamais (?:pense|songe) a\b|\bpense pas (?:du tout )?a (?:me faire (?:de |du )?mal|mourir|me tuer|en finir|me suicider)\b|\b(?:vais|veux|ferai) (?:pas|jamais|rien) (?:me tuer|me suicider|mourir|passer a l'acte|me faire (?:de |du )?mal)\b/;

/** The person speaking of themself, in the clause: without it, a clause after a mention is the mention's. */
const FIRST_PERSON = /\b(?:je|j'|me|m'|moi)\b|\bj'/;

/** A goodbye, « le faire », giving things away: heavy after a risky or sad turn. */
const FAREWELL =
  /\bmerci pour tout\b|\badieu\b|\bau revoir\b|\bprenez soin\b|\bprends soin de (?:toi|vous|eux|elle|lui)\b|\bje (?:vous|les|t') ?aime(?: tous| toutes| fort)?\b|\b(?:c'est|ce sera) (?:la fin|le moment|decide|ce soir)\b|\ble faire\b|\bje (?:suis|me sens) prete?\b|\b(?:donne|laisse|lègue|legue) (?:mes|ma|mon) (?:affaires|chat|chien|chats|chiens|bijoux|vetements|livres|plantes|economies)\b|\btout (?:est )?(?:regle|prevu|range|en ordre)\b|\b(?:plus|pas) (?:la peine|besoin) de (?:m'attendre|me repondre|t'inquieter)\b|\bentendr\w* plus parler de moi\b|\bma derniere\b|\bc'est mieux comme ca\b|\bpardon pour tout\b|\bdesolee? pour tout\b/;

/**
 * A goodbye that says nothing else: the question even with no conversation before it (« j'ai
 * confié mon chat à ma sœur, vous n'entendrez plus parler de moi »). « Merci pour tout » or « le
 * faire » alone say it only after a risky turn: everyday talk is full of them.
 */
const FAREWELL_ALONE =
  /\badieu (?:a|tout|mes|vous|le)\b|\b(?:donne|laisse|legue|confie) (?:mes|ma|mon) (?:affaires|chat|chien|chats|chiens|bijoux|economies|mot de passe|codes?)\b|\btout (?:est )?(?:regle|en ordre)\b|\bentendr\w* plus parler de moi\b|\bma derniere (?:nuit|soiree|journee|lettre|message)\b|\bprenez soin (?:de vous|les uns des autres)\b|\bdites? (?:a \w+ |leur |lui )?que je (?:les |l'|vous )?aim|\b(?:la )?derniere fois qu'on se parle\b|\b(?:te|vous) dire au revoir\b|\b(?:mes )?(?:codes|mots de passe)\b[^.!?]{0,40}\b(?:enveloppe|pour (?:ma|mon|mes))\b|\bassurance vie\b|\bc'etait pas (?:de )?(?:sa|ta|leur|votre) faute\b|\bpour de bon\b[^.!?]{0,30}\b(?:reposer|partir|dormir|fini)|\b(?:reposer|partir|dormir)\b[^.!?]{0,20}\bpour de bon\b|\bun truc de moi\b|\bquand je serai plus la\b/;

/**
 * A question about a method, a dose or what dying feels like, with no emotion word: the question
 * at most (a dose for a headache asks too), never an ordinary answer — and never the method.
 */
const METHOD_QUESTION =
  /\bdose (?:max\w*|mortelle|letale|dangereuse)\b|\bcombien de (?:doliprane|paracetamol|dafalgan|efferalgan|cachets?|comprimes?|gelules?|medicaments?|somniferes?|anxiolytiques?|xanax|lexomil|stilnox|advil|ibuprofene|aspirine)\b[^.!?]*\b(?:max|maximum|pour|avant|faut|on peut|peut on)\b|(?:\?|^(?:combien|quelle?s?|est ce qu|c'est quoi|comment|qu'est ce qui|on peut|faut il|ca fait))[^]*\b(?:dose max\w*|mortel(?:le)?s?|letale?s?|dose|overdose|surdose|veines?|poignets?|se noyer|noyade|pendre|pendaison|asphyxi\w*|pentobarbital|barbituriques?|souffre|on sent (?:quelque chose|rien)|le moins mal|sans douleur|pour (?:ne plus|plus) se reveiller|pour mourir|pour en finir|(?:pas|ne pas) se rater)\b|\b(?:mortel(?:le)?s?|letale?s?|dose|veines?|se noyer|pendre|pentobarbital|le moins mal|sans douleur|(?:hauteur|etages?)\b[^.!?]{0,30}\b(?:sauter|tomber|chute|survi\w*|mourir|rater))\b[^]*\?/;

/** A heavy turn, short of risk: what makes a goodbye after it worth a question. */
const HEAVY =
  /\b(?:plus la force|j'en peux plus|a quoi bon|(?:plus|aucun) (?:de )?sens|vide|epuisee?|desespoir|personne (?:ne|me|m')|seule? au monde|fatiguee? de (?:tout|vivre)|je sers a rien|un poids)\b/;

/** The sentences of a normalised text. */
function sentencesOf(normalized: string): string[] {
  // (no look-behind: older Safari cannot parse one, and the whole bundle would fail)
  return normalized
    .replace(/([.!?;]+)\s*/g, '$1\n')
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The whole text, its sentences and their clauses of four words or more. (Measured by npm run
 * crisis-train on long messages made of the tuning batches' sentences: clauses took the card or the
 * question from 92.9 % to 94.2 % of them; pairs of clauses and sliding windows of words added
 * little recall and asked far more often about long everyday messages — 7.8 % to 20 % against 6.4 %.)
 */
function segmentsOf(normalized: string, sentences: readonly string[]): string[] {
  const segments = new Set<string>([normalized, ...sentences]);
  for (const sentence of sentences) {
    const clauses = sentence
      .split(/\s*,\s*|\s+(?=mais\s)|\s+(?=parce que\s)|\s+(?=(?:et|puis) (?:je|j'|la|le|il|elle|ce|ca|c')\b)/)
      .map((c) => c.trim())
      .filter((c) => c.split(' ').length >= 4);
    for (const clause of clauses) segments.add(clause);
  }
  return [...segments];
}

/** A sentence about « il » or « elle », as the person would say it of themself. */
function asIfSaidByThePerson(sentence: string): string {
  // Only « il / elle » as the one who acts on themself or feels: « elle me tue avec ses stories » is the ex.
  if (!/\b(?:il|elle) (?!me\b|m'|te\b|t'|nous\b|vous\b|lui\b)/.test(sentence)) return sentence;
  return sentence
    .replace(/\b(?:il|elle) (?:s'|se )/g, 'je me ')
    .replace(/\b(?:il|elle) (?:est|etait)\b/g, (m) => (m.endsWith('est') ? 'je suis' : "j'etais"))
    .replace(/\b(?:il|elle) (?:a|avait)\b/g, (m) => (m.endsWith(' a') ? "j'ai" : "j'avais"))
    .replace(
      /\b(?:il|elle) (va|veut|peut|sait|fait|doit|voit|prend|pense|dit)\b/g,
      (_m, verb: string) => `je ${VERB_FIRST_PERSON[verb] ?? verb}`,
    )
    .replace(/\bsa vie\b/g, 'ma vie')
    .replace(/\bson corps\b/g, 'mon corps')
    .replace(/\b(?:lui|elle) meme\b/g, 'moi meme');
}

const VERB_FIRST_PERSON: Record<string, string> = {
  va: 'vais',
  veut: 'veux',
  peut: 'peux',
  sait: 'sais',
  fait: 'fais',
  doit: 'dois',
  voit: 'vois',
  prend: 'prends',
  pense: 'pense',
  dit: 'dis',
};

/** What one message shows, before any threshold: the training script weighs it under many. */
export interface RiskEvidence {
  /** Categories the rules flag in the person's own words, and in mentions. */
  rulesOwn: CrisisCategory[];
  rulesMention: CrisisCategory[];
  /** The model's highest risk over the segments in the person's own words, and over mentions, with its category. */
  modelOwn: { risk: number; category: CrisisCategory };
  modelMention: { risk: number; category: CrisisCategory };
  /** A goodbye, « le faire », giving things away; and a goodbye that says nothing else. */
  farewell: boolean;
  farewellAlone: boolean;
  /** A question about a method or a dose. */
  methodQuestion: boolean;
  /** The earlier messages of the last day, read the same way; and whether one was heavy. */
  earlier: RiskEvidence[];
  earlierHeavy: boolean;
  /** The card or the question in the last day; and « je suis en sécurité » since. */
  riskMark: boolean;
  saidSafe: boolean;
  /** RiskContext.modelWeight. */
  modelWeight: 'card' | 'ask' | 'none';
}

export interface Thresholds {
  card: number;
  ask: number;
  /** The question's bar in the day after a risky turn. */
  contextAsk: number;
}

const NO_RISK = { risk: 0, category: 'suicide' as CrisisCategory };

/**
 * A question to Janne about herself — whether she is a real person, whether someone reads the
 * messages — carries no risk of its own: it is set aside before the message is read. Read with the
 * rest, « tu es une vraie personne ? y a quelqu'un qui lit ça ? » scored 0.90 on the model and got
 * the suicide question (issue 40). Only questions (ending in « ? »), so that « personne ne lit ce que
 * j'écris, je vais en finir » is read whole.
 */
const QUESTION_TO_JANNE =
  /[^.!?\n]*\b(?:(?:tu es|t'es|es tu|t'etes|vous etes|etes vous|c'est) (?:une? )?(?:vraie? personne|vrai humain|humaine?|robot|ia|bot|chatbot|machine|programme|intelligence artificielle|personne reelle)|(?:y a|il y a|y'a) (?:quelqu'un|un humain|une personne|qqn|un vrai) (?:qui (?:lit|voit|repond|ecrit)|derriere)|(?:qui|quelqu'un|personne d'autre) (?:lit|voit|lira|peut lire) (?:ca|tout ca|mes messages|ces messages|nos messages|nos echanges|ce que j'ecris|ce que je dis)|(?:tu|vous) (?:lis|lisez) (?:vraiment )?(?:ce que j'ecris|mes messages))\b[^.!?\n]*\?/g;

/** The evidence of a message, with the conversation of the last day when it is known. */
export function readEvidence(text: string, context: RiskContext | undefined, model: CrisisModel): RiskEvidence {
  const normalized = normalizeForDetection(text ?? '')
    .replace(QUESTION_TO_JANNE, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const mentionInMessage = MENTION_ANYWHERE.test(normalized);
  const sentences = sentencesOf(normalized);
  // A mention caps at the question: the segment names one, or speaks of someone else without « je »,
  // or has no « je » in a message that names one.
  const isMention = (segment: string) =>
    LAUGHING.test(segment) ||
    DENIAL.test(segment) ||
    MENTION_ANYWHERE.test(segment) ||
    ((SOMEONE_ELSE.test(segment) || mentionInMessage) && !FIRST_PERSON.test(segment));

  const rulesOwn = new Set<CrisisCategory>();
  const rulesMention = new Set<CrisisCategory>();
  // The rules were written for whole sentences (« au judo, … un coup de coude »): they read sentences.
  for (const sentence of new Set([normalized, ...sentences])) {
    const target = isMention(sentence) ? rulesMention : rulesOwn;
    for (const category of rulesFlag(sentence)) target.add(category);
    const stripped = sentence.replace(MINIMISERS, '');
    if (stripped !== sentence) for (const category of rulesFlag(stripped)) target.add(category);
  }
  // The model reads every clause too, so that one risky clause is not averaged away.
  let modelOwn = NO_RISK;
  let modelMention = NO_RISK;
  for (const segment of segmentsOf(normalized, sentences)) {
    const verdict = judgeWithModel(model, segment);
    if (isMention(segment)) {
      if (verdict.risk > modelMention.risk) modelMention = verdict;
    } else if (verdict.risk > modelOwn.risk) modelOwn = verdict;
  }
  // Someone spoken of in the third person may be the person themself (« elle en peut plus, elle veut
  // juste que ça s'arrête »): the same sentences read as if said with « je » can ask, never show the card.
  for (const sentence of sentences) {
    const self = asIfSaidByThePerson(sentence);
    if (self === sentence) continue;
    for (const category of rulesFlag(self)) rulesMention.add(category);
    const verdict = judgeWithModel(model, self);
    if (verdict.risk > modelMention.risk) modelMention = verdict;
  }
  // Read with the same trust in the model: what it may not decide now, it may not decide then.
  const earlier = (context?.earlier ?? []).map((earlierText) =>
    readEvidence(earlierText, context?.modelWeight ? { earlier: [], modelWeight: context.modelWeight } : undefined, model),
  );
  return {
    rulesOwn: ordered(rulesOwn),
    rulesMention: ordered(rulesMention),
    modelOwn,
    modelMention,
    farewell: FAREWELL.test(normalized),
    farewellAlone: FAREWELL_ALONE.test(normalized),
    methodQuestion: METHOD_QUESTION.test(normalized),
    earlier,
    earlierHeavy: (context?.earlier ?? []).some((earlierText) => HEAVY.test(normalizeForDetection(earlierText))),
    riskMark: context?.riskMark === true,
    saidSafe: context?.saidSafe === true,
    modelWeight: context?.modelWeight ?? 'card',
  };
}

/** The three-way decision on the evidence, under the given thresholds. */
export function decide(evidence: RiskEvidence, thresholds: Thresholds): RiskAssessment {
  const card = new Set<CrisisCategory>(evidence.rulesOwn);
  const ask = new Set<CrisisCategory>(evidence.rulesMention);
  const earlierActions = evidence.earlier.map((earlier) => decide(earlier, thresholds).action);
  const earlierRisk = evidence.riskMark || earlierActions.some((action) => action !== 'none');
  // After words that called for the card earlier that day (and no « je suis en sécurité » since),
  // nothing is ordinary any more: the chat is in crisis mode then, and the journal asks.
  if (earlierActions.includes('card') && !evidence.saidSafe) ask.add('suicide');
  const askAt = earlierRisk ? Math.min(thresholds.ask, thresholds.contextAsk) : thresholds.ask;
  if (evidence.modelWeight !== 'none') {
    if (evidence.modelOwn.risk >= thresholds.card) (evidence.modelWeight === 'card' ? card : ask).add(evidence.modelOwn.category);
    else if (evidence.modelOwn.risk >= askAt) ask.add(evidence.modelOwn.category);
    if (evidence.modelMention.risk >= askAt) ask.add(evidence.modelMention.category);
  }
  if (evidence.farewell && earlierRisk) (evidence.saidSafe ? ask : card).add('suicide');
  else if ((evidence.farewell && evidence.earlierHeavy) || evidence.farewellAlone) ask.add('suicide');
  if (evidence.methodQuestion) ask.add('danger');
  if (card.size > 0) return { action: 'card', categories: ordered(card) };
  if (ask.size > 0) return { action: 'ask', categories: ordered(ask) };
  return { action: 'none', categories: [] };
}

/** A model's thresholds (without a question threshold, the question is never asked). */
export function thresholdsOf(model: CrisisModel): Thresholds {
  return {
    card: model.threshold,
    ask: model.askThreshold ?? model.threshold,
    contextAsk: model.contextAskThreshold ?? model.askThreshold ?? model.threshold,
  };
}

/**
 * The three-way decision on a message (as the person wrote it), with the conversation of the last
 * day when it is known.
 */
export function assessRisk(text: string, context?: RiskContext, model: CrisisModel = SHIPPED_MODEL): RiskAssessment {
  return decide(readEvidence(text, context, model), thresholdsOf(model));
}

/**
 * The card or not, as the two-way detector said before the question existed: what the journal's
 * mood check-in, the answers' reading and the worked examples still ask.
 */
export function detectCrisis(text: string): { isCrisis: boolean; categories: CrisisCategory[] } {
  const assessment = assessRisk(text);
  return assessment.action === 'card' ? { isCrisis: true, categories: assessment.categories } : { isCrisis: false, categories: [] };
}

function ordered(categories: Set<CrisisCategory>): CrisisCategory[] {
  return CRISIS_CATEGORIES.filter((category) => categories.has(category));
}
