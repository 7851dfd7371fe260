import { describe, expect, it } from 'vitest';
import { escapeRegExp, foldAccents, straightenApostrophes } from './text';

describe('escapeRegExp', () => {
  it('escapes every character a regular expression gives a meaning to', () => {
    const special = '.*+?^${}()|[]\\';
    expect(escapeRegExp(special)).toBe('\\.\\*\\+\\?\\^\\$\\{\\}\\(\\)\\|\\[\\]\\\\');
    expect(new RegExp(`^${escapeRegExp(special)}$`).test(special)).toBe(true);
  });

  it('leaves letters, accents, apostrophes, spaces and emoji alone', () => {
    expect(escapeRegExp("Léa, l'ex 🙂 - / _")).toBe("Léa, l'ex 🙂 - / _");
  });

  it('makes a sentence match itself only, not what its punctuation would match', () => {
    const pattern = new RegExp(escapeRegExp('moment. (Vraiment ?)'));
    expect(pattern.test('un moment. (Vraiment ?) oui')).toBe(true);
    expect(pattern.test('momentX (Vraiment ?)')).toBe(false);
    expect(pattern.test('moment. Vraiment')).toBe(false);
  });
});

describe('foldAccents', () => {
  it('removes accents, cedillas and diaereses, in capitals too', () => {
    expect(foldAccents('À bientôt, ça ira : Noël, naïve, Éloïse, ÇA')).toBe('A bientot, ca ira : Noel, naive, Eloise, CA');
  });

  it('removes a combining mark typed apart (e + U+0301) the same way as a precomposed letter', () => {
    expect(foldAccents('e\u0301te\u0301')).toBe('ete');
    expect(foldAccents('été')).toBe('ete');
  });

  it('keeps case, ligatures, apostrophes and punctuation: each matcher decides those', () => {
    expect(foldAccents('Sœur ÆTHER l’été ´`')).toBe('Sœur ÆTHER l’ete ´`');
    expect(foldAccents('seul·e')).toBe('seul·e');
  });
});

describe('straightenApostrophes', () => {
  it('turns the apostrophes people type into the straight one', () => {
    expect(straightenApostrophes("j’ai j‘ai jʼai j`ai j´ai j'ai")).toBe("j'ai j'ai j'ai j'ai j'ai j'ai");
  });

  it('leaves the rarer look-alikes to the crisis detector, which has its own wider list', () => {
    expect(straightenApostrophes('j‚ai j′ai')).toBe('j‚ai j′ai');
  });
});
