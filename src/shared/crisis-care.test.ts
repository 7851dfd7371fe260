import { describe, expect, it } from 'vitest';
import { CRISIS_CATEGORIES } from './crisis/detector';
import {
  CRISIS_CARD_CLOSING,
  CRISIS_RESOURCES,
  crisisIntro,
  crisisReplyText,
  crisisResources,
  crisisStateOf,
  RISK_LEVELS,
  riskShowsCard,
  NOT_SAFE_ANSWER,
  resourcesFor,
  SAFE_ACKNOWLEDGEMENTS,
  SAFE_ANSWER,
  safeAcknowledgements,
  SAFETY_QUESTION,
  saysNotSafe,
  saysSafe,
  youthLinesFor,
} from './crisis-care';

describe('CRISIS_RESOURCES and resourcesFor', () => {
  const numbers = (categories: Parameters<typeof resourcesFor>[0]) => resourcesFor(categories).map((r) => r.number);

  it('gives every resource a dialable tel: link, or sms: for the 114', () => {
    for (const resource of CRISIS_RESOURCES) {
      expect(resource.href).toMatch(/^(?:tel|sms):(?:\d+|\+33\d{9})$/);
      const digits = resource.number.replace(/\s/g, '');
      const dialled = resource.href.replace(/^(?:tel|sms):/, '');
      expect(dialled).toBe(dialled.startsWith('+33') ? `+33${digits.slice(1)}` : digits);
      expect(resource.name && resource.description && resource.when).toBeTruthy();
    }
    expect(CRISIS_RESOURCES.find((r) => r.id === '114')?.href).toBe('sms:114');
    expect(CRISIS_RESOURCES.find((r) => r.id === 'fil-sante-jeunes')?.href).toBe('tel:0800235236');
  });

  it('puts 3114 first for every category, and lists every number once', () => {
    for (const category of CRISIS_CATEGORIES) {
      const list = numbers([category]);
      expect(list[0]).toBe('3114');
      expect(new Set(list).size).toBe(CRISIS_RESOURCES.length);
    }
  });

  it('brings the police and 3919 right after 3114 when there is violence', () => {
    expect(numbers(['violence']).slice(0, 3)).toEqual(['3114', '17', '3919']);
    expect(numbers(['suicide']).slice(0, 3)).toEqual(['3114', '15', '112']);
  });
});

describe('young people first (issue 16)', () => {
  const ids = (list: { id: string }[]) => list.map((r) => r.id);

  it('gives the 119 and Fil Santé Jeunes first under 15, then 3114, on the card and on /aide', () => {
    for (const age of [12, 13, 14]) {
      for (const category of CRISIS_CATEGORIES) {
        const list = ids(resourcesFor([category], 'female', age));
        expect(list.slice(0, 3), `${age} ${category}`).toEqual(['119', 'fil-sante-jeunes', '3114']);
        expect(new Set(list).size).toBe(CRISIS_RESOURCES.length);
      }
      expect(ids(crisisResources('male', age)).slice(0, 3)).toEqual(['119', 'fil-sante-jeunes', '3114']);
    }
  });

  it('keeps the violence order after them: the police and 3919 right after 3114', () => {
    expect(ids(resourcesFor(['violence'], undefined, 13)).slice(0, 5)).toEqual(['119', 'fil-sante-jeunes', '3114', 'police', '3919']);
  });

  it('leaves 3114 first from 15 (Fil Santé Jeunes closes at night), and when the age is unknown (signed out)', () => {
    for (const age of [15, 18, 21, 25, 26, 40, 100, null, undefined]) {
      expect(ids(resourcesFor(['suicide'], undefined, age))).toEqual(ids(resourcesFor(['suicide'])));
      expect(ids(crisisResources(undefined, age))[0]).toBe('3114');
    }
    expect(youthLinesFor(Number.NaN)).toEqual([]);
    expect(youthLinesFor(14)).toEqual(['119', 'fil-sante-jeunes']);
    expect(youthLinesFor(15)).toEqual([]);
  });
});

describe('crisisReplyText', () => {
  it('is a short sentence, the safety question, the numbers with 3114 first, and a closing line', () => {
    const paragraphs = crisisReplyText(['suicide']).split('\n\n');
    expect(paragraphs).toHaveLength(4);
    expect(paragraphs[1]).toBe(SAFETY_QUESTION);
    expect(paragraphs[2]?.split('\n')[0]).toContain('3114');
    expect(paragraphs[3]).toBe(CRISIS_CARD_CLOSING);
  });
});

