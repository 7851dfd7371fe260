import { describe, expect, it } from 'vitest';
import { CRISIS_CATEGORIES, CRISIS_PATTERNS, type CrisisCategory, explainCrisis, normalizeForDetection } from './detector';
import { detectCrisis } from './assess';
import { DECISIONS, MEANING_MATCH, MEANING_NOT_MATCH, MUST_MATCH, MUST_NOT_MATCH } from '../../../tests/crisis-eval/cases';
import { MEANING_RULES } from './meaning';

function expectCategories(phrase: string, categories: CrisisCategory[]): void {
  const result = detectCrisis(phrase);
  // The explanation makes a failure readable: which words triggered which category.
  expect({ ...result, why: explainCrisis(phrase) }).toMatchObject({ isCrisis: categories.length > 0, categories });
}

describe('detectCrisis', () => {
  it('has enough phrases on both sides and covers every category', () => {
    const matches = MUST_MATCH.length + DECISIONS.filter(([, c]) => c.length > 0).length;
    const nonMatches = MUST_NOT_MATCH.length + DECISIONS.filter(([, c]) => c.length === 0).length;
    expect(matches).toBeGreaterThanOrEqual(60);
    expect(nonMatches).toBeGreaterThanOrEqual(60);
    for (const category of CRISIS_CATEGORIES) {
      expect(MUST_MATCH.filter(([, c]) => c.includes(category)).length).toBeGreaterThanOrEqual(10);
      expect(CRISIS_PATTERNS[category].length).toBeGreaterThan(0);
    }
  });

  it.each(MUST_MATCH)('flags « %s » as %j', (phrase, categories) => {
    expectCategories(phrase, categories);
  });

  it.each(MUST_NOT_MATCH)('leaves « %s » alone', (phrase) => {
    expectCategories(phrase, []);
  });

  it.each(DECISIONS)('decides « %s » → %j (%s)', (phrase, categories) => {
    expectCategories(phrase, categories);
  });

  it('finds the crisis inside a longer message, after ordinary sentences', () => {
    const message =
      'Il est parti il y a trois semaines. Je pleure tous les soirs, je regarde nos photos. ' +
      "Franchement j'ai plus envie de vivre, et il m'a frappée la dernière fois que je l'ai vu.";
    expect(detectCrisis(message)).toEqual({ isCrisis: true, categories: ['suicide', 'violence'] });
  });

  it('lists categories once each, in a stable order, whatever the order of the text', () => {
    const result = detectCrisis(
      "Il me frappe. J'ai pris des cachets. Je me scarifie. Je veux mourir. Il me frappe encore, je veux mourir.",
    );
    expect(result.categories).toEqual(['suicide', 'self_harm', 'danger', 'violence']);
  });
});

describe('detectCrisis — meaning layer', () => {
  it.each(MEANING_MATCH)('flags « %s » as %j', (phrase, categories) => {
    expectCategories(phrase, categories);
  });

  it.each(MEANING_NOT_MATCH)('leaves « %s » alone', (phrase) => {
    expectCategories(phrase, []);
  });

  it('exercises every meaning rule with at least one phrase of this file', () => {
    const phrases = [...MUST_MATCH, ...MEANING_MATCH].map(([phrase]) => phrase);
    const fired = new Set(phrases.flatMap((phrase) => explainCrisis(phrase).map(({ matched }) => /^\[([^\]]+)\]/.exec(matched)?.[1])));
    expect(MEANING_RULES.map(({ id }) => id).filter((id) => !fired.has(id))).toEqual([]);
  });

  it('uses no lookbehind anywhere: older Safari cannot parse it and the whole bundle would break', () => {
    const sources = [
      ...Object.values(CRISIS_PATTERNS).flatMap((patterns) => patterns.map((p) => (p instanceof RegExp ? p : p.re).source)),
      ...MEANING_RULES.flatMap((rule) => [...rule.all, ...(rule.none ?? [])]),
    ];
    expect(sources.filter((source) => /\(\?<[=!]/.test(source))).toEqual([]);
  });

  it('finds a goodbye spread over several sentences, but not two signals far apart in a long entry', () => {
    expect(detectCrisis("J'ai confié mes plantes à la voisine. Merci pour tout. Je suis prête.").categories).toEqual(['suicide']);
    const longEntry = `Merci pour tout, maman, pour le colis. ${"Aujourd'hui j'ai rangé, marché, cuisiné, appelé ma sœur. ".repeat(8)}Pour l'entretien de demain, je suis prête.`;
    expect(detectCrisis(longEntry).isCrisis).toBe(false);
  });
});

describe('normalizeForDetection', () => {
  it('strips accents, lowercases and collapses spaces', () => {
    expect(normalizeForDetection('  À QUOI   ÇA SERT, Désespérée  ')).toBe('a quoi ca sert, desesperee');
    expect(normalizeForDetection('Mon cœur')).toBe('mon coeur');
  });

  it.each(["j'ai", 'j’ai', 'j‘ai', 'j`ai', 'jʼai', 'j´ai', 'j ai', 'jai', "j' ai"])("turns « %s » into « j'ai »", (input) => {
    expect(normalizeForDetection(input)).toBe("j'ai");
  });

  it('drops the negation « ne », expands SMS spellings and letters typed many times', () => {
    expect(normalizeForDetection("Je n'ai plus envie")).toBe("j'ai plus envie");
    expect(normalizeForDetection('je ne veux plus')).toBe('je veux plus');
    expect(normalizeForDetection('g plu envi')).toBe("j'ai plus envie");
    expect(normalizeForDetection('jveux chui jme')).toBe('je veux je suis je me');
    expect(normalizeForDetection('mouriiiir')).toBe('mourir');
    expect(normalizeForDetection('laisse-moi')).toBe('laisse moi');
    // the « c » of « c'est » is a word glued to an apostrophe: left alone
    expect(normalizeForDetection("c'est ce soir")).toBe("c'est ce soir");
  });

  it('spells out the text-message words and elided pronouns the meaning layer relies on', () => {
    expect(normalizeForDetection('cmt on fait pr')).toBe('comment on fait pour');
    expect(normalizeForDetection("j'me sens mal, dsl")).toBe('je me sens mal, desolee');
    expect(normalizeForDetection('jpeu plu, jve juste')).toBe('je peux plus, je veux juste');
    expect(normalizeForDetection("jm'en fous, m'suis coupée")).toBe("je m'en fous, me suis coupee");
    expect(normalizeForDetection('pk tkt ya')).toBe("pourquoi t'inquiete y a");
  });
});
