import { describe, expect, it } from 'vitest';
import { chatMarkdown, journalMarkdown } from './export-markdown';

/** The pieces of a streamed file, joined; the rows given as the pages would give them. */
async function whole(pieces: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const piece of pieces) text += piece;
  return text;
}
async function* rows<T>(items: T[]): AsyncGenerator<T> {
  yield* items;
}

const options = { exportedAt: new Date('2026-11-25T16:30:00Z'), timeZone: 'Europe/Paris' };

describe('journalMarkdown', () => {
  it('heads each entry with its own day in French and the mood, and keeps the words as written', async () => {
    const text = await whole(
      journalMarkdown(
        rows([
          { date: '2026-10-31T23:30:00Z', localDate: '2026-11-01', mood: null, text: 'Ma rupture avec Alex\n\nQuatre ans.' },
          { date: '2026-11-25T09:00:00Z', localDate: '2026-11-25', mood: 6, text: 'Un peu mieux.\n\nJ’ai marché.' },
        ]),
        options,
      ),
    );
    expect(text).toBe(
      [
        '# Mon journal',
        '',
        'Exporté le mercredi 25 novembre 2026 à 17\u00a0h\u00a030.',
        '',
        '## dimanche 1er novembre 2026',
        '',
        'Ma rupture avec Alex\n\nQuatre ans.',
        '',
        '## mercredi 25 novembre 2026 — Humeur : 6/10',
        '',
        'Un peu mieux.\n\nJ’ai marché.',
        '',
      ].join('\n'),
    );
  });
});

describe('chatMarkdown', () => {
  it('groups the messages by the person’s day, « Toi » and « Janne » with the time', async () => {
    const message = (role: 'user' | 'assistant', content: string, createdAt: string) => ({
      role,
      content,
      createdAt,
      kind: null,
      crisisCategories: null,
    });
    const text = await whole(
      chatMarkdown(
        rows([
          message('assistant', 'Bonjour, je suis Janne.', '2026-11-24T22:50:00Z'),
          // 23:10 UTC is already the 25th in Paris.
          message('user', 'Je ne dors pas.', '2026-11-24T23:10:00Z'),
        ]),
        options,
      ),
    );
    expect(text).toContain(
      [
        '## mardi 24 novembre 2026',
        '',
        '**Janne :** *23\u00a0h\u00a050*',
        '',
        'Bonjour, je suis Janne.',
        '',
        '## mercredi 25 novembre 2026',
        '',
        '**Toi :** *0\u00a0h\u00a010*',
        '',
        'Je ne dors pas.',
      ].join('\n'),
    );
  });

  it('says so when there is nothing yet', async () => {
    expect(await whole(chatMarkdown(rows([]), options))).toContain("Tu n'as encore rien écrit à Janne.");
  });
});
