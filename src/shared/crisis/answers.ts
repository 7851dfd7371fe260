/**
 * Reading the person's answer to one of Janne's two safety questions (issue 24):
 *  - after the crisis card, « Es-tu en sécurité en ce moment ? »: safe, not safe, or unclear;
 *  - after the direct question asked when the detector is unsure (« Quand tu écris ça, est-ce que
 *    tu penses à te faire du mal, ou à mettre fin à ta vie ? »): yes, no, or unclear.
 *
 * The two readings lean opposite ways on purpose, both towards safety. Crisis mode ends only on a
 * clear statement of safety: the answer must be made, clause by clause, of nothing but a yes, a
 * statement of safety and harmless extras (« merci », where the person is, who is with them).
 * Everything else — a hedge (« je crois », « pour l'instant »), a « mais », a plan, a means, a
 * goodbye, a change of subject — keeps the mode, however the sentence starts (the old reading took
 * any answer starting with « oui », « ok » or « je crois » as safe). For the direct question it is
 * the « no » that must be clear: a partial yes, an ambivalence (« je sais pas », « des fois ») or a
 * « non, mais… » opens the crisis card, as the 3114's clinicians treat them.
 *
 * Measured on tests/crisis-eval/safety-answers-*.jsonl and question-answers-*.jsonl, written blind,
 * by `npm run crisis-eval`; only the tuning halves were looked at while writing this file.
 */
import { normalizeForDetection } from './detector';
import { assessRisk, detectCrisis } from './assess';

export type SafetyAnswer = 'safe' | 'not_safe' | 'unclear';
export type QuestionAnswer = 'yes' | 'no' | 'unclear';

