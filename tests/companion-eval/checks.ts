/**
 * The checks of the companion evaluation (README.md here): does each of Janne's replies show she
 * heard what the person just wrote, does it do what the turn asks (concrete steps, « est-ce
 * normal ? », a victory, goodnight…), and does the conversation as a whole keep SPEC.md §1's
 * rules (one open question at the end, the ex's name used without overdoing it, no reply twice).
 *
 * Pure functions of the texts, so that scripts/companion-eval.ts can run them on any provider and
 * checks.test.ts can pin down what each one accepts. They are deliberately simple (substrings,
 * word lists): a measure that anyone can read and predict, not a judge.
 */
import { GENDERS } from '#shared/auth';
import { frenchNumberWords } from '#shared/french-number';
import { z } from '#shared/zod';

export const TURN_KINDS = [
  'concrete-steps',
  'normal-question',
  'victory',
  'goodnight',
  'goodbye',
  'thanks',
  'safe',
  'urge',
  // Issue 26: what a person feels, not only what was recognised.
  'good-news',
  'direct-question',
  'support',
  'mixed-feelings',
  'fact',
] as const;
export type TurnKind = (typeof TURN_KINDS)[number];

const turnSchema = z
  .object({
    user: z.string().trim().min(1),
    /** Every group must be met; a group is met when the reply contains one of its stems. */
    heard: z.array(z.array(z.string().min(2)).min(1)).max(3),
    kind: z.enum(TURN_KINDS).nullable(),
    days: z.number().int().positive().nullable(),
    /** On `fact` turns: the wordings of numbers the reply may state (the person's own). */
    numberOk: z.array(z.string().min(1)).optional(),
  })
  .refine((turn) => (turn.kind === 'victory') === (turn.days !== null), 'days is given exactly on victory turns');

export const conversationSchema = z.object({
  id: z.string().regex(/^[a-z](?:\d-)?\d{2}$/),
  exName: z.string().trim().min(1).nullable(),
  gender: z.enum(GENDERS).nullable(),
  story: z.string().trim().min(1).nullable(),
  turns: z.array(turnSchema).min(6).max(12),
  /** What the app shows the person (issue 26): a number Janne states must be theirs or this. */
  app: z.object({ daysNoContact: z.number().int().min(0) }).optional(),
});

export type EvalConversation = z.infer<typeof conversationSchema>;
export type EvalTurn = EvalConversation['turns'][number];

/** One line of a .jsonl file; throws with the file and line number when it does not fit the format. */
export function parseConversation(line: string, where: string): EvalConversation {
  const result = conversationSchema.safeParse(JSON.parse(line));
  if (!result.success)
    throw new Error(`${where}: ${result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
  for (const [index, turn] of result.data.turns.entries())
    for (const stem of turn.heard.flat())
      if (stem !== normalize(stem)) throw new Error(`${where}: turn ${index + 1}: write « ${stem} » lowercase, without accents`);
  return result.data;
}

/** Lowercase, without accents (« sœur » as « soeur »), straight apostrophes; hyphens kept (« accorde-toi »). */
function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[’ʼ`]/g, "'")
    .replace(/[‐‑–]/g, '-');
}

/** Lowercase, without accents, straight apostrophes, hyphens and runs of spaces as one space. */
export function normalize(text: string): string {
  return plain(text).replace(/-/g, ' ').replace(/\s+/g, ' ').trim();
}

const containsAny = (reply: string, stems: readonly string[]) => {
  const text = normalize(reply);
  return stems.some((stem) => text.includes(normalize(stem)));
};

/** The groups of `heard` the reply does not meet (none: the reply showed it heard). */
export function missingHeard(reply: string, heard: readonly (readonly string[])[]): (readonly string[])[] {
  return heard.filter((group) => !containsAny(reply, group));
}

/** The reply without what may follow its last word: spaces, emojis and their joiners (an alternation: a class would mix the joiner into its neighbours). */
function trimmedEnd(reply: string): string {
  return reply.replace(/(?:\s|\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u200d|\ufe0f)+$/u, '');
}

/** SPEC.md §1: the reply ends with one open question — exactly one '?', in its last sentence. */
export function endsWithOneQuestion(reply: string): boolean {
  return (reply.match(/\?/g) ?? []).length === 1 && trimmedEnd(reply).endsWith('?');
}

