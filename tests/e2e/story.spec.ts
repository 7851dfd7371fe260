import { expect, test } from '@playwright/test';
import { MESSAGES } from '../../src/shared/messages';
import { PASSWORD, signUpViaApi, uniqueEmail } from './support/fixtures';

test.describe('telling the story', () => {
  test('signup → story → loader with rotating quotes → /chat, where Janne welcomes by the ex’s name', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Email').fill(uniqueEmail('story'));
    await page.getByLabel('Mot de passe').fill(PASSWORD);
    await page.getByLabel('Femme').check();
    await page.getByLabel('Âge').fill('33');
    await page.getByRole('checkbox', { name: /J'accepte que Renouveau/ }).check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page).toHaveURL(/\/story$/);
    await expect(page).toHaveTitle(/Racontez votre rupture/);
    await expect(page.getByText(/intelligence artificielle/)).toBeVisible();
    await expect(page.getByLabel('Ton histoire')).toHaveAttribute('rows', '8');

    await page.getByLabel('Le prénom de ton ex').fill('Noé');
    await page.getByLabel('Ton histoire').fill('Sept ans ensemble.\n\nIl est parti en juin, et depuis je ne dors plus.');
    const submitted = Date.now();
    await page.getByRole('button', { name: 'Confier mon histoire à Janne' }).click();

    const loader = page.getByRole('dialog', { name: 'Janne lit ton histoire…' });
    await expect(loader).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enregistrement...' })).toBeDisabled();
    const firstQuote = await loader.locator('blockquote').textContent();
    await expect(loader.locator('blockquote')).not.toHaveText(firstQuote ?? '');

    // About 6 seconds after the save (SPEC §2).
    await expect(page).toHaveURL(/\/chat$/);
    expect(Date.now() - submitted).toBeGreaterThan(5500);
    await expect(page.locator('.bubble--assistant').first()).toContainText('ta rupture avec Noé');
    await expect(page.locator('.bubble--assistant').first()).toContainText("qu'est-ce qui te fait le plus mal en ce moment ?");
  });

  test('takes the person where the guard had stopped them once the story is saved', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/journal');
    await expect(page).toHaveURL(/\/story$/);
    await page.getByLabel('Le prénom de ton ex').fill('Inès');
    await page.getByLabel('Ton histoire').fill('Elle a choisi une autre vie.');
    await page.getByRole('button', { name: 'Confier mon histoire à Janne' }).click();
    await expect(page).toHaveURL(/\/journal$/);
  });

  test('blank fields: the submit does nothing', async ({ page }) => {
    await signUpViaApi(page);
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/story') && request.method() === 'POST') posted = true;
    });
    await page.goto('/story');
    await page.getByLabel('Le prénom de ton ex').fill('   ');
    await page.getByLabel('Ton histoire').fill('Une histoire.');
    await page.getByRole('button', { name: 'Confier mon histoire à Janne' }).click();
    await expect(page.getByLabel('Le prénom de ton ex')).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(posted).toBe(false);
  });

  test('a failed save shows SPEC’s message and keeps the text', async ({ page }) => {
    await signUpViaApi(page);
    await page.route('**/api/story', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"internal","message":"x"}' })
        : route.continue(),
    );
    await page.goto('/story');
    await page.getByLabel('Le prénom de ton ex').fill('Jules');
    await page.getByLabel('Ton histoire').fill('Un texte que je ne veux pas perdre.');
    await page.getByRole('button', { name: 'Confier mon histoire à Janne' }).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.storySaveFailure);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByLabel('Le prénom de ton ex')).toHaveValue('Jules');
    await expect(page.getByLabel('Ton histoire')).toHaveValue('Un texte que je ne veux pas perdre.');
    await expect(page.getByRole('button', { name: 'Confier mon histoire à Janne' })).toBeEnabled();
  });
});
