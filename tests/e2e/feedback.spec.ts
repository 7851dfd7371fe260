import { expect, test } from '@playwright/test';
import { FEEDBACK_THANKS } from '../../src/shared/feedback';
import { STORAGE_KEYS } from '../../src/client/lib/storage-keys';
import { fastForwardFromExtras, openWithExtras, signUpViaApi, signUpWithStory } from './support/fixtures';

test.describe('feedback form on /account', () => {
  test('idle, sending, then the thank-you box', async ({ page }) => {
    await signUpViaApi(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/feedback', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/account');
    const text = page.getByLabel('Ton avis sur Renouveau');
    // Blank: nothing is sent.
    await text.fill('   ');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
    await expect(page.getByRole('alert')).toHaveText('Ton avis est vide.');

    await text.fill('Le journal m’aide beaucoup le soir.');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByRole('button', { name: 'Envoi en cours...' })).toBeDisabled();
    release();
    await expect(page.getByRole('status').filter({ hasText: FEEDBACK_THANKS })).toBeVisible();
    await expect(page.getByLabel('Ton avis sur Renouveau')).toHaveCount(0);
  });

  test('a failed send shows nothing and keeps the text', async ({ page }) => {
    await signUpViaApi(page);
    await page.route('**/api/feedback', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/account');
    await page.getByLabel('Ton avis sur Renouveau').fill('Un avis qui compte');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
    await expect(page.getByLabel('Ton avis sur Renouveau')).toHaveValue('Un avis qui compte');
    await expect(page.getByText(FEEDBACK_THANKS)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('feedback popup', () => {
  // Issue 27: it opened over the chat while the person was typing. It waits for a quiet moment on
  // another screen: never on /chat, never over a half-written text.
  test('never over the chat or a half-written entry: it waits, then comes on a quiet screen', async ({ page }) => {
    await page.clock.install();
    await signUpWithStory(page);
    await openWithExtras(page, '/chat');
    const popup = page.getByRole('dialog', { name: 'Votre avis nous intéresse' });
    await page.getByLabel('Ton message à Janne').fill('Je suis en train d’écrire quelque chose de difficile');
    await page.clock.fastForward('06:00');
    await expect(popup).toHaveCount(0);

    // The journal, with an entry half-written: still not.
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Tableau de bord' }).click();
    await page.getByRole('link', { name: 'Mon journal' }).first().click();
    await page.locator('#journal-text').fill('Une entrée pas finie');
    await page.clock.fastForward('02:00');
    await expect(popup).toHaveCount(0);

    // A screen with nothing being written: it comes at its next look.
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Tableau de bord' }).click();
    await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
    await page.clock.fastForward('01:05');
    await expect(popup).toBeVisible();
  });

  test('appears at 300,000 ms, again about 1,000,000 ms later, never a third time, across reloads', async ({ page }) => {
    await page.clock.install();
    await signUpWithStory(page);
    await openWithExtras(page, '/dashboard');
    await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
    const popup = page.getByRole('dialog', { name: 'Votre avis nous intéresse' });

    await fastForwardFromExtras(page, 299_000);
    await expect(popup).toHaveCount(0);
    await page.clock.fastForward(2_000);
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Envoyer' })).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Fermer' })).toBeVisible();
    await popup.getByRole('button', { name: 'Plus tard' }).click();
    await expect(popup).toHaveCount(0);

    // The count survives a reload: now the second delay applies.
    await openWithExtras(page, '/dashboard');
    await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
    await page.clock.fastForward(900_000);
    await expect(popup).toHaveCount(0);
    await page.clock.fastForward(101_000);
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Fermer' }).click();
    await expect(popup).toHaveCount(0);

    await openWithExtras(page, '/dashboard');
    await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
    await page.clock.fastForward(2_000_000);
    await expect(popup).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.feedbackPopupShown)).toBe('2');
  });

  test('the second time also comes in the same visit; sending closes it and stores the popup source', async ({ page }) => {
    await page.clock.install();
    await signUpWithStory(page);
    await openWithExtras(page, '/journal');
    await expect(page.getByRole('heading', { name: 'Mon journal' })).toBeVisible();
    const popup = page.getByRole('dialog', { name: 'Votre avis nous intéresse' });
    await page.clock.fastForward(301_000);
    await expect(popup).toBeVisible();
    // Escape closes it, and focus comes back to the page.
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await page.clock.fastForward(1_001_000);
    await expect(popup).toBeVisible();
    // Focus moved into the dialog.
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/feedback'));
    await popup.getByLabel(/Qu'est-ce que Renouveau t'apporte/).fill('Merci pour Janne');
    await popup.getByRole('button', { name: 'Envoyer' }).click();
    expect((await sent).postDataJSON()).toEqual({ content: 'Merci pour Janne', source: 'popup' });
    // A thank-you first, then the popup closes by itself.
    await expect(popup.getByRole('status')).toHaveText(FEEDBACK_THANKS);
    await page.clock.fastForward(3_000);
    await expect(popup).toHaveCount(0);
  });

  test('a blank popup says why nothing was sent', async ({ page }) => {
    await page.clock.install();
    await signUpWithStory(page);
    await openWithExtras(page, '/dashboard');
    await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
    const popup = page.getByRole('dialog', { name: 'Votre avis nous intéresse' });
    await page.clock.fastForward(301_000);
    let posted = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/feedback')) posted += 1;
    });
    await popup.getByLabel(/Qu'est-ce que Renouveau t'apporte/).fill('   ');
    await popup.getByRole('button', { name: 'Envoyer' }).click();
    await expect(popup.getByRole('alert')).toHaveText('Ton avis est vide.');
    await expect(popup).toBeVisible();
    expect(posted).toBe(0);
  });

  test('never for a signed-out visitor', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
    await page.clock.fastForward(400_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
