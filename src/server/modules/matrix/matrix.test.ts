import { describe, expect, it } from 'vitest';
import { fakeMatrix } from '#tests/support/fake-openai';
import { FIXED_MATRIX_TYPES, type Matrix, MATRIX_DEFAULTS } from '#shared/matrix';
import { send, signUpWithStory, useAppWithFakeAi } from '#server/testing/test-app';

const ai = useAppWithFakeAi();

const getMatrix = async (cookie: string) => (await send(ai.t.app, cookie, 'GET', '/api/matrix')).json() as Matrix;
const itemsOf = (matrix: Matrix, type: string) =>
  matrix.sections.find((section) => section.type === type)?.items.map((item) => item.content);

describe('the matrix', () => {
  it('has the four fixed sections in order, with French titles, empty at first', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const matrix = await getMatrix(cookie);
    expect(matrix.sections.map((section) => section.type)).toEqual([...FIXED_MATRIX_TYPES]);
    expect(matrix.sections.map((section) => section.title)).toEqual([
      'Mes forces',
      'Ce que je veux faire évoluer',
      "Ce que j'aime",
      "Ce que je n'accepte plus",
    ]);
    expect(matrix.sections.every((section) => section.items.length === 0)).toBe(true);
  });

  it('adds items at the top of a list and deletes them', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    await send(ai.t.app, cookie, 'POST', '/api/matrix/items', { type: 'likes', content: 'Les levers de soleil' });
    const { item } = (await send(ai.t.app, cookie, 'POST', '/api/matrix/items', { type: 'likes', content: ' La mer ' })).json();
    expect(itemsOf(await getMatrix(cookie), 'likes')).toEqual(['La mer', 'Les levers de soleil']);
    expect((await send(ai.t.app, cookie, 'DELETE', `/api/matrix/items/${item.id}`)).statusCode).toBe(204);
    expect(itemsOf(await getMatrix(cookie), 'likes')).toEqual(['Les levers de soleil']);
    expect((await send(ai.t.app, cookie, 'DELETE', `/api/matrix/items/${item.id}`)).statusCode).toBe(404);
  });

  it('adds a custom section after the fixed ones, with its own list', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const created = await send(ai.t.app, cookie, 'POST', '/api/matrix/sections', {
      title: 'Mes rêves',
      description: 'Ce que je veux vivre',
    });
    expect(created.statusCode).toBe(201);
    const { section } = created.json();
    expect(section.type).toBe(`custom_${section.sectionId}`);
    await send(ai.t.app, cookie, 'POST', '/api/matrix/items', { type: section.type, content: 'Voir le Japon' });
    const matrix = await getMatrix(cookie);
    expect(matrix.sections.at(-1)).toMatchObject({
      title: 'Mes rêves',
      description: 'Ce que je veux vivre',
      items: [{ content: 'Voir le Japon' }],
    });
  });

  it('twenty adds at once give twenty items', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(ai.t.app, cookie, 'POST', '/api/matrix/items', { type: 'strengths', content: `Force ${i}` }),
      ),
    );
    expect(itemsOf(await getMatrix(cookie), 'strengths')).toHaveLength(20);
  });

  it.each([
    ['a blank item', { type: 'likes', content: '  ' }],
    ['an item over 300 characters', { type: 'likes', content: 'a'.repeat(301) }],
    ['an unknown list', { type: 'secrets', content: 'x' }],
    ['an unknown field', { type: 'likes', content: 'x', userId: 'y' }],
  ])('refuses %s with a 400', async (_label, body) => {
    const { cookie } = await signUpWithStory(ai.t.app);
    expect((await send(ai.t.app, cookie, 'POST', '/api/matrix/items', body)).statusCode).toBe(400);
  });

  it.each([
    ['without a title', { description: 'x' }],
    ['without a description', { title: 'x' }],
    ['with a blank title', { title: ' ', description: 'x' }],
    ['with a blank description', { title: 'x', description: '\n' }],
  ])('refuses a section %s', async (_label, body) => {
    const { cookie } = await signUpWithStory(ai.t.app);
    expect((await send(ai.t.app, cookie, 'POST', '/api/matrix/sections', body)).statusCode).toBe(400);
    expect((await getMatrix(cookie)).sections).toHaveLength(4);
  });

  it('keeps people apart: no adding to, deleting from or reading another’s lists', async () => {
    const alice = await signUpWithStory(ai.t.app);
    const bob = await signUpWithStory(ai.t.app);
    const { section } = (
      await send(ai.t.app, alice.cookie, 'POST', '/api/matrix/sections', { title: 'Jardin d’Alice', description: 'privé' })
    ).json();
    const { item } = (await send(ai.t.app, alice.cookie, 'POST', '/api/matrix/items', { type: 'likes', content: 'Secret d’Alice' })).json();
    expect((await send(ai.t.app, bob.cookie, 'POST', '/api/matrix/items', { type: section.type, content: 'intrus' })).statusCode).toBe(404);
    expect((await send(ai.t.app, bob.cookie, 'DELETE', `/api/matrix/items/${item.id}`)).statusCode).toBe(404);
    expect(JSON.stringify(await getMatrix(bob.cookie))).not.toContain('Alice');
    expect(itemsOf(await getMatrix(alice.cookie), 'likes')).toEqual(['Secret d’Alice']);
  });
});

