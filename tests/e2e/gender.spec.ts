import { expect, type Page, test } from '@playwright/test';
import { PASSWORD, tellStoryViaApi, uniqueEmail } from './support/fixtures';

/**
 * The gender asked at signup is used: a woman reads « seule », a man « seul », and « Autre » keeps
 * the inclusive « seul·e » — on the help page, in the journal's crisis card and in the chat's.
 */

async function signUpAs(page: Page, label: 'Femme' | 'Homme' | 'Autre') {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(uniqueEmail('gender'));
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByLabel(label, { exact: true }).check();
  await page.getByLabel('Âge').fill('31');
  await page.getByRole('checkbox', { name: /J'accepte que Renouveau/ }).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/story$/);
  await tellStoryViaApi(page);
}

for (const { label, alone, hurt } of [
  { label: 'Femme', alone: 'seule', hurt: 'blessée' },
  { label: 'Homme', alone: 'seul', hurt: 'blessé' },
  { label: 'Autre', alone: 'seul·e', hurt: 'blessé·e' },
] as const) {
  test(`signed up as « ${label} », the person reads « ${alone} »`, async ({ page }) => {
    await signUpAs(page, label);

    await page.goto('/aide');
    await expect(page.getByText(`tu n'as pas à rester ${alone} avec ça`)).toBeVisible();
    await expect(page.getByText(`si tu t’es ${hurt} ou si tu as avalé quelque chose`)).toBeVisible();

    await page.goto('/journal');
    await page.getByRole('group', { name: 'Mon humeur (de 1 à 10)' }).getByRole('radio', { name: '5', exact: true }).check();
    await page.locator('#journal-text').fill('Je veux me faire du mal ce soir.');
    await page.getByRole('button', { name: 'Enregistrer mon entrée' }).click();
    const card = page.locator('.crisis-card');
    await expect(card.getByRole('heading', { name: `Tu n'es pas ${alone}`, exact: true })).toBeVisible();

    await page.goto('/chat');
    await page.getByLabel('Ton message à Janne').fill('je veux plus vivre');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.locator('.bubble--crisis')).toContainText(`tu n'as pas à le porter ${alone}.`);
  });
}