/** The answer's words: normalised as the detector reads them, emoji and symbols gone, « … » a full stop. */
function wordsOf(text: string): string {
  return normalizeForDetection(text)
    .replace(/[«»"“”]/g, ' ')
    .replace(/[^a-z0-9'.,;:!?\n ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Clauses: split on punctuation and on the words that join two statements. */
function clausesOf(words: string): string[] {
  return words
    .split(/[.,;:!?\n]+|\s(?:et|puis|donc|alors)\s/)
    .map((clause) => clause.trim())
    .filter((clause) => clause.length > 0);
}

// ─── After the crisis card ─────────────────────────────────────────────────────────────────────

/** A yes, as a word of its own. */
const YES = String.raw`(?:oui+|ouais+|ouai|ui|wi|yes|yep|yup|ouep|si|carrement|bien sur|absolument|tout a fait|evidemment|affirmatif)`;

/** A statement of safety: « je suis en sécurité », « je ne vais rien me faire », « je ferai pas de bêtise ». */
const SAFETY = String.raw`(?:(?:(?:je |j')?(?:suis|me sens|sens|reste|me trouve) )?(?:(?:bien|maintenant|desormais|de nouveau|completement|totalement|vraiment|tout a fait|enfin) )*(?:en securite|en secu|a l'abri|a labri|hors de danger|en lieu sur|safe)|(?:je suis )?pas en danger(?: du tout)?|(?:je |j')?(?:vais|veux) pas (?:me tuer|me suicider|mourir|passer a l'acte)|(?:j'ai )?pas envie de (?:mourir|me tuer|me suicider)|personne (?:me |m')?(?:menace|frappe|fait (?:de |du )?mal|veut (?:de |du )?mal)|je risque rien|aucun risque|(?:j'ai )?aucune intention de (?:me faire (?:de |du )?mal|passer a l'acte|le faire)|(?:je |j')?(?:fais|ferai|vais faire) rien de (?:bete|mal|grave|dangereux)|(?:je |j')?(?:vais|ferai|compte) (?:rien|pas) (?:me |m')?(?:faire|tenter)(?: (?:de |du )?(?:mal|betises?|conneries?))?|(?:je )?compte pas me faire (?:de |du )?mal|(?:je )?(?:me )?ferai (?:rien|pas de mal|aucun mal)|(?:je |j')?(?:vais|ferai) (?:pas|rien) (?:passer a l'acte|le faire|recommencer|tenter)|(?:je )?toucherai a rien|(?:je |j')?ferai pas de (?:betises?|conneries?))`;

/**
 * Harmless words beside a yes or a statement of safety, never enough on their own: thanks, a
 * promise, « ça va », where the person is, who is with them, that help was called or the danger left.
 */
const EXTRA = String.raw`(?:merci(?: (?:beaucoup|bcp|janne|a toi|encore))?|mrc|mci|promis|je te (?:le )?promets?|(?:ne )?t'inquiete(?: pas)?|t'en fais pas|ah|oh|euh|bah|desolee? de t'avoir (?:fait peur|inquietee?)|(?:juste |un peu |tres |trop )?(?:epuisee?|fatiguee?|crevee?|triste|videe?|secouee?)|je vais (?:essayer de )?(?:dormir|me coucher|me reposer)|rassure toi|tu peux etre rassuree?|c'est bon|ok|okay|d'accord|vraiment|hein|voila|bon|bisous?|desolee?|ca va(?: (?:mieux|aller|maintenant))?|je vais (?:bien|mieux)(?: physiquement)?|je suis (?:calme|ok|bien|rentree?|couchee?|au lit|au chaud|bien au chaud)(?: maintenant)?|(?:je suis |suis )?(?:chez|avec) (?:moi|ma|mon|mes|une|un|des|quelqu'un|mon|ma)(?: [a-z']+){0,3}|(?:ma|mon|mes|une|un) (?:[a-z']+ ){0,2}(?:est|sont) (?:la|avec moi|a cote|ici|venue?s?|arrivee?s?)(?: avec moi)?|il est parti|elle est partie|j'ai (?:appele|eu) (?:le (?:3114|15|17|112)|(?:ma|mon|une|un) [a-z']+)(?: tout a l'heure)?|j'ai ferme (?:a cle|la porte)|la police est (?:passee|venue|la)|j'ai dit ca sous le coup de (?:l'emotion|la colere)|physiquement|maintenant|la ou je suis|pour de bon|ici|la)`;

const ANCHORED = (source: string) => new RegExp(`^${source}(?:\\s+|$)`);
const SAFETY_ANYWHERE = new RegExp(`\\b${SAFETY}\\b`, 'g');
const YES_START = ANCHORED(YES);
const SAFETY_START = ANCHORED(SAFETY);
const EXTRA_START = ANCHORED(EXTRA);

/**
 * What takes a yes back or tells of danger, wherever it stands: a no, a negated safety, a « mais »,
 * a plan or intent, a means, a goodbye, someone still threatening.
 */
const NOT_SAFE =
  /^(?:non|nan|nn|no|nope|pas vraiment|pas trop|pas du tout|pas sure?|bof)\b|\bca va (?:pas|plus)\b|\ben danger\b|\bmais\b|\b(?:crois|pense) pas\b|\ben fait non\b|\ble faire\b|\bpasser a l'acte\b|\bquand meme\b|\badieu|\bau revoir\b|\bmerci pour tout\b|\bprends? soin de (?:toi|vous)\b|\btrop tard\b|\bma decision\b|\bc'est decide\b|\bj'arrete la\b|\bmedicaments?\b|\bcachets?\b|\bpilules?\b|\bcorde\b|\bcouteau\b|\blame\b|\bpont\b|\bsauter\b|\bfenetre\b|\ben finir\b|\bque (?:ca|tout) s'arrete\b|\bplus la force\b|\bdevant (?:la porte|chez moi)\b|\bil est (?:encore|toujours|la|dehors)\b|\bil (?:arrive|revient)\b|\bmenace|\bnon\b(?! (?:non )*(?:t'inquiete|t'en fais pas|rassure toi)\b)|\bdis (?:a tout le monde|leur|a (?:ma|mon|mes))\b|\bdesolee? pour tout\b|\bje (?:vous|les) aime\b|\b(?:tout|ce|ca) (?:sera|va etre) (?:fini|termine)\b|\btout (?:est )?(?:regle|en ordre|range|prevu)\b|\bmes lettres\b|\bsauf que\b|\bdeja commence\b/;

/** The same, once a statement of safety was set aside: without the leading no and the « mais ». */
const NOT_SAFE_BESIDE_SAFETY = new RegExp(
  NOT_SAFE.source
    .replace(
      String.raw`^(?:non|nan|nn|no|nope|pas vraiment|pas trop|pas du tout|pas sure?|bof)\b|`,
      '^(?:pas vraiment|pas trop|pas sure?|bof)\\b|',
    )
    .replace(String.raw`|\bmais\b`, '')
    .replace(String.raw`|\bnon\b(?! (?:non )*(?:t'inquiete|t'en fais pas|rassure toi)\b)`, ''),
);

/** « Pas en sécurité », « plus vraiment à l'abri »: read before the statements of safety are set aside. */
const NEGATED_SAFETY =
  /\b(?:pas|plus|jamais)\s(?:(?:vraiment|trop|du tout|tres|si|tellement) )?(?:en securite|en secu|a l'abri|a labri|bien|safe)\b/;

/**
 * The answer to « Es-tu en sécurité en ce moment ? ». `askedSafety`: Janne's last words asked it,
 * so a yes alone answers it; otherwise only a statement of safety says so.
 */
export function readSafetyAnswer(text: string, askedSafety: boolean): SafetyAnswer {
  const words = wordsOf(text);
  if (words.replace(/[^a-z0-9]/g, '') === '') return 'unclear';
  // A statement of safety names what will not happen (« aucune intention de me faire du mal »):
  // danger is looked for in what is left once those statements are set aside.
  if (NEGATED_SAFETY.test(words)) return 'not_safe';
  const rest = words.replace(SAFETY_ANYWHERE, ' ');
  // « non non, je vais pas me tuer », « mais non, je suis pas en danger »: beside a statement of
  // safety, a « non » or a « mais » is the denial's, not the answer's — such an answer is at most
  // unclear (the clauses below still decide whether it is safe), never the next step.
  const denied = rest !== words;
  const notSafe = denied ? NOT_SAFE_BESIDE_SAFETY : NOT_SAFE;
  if (notSafe.test(rest) || detectCrisis(rest).isCrisis) return 'not_safe';
  let yes = false;
  let safety = false;
  for (let clause of clausesOf(words)) {
    // Each clause is read from its start: it must be used up by yeses, safety and extras alone.
    while (clause !== '') {
      const match = YES_START.exec(clause) ?? SAFETY_START.exec(clause) ?? EXTRA_START.exec(clause);
      if (!match) return 'unclear';
      if (YES_START.test(clause)) yes = true;
      else if (SAFETY_START.test(clause)) safety = true;
      clause = clause.slice(match[0].length).trim();
    }
  }
  return safety || (yes && askedSafety) ? 'safe' : 'unclear';
}

// ─── After the direct question ─────────────────────────────────────────────────────────────────

/** A yes, a partial yes or an ambivalence, at the start of the answer. */
const YES_ANSWER =
  /^(?:oui+|ouais+|ouai|ui|wi|yes|yep|si|c'est (?:exactement )?ca|exactement|carrement|un (?:peu|ptit peu|petit peu)|parfois|des fois|souvent|tout le temps|ca m'arrive|peut etre|ptet|p'?t'?et|je sais (?:pas|plus)(?! (?:pourquoi|quoi|comment|ce qu'il|s'il|si il|ou)\b)|j'sais pas|je crois|je pense|plus ou moins|pas loin|les deux|un peu des deux|j'y pense|j'y ai pense|probablement|possible|c'est possible|j'avoue|grave|clairement|(?:bah|ben|bon) oui|evidemment|voila|mouais|bof|pas mal|assez|beaucoup|de plus en plus|chaque (?:jour|soir|nuit|matin)|(?:il )?y a des (?:moments|jours|soirs|nuits)|des moments|certains (?:jours|soirs)|quelquefois|ca depend|on (?:peut|va) dire (?:ca|oui)|ca m'a (?:deja )?traverse|ca me traverse|j'y ai (?:deja )?(?:pense|songe))\b/;

/** A no, at the start of the answer. */
const NO_ANSWER =
  /^(?:(?:ah|oh|mais|euh|bah|ben|hein|quoi|hein quoi) ?[?!]* ?)?(?:non+|nan+|nn|no|nope|pas du tout|absolument pas|jamais|du tout|pas ca|(?:c'est|c'etait) pas ca|t'inquiete|rassure toi|je plaisantais|je rigolais|je (?:me )?suis mal exprimee?|c'etait (?:une image|une expression|une facon de parler|pour rire)|je voulais (?:juste )?dire)\b/;

/** What turns a no back into a yes: « non, mais des fois… », « je crois pas », a wish for it to stop. */
const YES_AFTER_NO =
  /\bmais\b(?! (?:merci|c'est gentil|t'inquiete|je vais bien|ca va)\b)|\b(?:crois|pense) pas\b|\bpas (?:vraiment|trop|forcement)\b|\boui\b|\bparfois\b|\bdes fois\b|\bsouvent\b|\bca m'arrive\b|\bun peu\b|\bj'aimerais\b|\bdisparaitre\b(?! (?:de|des) (?:ses|mes|les|son|sa|leurs?) (?:reseaux|vie|insta|radar))|\bme reveiller\b|\bque (?:ca|tout) s'arrete\b|\bavoir mal\b|\bme faire mal\b(?!.*\bpas me faire mal\b)|\bje sais pas ce que je (?:vais|pourrais) faire\b|\benfin\b|\ben vrai\b|\bquoique\b|\bsauf\b|\ba part\b|\bpas sure?\b|\bje sais pas\b|\bplutot\b|\bpas (?:a ce point|tout a fait|completement|encore|maintenant)\b/;

/** What a no denies, said again (« pas suicidaire », « je ne pense pas à ça »): set aside before looking for a yes. */
const DENIAL =
  /\b(?:pas|jamais|rien|aucune envie de) (?:(?:me |m')?(?:faire (?:de |du )?mal|tuer|suicider)|suicidaire|mourir|envie de mourir|a (?:ca|mourir|me tuer))\b|\b(?:pense|pensais|pensait) (?:pas|jamais) a (?:ca|mourir|me tuer)\b(?: du tout)?|\bmais je (?:pense|pensais) pas a ca\b/g;

/** The answer to the direct question about self-harm or suicide. */
export function readQuestionAnswer(text: string): QuestionAnswer {
  const words = wordsOf(text);
  if (words.replace(/[^a-z0-9]/g, '') === '') return 'unclear';
  if (NO_ANSWER.test(words)) {
    // The denial itself (« non, je vais pas me faire de mal ») is read apart from what follows it.
    const after = words.replace(NO_ANSWER, '').replace(DENIAL, ' ');
    const [, ...rest] = after.split(/[.,;:!?]+/);
    const takenBack = YES_AFTER_NO.test(after);
    return takenBack || rest.some((clause) => detectCrisis(clause).isCrisis) ? 'yes' : 'no';
  }
  // An answer that is neither a yes nor a no but speaks of the risk itself is a yes. (With the
  // lower bar of the day after a risky turn, « le soir la maison est vide, je tourne en rond » was.)
  if (assessRisk(text).action !== 'none') return 'yes';
  if (YES_ANSWER.test(words)) {
    // « ouais je vais lui écrire demain, bonne nuit » goes on with something else: a bare yes word
    // followed by more than a few words that say nothing of the risk does not answer the question.
    const bareYes = /^(?:oui+|ouais+|ouai|ui|wi|yes|yep|si)\b/.exec(words);
    if (!bareYes) return 'yes';
    const after = words
      .slice(bareYes[0].length)
      .replace(/[^a-z' ]+/g, ' ')
      .trim();
    const speaksOfIt =
      /\b(?:mais|y pense|j'y|pense|penser|envie|mal|mourir|finir|vivre|parfois|souvent|des fois|un peu|tout le temps|ca m'arrive|moi aussi|c'est ca|exactement|vraiment|beaucoup)\b/;
    return after.split(' ').filter(Boolean).length <= 3 || speaksOfIt.test(after) ? 'yes' : 'unclear';
  }
  return 'unclear';
}
