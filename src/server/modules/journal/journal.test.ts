import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FAKE_REPLIES } from '#tests/support/fake-openai';
import { JOURNAL_PAGE_SIZE, JOURNAL_QUESTION_FALLBACK, type JournalEntry } from '#shared/journal';
import { localDateIn } from '#shared/time-zone';
import { journalEntries } from '#server/db/schema';
import { send, signUpWithStory, useAppWithFakeAi } from '#server/testing/test-app';
import { ONLY_TODAY_MESSAGE } from '#shared/journal';

const ai = useAppWithFakeAi();

const TZ = 'Europe/Paris';
const today = () => localDateIn(TZ);
const entry = (cookie: string, body: object) => send(ai.t.app, cookie, 'POST', '/api/journal/entries', body);

describe('journal entries', () => {
  it('saves an entry for today with SPEC’s mood prefix and lists it newest first with its mood', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const created = await entry(cookie, { mood: 7, content: '  Une journée plus douce.  ', date: today(), timeZone: TZ });
    expect(created.statusCode).toBe(201);
    expect(created.json().entry).toMatchObject({ mood: 7, text: 'Une journée plus douce.', localDate: today() });
    await entry(cookie, { mood: 3, content: 'Le soir a été dur.', date: today(), timeZone: TZ });

    const list = (await send(ai.t.app, cookie, 'GET', '/api/journal/entries')).json() as { entries: JournalEntry[] };
    expect(list.entries.map((item) => [item.mood, item.text.slice(0, 12)])).toEqual([
      [3, 'Le soir a ét'],
      [7, 'Une journée '],
      [null, 'Ma rupture a'], // the story's entry, without a mood
    ]);
  });

  it('writes an entry sent twice with one requestId once (the offline outbox, issue 30), even both at once', async () => {
    const { cookie, userId } = await signUpWithStory(ai.t.app);
    const requestId = crypto.randomUUID();
    const body = { mood: 2, content: 'Écrit sans réseau.', date: today(), timeZone: TZ, requestId };
    const answers = await Promise.all([1, 2].map(() => entry(cookie, body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(new Set(answers.map((answer) => answer.json().entry.id)).size).toBe(1);
    // A send after a lost answer gets the first entry again, with its helplines (a mood of 2).
    const again = await entry(cookie, body);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ entry: { id: answers[0]?.json().entry.id, mood: 2 }, crisis: [] });
    const rows = await ai.t.database.db.select().from(journalEntries).where(eq(journalEntries.userId, userId));
    expect(rows.filter((row) => row.requestId === requestId)).toHaveLength(1);
    // Without a requestId, each send is a new entry, as before.
    await entry(cookie, { mood: 6, content: 'Deux fois.', date: today(), timeZone: TZ });
    await entry(cookie, { mood: 6, content: 'Deux fois.', date: today(), timeZone: TZ });
    const all = await ai.t.database.db.select().from(journalEntries).where(eq(journalEntries.userId, userId));
    expect(all.filter((row) => row.content.endsWith('Deux fois.'))).toHaveLength(2);
  });

  it('stores the text as "Humeur: N/10", a blank line, then the text', async () => {
    const { cookie, userId } = await signUpWithStory(ai.t.app);
    await entry(cookie, { mood: 10, content: 'Radieuse', date: today(), timeZone: TZ });
    const rows = await ai.t.database.db.select().from(journalEntries).where(eq(journalEntries.userId, userId));
    expect(rows.map((row) => row.content)).toContain('Humeur: 10/10\n\nRadieuse');
  });

  it.each([
    ['a past day', '2020-01-01', ONLY_TODAY_MESSAGE],
    ['a future day', '2999-01-01', ONLY_TODAY_MESSAGE],
  ])('refuses an entry for %s with a clear error', async (_label, date, message) => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const response = await entry(cookie, { mood: 5, content: 'x', date, timeZone: TZ });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('uses the person’s time zone for "today"', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const kiritimati = localDateIn('Pacific/Kiritimati');
    const response = await entry(cookie, { mood: 5, content: 'x', date: kiritimati, timeZone: 'Pacific/Kiritimati' });
    expect(response.statusCode).toBe(201);
    expect(response.json().entry.localDate).toBe(kiritimati);
  });

  it.each([
    ['a mood of 0', { mood: 0 }],
    ['a mood of 11', { mood: 11 }],
    ['a mood of 5.5', { mood: 5.5 }],
    ['a mood as text', { mood: 'cinq' }],
    ['blank text', { content: '   ' }],
    ['text over 20,000 characters', { content: 'a'.repeat(20_001) }],
    ['a date that is not a date', { date: 'demain' }],
    ['an unknown time zone', { timeZone: 'Nowhere/Land' }],
    ['an unknown field', { userId: 'someone' }],
  ])('refuses %s with a 400, saving nothing', async (_label, change) => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const response = await entry(cookie, { mood: 5, content: 'texte', date: today(), timeZone: TZ, ...change });
    expect(response.statusCode).toBe(400);
    const list = (await send(ai.t.app, cookie, 'GET', '/api/journal/entries')).json() as { entries: JournalEntry[] };
    expect(list.entries).toHaveLength(1); // only the story's entry
  });

  it('sends a page of the journal screen, 20 entries, unless asked for more (issue 17)', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    for (let i = 1; i <= 22; i += 1) await entry(cookie, { mood: 5, content: `n${i}`, date: today(), timeZone: TZ });
    const first = (await send(ai.t.app, cookie, 'GET', '/api/journal/entries')).json();
    expect(first.entries).toHaveLength(JOURNAL_PAGE_SIZE);
    expect(JOURNAL_PAGE_SIZE).toBe(20);
    const rest = (await send(ai.t.app, cookie, 'GET', `/api/journal/entries?before=${first.nextCursor}`)).json();
    expect(rest.entries).toHaveLength(3); // n2, n1 and the story's entry
    expect(rest.nextCursor).toBeNull();
    expect((await send(ai.t.app, cookie, 'GET', '/api/journal/entries?limit=50')).json().entries).toHaveLength(23);
  });

  it('pages the list with a cursor', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    for (let i = 1; i <= 5; i += 1) await entry(cookie, { mood: i, content: `n${i}`, date: today(), timeZone: TZ });
    const first = (await send(ai.t.app, cookie, 'GET', '/api/journal/entries?limit=4')).json();
    expect(first.entries.map((item: JournalEntry) => item.text)).toEqual(['n5', 'n4', 'n3', 'n2']);
    const second = (await send(ai.t.app, cookie, 'GET', `/api/journal/entries?limit=4&before=${first.nextCursor}`)).json();
    expect(second.entries.map((item: JournalEntry) => item.text)).toEqual(['n1', expect.stringMatching(/^Ma rupture/)]);
    expect(second.nextCursor).toBeNull();
  });

  it('pages with a cursor that moves with nobody else’s entries, and never into another person’s journal (issue 12)', async () => {
    /** Bob's paged list, with what is unique anyway (ids, times, today) blanked out. */
    const bobsPages = async (othersWriteBetween: boolean) => {
      const bob = await signUpWithStory(ai.t.app);
      await entry(bob.cookie, { mood: 4, content: 'Bob, premier jour', date: today(), timeZone: TZ });
      if (othersWriteBetween) {
        const alice = await signUpWithStory(ai.t.app);
        for (let i = 0; i < 3; i += 1) await entry(alice.cookie, { mood: 5, content: `Alice ${i}`, date: today(), timeZone: TZ });
      }
      await entry(bob.cookie, { mood: 6, content: 'Bob, second jour', date: today(), timeZone: TZ });
      const first = await send(ai.t.app, bob.cookie, 'GET', '/api/journal/entries?limit=1');
      const second = await send(ai.t.app, bob.cookie, 'GET', `/api/journal/entries?limit=1&before=${first.json().nextCursor}`);
      return `${first.body}\n${second.body}`
        .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'ID')
        .replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, 'TIME');
    };
    const alone = await bobsPages(false);
    expect(alone).toContain('Bob, premier jour');
    expect(await bobsPages(true)).toBe(alone);

    // Alice's cursor in Bob's hands finds nothing of hers.
    const alice = await signUpWithStory(ai.t.app);
    await entry(alice.cookie, { mood: 5, content: 'Le journal d’Alice', date: today(), timeZone: TZ });
    await entry(alice.cookie, { mood: 5, content: 'Encore Alice', date: today(), timeZone: TZ });
    const aliceCursor = (await send(ai.t.app, alice.cookie, 'GET', '/api/journal/entries?limit=1')).json().nextCursor;
    const bob = await signUpWithStory(ai.t.app);
    const peek = await send(ai.t.app, bob.cookie, 'GET', `/api/journal/entries?before=${aliceCursor}`);
    expect(peek.statusCode).toBe(200);
    expect(peek.json().entries).toEqual([]);
    expect((await send(ai.t.app, bob.cookie, 'GET', '/api/journal/entries?before=12')).statusCode).toBe(400);
  });

  it('reads a range of days for the calendar and the chart, and everything for the download', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    await entry(cookie, { mood: 6, content: 'aujourd’hui', date: today(), timeZone: TZ });
    const range = (await send(ai.t.app, cookie, 'GET', `/api/journal/range?from=${today()}&to=${today()}`)).json();
    expect(range.entries).toHaveLength(2);
    expect((await send(ai.t.app, cookie, 'GET', '/api/journal/range?from=2020-01-01&to=2020-01-31')).json().entries).toEqual([]);
    expect((await send(ai.t.app, cookie, 'GET', '/api/journal/range?from=2020-02-01&to=2020-01-01')).statusCode).toBe(400);
    expect((await send(ai.t.app, cookie, 'GET', '/api/journal/range?from=2020-01-01&to=2024-01-01')).statusCode).toBe(400);
    const all = (await send(ai.t.app, cookie, 'GET', '/api/journal/export')).json();
    expect(all.entries.map((item: JournalEntry) => item.mood)).toEqual([null, 6]);
  });

  it('never shows one person another’s entries', async () => {
    const alice = await signUpWithStory(ai.t.app);
    const bob = await signUpWithStory(ai.t.app);
    await entry(alice.cookie, { mood: 2, content: 'Le secret d’Alice', date: today(), timeZone: TZ });
    for (const url of ['/api/journal/entries', `/api/journal/range?from=${today()}&to=${today()}`, '/api/journal/export']) {
      const body = (await send(ai.t.app, bob.cookie, 'GET', url)).body;
      expect(body).not.toContain('Alice');
    }
  });
});

