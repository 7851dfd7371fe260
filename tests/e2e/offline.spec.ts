import { expect, type Page, test } from '@playwright/test';
import { ORIGIN, signUpWithStory } from './support/fixtures';

/**
 * Issue 30: with no network, the app still helps — /aide with every number, the grounding
 * exercise, the urge flow's timer and the dashboard's shell open from the cache, with a calm banner.
 */

const OFFLINE_SIGNED_IN =
  'Tu es hors ligne. Les numéros d’aide, l’exercice d’ancrage et ton plan (s’il est gardé sur ce téléphone) restent disponibles.';

/** The service worker is active (its precache is complete), and controls the page. */
async function readyOffline(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test.describe('offline', () => {
  // The one thing these tests are about (playwright.config.ts blocks it elsewhere).
  test.use({ serviceWorkers: 'allow' });

  test('signed in, /aide, the grounding exercise, the dashboard and the urge timer open from the cache, with the offline banner', async ({
    page,
    context,
  }) => {
    await signUpWithStory(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
    await readyOffline(page);
    await context.setOffline(true);

    await page.goto('/aide');
    await expect(page.getByRole('heading', { name: "Besoin d'aide ?" })).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toHaveText(new RegExp(OFFLINE_SIGNED_IN.slice(0, 40)));
    await expect(page.getByText(OFFLINE_SIGNED_IN)).toBeVisible();
    for (const number of ['3114', '15', '112']) await expect(page.locator(`a[href="tel:${number}"]`).first()).toBeVisible();

    await page.getByRole('button', { name: 'Un exercice pour me poser' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
    await expect(page.getByText(OFFLINE_SIGNED_IN)).toBeVisible();
    // What needs the network says so quietly: no error, no alert.
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The glances that need the server say it comes back with the network, not that they failed.
    await expect(
      page.getByText('Pas de réseau pour le moment : cette partie reviendra quand tu seras de nouveau en ligne.').first(),
    ).toBeVisible();
    await expect(page.getByText(/n'a pas pu être chargé|n'ont pas pu être chargés/)).toHaveCount(0);

    await page.goto('/envie-de-lui-ecrire');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(OFFLINE_SIGNED_IN)).toBeVisible();

    // Back online: the banner goes.
    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toBeHidden();
  });

  test('offline, the chat says once, plainly, that Janne needs the network, and keeps what is typed (issue 41)', async ({
    page,
    context,
  }) => {
    await signUpWithStory(page);
    await page.goto('/chat');
    await expect(page.locator('#chat-input')).toBeEnabled();
    await readyOffline(page);
    await context.setOffline(true);
    await page.goto('/chat');
    const note = page.getByText('Janne a besoin du réseau pour te répondre', { exact: false });
    await expect(note).toBeVisible();
    await expect(page.getByText('La conversation n’a pas pu être chargée', { exact: false })).toHaveCount(0);
    await expect(page.getByText("La conversation n'a pas pu être chargée", { exact: false })).toHaveCount(0);
    await page.locator('#chat-input').fill('Je voulais te dire bonsoir');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.locator('#chat-input')).toHaveValue('Je voulais te dire bonsoir');
    await expect(page.getByText(/n'a pas pu être envoyé/)).toHaveCount(0);
    // What works without the network is one tap away.
    await expect(page.getByRole('link', { name: 'ton journal' })).toBeVisible();
  });

  test('signed out, /aide opens from the cache with every number', async ({ page, context }) => {
    await page.goto('/aide');
    await readyOffline(page);
    await context.setOffline(true);
    await page.goto('/aide');
    await expect(page.getByText('Tu es hors ligne. Les numéros d’aide et l’exercice d’ancrage restent disponibles.')).toBeVisible();
    await expect(page.locator('a[href="tel:3114"]').first()).toBeVisible();
    await expect(page.locator('a[href="tel:119"]').first()).toBeVisible();
  });

  test('a journal entry written offline is kept on the phone, then sent once when the network is back, with « envoyé »', async ({
    page,
    context,
  }) => {
    await signUpWithStory(page);
    await page.goto('/journal');
    await expect(page.getByRole('heading', { name: 'Mon journal' })).toBeVisible();
    await readyOffline(page);
    await context.setOffline(true);

    await page.getByRole('group', { name: 'Mon humeur (de 1 à 10)' }).getByRole('radio', { name: '6', exact: true }).check();
    await page.locator('#journal-text').fill('Écrit dans le métro, sans réseau.');
    await page.getByRole('button', { name: 'Enregistrer mon entrée' }).click();
    await expect(page.getByText('Pas de réseau pour le moment : ton entrée est gardée sur ce téléphone.', { exact: false })).toBeVisible();
    await expect(page.locator('#journal-text')).toHaveValue('');

    // Each send of the kept entry is counted: it goes once, however the page is opened again.
    const sends: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/journal/entries')) sends.push(request.postData() ?? '');
    });
    await context.setOffline(false);
    await expect(page.getByText('Envoyé : ton entrée de journal écrite hors ligne est bien enregistrée.')).toBeVisible();
    await expect(page.getByText('Envoyée : ton entrée écrite hors ligne est bien enregistrée.')).toBeVisible();
    await expect(page.locator('.entry').filter({ hasText: 'Écrit dans le métro, sans réseau.' })).toHaveCount(1);
    await page.reload();
    await expect(page.locator('.entry').filter({ hasText: 'Écrit dans le métro, sans réseau.' })).toHaveCount(1);
    expect(sends).toHaveLength(1);
    expect(JSON.parse(sends[0] ?? '{}')).toMatchObject({ mood: 6, requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  test('an entry written offline that shows risk brings its helplines when it is sent, as online', async ({ page, context }) => {
    await signUpWithStory(page);
    await page.goto('/journal');
    await expect(page.getByRole('heading', { name: 'Mon journal' })).toBeVisible();
    await readyOffline(page);
    await context.setOffline(true);
    await page.getByRole('group', { name: 'Mon humeur (de 1 à 10)' }).getByRole('radio', { name: '4', exact: true }).check();
    await page.locator('#journal-text').fill("J'ai envie de mourir, je ne vois plus de sortie.");
    await page.getByRole('button', { name: 'Enregistrer mon entrée' }).click();
    await expect(page.getByText('Pas de réseau pour le moment : ton entrée est gardée sur ce téléphone.', { exact: false })).toBeVisible();
    // Elsewhere in the app when the network comes back: the helplines come with « Envoyé ».
    await page.getByRole('link', { name: 'Tableau de bord' }).first().click();
    await context.setOffline(false);
    await expect(page.getByText('Envoyé : ton entrée de journal écrite hors ligne est bien enregistrée.')).toBeVisible();
    const card = page.getByRole('status').filter({ has: page.getByRole('heading', { name: /Tu n'es pas seul/ }) });
    await expect(card).toBeVisible();
    await expect(card.locator('a[href="tel:3114"]').first()).toBeVisible();
  });

  test('an unsent letter written offline in « J’ai envie de lui écrire » is kept on the phone, then kept once in the app when the network is back', async ({
    page,
    context,
  }) => {
    await signUpWithStory(page);
    await page.goto('/envie-de-lui-ecrire');
    await expect(page.getByRole('heading', { name: "Écris-le ici plutôt que de l'envoyer" })).toBeVisible();
    await readyOffline(page);
    await context.setOffline(true);

    await page.getByLabel(/Ce que tu voudrais lui dire/).fill('Je t’écris dans un couloir sans réseau, et je ne l’enverrai pas.');
    await page.getByRole('button', { name: 'Garder sans envoyer' }).click();
    // The flow goes on (the reasons, the wait), and says where the letter is for now.
    await expect(page.getByRole('heading', { name: 'Pourquoi tu as choisi de ne plus lui écrire' })).toBeVisible();
    await expect(page.getByText('Pas de réseau pour le moment : ta lettre est gardée sur ce téléphone.', { exact: false })).toBeVisible();

    const sends: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/no-contact/letters')) sends.push(request.postData() ?? '');
    });
    await context.setOffline(false);
    // Issue 41: never « Envoyé » for a letter the page promised would never be sent.
    await expect(
      page.getByText('C’est fait : ta lettre écrite hors ligne est bien gardée ici, et elle ne sera jamais envoyée.'.replace('’', "'")),
    ).toBeVisible();
    await expect(page.getByText(/Envoyé/)).toHaveCount(0);
    await page.reload();
    const letters = page.locator('section', { has: page.getByRole('heading', { name: 'Lettres non envoyées' }) });
    // One letter (its first line is also its summary: count the letters, not the lines).
    await expect(letters.locator('details', { hasText: 'Je t’écris dans un couloir sans réseau' })).toHaveCount(1);
    expect(sends).toHaveLength(1);
    expect(JSON.parse(sends[0] ?? '{}')).toMatchObject({ requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  test('« Garder mon plan sur ce téléphone »: off by default; on, the plan opens offline; off, it is erased from the device', async ({
    page,
    context,
  }) => {
    await signUpWithStory(page);
    const plan = {
      warningSigns: 'Je ne dors plus.',
      copingAlone: 'Marcher au bord du canal.',
      distractions: '',
      helpers: 'Léa, 06 12 34 56 78',
      professionals: '',
      safeEnvironment: '',
    };
    expect((await page.request.put('/api/safety-plan', { headers: ORIGIN, data: plan })).ok()).toBe(true);
    await page.goto('/plan-de-securite');
    const keep = page.getByRole('switch', { name: 'Garder mon plan sur ce téléphone' });
    await expect(keep).not.toBeChecked();
    await expect(page.getByText('sur un téléphone partagé, quelqu’un d’autre pourrait le lire', { exact: false })).toBeVisible();
    const kept = () => page.evaluate(() => localStorage.getItem('renouveau.safetyPlanOnDevice'));
    expect(await kept()).toBeNull();
    await keep.check();
    expect(await kept()).toContain('Marcher au bord du canal.');

    await readyOffline(page);
    await context.setOffline(true);
    await page.goto('/plan-de-securite/moment-difficile');
    await expect(page.getByText('Marcher au bord du canal.')).toBeVisible();
    await expect(page.getByText(OFFLINE_SIGNED_IN)).toBeVisible();

    await context.setOffline(false);
    await page.goto('/plan-de-securite');
    await expect(keep).toBeChecked();
    await keep.uncheck();
    expect(await kept()).toBeNull();
  });
});
