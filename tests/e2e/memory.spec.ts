import { expect, type Page, test } from '@playwright/test';
import { signUpWithStory } from './support/fixtures';

/** Issue 14: « Ce que Janne retient de toi » on /account — the person's control over Janne's memory. */

async function askJanne(page: Page, text: string): Promise<string> {
  await page.goto('/chat');
  const finished = page.locator('.bubble--assistant:not(.typing):not(.bubble--streaming)');
  await expect(finished.first()).toBeVisible();
  const before = await finished.count();
  await page.getByLabel('Ton message à Janne').fill(text);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(finished).toHaveCount(before + 1);
  await expect(page.getByLabel('Ton message à Janne')).toBeEnabled();
  return (await finished.last().innerText()).trim();
}

test('a fact added on the memory page is kept after a reload, can be corrected, deleted and brought back, and reaches Janne', async ({
  page,
}) => {
  await signUpWithStory(page, { exName: 'Julien', content: 'Six ans ensemble.' });
  await page.goto('/account');
  const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Ce que Janne retient de toi' }) });
  await expect(panel.getByText('Janne ne retient encore rien de toi.')).toBeVisible();

  await panel.getByLabel('Ajouter un souvenir').fill("Ma sœur s'appelle Léa.");
  await panel.getByRole('button', { name: 'Ajouter' }).click();
  await expect(panel.getByText("Ma sœur s'appelle Léa.")).toBeVisible();
  await page.reload();
  await expect(panel.getByText("Ma sœur s'appelle Léa.")).toBeVisible();

  await panel.getByRole('button', { name: "Modifier « Ma sœur s'appelle Léa. »" }).click();
  await panel.getByLabel('Corriger ce souvenir').fill("Ma sœur s'appelle Léna.");
  await panel.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(panel.getByText("Ma sœur s'appelle Léna.")).toBeVisible();

  await panel.getByRole('button', { name: "Supprimer « Ma sœur s'appelle Léna. »" }).click();
  await expect(panel.getByText('Souvenir supprimé.')).toBeVisible();
  await panel.getByRole('button', { name: 'Annuler' }).click();
  await expect(panel.getByText("Ma sœur s'appelle Léna.")).toBeVisible();

  // The provider receives it with the next reply.
  expect(await askJanne(page, 'Tu te souviens de ma sœur ? [[memory]]')).toContain("Ma sœur s'appelle Léna.");
});

test('memory switched off: Janne receives no memory', async ({ page }) => {
  await signUpWithStory(page, { exName: 'Julien', content: 'Six ans ensemble.' });
  await page.goto('/account');
  const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Ce que Janne retient de toi' }) });
  await panel.getByLabel('Ajouter un souvenir').fill('Je cours le dimanche.');
  await panel.getByRole('button', { name: 'Ajouter' }).click();
  await expect(panel.getByText('Je cours le dimanche.')).toBeVisible();
  await panel.getByLabel('Janne peut se souvenir de ce que tu lui confies').uncheck();
  await expect(panel.getByText('Mémoire désactivée', { exact: false })).toBeVisible();
  await page.reload();
  await expect(panel.getByLabel('Janne peut se souvenir de ce que tu lui confies')).not.toBeChecked();

  expect(await askJanne(page, 'Tu te souviens de moi ? [[memory]]')).toContain('Aucun souvenir reçu.');
});
