import { describe, expect, it } from 'vitest';
import { agreeText } from '../gender';
import { PARCOURS_LENGTH, PARCOURS_WEEKS } from './content';
import { PARCOURS_DAYS } from './days';
import { SOURCES, type SourceKey } from './sources';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const textsOf = (day: (typeof PARCOURS_DAYS)[number]) => [day.title, day.theme, ...day.reading, day.exercise.prompt];

describe('the 28 days of « Mon parcours »', () => {
  it('are 28, numbered in order, seven a week', () => {
    expect(PARCOURS_DAYS).toHaveLength(PARCOURS_LENGTH);
    PARCOURS_DAYS.forEach((day, index) => {
      expect(day.day).toBe(index + 1);
      expect(day.week).toBe(Math.floor(index / 7) + 1);
      expect(PARCOURS_WEEKS[day.week]).toBeDefined();
    });
  });

  it('each have a reading of two to three minutes (about 250 to 550 words) and an exercise', () => {
    for (const day of PARCOURS_DAYS) {
      const count = words(day.reading.join(' '));
      expect(count, `day ${day.day}: ${count} words`).toBeGreaterThanOrEqual(250);
      expect(count, `day ${day.day}: ${count} words`).toBeLessThanOrEqual(550);
      expect(day.title.length, `day ${day.day}`).toBeLessThanOrEqual(60);
      expect(day.exercise.prompt.trim().length, `day ${day.day}`).toBeGreaterThan(10);
    }
  });

  it('tutoie the person and only mark words that agree (braces)', () => {
    for (const day of PARCOURS_DAYS) {
      for (const text of textsOf(day)) {
        expect(text, `day ${day.day}`).not.toMatch(/\bvous\b|\bvotre\b|\bvos\b/i);
        // After agreement no brace is left and no inclusive dot in a marked word stays for a woman or a man.
        for (const gender of ['female', 'male', 'other'] as const) expect(agreeText(text, gender)).not.toMatch(/[{}]/);
      }
    }
  });

  it('rest on published findings: every day names at least one, and every source is used', () => {
    const used = new Set<SourceKey>();
    for (const day of PARCOURS_DAYS) {
      expect(day.sources.length, `day ${day.day}`).toBeGreaterThan(0);
      for (const key of day.sources) {
        expect(SOURCES[key], `day ${day.day}: ${key}`).toBeDefined();
        used.add(key);
      }
    }
    for (const [key, source] of Object.entries(SOURCES)) {
      expect(used.has(key as SourceKey) || key === 'field-et-al-2009', key).toBe(true);
      expect(source.finding.length, key).toBeGreaterThan(40);
    }
  });

  it('use every tool the app has, and the first day starts with the journal (a few gentle lines)', () => {
    const kinds = new Set(PARCOURS_DAYS.map((day) => day.exercise.kind));
    for (const kind of ['journal', 'matrix', 'letter', 'reason', 'goal', 'safety-plan', 'grounding', 'action'] as const) {
      expect(kinds.has(kind), kind).toBe(true);
    }
    expect(PARCOURS_DAYS[0]!.exercise.kind).toBe('journal');
  });
});
