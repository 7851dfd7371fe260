import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '#server/db/schema';
import { createTestApp, send, signUp, type TestApp } from '#server/testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/feedback', () => {
  it('stores the account form’s feedback without a source, and the popup’s with source popup', async () => {
    const { cookie, userId } = await signUp(t.app);
    expect((await send(t.app, cookie, 'POST', '/api/feedback', { content: ' Très utile ' })).statusCode).toBe(201);
    expect((await send(t.app, cookie, 'POST', '/api/feedback', { content: 'Depuis la popup', source: 'popup' })).statusCode).toBe(201);
    const rows = await t.database.db.select().from(feedback).where(eq(feedback.userId, userId)).orderBy(feedback.createdAt);
    expect(rows.map((row) => [row.content, row.source])).toEqual([
      ['Très utile', null],
      ['Depuis la popup', 'popup'],
    ]);
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
  });

  it.each([
    ['blank text', { content: '  ' }],
    ['another source', { content: 'x', source: 'admin' }],
    ['an unknown field', { content: 'x', userId: 'someone-else' }],
  ])('refuses %s with a 400', async (_label, body) => {
    const { cookie } = await signUp(t.app);
    expect((await send(t.app, cookie, 'POST', '/api/feedback', body)).statusCode).toBe(400);
  });

  it('answers 401 when signed out', async () => {
    expect((await send(t.app, '', 'POST', '/api/feedback', { content: 'x' })).statusCode).toBe(401);
  });
});