describe("Janne's suggestions", () => {
  it('asks for 300 tokens with one key per custom section, and puts her items at the top', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const { section } = (
      await send(ai.t.app, cookie, 'POST', '/api/matrix/sections', { title: 'Mes rêves', description: 'Voyages' })
    ).json();
    await send(ai.t.app, cookie, 'POST', '/api/matrix/items', { type: 'strengths', content: 'Déjà là' });
    const response = await send(ai.t.app, cookie, 'POST', '/api/matrix/suggestions');
    expect(response.statusCode).toBe(200);
    const matrix = response.json() as Matrix;
    const expected = fakeMatrix([section.sectionId]);
    expect(itemsOf(matrix, 'strengths')).toEqual([...(expected.strengths ?? []), 'Déjà là']);
    expect(itemsOf(matrix, 'dislikes')).toEqual(expected.dislikes);
    expect(itemsOf(matrix, section.type)).toEqual(expected[section.sectionId]);
    const { body } = ai.fake.requests[0]!;
    expect(body.max_tokens).toBe(300);
    expect(body.messages[0]?.content).toContain(section.sectionId);
  });

  it('gives the four defaults of SPEC §8 when the answer is not JSON, changing nothing else', async () => {
    const { cookie } = await signUpWithStory(ai.t.app, { exName: 'Alex', content: 'Histoire [[bad-json]]' });
    await send(ai.t.app, cookie, 'POST', '/api/matrix/items', { type: 'likes', content: 'Le jazz' });
    const matrix = (await send(ai.t.app, cookie, 'POST', '/api/matrix/suggestions')).json() as Matrix;
    for (const type of FIXED_MATRIX_TYPES) expect(itemsOf(matrix, type)?.[0]).toBe(MATRIX_DEFAULTS[type]);
    expect(itemsOf(matrix, 'likes')).toEqual([MATRIX_DEFAULTS.likes, 'Le jazz']);
  });

  it('gives the four defaults when the provider fails', async () => {
    const { cookie } = await signUpWithStory(ai.t.app, { exName: 'Alex', content: 'Histoire [[fail500]]' });
    const matrix = (await send(ai.t.app, cookie, 'POST', '/api/matrix/suggestions')).json() as Matrix;
    expect(matrix.sections.slice(0, 4).map((section) => section.items.map((item) => item.content))).toEqual(
      FIXED_MATRIX_TYPES.map((type) => [MATRIX_DEFAULTS[type]]),
    );
  });
});

describe('renaming and deleting a section (issue 16)', () => {
  async function withSection(cookie: string) {
    const { section } = (
      await send(ai.t.app, cookie, 'POST', '/api/matrix/sections', { title: 'Mes envies', description: 'Ce que je veux vivre' })
    ).json();
    await send(ai.t.app, cookie, 'POST', '/api/matrix/items', { type: section.type, content: 'Voyager seule' });
    return section as { sectionId: string; type: string };
  }

  it('renames a section, its items kept', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const section = await withSection(cookie);
    const response = await send(ai.t.app, cookie, 'PUT', `/api/matrix/sections/${section.sectionId}`, {
      title: ' Mes rêves ',
      description: 'Ce que je veux vivre cette année',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().section).toMatchObject({
      title: 'Mes rêves',
      description: 'Ce que je veux vivre cette année',
      items: [{ content: 'Voyager seule' }],
    });
    expect((await getMatrix(cookie)).sections.at(-1)).toMatchObject({ title: 'Mes rêves', items: [{ content: 'Voyager seule' }] });
  });

  it('deletes a section with its items', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const section = await withSection(cookie);
    expect((await send(ai.t.app, cookie, 'DELETE', `/api/matrix/sections/${section.sectionId}`)).statusCode).toBe(204);
    expect((await getMatrix(cookie)).sections.map((s) => s.type)).toEqual([...FIXED_MATRIX_TYPES]);
    expect((await send(ai.t.app, cookie, 'POST', '/api/matrix/items', { type: section.type, content: 'x' })).statusCode).toBe(404);
  });

  it('refuses an empty title in French and keeps the section; another person’s section is a 404', async () => {
    const alice = await signUpWithStory(ai.t.app);
    const bob = await signUpWithStory(ai.t.app);
    const section = await withSection(alice.cookie);
    const empty = await send(ai.t.app, alice.cookie, 'PUT', `/api/matrix/sections/${section.sectionId}`, { title: ' ', description: 'd' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Le titre est obligatoire.');
    expect(
      (await send(ai.t.app, bob.cookie, 'PUT', `/api/matrix/sections/${section.sectionId}`, { title: 'x', description: 'y' })).statusCode,
    ).toBe(404);
    expect((await send(ai.t.app, bob.cookie, 'DELETE', `/api/matrix/sections/${section.sectionId}`)).statusCode).toBe(404);
    expect((await getMatrix(alice.cookie)).sections.at(-1)).toMatchObject({ title: 'Mes envies', items: [{ content: 'Voyager seule' }] });
  });
});
