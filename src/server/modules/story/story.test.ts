import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORY_MAX_LENGTH } from '#shared/story';
import { journalEntries, messages, stories } from '#server/db/schema';
import { createTestApp, send, signUp, type TestApp, whileInsertsFail } from '#server/testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const story = { exName: 'Alex', content: 'Quatre ans ensemble.\n\nPuis il est parti un mardi, sans un mot.', timeZone: 'Europe/Paris' };

describe('POST /api/story', () => {
  it('saves the story, Janne’s welcome naming the ex and the journal entry, and the person now has a story', async () => {
    const { cookie, userId } = await signUp(t.app);
    const response = await send(t.app, cookie, 'POST', '/api/story', story);
    expect(response.statusCode).toBe(201);
    expect(response.json().story).toMatchObject({ exName: 'Alex', content: story.content });

    const saved = await t.database.db.select().from(messages).where(eq(messages.userId, userId));
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ role: 'assistant', storyId: response.json().story.id });
    const welcome = saved[0]?.content ?? '';
    expect(welcome).toContain('Janne');
    expect(welcome).toContain('ta rupture avec Alex');
    for (const tool of ['Journal quotidien', 'Mes progrès', "Ma matrice d'introspection"]) expect(welcome).toContain(tool);
    expect(welcome.trim().endsWith('?')).toBe(true);
    expect(welcome).toMatch(/te fait le plus mal/);

    const [entry] = await t.database.db.select().from(journalEntries).where(eq(journalEntries.userId, userId));
    expect(entry?.content).toBe(`Ma rupture avec Alex\n\n${story.content}`);

    const session = await send(t.app, cookie, 'GET', '/api/auth/session');
    expect(session.json().hasStory).toBe(true);
    const read = await send(t.app, cookie, 'GET', '/api/story');
    expect(read.json().story.exName).toBe('Alex');
  });

  it('trims the fields', async () => {
    const { cookie } = await signUp(t.app);
    const response = await send(t.app, cookie, 'POST', '/api/story', { exName: '  Sam ', content: '  Une histoire.  ' });
    expect(response.json().story).toMatchObject({ exName: 'Sam', content: 'Une histoire.' });
  });

  it('refuses a second story with a 409, changing nothing', async () => {
    const { cookie, userId } = await signUp(t.app);
    await send(t.app, cookie, 'POST', '/api/story', story);
    const again = await send(t.app, cookie, 'POST', '/api/story', { exName: 'Autre', content: 'Autre' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('story-exists');
    expect(await t.database.db.select().from(messages).where(eq(messages.userId, userId))).toHaveLength(1);
  });

  it.each([
    ['a blank ex name', { exName: '   ', content: 'x' }],
    ['a blank story', { exName: 'Alex', content: ' \n ' }],
    ['a missing story', { exName: 'Alex' }],
    ['a story over 20,000 characters', { exName: 'Alex', content: 'é'.repeat(STORY_MAX_LENGTH + 1) }],
    ['an unknown field', { exName: 'Alex', content: 'x', userId: 'someone-else' }],
    ['an unknown time zone', { exName: 'Alex', content: 'x', timeZone: 'Mars/Olympus' }],
    ['wrong types', { exName: 12, content: ['x'] }],
  ])('refuses %s with a 400 and saves nothing', async (_label, body) => {
    const { cookie, userId } = await signUp(t.app);
    const response = await send(t.app, cookie, 'POST', '/api/story', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/\S/);
    expect(await t.database.db.select().from(stories).where(eq(stories.userId, userId))).toHaveLength(0);
    expect(await t.database.db.select().from(messages).where(eq(messages.userId, userId))).toHaveLength(0);
  });

  it('accepts a story of exactly 20,000 characters', async () => {
    const { cookie } = await signUp(t.app);
    const response = await send(t.app, cookie, 'POST', '/api/story', { exName: 'Alex', content: 'é'.repeat(STORY_MAX_LENGTH) });
    expect(response.statusCode).toBe(201);
  });

  it('answers 401 when signed out', async () => {
    const response = await send(t.app, '', 'POST', '/api/story', story);
    expect(response.statusCode).toBe(401);
    expect((await send(t.app, '', 'GET', '/api/story')).statusCode).toBe(401);
  });

  it('saves neither the story nor the welcome when the welcome cannot be saved', async () => {
    const { cookie, userId } = await signUp(t.app);
    const response = await whileInsertsFail(t.database, 'messages', () => send(t.app, cookie, 'POST', '/api/story', story), 'content');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'internal', message: expect.stringMatching(/\S/) });
    expect(await t.database.db.select().from(stories).where(eq(stories.userId, userId))).toHaveLength(0);
    // The log says something failed, without the story's text.
    expect(t.logs.join('\n')).not.toContain('il est parti un mardi');
  });

  it('still saves the story when the journal entry fails (only logged)', async () => {
    const { cookie, userId } = await signUp(t.app);
    const response = await whileInsertsFail(
      t.database,
      'journal_entries',
      () => send(t.app, cookie, 'POST', '/api/story', story),
      'content',
    );
    expect(response.statusCode).toBe(201);
    expect(await t.database.db.select().from(stories).where(eq(stories.userId, userId))).toHaveLength(1);
    expect(t.logs.some((line) => line.includes('story journal entry failed'))).toBe(true);
  });
});

