/**
 * The people of the person's life, as the offline companion reads them in what they wrote (issue
 * 14, 26): their names and relations (« ma sœur Léa »), the one a message speaks of, the facts of
 * « Ce que Janne retient de toi » that a message touches, and a fact said back in the second
 * person. Pure functions on normalised text (normalizeForMatching, normalize.ts).
 */
import { normalizeForMatching } from './normalize';

/** Little words that say nothing of what the person lives (for names and memory facts below). */
const FILLER = new Set(
  (
    "je j' tu il elle on nous vous ils elles me te se le la les l' un une des du de d' a au aux et ou mais donc or ni car que qu' qui quoi " +
    "ce cet cette ces c' ca cela ceci mon ma mes ton ta tes son sa ses y en ne n' pas plus tres trop bien juste alors puis aussi " +
    'est suis es sont etait ai as avait avoir etre fait faire vais va vas comme quand si dans sur sous pour par avec sans chez ' +
    'tout tous toute toutes rien meme encore deja jamais toujours vraiment bon bah ben oui non genre truc chose janne'
  ).split(/\s+/),
);

export interface Person {
  name: string;
  /** As Janne says it to the person: « ta sœur », « ton pote ». */
  relation: string;
}

/** The relation words people use, normalised, with how Janne says them back. */
const RELATIONS: readonly [RegExp, string][] = [
  [/soeur|frangine/, 'ta sœur'],
  [/frere|frangin/, 'ton frère'],
  [/mere|maman|daronne/, 'ta mère'],
  [/pere|papa|daron/, 'ton père'],
  [/fils/, 'ton fils'],
  [/fille/, 'ta fille'],
  [/meilleure amie|meilleure pote|bff|amie|copine|pote fille/, 'ton amie'],
  [/meilleur ami|meilleur pote|ami|pote|poto|reuf/, 'ton ami'],
  [/cheffe|patronne/, 'ta cheffe'],
  [/chef|patron|boss|manager|cadre/, 'ton chef'],
  [/collegue/, 'ta collègue'],
  [/cousine/, 'ta cousine'],
  [/cousin/, 'ton cousin'],
  [/coloc/, 'ta coloc'],
  [/psy|therapeute/, 'ta psy'],
];

const RELATION_WORDS =
  'soeur|frangine|frere|frangin|mere|maman|daronne|pere|papa|daron|fils|fille|meilleure amie|meilleure pote|meilleur ami|meilleur pote|bff|amie|copine|ami|pote|poto|reuf|collegue|cheffe?|patronne?|boss|manager|cadre|cousine|cousin|coloc|psy|therapeute';

/** Words after a relation that are not a first name: « ma sœur me dit », « mon pote dit ». */
export const NOT_A_NAME = new Set([
  ...FILLER,
  ...'dit trouve pense croit veut voulait aussi vient habite vit qui m mappelle mapelle mdit mecrit mdemande mengueule mharcele dort travaille boude joue grandit etudie ado bebe'.split(
    ' ',
  ),
  // Words that follow a relation and are no name (« ma meilleure amie depuis le collège », « ma
  // fille pleure le soir »): a blind reader met Janne greeting « Depuis » and « Pleure » (issue 26).
  ...(
    'depuis pleure pleurait mange rentre reste part sort passe aime adore deteste parle appelle ecrit fait peut sait ' +
    'comprend supporte ignore evite refuse manque attend cherche souvent toujours jamais encore enfin quand pendant avant apres ' +
    'avec chez sans pour dans sur tous toutes tout elle il lui leur qui que quoi et mais ou donc car est etait sera va'
  ).split(' '),
]);
/** Verb endings: « ma mère mappelait », « mon pote disait » are not names. */
const VERB_ENDING = /(ait|aient|ent|er|ez|ons)$/;

const isName = (word: string) => !NOT_A_NAME.has(word) && !VERB_ENDING.test(word);

/** The relation a message names (« ma sœur » → « ta sœur »), or null. */
export function relationIn(normalizedMessage: string): string | null {
  const word = new RegExp(`\\b(?:ma|mon) (${RELATION_WORDS})\\b`).exec(normalizedMessage)?.[1];
  return word ? relationFor(word) : null;
}

function relationFor(word: string): string {
  return RELATIONS.find(([pattern]) => pattern.test(word))?.[1] ?? 'ton proche';
}

/** « ton fils », « ta fille »: the person's child, never support to lean on (issue 40, fourth blind reading). */
export function isChild(person: Person): boolean {
  return person.relation === 'ton fils' || person.relation === 'ta fille';
}

/** « ton chef » (a relation as Janne says it back): someone at work, whose kindness is not the support of a close one. */
export function isAtWork(relation: string): boolean {
  return relation === 'ton chef' || relation === 'ta cheffe';
}

