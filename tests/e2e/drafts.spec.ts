import { expect, test, type Page } from '@playwright/test';
import { signUpWithStory } from './support/fixtures';

/**
 * Issue 41: nothing a person types may vanish. A journal entry, a message to Janne and an unsent
 * letter being written survive a tap on « Tableau de bord » and a reload (kept on this device, for
 * this person), are said to be kept, go once sent or saved, and are forgotten at sign-out.
 */
test.use({ viewport: { width: 360, height: 740 } });

async function leaveAndComeBack(page: Page, path: string) {
  await page.getByRole('link', { name: 'Tableau de bord' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(path);
}

test('a journal entry being written survives leaving the page and a reload, and goes once saved', async ({ page }) => {
  await signUpWithStory(page);
  await page.goto('/journal');
  await page.locator('#journal-text').fill('Des mots à moitié écrits sur ce dimanche');
  await leaveAndComeBack(page, '/journal');
  await expect(page.locator('#journal-text')).toHaveValue('Des mots à moitié écrits sur ce dimanche');
  await expect(page.getByText('Brouillon gardé sur ce téléphone')).toBeVisible();
  await page.reload();
  await expect(page.locator('#journal-text')).toHaveValue('Des mots à moitié écrits sur ce dimanche');

  await page.getByRole('group', { name: 'Mon humeur (de 1 à 10)' }).getByRole('radio', { name: '6', exact: true }).check();
  await page.getByRole('button', { name: 'Enregistrer mon entrée' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Entrée enregistrée' })).toBeVisible();
  await page.reload();
  await expect(page.locator('#journal-text')).toHaveValue('');
});

test('a message to Janne being typed survives a reload; an unsent letter survives leaving', async ({ page }) => {
  await signUpWithStory(page);
  await page.goto('/chat');
  await page.locator('#chat-input').fill('Je voulais te dire que');
  await page.reload();
  await expect(page.locator('#chat-input')).toHaveValue('Je voulais te dire que');

  await page.goto('/envie-de-lui-ecrire');
  const letter = page.getByLabel(/Ce message ne sera jamais envoyé/);
  await letter.fill('Tu me manques, mais');
  await leaveAndComeBack(page, '/envie-de-lui-ecrire');
  await expect(page.getByLabel(/Ce message ne sera jamais envoyé/)).toHaveValue('Tu me manques, mais');
});

test('drafts are forgotten at sign-out: the next person on this phone finds nothing', async ({ page }) => {
  await signUpWithStory(page);
  await page.goto('/journal');
  await page.locator('#journal-text').fill('Rien que pour moi');
  await page.getByRole('button', { name: 'Menu du compte' }).click();
  await page.getByRole('button', { name: 'Se déconnecter', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('draft')))).toEqual([]);
});