describe('PUT /api/story (issue 16)', () => {
  it('corrects the ex’s first name and the story, trimmed, and reads them back', async () => {
    const { cookie } = await signUp(t.app);
    await send(t.app, cookie, 'POST', '/api/story', story);
    const response = await send(t.app, cookie, 'PUT', '/api/story', { exName: '  Alexis ', content: 'Cinq ans, en fait.' });
    expect(response.statusCode).toBe(200);
    expect(response.json().story).toMatchObject({ exName: 'Alexis', content: 'Cinq ans, en fait.' });
    expect((await send(t.app, cookie, 'GET', '/api/story')).json().story).toMatchObject({
      exName: 'Alexis',
      content: 'Cinq ans, en fait.',
    });
  });

  it.each([
    ['an empty name', { exName: ' ', content: 'x' }, 'Le prénom est obligatoire.'],
    ['a story too long', { exName: 'A', content: 'x'.repeat(STORY_MAX_LENGTH + 1) }, /^Ton histoire doit faire au plus/],
    ['a time zone (only for a new story)', { exName: 'A', content: 'x', timeZone: 'Europe/Paris' }, /./],
  ])('refuses %s with a French 400 and keeps the story', async (_label, body, message) => {
    const { cookie } = await signUp(t.app);
    await send(t.app, cookie, 'POST', '/api/story', story);
    const response = await send(t.app, cookie, 'PUT', '/api/story', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect((await send(t.app, cookie, 'GET', '/api/story')).json().story.exName).toBe('Alex');
  });

  it('corrects the journal’s « Ma rupture avec … » entry too, so the journal and its export read the story as it is now (issue 27)', async () => {
    const { cookie, userId } = await signUp(t.app);
    await send(t.app, cookie, 'POST', '/api/story', story);
    const before = await t.database.db.select().from(journalEntries).where(eq(journalEntries.userId, userId));
    await send(t.app, cookie, 'PUT', '/api/story', { exName: 'Alexis', content: 'Cinq ans, en fait.' });
    const after = await t.database.db.select().from(journalEntries).where(eq(journalEntries.userId, userId));
    expect(after).toHaveLength(1);
    // The same entry, on the same day: only its words follow the story.
    expect(after[0]).toMatchObject({ id: before[0]?.id, date: before[0]?.date, localDate: before[0]?.localDate });
    expect(after[0]?.content).toBe('Ma rupture avec Alexis\n\nCinq ans, en fait.');
  });

  it('leaves the journal’s entry as the person rewrote it in the journal, and touches no other entry', async () => {
    const { cookie, userId } = await signUp(t.app);
    await send(t.app, cookie, 'POST', '/api/story', story);
    const [entry] = await t.database.db.select().from(journalEntries).where(eq(journalEntries.userId, userId));
    const rewritten = 'Ma rupture avec Alex\n\nJe l’écris autrement aujourd’hui.';
    expect((await send(t.app, cookie, 'PATCH', `/api/journal/entries/${entry?.id}`, { mood: null, content: rewritten })).statusCode).toBe(
      200,
    );
    // An entry of the same day whose words happen to be the story's (copied by hand) is not the story's entry.
    await t.database.db
      .insert(journalEntries)
      .values({ userId, content: `Ma rupture avec Alex\n\n${story.content}`, localDate: '2026-01-02' });
    await send(t.app, cookie, 'PUT', '/api/story', { exName: 'Alexis', content: 'Cinq ans, en fait.' });
    const after = await t.database.db.select().from(journalEntries).where(eq(journalEntries.userId, userId));
    expect(after.map((row) => row.content).toSorted()).toEqual([`Ma rupture avec Alex\n\n${story.content}`, rewritten].toSorted());
  });

  it('before any story there is nothing to correct: 404', async () => {
    const { cookie } = await signUp(t.app);
    expect((await send(t.app, cookie, 'PUT', '/api/story', { exName: 'A', content: 'B' })).statusCode).toBe(404);
  });
});
