import { describe, expect, it } from 'vitest';
import { cleanJournalQuestion, formatJournalContent, parseJournalContent, storyJournalText } from './journal';

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
