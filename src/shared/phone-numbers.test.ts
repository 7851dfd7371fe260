import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFESSIONALS } from './safety-plan';
import { phoneHref, phoneSegments } from './phone-numbers';

/** The numbers found in a text, as [written, href]. */
const found = (text: string) => phoneSegments(text).flatMap((segment) => (segment.kind === 'phone' ? [[segment.text, segment.href]] : []));

describe('phoneSegments: the numbers a person wrote in their plan', () => {
  it('finds a French mobile written with spaces, dots, dashes or nothing, and keeps the text as written', () => {
    expect(found('Léa 06 12 34 56 78')).toEqual([['06 12 34 56 78', 'tel:+33612345678']]);
    expect(found('Léa : 06.12.34.56.78')).toEqual([['06.12.34.56.78', 'tel:+33612345678']]);
    expect(found('Léa (06-12-34-56-78)')).toEqual([['06-12-34-56-78', 'tel:+33612345678']]);
    expect(found('Léa 0612345678.')).toEqual([['0612345678', 'tel:+33612345678']]);
    expect(found('Karim\u00a007\u00a098\u00a076\u00a054\u00a032')).toEqual([['07\u00a098\u00a076\u00a054\u00a032', 'tel:+33798765432']]);
  });

  it('finds a landline and an overseas number', () => {
    expect(found('Dr Martin, cabinet : 01 42 34 56 78')).toEqual([['01 42 34 56 78', 'tel:+33142345678']]);
    expect(found('Maman 0262 12 34 56')).toEqual([['0262 12 34 56', 'tel:+33262123456']]);
  });

  it('finds +33 and 0033, with or without the (0), and gives the same link as the national form', () => {
    expect(found('Sam +33 6 12 34 56 78')).toEqual([['+33 6 12 34 56 78', 'tel:+33612345678']]);
    expect(found('Sam +33612345678')).toEqual([['+33612345678', 'tel:+33612345678']]);
    expect(found('Sam +33 (0)6 12 34 56 78')).toEqual([['+33 (0)6 12 34 56 78', 'tel:+33612345678']]);
    expect(found('Sam 0033 6 12 34 56 78')).toEqual([['0033 6 12 34 56 78', 'tel:+33612345678']]);
  });

  it('keeps an 08 number national, as helplines.ts does for Fil Santé Jeunes (not always reachable as +33)', () => {
    expect(found('Fil Santé Jeunes — 0 800 235 236')).toEqual([['0 800 235 236', 'tel:0800235236']]);
    expect(found('0800 23 52 36')).toEqual([['0800 23 52 36', 'tel:0800235236']]);
  });

  it('finds two numbers on one line, and keeps the words around them', () => {
    expect(phoneSegments('Léa 06 12 34 56 78 ou au bureau 01 42 34 56 78.')).toEqual([
      { kind: 'text', text: 'Léa ' },
      { kind: 'phone', text: '06 12 34 56 78', href: 'tel:+33612345678' },
      { kind: 'text', text: ' ou au bureau ' },
      { kind: 'phone', text: '01 42 34 56 78', href: 'tel:+33142345678' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never links a time, a date, an amount or a short number', () => {
    for (const text of [
      'Quand je me réveille à 3 h du matin',
      'Depuis le 15 mars 2024',
      'le 12/03/2024 à 14 h',
      'le 12.03.2024',
      'le 2024-03-12',
      '01.02.2024 12:30',
      '01 02 2024',
      'Code de la porte 1234, 2e étage',
      'Je dois 1 500 € à ma sœur',
      'Marcher 30 minutes, 3 fois par semaine',
      'Appeler le 15 si ça ne va pas',
      'Le 17 juin, on s’est quittés',
    ]) {
      expect(found(text), text).toEqual([]);
    }
  });

  it('never links a number that is part of a longer run of digits or of a word', () => {
    for (const text of ['06 12 34 56 78 90', '06.12.34.56.78.9', 'ref0612345678', '10612345678', '+3206 12 34 56 78', '06 12 34 56 7']) {
      expect(found(text), text).toEqual([]);
    }
    // Mixed separators are not how a number is written: « 06 12.34-56 78 » is not read as one.
    expect(found('06 12.34-56 78')).toEqual([]);
  });

  it('links the helplines at the start of a line the way helplines.ts does (the 114 by SMS)', () => {
    const links = found(DEFAULT_PROFESSIONALS);
    expect(links).toEqual([
      ['3114', 'tel:3114'],
      ['15', 'tel:15'],
      ['112', 'tel:112'],
      ['17', 'tel:17'],
      ['114', 'sms:114'],
      ['09 72 39 40 50', 'tel:+33972394050'],
      ['3919', 'tel:3919'],
      ['0 800 235 236', 'tel:0800235236'],
    ]);
    expect(found('- 3114 : si ça ne va pas')).toEqual([['3114', 'tel:3114']]);
    // Not a helpline's number at the start of a line, nor a helpline's number in a sentence.
    expect(found('15 h : goûter avec Léa')).toEqual([]);
    expect(found('15 minutes de marche')).toEqual([]);
    expect(found('Je peux appeler le 3114')).toEqual([]);
  });

  it('gives the text back whole: the segments joined are the text', () => {
    const text = "Léa, ma sœur : 06 12 34 56 78\nMon ami Tom : +33 7 11 22 33 44\n\nÀ 3 h, j'écris ici.";
    expect(
      phoneSegments(text)
        .map((segment) => segment.text)
        .join(''),
    ).toBe(text);
    expect(phoneSegments('')).toEqual([]);
    expect(phoneSegments('Rien à appeler')).toEqual([{ kind: 'text', text: 'Rien à appeler' }]);
  });
});

describe('phoneHref', () => {
  it('normalises one number as written, or says it is not one', () => {
    expect(phoneHref('06 12 34 56 78')).toBe('tel:+33612345678');
    expect(phoneHref(' +33 (0)6.12.34.56.78 ')).toBe('tel:+33612345678');
    expect(phoneHref('3114')).toBe('tel:3114');
    expect(phoneHref('114')).toBe('sms:114');
    expect(phoneHref('3 h')).toBeNull();
    expect(phoneHref('06 12 34 56 78 et 07 12 34 56 78')).toBeNull();
  });
});