describe("Janne's journal question", () => {
  it('asks with temperature 0.7 and 100 tokens, from the story and the last 5 messages, and ends with "?"', async () => {
    const { cookie } = await signUpWithStory(ai.t.app, { exName: 'Robin', content: 'Un été à Marseille, puis la fin.' });
    const response = await send(ai.t.app, cookie, 'POST', '/api/journal/question');
    expect(response.json()).toEqual({ question: `${FAKE_REPLIES.journalQuestion} ?` });
    const { body } = ai.fake.requests[0]!;
    expect(body).toMatchObject({ model: 'gpt-4', temperature: 0.7, max_tokens: 100 });
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0]).toMatchObject({ role: 'user' });
    expect(body.messages[0]?.content).toContain('Un été à Marseille');
    expect(body.messages[0]?.content).toContain('Robin');
  });

  it('tells Janne which question is on screen, so she asks another', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    await send(ai.t.app, cookie, 'POST', '/api/journal/question', { current: 'Qu’est-ce qui te manque le plus ?' });
    expect(ai.fake.requests[0]?.body.messages[0]?.content).toContain('- Qu’est-ce qui te manque le plus ?');
    expect((await send(ai.t.app, cookie, 'POST', '/api/journal/question', { current: 'x'.repeat(501) })).statusCode).toBe(400);
  });

  it('falls back to SPEC’s question when the provider fails', async () => {
    const { cookie } = await signUpWithStory(ai.t.app, { exName: 'Robin', content: 'Histoire [[fail500]]' });
    const response = await send(ai.t.app, cookie, 'POST', '/api/journal/question');
    expect(response.json()).toEqual({ question: JOURNAL_QUESTION_FALLBACK });
  });

  it('asks about how the emotions evolved when the answer is empty', async () => {
    const { cookie } = await signUpWithStory(ai.t.app, { exName: 'Robin', content: 'Histoire [[empty]]' });
    const { question } = (await send(ai.t.app, cookie, 'POST', '/api/journal/question')).json();
    expect(question).toMatch(/émotions ont-elles évolué/);
  });
});

