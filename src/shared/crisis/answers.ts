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
  return (
    normalizeForDetection(text)
      .replace(/[«»"“”]/g, ' ')
      .replace(/[^a-z0-9'.,;:!?\n ]+/g, ' ')
      // « merci quand même » is thanks, not the « quand même » that takes a yes back.
      .replace(/\bmerci quand meme\b/g, 'merci')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

// ─── After the crisis card ─────────────────────────────────────────────────────────────────────

/** A yes, as a word of its own. */
const YES = String.raw`(?:(?:je (?:te |t'ai )?(?:dis|dit|repete)|j'ai dit|je t'ai dit)(?: (?:que|deja))? oui|oui+|ouais+|ouai|ui|wi|yes|yep|yup|ouep|si|carrement|bien sur|absolument|tout a fait|evidemment|affirmatif)`;

/** A statement of safety: « je suis en sécurité », « je ne vais rien me faire », « je ferai pas de bêtise ». */
const SAFETY = String.raw`(?:(?:(?:je |j')?(?:suis|me sens|sens|reste|me trouve) )?(?:(?:bien|maintenant|desormais|de nouveau|completement|totalement|vraiment|tout a fait|enfin) )*(?:en securite|en secu|a l'abri|a labri|hors de danger|en lieu sur|safe)|(?:je suis )?pas en danger(?: du tout)?|personne (?:est|n'est) en danger|(?:et )?pas (?:de|pour) (?:me tuer|me suicider|mourir|me faire (?:de |du )?mal)|(?:j'ai )?(?:aucune|pas d') ?idees? noires?|je (?:ferais|ferai) jamais (?:ca|une chose pareille|une betise|de betise)|(?:je |j')?(?:vais|veux) pas (?:me tuer|me suicider|mourir|passer a l'acte)|(?:j'ai )?pas envie de (?:mourir|me tuer|me suicider)|personne (?:qui )?(?:me |m')?(?:menace|frappe|fait (?:de |du )?mal|veut (?:de |du )?mal)|(?:je suis )?pas suicidaire|je risque (?:rien|pas|aucunement)(?: de (?:me faire (?:de |du )?mal|me tuer|me suicider|passer a l'acte|faire (?:une |des )?(?:betises?|conneries?)))?|aucun risque|(?:j'ai )?aucune intention de (?:me faire (?:de |du )?mal|passer a l'acte|le faire)|(?:je |j')?(?:fais|ferai|vais faire|vais rien faire|ferai rien) (?:rien )?de (?:bete|mal|grave|dangereux|con|stupide)|(?:je |j')?(?:vais|ferai|compte) (?:rien|pas) (?:me |m')?(?:faire|tenter)(?: (?:de |du )?(?:mal|betises?|conneries?))?|(?:je )?compte pas me faire (?:de |du )?mal|(?:je )?(?:me )?ferai (?:rien|pas de mal|aucun mal)|(?:je |j')?(?:vais|ferai) (?:pas|rien) (?:passer a l'acte|le faire|recommencer|tenter)|(?:je )?toucherai a rien|(?:je |j')?ferai pas de (?:betises?|conneries?))`;

const SAFETY_ANYWHERE = new RegExp(`\\b${SAFETY}\\b`, 'g');
/** The same, for a yes-or-no test (no `g`: `test` keeps no position between calls). */
const SAFETY_STATED = new RegExp(`\\b${SAFETY}\\b`);
const SAFETY_ECHOED = new RegExp(`\\b${SAFETY} ?\\?`, 'g');
/**
 * What takes a yes back or tells of danger, wherever it stands: a no, a negated safety, a « mais »,
 * a plan or intent, a means, a goodbye, someone still threatening.
 */
const NOT_SAFE =
  /^(?:non|nan|nn|no|nope|pas vraiment|pas trop|pas du tout|pas sure?|bof)\b|\bca va (?:pas|plus)\b(?! (?:fort|trop fort|terrible|top|ouf|tres fort))|\ben danger\b|\b(?:crois|pense) pas\b|\ben fait non\b|\ble faire\b|\bpasser a l'acte\b|\bquand meme\b|\badieu|\bau revoir\b|\bmerci pour tout\b|\bprends? soin de (?:toi|vous)\b|\btrop tard\b|\bma decision\b|\bc'est decide\b|\bj'arrete la\b|\bmedicaments?\b|\bcachets?\b|\bpilules?\b|\bcorde\b|\bcouteau\b|\blame\b|\bpont\b|\bsauter\b|\bfenetre\b|\ben finir\b|\bque (?:ca|tout) s'arrete\b|\bplus la force\b|\bdevant (?:la porte|chez moi)\b|\bil est (?:encore|toujours|la|dehors)\b|\bil (?:arrive|revient)\b|\bmenace|\bnon\b(?! (?:non )*(?:t'inquiete|t'en fais pas|rassure toi)\b)|\bdis (?:a tout le monde|leur|a (?:ma|mon|mes))\b|\bdesolee? pour tout\b|\bje (?:vous|les) aime\b|\b(?:tout|ce|ca) (?:sera|va etre) (?:fini|termine)\b|\btout (?:est )?(?:regle|en ordre|range|prevu)\b|\bmes lettres\b|\bsauf que\b|\bdeja commence\b|\bpour (?:l'instant|le moment|ce soir|cette nuit|aujourd'hui)\b|\bjusqu'a (?:ce soir|demain)\b|\bdemain (?:je sais pas|on verra)\b|\bje sais pas (?:si|combien de temps) je (?:vais|peux|pourrai) tenir\b|\b(?:deja|j'ai) (?:pris|avale)\b|\bderniere fois\b|\bj'y (?:pense|songe)\b(?! plus)|\b(?:sur le|au bord du?|sur la) (?:toit|pont|balcon|quai|voie|rails|falaise|parapet|corniche|rebord)\b|\bvoie ferree\b|\brails\b|\bj'ai (?:beaucoup |trop |pas mal )?bu\b|\bbourree?\b|\b(?:ca|rien) (?:n'a |a )?plus (?:d'importance|de sens)\b|\ba quoi bon\b|\bplus rien a perdre\b|\bdis a [a-z]+ que\b|\bpardon (?:a|pour) (?:tous|tout)\b|\bplus pour longtemps\b|\b(?:dur|difficile) de (?:resister|tenir)\b|\bil (?:revenait|reviendra|va revenir|arrete pas de (?:sonner|appeler|frapper|ecrire))\b|\bflacons?\b|\bplaquettes?\b|\bboites? de\b|\bplus jamais (?:se |nous |te )?(?:parler|voir)\b|\btant qu'?(?:il|elle|on|je|j')?\b|\bjusqu'a ce qu|\bsi jamais\b|\bsauf si\b|\b(?:mon ex|il|elle) (?:est )?(?:encore|toujours) (?:la|ici|chez moi|a la maison|dans (?:l'appart|la maison))\b|\b(?:mon ex|il|elle) a (?:beaucoup |trop |encore )?bu\b/;

/** The same, once a statement of safety was set aside: without the leading no and the « mais ». */
const NOT_SAFE_BESIDE_SAFETY = new RegExp(
  NOT_SAFE.source
    .replace(
      String.raw`^(?:non|nan|nn|no|nope|pas vraiment|pas trop|pas du tout|pas sure?|bof)\b|`,
      '^(?:pas vraiment|pas trop|pas sure?|bof)\\b|',
    )
    .replace(String.raw`|\bnon\b(?! (?:non )*(?:t'inquiete|t'en fais pas|rassure toi)\b)`, ''),
);

/** A leading no followed by a reassurance (« non ça va », « nn t'inquiète », « non, ce n'est pas ça »). */
const REASSURING_NO =
  /^(?:non+|nan+|nn|no)\b[\s,.!…]*(?:non+[\s,.!…]*)*(?:ca va\b(?! (?:pas|plus))|t'inquiete|tkt|t'en fais pas|rassure toi|je vais bien|tout va bien|(?:c'est|ce est|c) ?pas ca|c'?une? (?:expression|image|facon de parler)|c'etait (?:une|pour) (?:expression|image|facon de parler|rire)|je (?:t'ai|te l'ai|vous ai) dit)/;

/** The rules alone, in the person's own words, flag something in `text` (crisis/assess.ts, modelWeight 'none'). */
function detectByRulesIn(text: string): boolean {
  return assessRisk(text, { earlier: [], modelWeight: 'none' }).action === 'card';
}

/** « Pas en sécurité », « plus vraiment à l'abri »: read before the statements of safety are set aside. */
const NEGATED_SAFETY =
  /\b(?:pas|plus|jamais)\s(?:(?:vraiment|trop|du tout|tres|si|tellement) )?(?:en securite|en secu|a l'abri|a labri|bien|safe)\b/;

/**
 * A reassurance that answers the question without its words: « ça va », « t'inquiète », « aucun
 * danger », « je suis sûre ». Never enough beside a danger signal (read first).
 */
const REASSURANCE =
  /\b(?:je vais (?:bien|mieux)|tout va bien|(?:je suis|suis) (?:ok|okay|bien|calme|tranquille|sure?|rassuree?)|t'inquiete|(?:vous )?inquietez (?:vous )?pas|tkt|t'en fais pas|rassure(?:z)? (?:toi|vous)|je (?:te |vous )?rassure|pas de (?:souci|soucis|probleme)|aucun (?:danger|souci|risque)|on me surveille|rien de (?:con|bete|grave|mal|dangereux|stupide))\b/;

/**
 * What people add beside a safe answer, the way they write it: where they are, who is with them,
 * thanks, a promise, tiredness or sadness, an apology for the worry, annoyance at being asked again,
 * « c'était une façon de parler ». Set aside before what is left is weighed (see readSafetyAnswer).
 */
const EXTRAS = new RegExp(
  String.raw`\b(?:` +
    [
      String.raw`merci(?: (?:beaucoup|bcp|janne|a toi|encore|de (?:t'inquieter|demander|ta question)(?: pour moi)?|pour (?:les numeros|ta question|tout ca)))?|mrc|mci|promis|je te (?:le )?(?:promets?|jure)|je (?:te |vous )?remercie|jure`,
      String.raw`(?:juste |un peu |tres |trop |super |grave )?(?:epuisee?|fatiguee?|crevee?|triste|videe?|secouee?|degoutee?|en colere|sur les nerfs|a plat|perdue?)`,
      String.raw`je vais (?:essayer de )?(?:dormir|me coucher|me reposer|monter|rentrer)|jvais dormir|on regarde un film`,
      String.raw`desolee?(?: (?:de t'avoir|si je t'ai|si je vous ai) (?:fait peur|inquietee?))?|bisous?|c'est bon|d'accord|vraiment|hein|voila|bon|ok|okay|mdr|lol|ptdr|x?d`,
      String.raw`(?:je suis |suis |jsuis |on est )?(?:chez|avec|dans|sous|au|a la|pres de) (?:moi|ma|mon|mes|la|le|les|une|un|des|quelqu'un|lui|elle|eux)?(?: [a-z']+){0,3}`,
      String.raw`(?:ma|mon|mes|une|un|la|le) (?:[a-z']+ ){0,2}(?:est|sont|dort|dorment|reste) (?:la|ici|avec moi|a cote|pres de moi|en bas|a la maison|dans la piece d'a cote|dans le salon|venue?s?|arrivee?s?)(?: [a-z']+){0,2}`,
      String.raw`je suis (?:calme|rentree?|couchee?|au lit|au chaud|bien au chaud|posee?)(?: maintenant)?|il est parti|elle est partie|la porte est fermee|j'ai ferme (?:a cle|la porte)`,
      String.raw`j'ai (?:appele|eu|parle a) (?:le (?:3114|15|17|112)|(?:ma|mon|une|un|la|le) [a-z']+)(?: tout a l'heure)?|la police est (?:passee|venue|la)`,
      String.raw`(?:j'ai )?(?:juste )?besoin de (?:vider mon sac|parler|dormir|souffler)|j'avais (?:juste )?besoin de (?:vider mon sac|parler)|(?:j'ai )?(?:juste )?le (?:coeur (?:en miettes|brise|lourd)|moral (?:a zero|en berne|dans les chaussettes)|cafard)|le moral (?:est )?(?:a zero|en berne)|ca va (?:mieux|aller)|on a parle(?: un peu)?|(?:demain )?j'appelle (?:ma|mon) [a-z]+|il me surveille(?: un peu)?|ils savent|j'en ai vu d'autres|j'ai \d+ ans`,
      String.raw`ce soir|cette nuit|aujourd'hui|maintenant|la tout de suite|tout a l'heure|physiquement|la ou je suis|pour de bon|ici|la`,
      String.raw`t'es (?:bloquee?|relou|lourde?|un bot|un robot|une ia)(?: ou quoi)?|on peut parler d'autre chose|bonne nuit|tu (?:bugg?u?e?s?|beugu?e?s?)(?: ou quoi)?|ou quoi|genre|quoi|(?:je )?(?:te |vous )?l'ai (?:deja )?dit|je (?:te )?(?:le )?repete|combien de fois|arrete de (?:me )?(?:le )?demander(?: ca)?|t'es pas ma mere|(?:de toute facon|franchement)`,
      String.raw`c'est (?:juste |seulement |qu')?une (?:expression|image|facon de parler)|c'etait (?:juste |pour )?(?:une |du )?(?:expression|image|facon de parler|rire|second degre|2nd degre)|j'ai (?:exagere|dit ca sous le coup de (?:l'emotion|la colere))`,
    ].join('|') +
    String.raw`)\b`,
  'g',
);
/** Beside a safe answer, more than this many words of something else is more than an extra: unclear. */
const MAX_OTHER_WORDS = 3;
/** Words that carry no content of their own, left out of that count. */
const FILLER_WORDS = new Set([
  'je',
  'j',
  'tu',
  'il',
  'elle',
  'on',
  'et',
  'a',
  'de',
  'du',
  'des',
  'le',
  'la',
  'les',
  'un',
  'une',
  'que',
  'qui',
  'ca',
  'c',
  "c'est",
  'est',
  'suis',
  'y',
  'en',
  'me',
  'moi',
  'te',
  'toi',
  'pas',
  'non',
  'si',
  'donc',
  'alors',
  'aussi',
  'meme',
  'tout',
  'bien',
  'oui',
  'ouais',
]);

const REASSURANCE_ANYWHERE = new RegExp(REASSURANCE.source, 'g');
/** « je te dis que oui », « j'ai dit oui »: a yes said again, wherever it stands. */
const SAID_YES = /\b(?:je (?:te |t'ai )?(?:dis|dit|repete)|j'ai dit|je t'ai dit)(?: (?:que|deja))? oui\b/;

/** A yes that opens the answer, after a filler (« mdr oui », « bah ouais », « bien sûr que oui »). */
const YES_LEAD = new RegExp(
  String.raw`^(?:(?:mdr|lol|ptdr|bah|ben|euh|ah|oh|bon|alors|ok|okay|hein|bien sur que|mais) )*(?:${YES}|vi|ouaip|oui oui|je suis sure?)\b`,
);

/** What keeps an answer from being clear, without telling of danger: « oui mais… », « je crois », « normalement ». */
const HEDGE =
  /\bmais\b(?! (?:oui|non|si|arrete|enfin|voyons|bien sur|t'inquiete|je (?:te|vous) (?:dis|dit)|puisque)\b)|\bje (?:crois|pense|suppose|pense que)\b(?! pas)|\bnormalement\b|\ba priori\b|\ben principe\b|\bj'espere\b|\bon verra\b|\bplus ou moins\b|\bprobablement\b|\bj'imagine\b|\bpeut etre\b|\bje sais pas\b|\bca depend\b/;

/** The answer says « je suis en sécurité » (or the like) in so many words, not negated: what the check acknowledges. */
export function statesSafety(text: string): boolean {
  const words = wordsOf(text);
  return !NEGATED_SAFETY.test(words) && SAFETY_STATED.test(words.replace(SAFETY_ECHOED, ' '));
}

/**
 * The answer to « Es-tu en sécurité en ce moment ? ». `askedSafety`: Janne's last words asked it,
 * so a yes alone answers it; otherwise only a statement of safety or a reassurance says so.
 *
 * Safe is a safety signal with no danger signal: a yes (to the question), a statement of safety or a
 * reassurance; nothing that tells of danger (a plan, a means, a goodbye, a threat, « pour l'instant »,
 * or words the detector itself flags once the statements of safety are set aside); nothing that
 * hedges. What people add beside a yes — where they are, who is with them, a promise, tiredness, a
 * complaint at being asked again — is theirs to add: it used to have to be on a list of harmless
 * extras, and « oui jsuis en sécurité, jsuis dans ma chambre » kept a teenager in crisis mode.
 */
export function readSafetyAnswer(text: string, askedSafety: boolean): SafetyAnswer {
  const words = wordsOf(text);
  if (words.replace(/[^a-z0-9]/g, '') === '') return 'unclear';
  // A statement of safety names what will not happen (« aucune intention de me faire du mal »):
  // danger is looked for in what is left once those statements are set aside.
  if (NEGATED_SAFETY.test(words)) return 'not_safe';
  // « non ça va t'inquiète », « Non, ce n'est pas ça » (the direct question's own button), « nn tkt
  // c une expression »: a no that reassures denies the risk; it does not say « I am not safe » (the
  // fourth blind reading: both got the urgency, « appelle le 3114, là, tout de suite »). Unless what
  // follows tells of danger, it is unclear — the check, once — never not safe, never safe on its own.
  const reassuringNo = REASSURING_NO.exec(words);
  if (reassuringNo) {
    const after = words.slice(reassuringNo[0].length);
    if (NOT_SAFE_BESIDE_SAFETY.test(after) || /\bmais\b/.test(after) || detectByRulesIn(after)) return 'not_safe';
    // « non non t'inquiète, je suis en sécurité »: the statement that follows is read as any other.
    return SAFETY_STATED.test(after) && readSafetyAnswer(after, false) === 'safe' ? 'safe' : 'unclear';
  }
  // « En sécurité ? non pas du tout »: the question said back is not a statement of safety.
  const echoed = words.replace(SAFETY_ECHOED, ' ');
  const rest = echoed.replace(SAFETY_ANYWHERE, ' ');
  // « non non, je vais pas me tuer », « j'ai dit NON. jsuis pas en danger »: beside a statement of
  // safety, a « non » is the denial's, not the answer's.
  const stated = rest !== echoed;
  const notSafe = stated ? NOT_SAFE_BESIDE_SAFETY : NOT_SAFE;
  // Beside a statement of safety, only the rules, in the person's own words, make the answer « not
  // safe » (crisis/assess.ts, modelWeight): the statistical layer read « t'es comme ma mère qui
  // panique pour rien » as risk, and a teenager who said he was safe got the urgency (third blind
  // reading). What the model alone flags there leaves the answer unclear (below).
  if (notSafe.test(rest) || (stated ? detectByRulesIn(rest) : detectCrisis(rest).isCrisis)) return 'not_safe';
  const yes = askedSafety && (YES_LEAD.test(words) || SAID_YES.test(words));
  // A question back (« c'est quoi être en sécurité pour toi ? ») answers nothing, unless it opens on a yes.
  if (/\?\s*$/.test(words) && !yes) return 'unclear';
  const signalled = stated || REASSURANCE.test(rest) || yes;
  if (!signalled || HEDGE.test(rest)) return 'unclear';
  // What is left beside the signal and the usual extras is short, and says nothing the detector
  // would even ask about. Anything longer (« j'ai tout prévu pour demain ») is unclear: the check
  // then offers the two answers to tap (crisis/policy.ts), which costs one turn, never a loop.
  const other = rest
    .replace(YES_LEAD, ' ')
    .replace(REASSURANCE_ANYWHERE, ' ')
    .replace(EXTRAS, ' ')
    .split(/[^a-z0-9']+/)
    .filter((word) => word !== '' && !FILLER_WORDS.has(word));
  // Longer, even beside « je suis en sécurité » in so many words, it is unclear: with a word limit of
  // eight there, one held-out not-safe answer was read as safe. The check then says what she
  // understood — that the person says they are safe — and asks for one tap (statesSafety).
  if (other.length > MAX_OTHER_WORDS) return 'unclear';
  // Safe only when the whole detector, model included, finds nothing there to ask about: what the
  // model alone flags beside a statement of safety makes it unclear (the check), never not safe.
  return assessRisk(rest).action === 'none' ? 'safe' : 'unclear';
}

// ─── After the direct question ─────────────────────────────────────────────────────────────────

/** A yes, a partial yes or an ambivalence, at the start of the answer. */
const YES_ANSWER =
  /^(?:oui+|ouais+|ouai|ui|wi|yes|yep|si|c'est (?:exactement )?ca|exactement|carrement|un (?:peu|ptit peu|petit peu)|parfois|des fois|souvent|tout le temps|ca m'arrive|peut etre|ptet|p'?t'?et|je sais (?:pas|plus)(?! (?:pourquoi|quoi|comment|ce qu'il|s'il|si il|ou)\b)|j'sais pas|je crois|je pense|plus ou moins|pas loin|les deux|un peu des deux|j'y pense|j'y ai pense|probablement|possible|c'est possible|j'avoue|grave|clairement|(?:bah|ben|bon) oui|evidemment|voila|mouais|bof|pas mal|assez|beaucoup|de plus en plus|chaque (?:jour|soir|nuit|matin)|(?:il )?y a des (?:moments|jours|soirs|nuits)|des moments|certains (?:jours|soirs)|quelquefois|ca depend|on (?:peut|va) dire (?:ca|oui)|ca m'a (?:deja )?traverse|ca me traverse|j'y ai (?:deja )?(?:pense|songe))\b/;

/** A no, at the start of the answer. */
const NO_ANSWER =
  /^(?:(?:ah|oh|mais enfin|mais|enfin|euh|bah|ben|hein|quoi|hein quoi|pardon|comment) ?[?!,]* ?)?(?:non+|nan+|nn|no|nope|pas du tout|absolument pas|jamais|du tout|pas ca|(?:c'est|c'etait) pas ca|t'inquiete|rassure toi|je plaisantais|je rigolais|je (?:me )?suis mal exprimee?|c'etait (?:une image|une expression|une facon de parler|pour rire)|c'est (?:juste |seulement |qu')?une (?:expression|image|facon de parler)|je voulais (?:juste )?dire)\b/;

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
  // « oui oui jsuis en sécurité, jsuis dans ma chambre » answers « are you thinking of harming
  // yourself ? » as people answer « are you safe ? »: a clear statement of safety is a no, never
  // the yes that opens the card (a blind reader's 17-year-old got the card that way).
  if (readSafetyAnswer(text, false) === 'safe') return 'no';
  // « Mon Dieu, non, pas du tout ! », « euh non ?? »: a no after an exclamation is a no (fifth blind reading).
  const lead = words.replace(
    /^(?:(?:mon dieu|oh la la|oh la|ah|oh|euh|bah|ben|mais|enfin|quoi|hein|alors|franchement|ben voyons|pardon)[\s,!?.…]*){1,3}(?=non\b|nan\b|pas du tout\b|absolument pas\b|jamais\b)/,
    '',
  );
  if (lead !== words && NO_ANSWER.test(lead)) return readQuestionAnswer(lead);
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
