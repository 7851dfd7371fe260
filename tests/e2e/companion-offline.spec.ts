import { expect, type Page, test } from '@playwright/test';
import { E2E_OFFLINE_URL } from '../../playwright.config';
import { signUpWithStory } from './support/fixtures';

/**
 * Issue 14: the offline Janne, the one every newcomer meets first, listens — over ten turns she
 * never says the same thing twice, answers what was asked and says the ex's name now and then.
 */
test.use({ baseURL: E2E_OFFLINE_URL });

const TURNS = [
  "Je n'arrive pas à dormir, je repense à Julien et à notre appart.",
  "J'ai un message pour lui dans mes brouillons depuis trois jours.",
  'Ma sœur Camille me dit de le supprimer.',
  'Il a liké ma story Instagram hier soir, je comprends rien.',
  "Est-ce que c'est normal de relire nos vieilles conversations ?",
  'Concrètement, je fais quoi de ce brouillon ce soir ?',
  "Au boulot j'arrive pas à me concentrer.",
  'Ça fait quatre jours que je ne lui ai pas écrit.',
  'Camille m’a proposé de venir samedi.',
  'Merci Janne. Je vais dormir, bonne nuit.',
];

async function sendAndRead(page: Page, text: string, count: number): Promise<string> {
  await page.getByLabel('Ton message à Janne').fill(text);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  // Finished: neither the typing indicator nor a bubble still streaming.
  const finished = page.locator('.bubble--assistant:not(.typing):not(.bubble--streaming)');
  await expect(finished).toHaveCount(count);
  await expect(page.getByLabel('Ton message à Janne')).toBeEnabled();
  return (await finished.last().innerText()).trim();
}

test('a ten-turn conversation: no reply repeats, each answers what was said, the ex is named now and then', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpWithStory(page, { exName: 'Julien', content: 'Six ans ensemble, il est parti en mars.' }, { origin: E2E_OFFLINE_URL });
  await page.goto('/chat');
  // The welcome message is the first assistant bubble.
  await expect(page.locator('.bubble--assistant:not(.typing):not(.bubble--streaming)')).toHaveCount(1);

  const replies: string[] = [];
  for (const [index, turn] of TURNS.entries()) replies.push(await sendAndRead(page, turn, index + 2));

  expect(new Set(replies).size).toBe(TURNS.length);
  const named = replies.filter((reply) => /\bJulien\b/.test(reply)).length;
  expect(named).toBeGreaterThanOrEqual(2);
  expect(named).toBeLessThanOrEqual(5);
  expect(replies[1]).toMatch(/brouillon/);
  expect(replies[4]).toMatch(/normal/i);
  expect(replies[5]).toMatch(/1\.[\s\S]*2\./);
  expect(replies[7]).toMatch(/quatre jours/i);
  expect(replies[8]).toMatch(/Camille/);
  expect(replies[9]).toMatch(/bonne nuit/i);
  expect(replies[9]).not.toMatch(/\?/);
  for (const reply of replies.slice(0, -1)) expect(reply.endsWith('?'), reply).toBe(true);
  // « Mes progrès » is a link to the no-contact tools when the person wants to write to the ex.
  await expect(page.getByRole('link', { name: 'Mes progrès' }).first()).toBeVisible();
});
