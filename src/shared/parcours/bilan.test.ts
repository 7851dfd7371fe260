import { describe, expect, it } from 'vitest';
import { agreeText } from '../gender';
import {
  bilanLead,
  BILAN_QUESTIONS,
  BILAN_SCORE_MAX,
  BilanInputSchema,
  bilanScore,
  DAILY_LIFE_INDEX,
  helpReasons,
  isBilanDue,
  nextBilanOn,
} from './bilan';

const result = (answers: number[]) => ({ answers, score: bilanScore(answers) });
const flat = (value: number) => result(Array.from({ length: 7 }, () => value));

describe('the weekly bilan', () => {
  it('has seven questions in our own tutoiement, scored 0 to 28, that agree with the person', () => {
    expect(BILAN_QUESTIONS).toHaveLength(7);
    expect(BILAN_SCORE_MAX).toBe(28);
    for (const { text } of BILAN_QUESTIONS) {
      expect(text).not.toMatch(/\bvous\b|\bvotre\b|\bvos\b/i);
      expect(agreeText(text, 'female')).not.toMatch(/[{}·]/);
      expect(agreeText(text, 'male')).not.toMatch(/[{}·]/);
    }
    expect(agreeText(BILAN_QUESTIONS[2]!.text, 'female')).toContain('seule');
  });

  it('accepts seven whole answers from 0 to 4 only', () => {
    expect(BilanInputSchema.safeParse({ answers: [0, 1, 2, 3, 4, 0, 1], timeZone: 'Europe/Paris' }).success).toBe(true);
    for (const answers of [
      [0, 1, 2],
      [0, 1, 2, 3, 4, 0, 5],
      [0, 1, 2, 3, 4, 0, -1],
      [0, 1, 2, 3, 4, 0, 0.5],
    ]) {
      expect(BilanInputSchema.safeParse({ answers, timeZone: 'Europe/Paris' }).success).toBe(false);
    }
  });

  it('is first due on the parcours’s seventh day, then seven days after the last', () => {
    expect(nextBilanOn(null, null)).toBeNull();
    expect(nextBilanOn('2026-01-01', null)).toBe('2026-01-07');
    expect(nextBilanOn('2026-01-01', '2026-01-09')).toBe('2026-01-16');
    expect(isBilanDue('2026-01-07', '2026-01-06')).toBe(false);
    expect(isBilanDue('2026-01-07', '2026-01-07')).toBe(true);
    expect(isBilanDue('2026-01-07', '2026-02-20')).toBe(true);
    expect(isBilanDue(null, '2026-02-20')).toBe(false);
  });
});

describe('helpReasons: when the result points to a professional', () => {
  it('high two bilans running (14 of 28 or more)', () => {
    expect(helpReasons([flat(2)])).toEqual([]);
    expect(helpReasons([flat(2), flat(2)])).toEqual(['high-twice']);
    expect(helpReasons([flat(2), flat(1), flat(2)])).toEqual([]);
  });

  it('rising three bilans running, even from low', () => {
    expect(helpReasons([flat(0), result([1, 0, 0, 0, 0, 0, 0]), result([1, 1, 0, 0, 0, 0, 0])])).toEqual(['rising']);
    expect(helpReasons([flat(0), result([1, 0, 0, 0, 0, 0, 0]), result([1, 0, 0, 0, 0, 0, 0])])).toEqual([]);
  });

  it('daily life at its worst in the last one', () => {
    const answers = [0, 0, 0, 0, 0, 0, 0];
    answers[DAILY_LIFE_INDEX] = 4;
    expect(helpReasons([result(answers)])).toEqual(['daily-life']);
    expect(helpReasons([result(answers), flat(0)])).toEqual([]);
  });

  it('lower answers, nothing', () => {
    expect(helpReasons([flat(1), flat(1), flat(1)])).toEqual([]);
  });
});

describe('bilanLead (issue 41)', () => {
  it('welcomes the first bilan without a bare number', () => {
    expect(bilanLead(21, null)).toMatch(/^Merci d’avoir pris ce temps pour toi\./);
    expect(bilanLead(21, null)).not.toMatch(/\d/);
  });
  it('says first that a week was better, with how much', () => {
    expect(bilanLead(14, 21)).toBe(
      'Cette semaine a été plus légère que la précédente : 7 points de moins. C’est du chemin parcouru, et il est à toi.',
    );
    expect(bilanLead(20, 21)).toMatch(/1 point de moins/);
  });
  it('says a same or heavier week without judging', () => {
    expect(bilanLead(14, 14)).toMatch(/ressemble à la précédente/);
    expect(bilanLead(16, 14)).toMatch(/plus lourd que la précédente \(2 points de plus\).*pas pour te juger/);
  });
});
