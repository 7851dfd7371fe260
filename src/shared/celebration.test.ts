import { describe, expect, it } from 'vitest';
import { celebratesNewCount, celebratesOnLoad, celebrationMessage } from './celebration';

describe('celebratesNewCount (after a no-contact edit)', () => {
  it('celebrates a count over 2', () => {
    expect([0, 1, 2].map(celebratesNewCount)).toEqual([false, false, false]);
    expect([3, 4, 10].map(celebratesNewCount)).toEqual([true, true, true]);
  });
});

describe('celebratesOnLoad', () => {
  const today = '2026-11-21';
  it('never for 2 days or less', () => {
    expect(celebratesOnLoad(2, null, today)).toBe(false);
    expect(celebratesOnLoad(0, null, today)).toBe(false);
  });

  it('the first time ever, from 3 days', () => {
    expect(celebratesOnLoad(3, null, today)).toBe(true);
    expect(celebratesOnLoad(7, null, today)).toBe(true);
  });

  it('then on multiples of 5, once a day', () => {
    expect(celebratesOnLoad(10, '2026-11-16', today)).toBe(true);
    expect(celebratesOnLoad(10, today, today)).toBe(false);
    expect(celebratesOnLoad(5, '2026-11-20', today)).toBe(true);
  });

  it('not on other days once celebrated', () => {
    expect(celebratesOnLoad(7, '2026-11-19', today)).toBe(false);
    expect(celebratesOnLoad(3, '2026-11-20', today)).toBe(false);
  });
});

describe('celebrationMessage', () => {
  it('says the count in French', () => {
    expect(celebrationMessage(10)).toBe('Bravo, 10 jours sans contact');
  });
});
