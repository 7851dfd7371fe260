/**
 * SPEC.md §3 journal entry: the content is stored as 'Humeur: N/10', a blank line, then the text,
 * and the mood is read back from that prefix. An entry without the prefix has no mood (the entry
 * made from the breakup story, for one).
 */

export const MOOD_MIN = 1;
export const MOOD_MAX = 10;
export const MOOD_DEFAULT = 5;

const MOOD_PREFIX = /^Humeur: (\d{1,2})\/10\n\n/;

export function formatJournalContent(mood: number | null, text: string): string {
  return mood === null ? text : `Humeur: ${mood}/10\n\n${text}`;
}

export function parseJournalContent(content: string): { mood: number | null; text: string } {
  const match = MOOD_PREFIX.exec(content);
  if (!match) return { mood: null, text: content };
  const mood = Number(match[1]);
  if (mood < MOOD_MIN || mood > MOOD_MAX) return { mood: null, text: content };
  return { mood, text: content.slice(match[0].length) };
}

/** The entry saved with the story (SPEC.md §4 Story creation flow, step 2). */
export function storyJournalText(exName: string, story: string): string {
  return `Ma rupture avec ${exName}\n\n${story}`;
}
