import { expect, type Page, test } from '@playwright/test';
import { ORIGIN, signUpWithStory } from './support/fixtures';

/** Issue 16: correcting and deleting what one wrote, and « Annuler » after a deletion. */

async function askJanne(page: Page, text: string) {
  await page.goto('/chat');
  const finished = page.locator('.bubble--assistant:not(.typing):not(.bubble--streaming)');
  await expect(finished.first()).toBeVisible();
  const before = await finished.count();
  await page.getByLabel('Ton message à Janne').fill(text);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(finished).toHaveCount(before + 1);
  return (await finished.last().innerText()).trim();
}

test('a journal entry corrected, then deleted, stays so after a reload', async ({ page }) => {
  await signUpWithStory(page);
  await page.goto('/journal');
  await page.getByRole('group', { name: 'Mon humeur (de 1 à 10)' }).getByRole('radio', { name: '5', exact: true }).check();
  await page.locator('#journal-text').fill('Un premier jet maladroit.');
  await page.getByRole('button', { name: 'Enregistrer mon entrée' }).click();
  const all = page.getByRole('region', { name: 'Toutes mes entrées' });
  // Newest first: today's entry is the first; in its correction form its text is in a field, not in the page.
  const entry = all.getByRole('article').first();
  await expect(entry).toContainText('Un premier jet maladroit.');

  await entry.getByRole('button', { name: /^Modifier l'entrée du/ }).click();
  await entry.getByRole('group', { name: 'Humeur', exact: true }).getByRole('radio', { name: '8', exact: true }).check();
  await entry.getByLabel("Texte de l'entrée").fill('Une journée finalement douce.');
  await entry.getByRole('button', { name: 'Enregistrer' }).click();
  const corrected = all.getByRole('article').filter({ hasText: 'Une journée finalement douce.' });
  await expect(corrected.getByLabel('Humeur : 8 sur 10')).toBeVisible();
  await page.reload();
  await expect(corrected.getByLabel('Humeur : 8 sur 10')).toBeVisible();
  await expect(all.getByText('Un premier jet maladroit.')).toHaveCount(0);

  await corrected.getByRole('button', { name: /^Supprimer l'entrée du/ }).click();
  await corrected.getByRole('button', { name: 'Oui, supprimer' }).click();
  await expect(all.getByText('Une journée finalement douce.')).toHaveCount(0);
  await page.reload();
  await expect(all.getByRole('article').filter({ hasText: 'Ma rupture avec' })).toBeVisible();
  await expect(all.getByText('Une journée finalement douce.')).toHaveCount(0);
});

test('the ex’s first name changed on /story is in Janne’s next reply', async ({ page }) => {
  await signUpWithStory(page, { exName: 'Alex', content: 'Quatre ans ensemble.' });
  expect(await askJanne(page, 'Tu sais qui est mon ex ? [[story]]')).toContain("Son ex s'appelle Alex.");
  await page.goto('/story');
  await expect(page.getByLabel('Le prénom de ton ex')).toHaveValue('Alex');
  await expect(page.getByLabel('Ton histoire')).toHaveValue('Quatre ans ensemble.');
  await page.getByLabel('Le prénom de ton ex').fill('Camille');
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByText("C'est enregistré.", { exact: false })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Le prénom de ton ex')).toHaveValue('Camille');
  expect(await askJanne(page, 'Et maintenant ? [[story]]')).toContain("Son ex s'appelle Camille.");
});

test('a section of one’s own renamed, then deleted with its ideas', async ({ page }) => {
  await signUpWithStory(page);
  const { section } = await (
    await page.request.post('/api/matrix/sections', { headers: ORIGIN, data: { title: 'Mes envies', description: 'Ce que je veux vivre' } })
  ).json();
  await page.request.post('/api/matrix/items', { headers: ORIGIN, data: { type: section.type, content: 'Voyager seule' } });
  await page.goto('/matrix');
  const card = page.getByRole('region', { name: 'Mes envies' });
  await card.getByRole('button', { name: 'Renommer la section « Mes envies »' }).click();
  await card.getByLabel('Titre de la section').fill('Mes rêves');
  await card.getByRole('button', { name: 'Enregistrer' }).click();
  const renamed = page.getByRole('region', { name: 'Mes rêves' });
  await expect(renamed.getByText('Voyager seule', { exact: true })).toBeVisible();
  await page.reload();
  await expect(renamed.getByText('Voyager seule', { exact: true })).toBeVisible();

  await renamed.getByRole('button', { name: 'Supprimer la section « Mes rêves »' }).click();
  await expect(renamed.getByText('Supprimer la section « Mes rêves » et son idée pour toujours ?')).toBeVisible();
  await renamed.getByRole('button', { name: 'Oui, supprimer' }).click();
  await expect(page.getByRole('region', { name: 'Mes rêves' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Mes forces' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mes rêves' })).toHaveCount(0);
});

test('« Annuler » brings back a deleted goal and a deleted idea, after a reload too', async ({ page }) => {
  await signUpWithStory(page);
  await page.goto('/progress');
  const goals = page.getByRole('region', { name: 'Mes objectifs' });
  await goals.getByRole('button', { name: /Supprimer.*salle de sport/ }).click();
  await expect(goals.getByText('Objectif supprimé', { exact: false })).toBeVisible();
  await goals.getByRole('button', { name: 'Annuler' }).click();
  await expect(goals.getByRole('listitem').filter({ hasText: "M'inscrire à la salle de sport" })).toBeVisible();
  await page.reload();
  await expect(goals.getByRole('listitem').filter({ hasText: "M'inscrire à la salle de sport" })).toBeVisible();

  await page.request.post('/api/matrix/items', { headers: ORIGIN, data: { type: 'strengths', content: 'Je suis fidèle' } });
  await page.goto('/matrix');
  const strengths = page.getByRole('region', { name: 'Mes forces' });
  await strengths.getByRole('button', { name: 'Supprimer : Je suis fidèle' }).click();
  await strengths.getByRole('button', { name: 'Annuler' }).click();
  await expect(strengths.getByText('Je suis fidèle', { exact: true })).toBeVisible();
  await page.reload();
  await expect(strengths.getByText('Je suis fidèle', { exact: true })).toBeVisible();
});
