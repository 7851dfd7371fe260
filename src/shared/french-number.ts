/**
 * Whole numbers from 0 to 999 in French words, in the 1990 rectified spelling (every part joined
 * by hyphens: « vingt-et-un », « quatre-vingts », « deux-cents »), so a count reads as a person
 * would write it: « cinq jours, c'est énorme ».
 */
const UNITS = ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'];
const TEENS = ['onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize'];
const TENS = ['', 'dix', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'];

export function frenchNumberWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 999) throw new RangeError(`frenchNumberWords: ${n}`);
  if (n <= 10) return UNITS[n] ?? '';
  if (n <= 16) return TEENS[n - 11] ?? '';
  if (n < 20) return `dix-${UNITS[n - 10]}`;
  if (n < 100) {
    const ten = Math.floor(n / 10);
    const unit = n % 10;
    // 70–79 and 90–99 count on from 60 and 80: soixante-douze, quatre-vingt-onze.
    if (ten === 7 || ten === 9)
      return `${ten === 7 ? 'soixante' : 'quatre-vingt'}${ten === 7 && unit === 1 ? '-et' : ''}-${frenchNumberWords(10 + unit)}`;
    if (ten === 8) return unit === 0 ? 'quatre-vingts' : `quatre-vingt-${frenchNumberWords(unit)}`;
    if (unit === 0) return TENS[ten] ?? '';
    return `${TENS[ten]}${unit === 1 ? '-et' : ''}-${UNITS[unit]}`;
  }
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const head = hundreds === 1 ? 'cent' : `${UNITS[hundreds]}-cent${rest === 0 ? 's' : ''}`;
  return rest === 0 ? head : `${head}-${frenchNumberWords(rest)}`;
}
