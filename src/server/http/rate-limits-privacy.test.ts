import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, send, signUpWithStory, TEST_PASSWORD, type TestApp } from '../testing/test-app';

/**
 * Issue 12, point 7: account.test.ts lists `rate_limits` among the tables that hold nothing of a
 * person once they are gone, yet the per-person AI allowances are counted under the person's id
 * and stayed up to an hour after the account was deleted.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The rate-limit counters whose key holds `text` anywhere. */
async function countersNaming(text: string): Promise<string[]> {
  const result = await t.database.db.execute(sql`select key from rate_limits where strpos(key, ${text}) > 0`);
  return (result as unknown as { rows: { key: string }[] }).rows.map((row) => row.key);
}

/** Uses everything that counts against a per-person allowance: the chat and Janne's suggestions. */
async function useTheAllowances(cookie: string) {
  for (const [method, url, body] of [
    ['POST', '/api/chat/messages', { content: 'Bonjour Janne' }],
    ['POST', '/api/journal/question', {}],
    ['POST', '/api/progress/goals/suggestion', undefined],
    ['POST', '/api/matrix/suggestions', undefined],
  ] as const) {
    const response = await send(t.app, cookie, method, url, body);
    expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
  }
}

describe('rate-limit counters', () => {
  it('keep nothing that names a person once their account is deleted, and leave others’ counters alone', async () => {
    const person = await signUpWithStory(t.app);
    const other = await signUpWithStory(t.app);
    await useTheAllowances(person.cookie);
    await useTheAllowances(other.cookie);
    // The test means something only if the counters did name the person while the account lived.
    expect(await countersNaming(person.userId)).not.toEqual([]);

    const response = await send(t.app, person.cookie, 'POST', '/api/account/delete', { password: TEST_PASSWORD });
    expect(response.statusCode).toBe(204);

    expect(await countersNaming(person.userId)).toEqual([]);
    // The other person's allowances are still counted: deleting one account resets nobody else's.
    expect(await countersNaming(other.userId)).not.toEqual([]);
  });
});