describe('POST /api/journal/check-in (the dashboard’s two taps)', () => {
  const checkIn = (cookie: string, body: object) => send(ai.t.app, cookie, 'POST', '/api/journal/check-in', body);

  it('saves today’s entry in SPEC’s « Humeur: N/10 » form, the words agreed with the person, the story’s entry untouched', async () => {
    const { cookie, userId } = await signUpWithStory(ai.t.app);
    const response = await checkIn(cookie, { mood: 4, feelings: ['triste', 'fatigué·e', 'seul·e'], date: today(), timeZone: TZ });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      merged: false,
      crisis: null,
      entry: { mood: 4, text: 'Je me sens triste, fatiguée et seule.' },
    });
    const rows = await ai.t.database.db.select().from(journalEntries).where(eq(journalEntries.userId, userId));
    expect(rows.map((row) => row.content).sort()).toEqual(
      ['Humeur: 4/10\n\nJe me sens triste, fatiguée et seule.', expect.stringMatching(/^Ma rupture avec Alex/)].sort(),
    );
  });

  it('merges into the entry already written today: the new mood, the words added after the text', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    await entry(cookie, { mood: 7, content: 'Une belle balade.', date: today(), timeZone: TZ });
    const first = await checkIn(cookie, { mood: 5, feelings: ['nostalgique'], date: today(), timeZone: TZ });
    expect(first.json()).toMatchObject({ merged: true, entry: { mood: 5, text: 'Une belle balade.\n\nJe me sens nostalgique.' } });
    // Without words, only the mood changes.
    const second = await checkIn(cookie, { mood: 6, date: today(), timeZone: TZ });
    expect(second.json()).toMatchObject({ merged: true, entry: { mood: 6, text: 'Une belle balade.\n\nJe me sens nostalgique.' } });
    const list = (await send(ai.t.app, cookie, 'GET', '/api/journal/entries')).json() as { entries: JournalEntry[] };
    expect(list.entries).toHaveLength(2); // the day's entry and the story's
  });

  it('a second check-in replaces the first one’s sentence rather than piling up', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    await checkIn(cookie, { mood: 3, feelings: ['perdu·e'], date: today(), timeZone: TZ });
    const again = await checkIn(cookie, { mood: 6, feelings: ['apaisé·e'], date: today(), timeZone: TZ });
    expect(again.json().entry).toMatchObject({ mood: 6, text: 'Je me sens apaisée.' });
  });

  it('a mood of 1 or 2 comes back with the helplines, as a journal entry does', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    expect((await checkIn(cookie, { mood: 2, date: today(), timeZone: TZ })).json().crisis).toEqual([]);
  });

  it.each([
    ['an unknown word', { mood: 5, feelings: ['heureux'], date: today(), timeZone: TZ }, 'Ce mot ne fait pas partie de la liste.'],
    ['a mood of 11', { mood: 11, date: today(), timeZone: TZ }, "L'humeur doit être un nombre de 1 à 10."],
    ['another day', { mood: 5, date: '2020-01-01', timeZone: TZ }, ONLY_TODAY_MESSAGE],
  ])('refuses %s with a 400 in French and saves nothing', async (_label, body, message) => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const response = await checkIn(cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const list = (await send(ai.t.app, cookie, 'GET', '/api/journal/entries')).json() as { entries: JournalEntry[] };
    expect(list.entries).toHaveLength(1);
  });
});