describe('the card’s words agree with the gender given at signup', () => {
  const texts = (gender?: 'female' | 'male' | 'other') => [
    crisisIntro(['suicide'], gender),
    crisisIntro(['violence'], gender),
    crisisReplyText(['suicide'], gender),
    crisisReplyText(['violence'], gender),
    ...resourcesFor(['suicide'], gender).map((r) => r.when),
    ...crisisResources(gender).map((r) => r.when),
    ...safeAcknowledgements(gender),
  ];

  it('says « seule », « blessée » to a woman and « seul », « blessé » to a man, never « ·e » nor a brace', () => {
    expect(crisisIntro(['suicide'], 'female')).toMatch(/tu n'as pas à le porter seule\.$/);
    expect(crisisIntro(['violence'], 'male')).toMatch(/Tu n'as pas à affronter ça seul\.$/);
    expect(crisisReplyText(['suicide'], 'female')).toContain('si tu t’es blessée ou si');
    expect(crisisReplyText(['suicide'], 'male')).toContain('si tu t’es blessé ou si');
    expect(crisisResources('female').find((r) => r.id === '114')?.when).toContain('tu es sourde ou malentendante');
    expect(safeAcknowledgements('male')[2]).toContain("Qu'est-ce qui t'a aidé à traverser");
    for (const text of [...texts('female'), ...texts('male')]) expect(text).not.toMatch(/[·{}]/);
  });

  it('keeps the inclusive form for « Autre » and when no gender is given, as before', () => {
    expect(texts('other')).toEqual(texts());
    expect(crisisIntro(['suicide'])).toMatch(/tu n'as pas à le porter seul·e\.$/);
    expect(CRISIS_RESOURCES.find((r) => r.id === 'samu')?.when).toContain('blessé·e');
    expect(SAFE_ACKNOWLEDGEMENTS[2]).toContain("t'a aidé·e");
    for (const text of texts()) expect(text).not.toMatch(/[{}]/);
  });
});

describe('saysSafe and saysNotSafe', () => {
  it('hears « je suis en sécurité » and its variants anywhere', () => {
    for (const text of [
      'Je suis en sécurité',
      'ok je suis en securite maintenant',
      "t'inquiète je suis à l'abri",
      'je me sens en sécurité là',
      SAFE_ANSWER,
      'je vais rien faire, promis',
    ]) {
      expect(saysSafe(text, false), text).toBe(true);
    }
  });

  it('hears a bare « oui » only as the answer to the question', () => {
    expect(saysSafe('oui', true)).toBe(true);
    expect(saysSafe('oui ça va aller', true)).toBe(true);
    expect(saysSafe('oui', false)).toBe(false);
  });

  it('never takes a negation for safety', () => {
    for (const text of ['je ne suis pas en sécurité', 'je suis pas en securite', 'non', 'pas vraiment', NOT_SAFE_ANSWER]) {
      expect(saysSafe(text, true), text).toBe(false);
      expect(saysNotSafe(text, true), text).toBe(true);
    }
    expect(saysNotSafe('non', false)).toBe(false);
  });
});

describe('crisisStateOf', () => {
  const now = new Date('2026-11-23T03:00:00Z');
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000);
  const row = (role: string, kind: string | null, hoursAgo = 0.1) => ({ role, kind, createdAt: at(hoursAgo) });

  it('is active after a crisis card, and awaits the answer while the card is Janne’s last word', () => {
    expect(crisisStateOf([row('user', null), row('assistant', 'crisis'), row('user', null)], now)).toEqual({
      active: true,
      awaitingAnswer: true,
    });
    expect(crisisStateOf([row('assistant', null), row('user', null), row('assistant', 'crisis')], now)).toEqual({
      active: true,
      awaitingAnswer: false,
    });
  });

  it('ends when Janne acknowledged « je suis en sécurité », or a day after the card', () => {
    expect(crisisStateOf([row('assistant', 'safe'), row('user', null), row('assistant', 'crisis')], now).active).toBe(false);
    expect(crisisStateOf([row('assistant', 'crisis', 25)], now).active).toBe(false);
    expect(crisisStateOf([row('assistant', 'crisis', 23)], now).active).toBe(true);
  });

  it('is inactive in a conversation without any card', () => {
    expect(crisisStateOf([row('user', null), row('assistant', null)], now)).toEqual({ active: false, awaitingAnswer: false });
    expect(crisisStateOf([], now)).toEqual({ active: false, awaitingAnswer: false });
  });
});

describe('riskShowsCard', () => {
  it('shows the card from a moderate risk up', () => {
    expect(RISK_LEVELS.filter(riskShowsCard)).toEqual(['moderate', 'high', 'imminent']);
  });
});
