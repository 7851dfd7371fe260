import { expect, type Locator, type Page, test } from '@playwright/test';
import { MESSAGES, SIGNUP_ERRORS } from '../../src/shared/messages';
import { PASSWORD, signOutViaApi, signUpViaApi } from './support/fixtures';

/**
 * Issue 27: on a phone, tapping « Créer mon compte » with an e-mail already in use showed the
 * message 250 px above the screen and sent focus to the page body — the button seemed to do
 * nothing. A form's error is in view and focused when it appears, so it is seen and announced.
 */
test.use({ viewport: { width: 360, height: 740 } });

/** The element is inside the visible part of the page. */
async function expectInView(page: Page, locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  expect(box, 'the element has a box').not.toBeNull();
  const viewport = page.viewportSize();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport!.height);
}

test('sign-up: an e-mail already in use is shown where the eye is, and focused', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await signOutViaApi(page);
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByLabel('Femme').check();
  await page.getByLabel('Âge').fill('30');
  await page.getByRole('checkbox', { name: /J'accepte que Renouveau/ }).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  const alert = page.getByRole('alert').filter({ hasText: SIGNUP_ERRORS['auth/email-already-in-use'] });
  await expect(alert).toBeVisible();
  await expect(alert).toBeFocused();
  await expectInView(page, alert);
});

test('sign-up: a missing consent, at the bottom of the form, is shown in view too', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Email').fill('quelquun@exemple.fr');
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByLabel('Femme').check();
  await page.getByLabel('Âge').fill('30');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  const alert = page.getByRole('alert').filter({ hasText: /./ }).first();
  await expect(alert).toBeVisible();
  await expect(alert).toBeFocused();
  await expectInView(page, alert);
  // Typing to fix a field never takes the focus away again.
  await page.getByLabel('Email').fill('quelquun2@exemple.fr');
  await expect(page.getByLabel('Email')).toBeFocused();
});

test('the story: a failed save is shown in view and focused, and the text is kept', async ({ page }) => {
  await signUpViaApi(page);
  await page.route('**/api/story', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"internal","message":"x"}' })
      : route.continue(),
  );
  await page.goto('/story');
  await page.getByLabel('Le prénom de ton ex').fill('Jules');
  await page.getByLabel('Ton histoire').fill('Un texte que je ne veux pas perdre.\n'.repeat(12));
  await page.getByRole('button', { name: 'Confier mon histoire à Janne' }).click();
  const alert = page.getByRole('alert').filter({ hasText: MESSAGES.storySaveFailure });
  await expect(alert).toBeFocused();
  await expectInView(page, alert);
  await expect(page.getByLabel('Le prénom de ton ex')).toHaveValue('Jules');
});
