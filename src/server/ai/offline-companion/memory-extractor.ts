/**
 * Facts to remember, taken from what the person wrote, without an AI provider (issue 14): the
 * people of their life and their names, their work or studies, the date of the breakup, what
 * helps, what hurts, their goals. Each fact is one short French sentence in the second person, as
 * the person will read it on « Ce que Janne retient de toi » and as Janne receives it. Pure.
 */
import { MEMORY_FACT_MAX_LENGTH } from '#shared/memory';
import { straightenApostrophes } from '#shared/text';
import { peopleIn } from './people';
import { normalizeForMatching } from './normalize';

/** What follows the words that announce a fact, up to the end of the clause. */
const REST = '([^.!?;\\n]{3,80}?)(?=[.!?;\\n]|,\\s|\\s+(?:mais|et puis|parce)\\s|$)';

/** [pattern on the lower-cased message, the fact written from what it captured]. */
const FACT_PATTERNS: readonly [RegExp, (captured: string) => string][] = [
  [new RegExp(`\\bje (?:travaille|bosse) (?:comme|en tant que) ${REST}`, 'iu'), (job) => `Tu travailles comme ${job}.`],
  [new RegExp(`\\bje (?:travaille|bosse) ((?:à|a|au|chez|dans) ${REST.slice(1)}`, 'iu'), (place) => `Tu travailles ${place}.`],
  [
    /\bje suis ((?:infirmi[eè]re?|aide-soignante?|prof|professeure?|enseignante?|m[ée]decin|avocate?|vendeuse|vendeur|serveuse|serveur|coiffeuse|coiffeur|d[ée]veloppeuse|d[ée]veloppeur|ing[ée]nieure?|comptable|caissi[eè]re?|livreur|livreuse|[ée]tudiante? en [^.!?,;\n]{2,40}|au ch[oô]mage|en master [^.!?,;\n]{2,40}|en terminale|au lyc[ée]e|en licence [^.!?,;\n]{2,40})(?: de nuit)?)(?=[\s.!?,;]|$)/iu,
    (what) => `Tu es ${what}.`,
  ],
  [
    new RegExp(
      `\\b(?:on s'est (?:séparés?|separes?|quittés?|quittes?)|(?:il|elle) m'a (?:quittée?|larguée?|laissée?)|(?:il|elle) est parti(?:e)?|notre rupture(?: date)?(?: a eu lieu)?) ((?:le|en|il y a|depuis|au mois de|à|a) ${REST.slice(1)}`,
      'iu',
    ),
    (when) => `Ta rupture date de : ${when}.`,
  ],
  [new RegExp(`(?<!\\p{L})(?:ça|ca) m'aide (?:de |à |a |quand )${REST}`, 'iu'), (what) => `Ce qui t'aide : ${what}.`],
  [new RegExp(`(?<!\\p{L})(?:ça|ca) me fait du bien (?:de |d'|quand )${REST}`, 'iu'), (what) => `Ce qui te fait du bien : ${what}.`],
  [new RegExp(`\\bce qui me fait (?:le plus )?mal,? c'est ${REST}`, 'iu'), (what) => `Ce qui te fait mal : ${what}.`],
  [
    new RegExp(
      `\\b(?:mon objectif,? c'est (?:de )?|je me suis fixée? (?:comme objectif )?de |j'aimerais réussir à |j'aimerais reussir a )${REST}`,
      'iu',
    ),
    (goal) => `Ton objectif : ${goal}.`,
  ],
];

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The facts in these messages of the person (oldest first), each once, in the order found. A
 * message that is only about the ex's life is not a fact about the person: only these patterns count.
 */
export function extractFacts(messages: readonly string[]): string[] {
  const facts: string[] = [];
  for (const person of peopleIn(messages, normalizeForMatching)) facts.push(`${capitalize(person.relation)} s'appelle ${person.name}.`);
  for (const message of messages) {
    const text = straightenApostrophes(message);
    for (const [pattern, write] of FACT_PATTERNS) {
      const captured = pattern.exec(text)?.[1]?.trim();
      if (captured) facts.push(write(captured.replace(/\s+/g, ' ')));
    }
  }
  const seen = new Set<string>();
  return facts
    .filter((fact) => fact.length <= MEMORY_FACT_MAX_LENGTH)
    .filter((fact) => {
      const key = normalizeForMatching(fact);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
