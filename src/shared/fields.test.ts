import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarDay, EARLIEST_DAY, freeText, UNSTORABLE_TEXT_MESSAGE, PageQuerySchema, TOO_EARLY_MESSAGE } from './fields';
import { z } from './zod';

const messagesOf = (result: { error?: z.ZodError }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('freeText', () => {
  const required = freeText({ max: 10, required: 'Le texte est vide.', tooLong: 'Trop long.' });
  const blankAllowed = freeText({ max: 10, notText: 'Ce doit être un texte.', tooLong: 'Trop long.' });

  it('trims, and says in French what is wrong: not text, blank, too long', () => {
    expect(required.parse('  bonjour ')).toBe('bonjour');
    expect(messagesOf(required.safeParse(42))).toEqual(['Le texte est vide.']);
    expect(messagesOf(required.safeParse('   '))).toEqual(['Le texte est vide.']);
    expect(messagesOf(required.safeParse('x'.repeat(11)))).toEqual(['Trop long.']);
    expect(blankAllowed.parse('  ')).toBe('');
    expect(messagesOf(blankAllowed.safeParse(null))).toEqual(['Ce doit être un texte.']);
  });

  it('refuses a NUL character anywhere, with its own French message first', () => {
    for (const text of ['a\u0000b', '\u0000', 'fin\u0000', `${'x'.repeat(20)}\u0000`]) {
      for (const schema of [required, blankAllowed]) {
        const result = schema.safeParse(text);
        expect(result.success, JSON.stringify(text)).toBe(false);
        expect(messagesOf(result)[0]).toBe(UNSTORABLE_TEXT_MESSAGE);
      }
    }
    expect(UNSTORABLE_TEXT_MESSAGE).toMatch(/caractère/);
  });

  it('refuses half an emoji (a lone surrogate) as it refuses NUL, with the same message, rather than storing U+FFFD', () => {
    const halves = ['\ud800', 'x\udfffy', 'fin \ud83d', '\ude22 début', '😢'.slice(0, 1), '😢'.slice(1), '\ude22\ud83d'];
    for (const text of halves) {
      for (const schema of [required, blankAllowed]) {
        const result = schema.safeParse(text);
        expect(result.success, JSON.stringify(text)).toBe(false);
        expect(messagesOf(result)[0]).toBe(UNSTORABLE_TEXT_MESSAGE);
      }
    }
  });

  it('keeps every other character a person may type or paste: accents, emoji, tabs, line breaks', () => {
    expect(required.parse('é\t😢\nà')).toBe('é\t😢\nà');
    expect(required.parse('👩🏽‍🦱 𝄞 \ud83d\ude22')).toBe('👩🏽‍🦱 𝄞 😢');
  });
});

describe('calendarDay', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const lastContact = calendarDay({ until: 'today', tooLate: 'Pas dans le futur.' });
  const rangeEnd = calendarDay({ until: 'end-of-this-month', tooLate: 'Trop loin.' });

  it('refuses years 0000 and 0001 and any day before 1900, which JavaScript and PostgreSQL read differently', () => {
    for (const day of ['0000-01-01', '0001-01-01', '0099-12-31', '1899-12-31']) {
      expect(messagesOf(lastContact.safeParse(day)), day).toEqual([TOO_EARLY_MESSAGE]);
      expect(messagesOf(rangeEnd.safeParse(day)), day).toEqual([TOO_EARLY_MESSAGE]);
    }
    expect(lastContact.parse(EARLIEST_DAY)).toBe('1900-01-01');
    expect(TOO_EARLY_MESSAGE).toMatch(/1900/);
  });

  it('refuses a malformed or impossible day in French', () => {
    for (const day of ['hier', '2024-02-30', '2023-02-29', '2024-13-01', '24-01-01', '+275760-09-13', 20240101]) {
      expect(messagesOf(lastContact.safeParse(day)), String(day)).toEqual(['La date doit être au format AAAA-MM-JJ.']);
    }
  });

  it('accepts a past day up to the far side of the date line’s today, and no later', () => {
    // 20:00 UTC on 10 March: already 11 March in Kiribati (UTC+14).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T20:00:00Z'));
    expect(lastContact.parse('2026-03-10')).toBe('2026-03-10');
    expect(lastContact.parse('2026-03-11')).toBe('2026-03-11');
    expect(messagesOf(lastContact.safeParse('2026-03-12'))).toEqual(['Pas dans le futur.']);
    expect(messagesOf(lastContact.safeParse('9999-12-31'))).toEqual(['Pas dans le futur.']);
  });

  it("accepts the person's today just after their midnight, while UTC is still on the day before", () => {
    // 23:30 UTC on 10 March: 00:30 on 11 March in Paris, 13:30 in Kiribati; 12 March is nobody's today.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T23:30:00Z'));
    expect(lastContact.parse('2026-03-11')).toBe('2026-03-11');
    expect(messagesOf(lastContact.safeParse('2026-03-12'))).toEqual(['Pas dans le futur.']);
  });

  it('lets a range end on the last day of the month on screen, and no later', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T08:00:00Z'));
    expect(rangeEnd.parse('2026-03-31')).toBe('2026-03-31');
    expect(messagesOf(rangeEnd.safeParse('2026-04-01'))).toEqual(['Trop loin.']);
    // Late on the last day of the month (UTC), Kiribati is already in the next month.
    vi.setSystemTime(new Date('2026-03-31T22:00:00Z'));
    expect(rangeEnd.parse('2026-04-30')).toBe('2026-04-30');
    expect(messagesOf(rangeEnd.safeParse('2026-05-01'))).toEqual(['Trop loin.']);
  });
});

describe('PageQuerySchema', () => {
  it('reads the cursor (a row id, never a shared counter) and the page size from the query string', () => {
    const id = '3f2b8c1e-9a4d-4f6b-8c2e-1d5a7b9c0e4f';
    expect(PageQuerySchema.parse({})).toEqual({ limit: 50 });
    expect(PageQuerySchema.parse({ before: id, limit: '20' })).toEqual({ before: id, limit: 20 });
    expect(PageQuerySchema.safeParse({ limit: '1000' }).success).toBe(false);
    for (const before of ['120', '-1', 'a\u0000b', '']) {
      const result = PageQuerySchema.safeParse({ before });
      expect(result.success, before).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Ce curseur de page est inconnu.');
    }
  });
});