/** Whole-word match of the ex's first name, accents and case aside (« Léa » in « lea »). */
export function namesEx(reply: string, exName: string): boolean {
  const name = normalize(exName).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![a-z0-9])${name}(?![a-z0-9])`).test(normalize(reply));
}

/** Imperatives (tu) that open a step: « Écris… », « Mets… », « Appelle… ». Pronominal ones are caught by their hyphen. */
const IMPERATIVES = new Set(
  (
    'accepte accorde achete ajoute allume annule appelle appuie archive attends autorise bloque bois bouge change cherche choisis coche ' +
    'commence compte confie copie coupe cours decide deconnecte definis demande deplace desactive desinstalle dis donne dors ecoute ' +
    'ecris efface enleve entoure envoie essaie essaye eteins evite fais ferme fixe garde imagine inscris installe invite lance laisse ' +
    'lis limite mange marche masque mets note nomme offre ouvre parle passe pense planifie pose prends prepare previens prevois profite ' +
    'programme propose raconte rappelle range redige regarde rejoins relis remplis renomme reponds reserve respire reste retiens retire ' +
    'reviens sors souffle supprime tente teste tiens trouve utilise va vas viens vise'
  ).split(' '),
);

/** Words that may come before the verb of a step: « D'abord, écris… », « Ce soir, éteins… ». */
const LEAD_IN =
  /^(?:(?:d'abord|ensuite|puis|enfin|et|apres|deja|aussi|maintenant|demain|ce soir|ce week-end|cette semaine|des ce soir|juste|premiere etape|deuxieme etape|troisieme etape|etape \d)(?![a-z])[\s,:]*)+/;

function opensWithImperative(sentence: string): boolean {
  const text = plain(sentence)
    .replace(/^[^a-z']+/, '')
    .replace(LEAD_IN, '');
  // « N'envoie rien ce soir », « Ne te juge pas » — but not « Ce n'est pas… », which does not start with ne.
  const negative = /^(?:n'|ne )(?:te |t')?([a-z]+)\b.*\b(?:pas|rien|plus|jamais)\b/.exec(text);
  if (negative) return !['est', 'es', 'etait', 'suis', 'ai', 'a', 'sont', 'sais'].includes(negative[1] ?? '');
  if (/^[a-z]+-(?:toi|moi|le|la|les|lui|leur|en|y)\b/.test(text)) return true;
  return IMPERATIVES.has(/^[a-z]+/.exec(text)?.[0] ?? '');
}

/** 2–3 concrete steps: a numbered or bulleted list of at least two items, or at least two imperative sentences. */
export function hasConcreteSteps(reply: string): boolean {
  const listItems = reply.split('\n').filter((line) => /^\s*(?:\**\d+[.)]|[-•–—▪◦]|\*(?!\*))\s*\S/.test(line));
  if (listItems.length >= 2) return true;
  const sentences = reply.split(/(?<=[.!?…])\s+|\n+/).filter((sentence) => sentence.trim() !== '');
  return sentences.filter(opensWithImperative).length >= 2;
}

/** « Est-ce normal ? » answered in its own terms. */
export function answersNormalQuestion(reply: string): boolean {
  return containsAny(reply, ['normal', 'courant', 'frequent', 'beaucoup de personnes']);
}

/** 0–999 in French words, spaces for hyphens (as normalize() writes them): 21 → « vingt et un », 80 → « quatre vingts ». */
export function frenchNumber(n: number): string {
  return normalize(frenchNumberWords(n));
}

/** The number of days, in digits (« 5 », « 5e ») or words (« cinq », « vingt et un » or « vingt-et-un »). */
export function mentionsNumber(reply: string, n: number): boolean {
  const text = normalize(reply);
  if (new RegExp(`(?<!\\d)${n}(?!\\d)`).test(text)) return true;
  // « deux semaines » for 14 days: the person's own unit, said back as they said it (issue 26).
  if (n % 7 === 0 && new RegExp(`(?<![a-z0-9])(?:${n / 7}|${frenchNumber(n / 7).replace(/ /g, ' ?')}) semaines?(?![a-z])`).test(text))
    return true;
  const words = frenchNumber(n);
  // « un » alone would match every article: only « un jour » / « une journée » / « premier » say one day.
  const pattern = n === 1 ? '(?:un jour|une journee|premier jour)' : words.replace(/ /g, ' ?');
  return new RegExp(`(?<![a-z])${pattern}(?![a-z])`).test(text);
}

/** A goodnight wish, and no question left hanging after it: the person is going to sleep. */
export function wishesGoodnight(reply: string): boolean {
  return (
    containsAny(reply, ['bonne nuit', 'dors bien', 'beaux reves', 'belle nuit', 'douce nuit', 'doux reves', 'repose toi bien']) &&
    !trimmedEnd(reply).endsWith('?')
  );
}

export function saysGoodbye(reply: string): boolean {
  return containsAny(reply, [
    'a bientot',
    'au revoir',
    'a plus',
    'a tres vite',
    'a demain',
    'a la prochaine',
    "a tout a l'heure",
    'prends soin de toi',
    'bonne journee',
    'bonne soiree',
    'bonne continuation',
    'a tout moment',
    'quand tu veux',
  ]);
}

export function acknowledgesThanks(reply: string): boolean {
  return containsAny(reply, [
    'avec plaisir',
    'de rien',
    'merci a toi',
    'merci de',
    'merci pour',
    'ca me touche',
    'ca me fait plaisir',
    'ca me fait chaud',
    'pas de quoi',
    'je suis contente',
    'je suis heureuse',
    'je suis ravie',
    'touchee',
  ]);
}

export function acknowledgesSafety(reply: string): boolean {
  return containsAny(reply, ['securite', 'soulag', 'rassur', "a l'abri"]);
}

/** The urge to write or call: the reply points to the app's no-contact tools by their name. */
export function pointsToNoContactTools(reply: string): boolean {
  return containsAny(reply, ['mes progres']);
}

export function kindMet(reply: string, turn: Pick<EvalTurn, 'kind' | 'days'>): boolean {
  switch (turn.kind) {
    case null:
      return true;
    case 'concrete-steps':
      return hasConcreteSteps(reply);
    case 'normal-question':
      return answersNormalQuestion(reply);
    case 'victory':
      return turn.days !== null && mentionsNumber(reply, turn.days);
    case 'goodnight':
      return wishesGoodnight(reply);
    case 'goodbye':
      return saysGoodbye(reply);
    case 'thanks':
      return acknowledgesThanks(reply);
    case 'safe':
      return acknowledgesSafety(reply);
    case 'urge':
      return pointsToNoContactTools(reply);
    // Their specifics are in `heard`; the kind asks what a listener would also do.
    case 'good-news':
      return celebrates(reply);
    case 'support':
      return !pointsToNoContactTools(reply) && !containsAny(reply, ["j'ai envie de lui ecrire"]);
    case 'direct-question':
    case 'mixed-feelings':
    case 'fact':
      return true;
  }
}

/** Good news met as good news. */
export function celebrates(reply: string): boolean {
  return containsAny(reply, [
    'bonne nouvelle',
    'plaisir',
    'bravo',
    'genial',
    'super',
    'formidable',
    'je suis contente',
    'heureuse pour toi',
    'trop bien',
    'chouette',
    'belle nouvelle',
    'rejoui',
    'precieux',
  ]);
}

/** Words of the person's message, lowercase, without accents or punctuation. */
function wordsOf(text: string): string[] {
  return normalize(text)
    .replace(/[^a-z0-9' ]+/g, ' ')
    .split(' ')
    .filter(Boolean);
}

/** The longest run of consecutive words of `message` found in `reply` (issue 26: quoting back). */
export function longestQuote(reply: string, message: string): number {
  const said = ` ${wordsOf(reply).join(' ')} `;
  const words = wordsOf(message);
  let longest = 0;
  for (let start = 0; start < words.length; start++) {
    for (let end = start + longest + 1; end <= words.length; end++) {
      if (!said.includes(` ${words.slice(start, end).join(' ')} `)) break;
      longest = end - start;
    }
  }
  return longest;
}

/** A quote of the person's message is « ≥ 5 consecutive words ». */
export const QUOTE_WORDS = 5;

const NUMBER_WORD =
  '(?:un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|vingt|trente|quarante|cinquante|soixante)';
/** « 21 jours », « vingt et un jours », « trois semaines », « 2 mois »: the counts a reply states. */
const COUNT = new RegExp(`(?<![a-z0-9])((?:\\d+|${NUMBER_WORD}(?: (?:et )?${NUMBER_WORD})*) (?:jours?|semaines?|mois|ans))(?![a-z])`, 'g');

/** Each count of days, weeks, months or years the reply states, as written (normalised). */
export function statedCounts(reply: string): string[] {
  return [...normalize(reply).matchAll(COUNT)].map((match) => match[1] ?? '').filter((count) => !/^une? /.test(count));
}

/** 0–999 written in words, back to its number (« vingt et un » → 21). */
const WORDS_TO_NUMBER = new Map(Array.from({ length: 1000 }, (_, n) => [frenchNumber(n), n] as const));

/** A stated count as « 21 jour »: the number in digits, the unit singular, so « vingt et un jours » is « 21 jours ». */
function canonicalCount(count: string): string {
  const parts = count.split(' ');
  const unit = (parts.pop() ?? '').replace(/s$/, '').replace(/^moi$/, 'mois');
  const amount = parts.join(' ');
  const n = /^\d+$/.test(amount) ? Number(amount) : WORDS_TO_NUMBER.get(amount);
  return `${n ?? amount} ${unit}`;
}

/**
 * Counts the reply states that neither the person gave in the conversation so far (nor the story),
 * nor the app shows (`daysNoContact`), nor the turn allows (`numberOk`): invented facts (issue 26).
 * « 3 semaines » and « trois semaines » are the same count.
 */
export function inventedCounts(reply: string, said: readonly string[], allowed: readonly string[], daysNoContact: number | null): string[] {
  const known = new Set([...said, ...allowed].flatMap((text) => statedCounts(text).map(canonicalCount)));
  if (daysNoContact !== null) known.add(`${daysNoContact} jour`);
  return statedCounts(reply).filter((count) => !known.has(canonicalCount(count)));
}

export interface CheckResult {
  /** 1-based turn, or null for a check of the whole conversation. */
  turn: number | null;
  check: 'heard' | 'kind' | 'question' | 'no-repeat' | 'name-share' | 'name-spacing' | 'no-quote' | 'facts' | 'variety';
  ok: boolean;
  /** What failed, in a few words (printed only for the tuning half). */
  detail: string;
}

const oneSpaced = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Every check of one conversation, given the replies Janne wrote to its turns (same order). */
export function checkConversation(conversation: EvalConversation, replies: readonly string[]): CheckResult[] {
  if (replies.length !== conversation.turns.length)
    throw new Error(`${conversation.id}: ${replies.length} replies for ${conversation.turns.length} turns`);
  const results: CheckResult[] = [];
  conversation.turns.forEach((turn, index) => {
    const reply = replies[index] ?? '';
    const number = index + 1;
    if (turn.heard.length > 0) {
      const missing = missingHeard(reply, turn.heard);
      results.push({
        turn: number,
        check: 'heard',
        ok: missing.length === 0,
        detail: `not heard: ${missing.map((group) => group.join('|')).join(' ; ')}`,
      });
    }
    if (turn.kind)
      results.push({
        turn: number,
        check: 'kind',
        ok: kindMet(reply, turn),
        detail: `${turn.kind}${turn.days ? ` (${turn.days})` : ''} not met`,
      });
    if (turn.kind !== 'goodnight' && turn.kind !== 'goodbye')
      results.push({ turn: number, check: 'question', ok: endsWithOneQuestion(reply), detail: 'does not end with exactly one question' });
    const quoted = longestQuote(reply, turn.user);
    results.push({
      turn: number,
      check: 'no-quote',
      ok: quoted < QUOTE_WORDS,
      detail: `quotes ${quoted} consecutive words of the message`,
    });
    const said = [conversation.story ?? '', ...conversation.turns.slice(0, number).map((t) => t.user)];
    const invented = inventedCounts(reply, said, turn.numberOk ?? [], conversation.app?.daysNoContact ?? null);
    results.push({ turn: number, check: 'facts', ok: invented.length === 0, detail: `states ${invented.join(', ')}, given by no one` });
  });

  // A variety that holds (issue 26): no sentence of Janne's twice, no opening twice in ten replies.
  const sentences = new Map<string, number>();
  for (const reply of replies)
    for (const sentence of reply.split(/(?<=[.!?…])\s+|\n+/u).map((text) => normalize(text)))
      if (sentence.split(' ').length >= 4) sentences.set(sentence, (sentences.get(sentence) ?? 0) + 1);
  const twice = [...sentences].filter(([, count]) => count > 1).map(([sentence]) => sentence);
  const openings = replies.map((reply) => normalize(reply).split(' ').slice(0, 4).join(' '));
  const openedTwice = openings.filter((opening, index) => openings.slice(Math.max(0, index - 9), index).includes(opening));
  results.push({
    turn: null,
    check: 'variety',
    ok: twice.length === 0 && openedTwice.length === 0,
    detail: `${twice.length} sentence(s) said twice (${twice.slice(0, 2).join(' / ')}), ${openedTwice.length} opening(s) repeated within ten replies`,
  });

  const seen = new Set<string>();
  const repeated = replies.map(oneSpaced).filter((reply) => (seen.has(reply) ? true : (seen.add(reply), false)));
  results.push({
    turn: null,
    check: 'no-repeat',
    ok: repeated.length === 0,
    detail: `${repeated.length} repeated repl${repeated.length === 1 ? 'y' : 'ies'}`,
  });

  if (conversation.exName) {
    const exName = conversation.exName;
    const named = replies.map((reply) => namesEx(reply, exName));
    const share = named.filter(Boolean).length / replies.length;
    results.push({
      turn: null,
      check: 'name-share',
      ok: share >= 1 / 5 && share <= 1 / 2,
      detail: `${exName} in ${named.filter(Boolean).length}/${replies.length} replies (wanted 1/5 to 1/2)`,
    });
    const twice = named.findIndex((isNamed, index) => isNamed && named[index + 1] === true);
    results.push({ turn: null, check: 'name-spacing', ok: twice === -1, detail: `${exName} in replies ${twice + 1} and ${twice + 2}` });
  }
  return results;
}
