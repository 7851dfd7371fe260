import { describe, expect, it } from 'vitest';
import { frenchNumberWords } from './french-number';

describe('frenchNumberWords', () => {
  it('writes counts as a person would, in the rectified spelling', () => {
    expect([0, 1, 5, 11, 17, 21, 30, 71, 80, 91, 100, 200, 201, 365].map(frenchNumberWords)).toEqual([
      'zéro',
      'un',
      'cinq',
      'onze',
      'dix-sept',
      'vingt-et-un',
      'trente',
      'soixante-et-onze',
      'quatre-vingts',
      'quatre-vingt-onze',
      'cent',
      'deux-cents',
      'deux-cent-un',
      'trois-cent-soixante-cinq',
    ]);
  });
  it('refuses what it cannot write', () => {
    expect(() => frenchNumberWords(1000)).toThrow(RangeError);
    expect(() => frenchNumberWords(2.5)).toThrow(RangeError);
  });
});