describe('correcting and deleting entries (issue 16)', () => {
  it('changes the text and the mood of an entry, reads it back, and deletes it', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const { entry: created } = (await entry(cookie, { mood: 4, content: 'Premier jet', date: today(), timeZone: TZ })).json();
    const patched = await send(ai.t.app, cookie, 'PATCH', `/api/journal/entries/${created.id}`, { mood: 6, content: '  Corrigé  ' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ entry: { id: created.id, mood: 6, text: 'Corrigé', date: created.date }, crisis: null });
    const list = (await send(ai.t.app, cookie, 'GET', '/api/journal/entries')).json() as { entries: JournalEntry[] };
    expect(list.entries[0]).toMatchObject({ id: created.id, mood: 6, text: 'Corrigé' });

    expect((await send(ai.t.app, cookie, 'DELETE', `/api/journal/entries/${created.id}`)).statusCode).toBe(204);
    const after = (await send(ai.t.app, cookie, 'GET', '/api/journal/entries')).json() as { entries: JournalEntry[] };
    expect(after.entries.map((item) => item.id)).not.toContain(created.id);
    expect((await send(ai.t.app, cookie, 'DELETE', `/api/journal/entries/${created.id}`)).statusCode).toBe(404);
  });

  it('the story’s entry keeps having no mood when corrected, and can be deleted', async () => {
    const { cookie, userId } = await signUpWithStory(ai.t.app);
    const [story] = ((await send(ai.t.app, cookie, 'GET', '/api/journal/entries')).json() as { entries: JournalEntry[] }).entries;
    const patched = await send(ai.t.app, cookie, 'PATCH', `/api/journal/entries/${story?.id}`, {
      mood: null,
      content: 'Ma rupture, en mieux',
    });
    expect(patched.json().entry).toMatchObject({ mood: null, text: 'Ma rupture, en mieux' });
    const rows = await ai.t.database.db.select().from(journalEntries).where(eq(journalEntries.userId, userId));
    expect(rows.map((row) => row.content)).toEqual(['Ma rupture, en mieux']);
    expect((await send(ai.t.app, cookie, 'DELETE', `/api/journal/entries/${story?.id}`)).statusCode).toBe(204);
  });

  it('reads a corrected text for distress, as a new one', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const { entry: created } = (await entry(cookie, { mood: 5, content: 'Ça va', date: today(), timeZone: TZ })).json();
    const patched = await send(ai.t.app, cookie, 'PATCH', `/api/journal/entries/${created.id}`, {
      mood: 5,
      content: "j'ai envie d'en finir",
    });
    expect(patched.json().crisis).toContain('suicide');
  });

  it('asks the direct question under an entry the detector is unsure of, the card when it is sure, neither for ordinary words (issue 24)', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const unsure = (
      await entry(cookie, { mood: 5, content: 'est-ce qu’on sent quelque chose quand on se noie ?', date: today(), timeZone: TZ })
    ).json();
    expect(unsure).toMatchObject({ crisis: null, riskQuestion: expect.arrayContaining(['danger']) });
    const sure = (await entry(cookie, { mood: 5, content: "j'ai envie d'en finir", date: today(), timeZone: TZ })).json();
    expect(sure).toMatchObject({ crisis: ['suicide'], riskQuestion: null });
    const plain = (
      await entry(cookie, { mood: 6, content: 'Balade avec ma sœur, ça m’a fait du bien.', date: today(), timeZone: TZ })
    ).json();
    expect(plain).toMatchObject({ crisis: null, riskQuestion: null });
  });

  it.each([
    ['an empty text', { mood: 5, content: '  ' }, 'Ton texte est vide.'],
    ['a mood of 0', { mood: 0, content: 'x' }, "L'humeur doit être un nombre de 1 à 10."],
    ['an unknown field', { mood: 5, content: 'x', date: '2020-01-01' }, /./],
  ])('refuses %s with a French 400 and keeps the entry', async (_label, body, message) => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const { entry: created } = (await entry(cookie, { mood: 4, content: 'Gardé', date: today(), timeZone: TZ })).json();
    const response = await send(ai.t.app, cookie, 'PATCH', `/api/journal/entries/${created.id}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    const list = (await send(ai.t.app, cookie, 'GET', '/api/journal/entries')).json() as { entries: JournalEntry[] };
    expect(list.entries[0]).toMatchObject({ id: created.id, text: 'Gardé', mood: 4 });
  });

  it('another person’s entry is a 404 and stays as it was', async () => {
    const alice = await signUpWithStory(ai.t.app);
    const bob = await signUpWithStory(ai.t.app);
    const { entry: created } = (await entry(alice.cookie, { mood: 4, content: 'À Alice', date: today(), timeZone: TZ })).json();
    expect((await send(ai.t.app, bob.cookie, 'PATCH', `/api/journal/entries/${created.id}`, { mood: 1, content: 'x' })).statusCode).toBe(
      404,
    );
    expect((await send(ai.t.app, bob.cookie, 'DELETE', `/api/journal/entries/${created.id}`)).statusCode).toBe(404);
    const list = (await send(ai.t.app, alice.cookie, 'GET', '/api/journal/entries')).json() as { entries: JournalEntry[] };
    expect(list.entries[0]).toMatchObject({ text: 'À Alice', mood: 4 });
  });
});
