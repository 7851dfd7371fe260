import { describe, expect, it } from 'vitest';
import { CRISIS_CATEGORIES } from './crisis';
import {
  cardResources,
  CRISIS_CARD_CLOSING,
  CRISIS_RESOURCES,
  crisisIntro,
  crisisReplyText,
  crisisResources,
  resourcesFor,
  SAFE_ACKNOWLEDGEMENTS,
  safeAcknowledgements,
  SAFETY_QUESTION,
  youthLinesFor,
} from './crisis-care';
import { RISK_LEVELS, riskShowsCard } from './crisis-state';
import { crisisModeOf, lockScreenResources } from './crisis-care';

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

describe('the card shows what fits the person: cardResources (issue 24)', () => {
  const ids = (list: readonly { id: string }[]) => list.map((r) => r.id);
  const shown = (...args: Parameters<typeof cardResources>) => ids(cardResources(...args).shown);
  const others = (...args: Parameters<typeof cardResources>) => ids(cardResources(...args).others);
  const YOUTH_AND_WOMEN = ['119', 'fil-sante-jeunes', '3919'];

  it('gives a 41-year-old man in a suicidal crisis 3114, 15 and 112, and no 119, Fil Santé Jeunes nor 3919', () => {
    expect(shown(['suicide'], 'male', 41)).toEqual(['3114', 'samu', '112']);
    for (const id of YOUTH_AND_WOMEN) expect(others(['suicide'], 'male', 41)).toContain(id);
  });

  it('gives a 17-year-old 3114, then the 119 and Fil Santé Jeunes, then 15 and 112', () => {
    for (const gender of ['female', 'male', 'other', null] as const) {
      expect(shown(['suicide'], gender, 17)).toEqual(['3114', '119', 'fil-sante-jeunes', 'samu', '112']);
    }
  });

  it('puts 3114 first for everyone, the youngest too (3114 answers every hour; Fil Santé Jeunes closes at 23 h)', () => {
    for (const age of [12, 13, 14, 15, 20, 21, 25, 26, 41, 100, null, undefined, Number.NaN]) {
      for (const category of CRISIS_CATEGORIES) {
        for (const gender of ['female', 'male', 'other', null] as const) {
          expect(shown([category], gender, age)[0], `${age} ${category} ${gender}`).toBe('3114');
        }
      }
    }
    expect(shown(['suicide'], 'female', 13)).toEqual(['3114', '119', 'fil-sante-jeunes', 'samu', '112']);
  });

  it('gives the 119 only under 21 and Fil Santé Jeunes only from 12 to 25', () => {
    expect(shown(['suicide'], 'female', 20)).toEqual(['3114', '119', 'fil-sante-jeunes', 'samu', '112']);
    expect(shown(['suicide'], 'female', 21)).toEqual(['3114', 'fil-sante-jeunes', 'samu', '112']);
    expect(shown(['suicide'], 'female', 25)).toEqual(['3114', 'fil-sante-jeunes', 'samu', '112']);
    expect(shown(['suicide'], 'female', 26)).toEqual(['3114', 'samu', '112']);
    expect(youthLinesFor(11)).toEqual(['119']);
    expect(youthLinesFor(14)).toEqual(['119', 'fil-sante-jeunes']);
    expect(youthLinesFor(22)).toEqual(['fil-sante-jeunes']);
    expect(youthLinesFor(30)).toEqual([]);
  });

  it('keeps the young people’s lines out of the main list when the age is unknown', () => {
    for (const age of [null, undefined, Number.NaN]) {
      expect(shown(['suicide'], 'female', age)).toEqual(['3114', 'samu', '112']);
      expect(youthLinesFor(age)).toEqual([]);
    }
  });

  it('gives a woman facing violence 3114, the police and 3919, then 15 and 112', () => {
    expect(shown(['violence'], 'female', 34)).toEqual(['3114', 'police', '3919', 'samu', '112']);
    expect(shown(['suicide', 'violence'], 'female', 34)).toEqual(['3114', 'police', '3919', 'samu', '112']);
  });

  it('gives 3919 with violence when the gender is unknown or « Autre », but keeps it in « Autres numéros » for a man', () => {
    expect(shown(['violence'], null, 34)).toEqual(['3114', 'police', '3919', 'samu', '112']);
    expect(shown(['violence'], undefined, undefined)).toEqual(['3114', 'police', '3919', 'samu', '112']);
    expect(shown(['violence'], 'other', 34)).toEqual(['3114', 'police', '3919', 'samu', '112']);
    expect(shown(['violence'], 'male', 34)).toEqual(['3114', 'police', 'samu', '112']);
    expect(others(['violence'], 'male', 34)).toContain('3919');
  });

  it('puts the young people’s lines before the police and 3919 for a young person facing violence', () => {
    expect(shown(['violence'], 'female', 16)).toEqual(['3114', '119', 'fil-sante-jeunes', 'police', '3919', 'samu', '112']);
  });

  it('keeps the police and 3919 in « Autres numéros » when there is no violence', () => {
    for (const category of CRISIS_CATEGORIES.filter((c) => c !== 'violence')) {
      expect(shown([category], 'female', 30)).not.toContain('police');
      expect(shown([category], 'female', 30)).not.toContain('3919');
    }
  });

  it('gives the SMS line and SOS Amitié first in « Autres numéros »', () => {
    expect(others(['suicide'], 'male', 41).slice(0, 2)).toEqual(['114', 'sos-amitie']);
    expect(others(['violence'], 'female', 16).slice(0, 2)).toEqual(['114', 'sos-amitie']);
  });

  it('lists every helpline exactly once, in the main list or in « Autres numéros »', () => {
    for (const age of [12, 14, 17, 20, 23, 25, 41, 100, null, undefined]) {
      for (const gender of ['female', 'male', 'other', null, undefined] as const) {
        for (const categories of [...CRISIS_CATEGORIES.map((c) => [c]), [...CRISIS_CATEGORIES], []]) {
          const { shown: main, others: rest } = cardResources(categories, gender, age);
          const all = ids([...main, ...rest]);
          expect(all.toSorted(), `${age} ${gender} ${categories.join()}`).toEqual(ids(CRISIS_RESOURCES).toSorted());
          expect(new Set(all).size).toBe(all.length);
        }
      }
    }
  });

  it('makes resourcesFor the main list followed by « Autres numéros »', () => {
    const { shown: main, others: rest } = cardResources(['violence'], 'male', 19);
    expect(ids(resourcesFor(['violence'], 'male', 19))).toEqual(ids([...main, ...rest]));
  });

  it('makes the « when » agree with the person in both lists', () => {
    const { shown: main, others: rest } = cardResources(['suicide'], 'female', 30);
    expect(main.find((r) => r.id === 'samu')?.when).toContain('blessée');
    expect(rest.find((r) => r.id === '114')?.when).toContain('sourde ou malentendante');
  });
});

