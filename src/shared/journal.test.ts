import { describe, expect, it } from 'vitest';
import {
  cleanJournalQuestion,
  formatJournalContent,
  JournalEntryInputSchema,
  MOOD_REQUIRED,
  MoodChoiceSchema,
  parseJournalContent,
  storyJournalText,
} from './journal';

describe('journal content (SPEC §3)', () => {
  it("stores 'Humeur: N/10', a blank line, then the text", () => {
    expect(formatJournalContent(7, 'Une bonne journée.')).toBe('Humeur: 7/10\n\nUne bonne journée.');
  });

  it('reads the mood back from the prefix', () => {
    expect(parseJournalContent('Humeur: 10/10\n\nRadieuse.')).toEqual({ mood: 10, text: 'Radieuse.' });
    expect(parseJournalContent(formatJournalContent(1, 'Dur.\n\nTrès dur.'))).toEqual({ mood: 1, text: 'Dur.\n\nTrès dur.' });
  });

  it('has no mood without the prefix, or with a mood out of range', () => {
    expect(parseJournalContent('Ma rupture avec Alex\n\nTexte')).toEqual({ mood: null, text: 'Ma rupture avec Alex\n\nTexte' });
    expect(parseJournalContent('Humeur: 11/10\n\nx').mood).toBeNull();
    expect(parseJournalContent('Humeur: 0/10\n\nx').mood).toBeNull();
    expect(formatJournalContent(null, 'x')).toBe('x');
  });

  it('titles the story entry with the ex’s name', () => {
    expect(storyJournalText('Alex', 'Il est parti.')).toBe('Ma rupture avec Alex\n\nIl est parti.');
  });
});

describe('cleanJournalQuestion (SPEC §7 (2))', () => {
  it('appends a question mark when missing', () => {
    expect(cleanJournalQuestion("Qu'as-tu ressenti ce matin")).toBe("Qu'as-tu ressenti ce matin ?");
    expect(cleanJournalQuestion("Qu'as-tu ressenti ce matin.")).toBe("Qu'as-tu ressenti ce matin ?");
    expect(cleanJournalQuestion('« Comment vas-tu ? »')).toBe('Comment vas-tu ?');
    expect(cleanJournalQuestion('')).toMatch(/évolué/);
  });
});

describe('the mood: never preset, and plainly asked for (issue 27)', () => {
  const message = (value: unknown) => MoodChoiceSchema.safeParse(value).error?.issues[0]?.message;

  it("reads the scale's value, given as text, as the number it stands for", () => {
    expect(MoodChoiceSchema.parse('7')).toBe(7);
    expect(MoodChoiceSchema.parse(1)).toBe(1);
    expect(MoodChoiceSchema.parse('10')).toBe(10);
  });

  it('says a mood is needed when none is chosen', () => {
    for (const none of [null, undefined, '']) expect(message(none)).toBe(MOOD_REQUIRED);
    expect(MOOD_REQUIRED).toBe('Choisis ton humeur, de 1 à 10.');
  });

  it('refuses what is not a mood of 1 to 10', () => {
    for (const wrong of ['0', '11', '4.5', 'beaucoup']) expect(message(wrong)).toBe("L'humeur doit être un nombre de 1 à 10.");
  });

  it('gives the API the same plain word when the mood is missing from an entry', () => {
    const result = JournalEntryInputSchema.safeParse({ content: 'Un texte', date: '2026-01-01', timeZone: 'Europe/Paris' });
    expect(result.error?.issues.find((issue) => issue.path[0] === 'mood')?.message).toBe(MOOD_REQUIRED);
  });
});
