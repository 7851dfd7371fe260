import { expect, type Page, test } from '@playwright/test';
import { signUpWithStory } from './support/fixtures';

/**
 * A double click (or a double Enter) is one intent: every add form sends one request for it. The
 * first request is held a moment, so the second click lands while it is in flight.
 */
async function countRequests(page: Page, method: string, path: string) {
  const seen: string[] = [];
  await page.route(`**${path}`, async (route) => {
    if (route.request().method() === method) {
      seen.push(route.request().url());
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    await route.continue();
  });
  return seen;
}

test('a goal added with a double click is added once', async ({ page }) => {
  await signUpWithStory(page);
  const posts = await countRequests(page, 'POST', '/api/progress/goals');
  await page.goto('/progress');
  await page.getByLabel('Nouvel objectif').fill('Appeler ma sœur dimanche');
  await page.getByRole('region', { name: 'Mes objectifs' }).getByRole('button', { name: 'Ajouter', exact: true }).dblclick();
  await expect(page.getByText('Appeler ma sœur dimanche')).toHaveCount(1);
  await expect(page.getByLabel('Nouvel objectif')).toHaveValue('');
  expect(posts).toHaveLength(1);
});

test('a matrix item and a section added with a double click are added once', async ({ page }) => {
  await signUpWithStory(page);
  const items = await countRequests(page, 'POST', '/api/matrix/items');
  const sections = await countRequests(page, 'POST', '/api/matrix/sections');
  await page.goto('/matrix');
  const strengths = page.getByRole('region', { name: 'Mes forces', exact: true });
  await page.getByLabel('Ajouter à Mes forces', { exact: true }).fill('Je sais écouter');
  await strengths.getByRole('button', { name: 'Ajouter', exact: true }).dblclick();
  await expect(strengths.getByRole('listitem').filter({ hasText: 'Je sais écouter' })).toHaveCount(1);

  const form = page.getByRole('region', { name: 'Ajouter une section' });
  await form.getByLabel('Titre').fill('Mes rêves');
  await form.getByLabel('Description').fill('Ce que je veux vivre');
  await form.getByRole('button', { name: 'Créer la section' }).dblclick();
  await expect(page.getByRole('region', { name: 'Mes rêves', exact: true })).toHaveCount(1);
  expect(items).toHaveLength(1);
  expect(sections).toHaveLength(1);
});

test('a chat message sent with a double Enter is sent once', async ({ page }) => {
  await signUpWithStory(page);
  const posts = await countRequests(page, 'POST', '/api/chat/messages');
  await page.goto('/chat');
  const input = page.getByLabel('Ton message à Janne');
  await input.fill('Bonsoir Janne');
  await input.press('Enter');
  await input.press('Enter');
  await expect(page.locator('.chat__messages')).toHaveAttribute('aria-busy', 'false');
  await expect(page.locator('.bubble--user')).toHaveCount(1);
  expect(posts).toHaveLength(1);
});