/**
 * The people the person names with their relation in these messages, oldest first: « ma sœur
 * Camille », « mon pote enzo », « Maëlle, ma meilleure amie », « ma sœur s'appelle Léa ». The name
 * keeps the person's spelling, with a capital.
 */
export function peopleIn(messages: readonly string[], normalize: (text: string) => string): Person[] {
  const people: Person[] = [];
  const after = new RegExp(`\\b(?:ma|mon|mes) (${RELATION_WORDS})(?: (?:s'appelle|qui s'appelle))? ([a-z]{2,})\\b`, 'g');
  const before = new RegExp(`\\b([a-z]{2,}), (?:ma|mon) (${RELATION_WORDS})\\b`, 'g');
  for (const message of messages) {
    const original = message.split(/\s+/);
    const normalizedWords = normalize(message).split(' ');
    // The person's spelling of a word found in the normalised text (same index: same word count).
    const rawOf = (word: string) => {
      const index = normalizedWords.indexOf(word);
      const raw = (index >= 0 && original.length === normalizedWords.length ? original[index] : word) ?? word;
      return raw.replace(/[^\p{L}-]/gu, '');
    };
    const text = normalizedWords.join(' ');
    // A writer who uses capitals writes names with one: « mon fils vit à Montréal » names nobody
    // « Vit » (fourth blind reading). All in lower case (« mon pote enzo »), any word may be a name.
    const usesCapitals = /\p{Lu}/u.test(message.replace(/(?:^|[.!?…]\s+)\p{L}/gu, ''));
    const add = (name: string, relation: string) => {
      const written = rawOf(name);
      if (!isName(name) || (usesCapitals && !/^\p{Lu}/u.test(written))) return;
      people.push({ name: written.charAt(0).toUpperCase() + written.slice(1), relation: relationFor(relation) });
    };
    for (const [, relation = '', name = ''] of text.matchAll(after)) add(name, relation);
    for (const [, name = '', relation = ''] of text.matchAll(before)) add(name, relation);
  }
  return people;
}

/**
 * The person the message speaks of: one named in it; a relation without a name (« ma sœur »)
 * that was named before; or, when the message opens on « elle » / « il » (« Elle m'a proposé… »),
 * the last person named in the few messages before (`recent`). Never the ex. Null when none.
 */
export function personSpokenOf(
  normalizedMessage: string,
  people: readonly Person[],
  recent: readonly Person[],
  exName: string | null,
): Person | null {
  const notEx = (person: Person) => normalizeForMatching(person.name) !== normalizeForMatching(exName ?? '');
  const known = people.filter(notEx);
  // The message is normalised (no accents): « Inès » is met as « ines ».
  const named = [...known].reverse().find((person) => new RegExp(`\\b${normalizeForMatching(person.name)}\\b`).test(normalizedMessage));
  if (named) return named;
  const relation = new RegExp(`\\b(?:ma|mon) (${RELATION_WORDS})\\b`).exec(normalizedMessage)?.[1];
  if (relation) return [...known].reverse().find((person) => person.relation === relationFor(relation)) ?? null;
  if (/^(elle|il) (m'|me |m |dit|a dit|pense|trouve|veut|propose|m'a)/.test(normalizedMessage)) return recent.filter(notEx).at(-1) ?? null;
  return null;
}

/** The memory facts that share a meaningful word with the message (« ma sœur » ↔ « Ta sœur s'appelle Léa »). */
export function relevantFacts(normalizedMessage: string, facts: readonly string[], normalize: (text: string) => string): string[] {
  const words = new Set(normalizedMessage.split(' ').filter((word) => word.length > 2 && !FILLER.has(word)));
  return facts.filter((fact) =>
    normalize(fact)
      .split(' ')
      .some((word) => word.length > 2 && !FILLER.has(word) && words.has(word)),
  );
}

/**
 * A fact as Janne says it back: the person may have written it in their own voice (« Ma sœur
 * s'appelle Léa »), Janne speaks to them (« ta sœur s'appelle Léa »).
 */
export function toSecondPerson(fact: string): string {
  const swapped = fact
    .replace(/(?<!\p{L})(m|M)(a|on|es)(?!\p{L})/gu, (_match, m: string, rest: string) => `${m === 'M' ? 'T' : 't'}${rest}`)
    .replace(/(?<!\p{L})(j|J)e suis(?!\p{L})/gu, (_match, j: string) => `${j === 'J' ? 'T' : 't'}u es`)
    .replace(/(?<!\p{L})(j|J)['’]ai(?!\p{L})/gu, (_match, j: string) => `${j === 'J' ? 'T' : 't'}u as`)
    .replace(/(?<!\p{L})(j|J)e(?!\p{L})/gu, (_match, j: string) => `${j === 'J' ? 'T' : 't'}u`)
    .replace(/(?<!\p{L})moi(?!\p{L})/gu, 'toi');
  // After « : », the sentence goes on in lower case.
  return swapped.charAt(0).toLowerCase() + swapped.slice(1);
}