describe('/aide lists every number, 3114 first (issues 16 and 24)', () => {
  const ids = (list: readonly { id: string }[]) => list.map((r) => r.id);

  it('gives a young person 3114 first, then the young people’s lines that fit their age', () => {
    for (const age of [12, 13, 14, 17]) {
      expect(ids(crisisResources('male', age)).slice(0, 3)).toEqual(['3114', '119', 'fil-sante-jeunes']);
    }
    expect(ids(crisisResources('male', 23)).slice(0, 2)).toEqual(['3114', 'fil-sante-jeunes']);
  });

  it('keeps the usual order from 26, and when the age is unknown (signed out)', () => {
    for (const age of [26, 40, 100, null, undefined]) {
      expect(ids(crisisResources(undefined, age))).toEqual(ids(CRISIS_RESOURCES));
      expect(ids(crisisResources(undefined, age))[0]).toBe('3114');
    }
  });

  it('lists every number once, whatever the age', () => {
    for (const age of [12, 17, 23, 41, null]) {
      expect(ids(crisisResources('female', age)).toSorted()).toEqual(ids(CRISIS_RESOURCES).toSorted());
    }
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
    expect(safeAcknowledgements('male')[2]).toContain("Tu n'as pas à être fort tout de suite");
    for (const text of [...texts('female'), ...texts('male')]) expect(text).not.toMatch(/[·{}]/);
  });

  it('keeps the inclusive form for « Autre » and when no gender is given, as before', () => {
    expect(texts('other')).toEqual(texts());
    expect(crisisIntro(['suicide'])).toMatch(/tu n'as pas à le porter seul·e\.$/);
    expect(CRISIS_RESOURCES.find((r) => r.id === 'samu')?.when).toContain('blessé·e');
    expect(SAFE_ACKNOWLEDGEMENTS[2]).toContain('être fort·e');
    for (const text of texts()) expect(text).not.toMatch(/[{}]/);
  });
});

describe('crisisModeOf: crisis mode as the chat sees it', () => {
  const now = new Date('2026-11-23T03:00:00Z');
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000).toISOString();
  it('holds after a card, its next step or the check, until « je suis en sécurité » or a day', () => {
    expect(crisisModeOf([{ createdAt: at(1), crisis: ['suicide'] }, { createdAt: at(0.5) }], now)).toBe(true);
    expect(
      crisisModeOf(
        [
          { createdAt: at(1), crisis: ['suicide'] },
          { createdAt: at(0.5), safetyCheck: true },
        ],
        now,
      ),
    ).toBe(true);
    expect(crisisModeOf([{ createdAt: at(1), crisis: ['suicide'] }, { createdAt: at(0.5), safe: true }, { createdAt: at(0.2) }], now)).toBe(
      false,
    );
    expect(crisisModeOf([{ createdAt: at(25), crisis: ['suicide'] }, { createdAt: at(0.2) }], now)).toBe(false);
    expect(crisisModeOf([{ createdAt: at(0.2) }], now)).toBe(false);
  });
});

describe('riskShowsCard', () => {
  it('shows the card from a moderate risk up', () => {
    expect(RISK_LEVELS.filter(riskShowsCard)).toEqual(['moderate', 'high', 'imminent']);
  });
});

describe('the lock screen’s lines (issue 41)', () => {
  it('are 3114, the SAMU and 112, as tap-to-call links', () => {
    expect(lockScreenResources().map((line) => line.href)).toEqual(['tel:3114', 'tel:15', 'tel:112']);
  });
});
