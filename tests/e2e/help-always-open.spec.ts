import { expect, test, type Page } from '@playwright/test';
import { ORIGIN, signUpWithStory } from './support/fixtures';

/**
 * Issue 41: the lock protects what a person wrote, never the way to help. With a code set and the
 * app locked, the lock screen shows the numbers to call, « Besoin d'aide ? » opens /aide and the
 * grounding exercise without the code, and the safety plan stays behind the code unless the person
 * chose to keep it on this phone. « Quitter rapidement » answers over every dialog, and on the
 * signed-out pages too. All at 360 px: the phone is where it happens.
 */
test.use({ viewport: { width: 360, height: 740 } });

const NEUTRAL = /^https:\/\/www\.google\.fr\//;
const lockScreen = (page: Page) => page.getByRole('heading', { name: 'Renouveau est verrouillé' });

async function chooseCodeAndLock(page: Page) {
  await page.goto('/account');
  await page.getByRole('button', { name: 'Choisir un code' }).click();
  await page.getByLabel('Code (4 à 6 chiffres)').fill('2468');
  await page.getByLabel('Confirme le code').fill('2468');
  await page.getByRole('button', { name: 'Enregistrer mon code' }).click();
  await expect(page.getByText('Verrouillage activé')).toBeVisible();
  expect((await page.request.post('/api/lock/lock', { headers: ORIGIN })).status()).toBe(204);
}

async function answerNeutralSite(page: Page) {
  await page
    .context()
    .route(NEUTRAL, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Google</title><p>Recherche</p>' }));
}

test('locked, the numbers are on the lock screen and « Besoin d’aide ? » opens /aide and the exercise without the code', async ({
  page,
}) => {
  await signUpWithStory(page);
  await chooseCodeAndLock(page);
  await page.goto('/dashboard');
  await expect(lockScreen(page)).toBeVisible();

  // The numbers, as tap-to-call links, on the lock screen itself.
  const onLock = page.locator('.lock-screen');
  await expect(onLock.getByRole('link', { name: /3114/ })).toHaveAttribute('href', 'tel:3114');
  await expect(onLock.getByRole('link', { name: /^15\b|SAMU/ })).toHaveAttribute('href', 'tel:15');
  await expect(onLock.getByRole('link', { name: /112/ })).toHaveAttribute('href', 'tel:112');
  await page.screenshot({ path: test.info().outputPath('lock-screen-360.png'), fullPage: true });

  // « Besoin d'aide ? » in the header: /aide, whole, without the code.
  await page.getByRole('link', { name: "Besoin d'aide ?" }).first().click();
  await expect(page).toHaveURL(/\/aide$/);
  await expect(page.getByRole('heading', { level: 1, name: "Besoin d'aide ?" })).toBeVisible();
  await expect(lockScreen(page)).toBeHidden();
  await expect(page.getByText('Entre ton code pour continuer.')).toBeHidden();

  // The grounding exercise opens there, code or not.
  await page
    .getByRole('button', { name: /exercice|Respirer/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // What the person wrote stays behind the code.
  await page.getByRole('link', { name: 'Tableau de bord' }).click();
  await expect(lockScreen(page)).toBeVisible();
  expect((await page.request.get('/api/journal/entries')).status()).toBe(423);
});

test('locked, « Un moment difficile » shows the lines; the plan only when the person kept it on this phone', async ({ page }) => {
  await signUpWithStory(page);
  await page.goto('/plan-de-securite');
  await page.getByRole('textbox', { name: /signes d'alerte/i }).fill('Je ne dors plus, je relis ses messages.');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Plan enregistré' })).toBeVisible();
  // Where the person chooses, it says the plan then stays readable when the app is locked.
  await expect(page.getByText(/même quand l’app est verrouillée/)).toBeVisible();
  await chooseCodeAndLock(page);

  await page.goto('/plan-de-securite/moment-difficile');
  await expect(page.getByRole('heading', { level: 1, name: 'Un moment difficile' })).toBeVisible();
  await expect(lockScreen(page)).toBeHidden();
  await expect(page.getByRole('link', { name: /3114/ }).first()).toBeVisible();
  await expect(page.getByText('Je ne dors plus')).toBeHidden();
  await expect(page.getByText(/Ton plan est protégé par ton code/)).toBeVisible();

  // Kept on this phone by choice: readable with the app locked.
  await page.getByRole('link', { name: 'Tableau de bord' }).click();
  await page.getByLabel('Ton code').fill('2468');
  await page.getByRole('button', { name: 'Déverrouiller' }).click();
  await expect(lockScreen(page)).toBeHidden();
  await page.goto('/plan-de-securite');
  await page.getByRole('switch', { name: 'Garder mon plan sur ce téléphone' }).check();
  expect((await page.request.post('/api/lock/lock', { headers: ORIGIN })).status()).toBe(204);
  await page.goto('/plan-de-securite/moment-difficile');
  await expect(page.getByText('Je ne dors plus, je relis ses messages.')).toBeVisible();
  await expect(lockScreen(page)).toBeHidden();
});

test('« Quitter rapidement » answers over an open dialog', async ({ page }) => {
  await answerNeutralSite(page);
  await signUpWithStory(page);
  await page.goto('/aide');
  await page
    .getByRole('button', { name: /exercice|Respirer/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The page behind is inert under a modal dialog: the exit must be in the dialog's layer.
  const exit = dialog.getByRole('button', { name: 'Quitter rapidement' });
  await expect(exit).toBeInViewport();
  // The focus stays where the dialog puts it, never on « Quitter » by itself.
  await expect(exit).not.toBeFocused();
  await page.screenshot({ path: test.info().outputPath('dialog-with-quit-360.png') });
  await exit.click();
  await expect(page).toHaveURL(NEUTRAL);
});

test('« Quitter rapidement » is on the signed-out pages too, and answers there', async ({ page }) => {
  await answerNeutralSite(page);
  for (const path of ['/aide', '/login', '/signup']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Quitter rapidement' }), path).toBeInViewport();
  }
  await page.goto('/aide');
  await page.getByRole('button', { name: 'Quitter rapidement' }).click();
  await expect(page).toHaveURL(NEUTRAL);
});

test('locked, « Quitter rapidement » and Escape three times still leave', async ({ page }) => {
  await answerNeutralSite(page);
  await signUpWithStory(page);
  await chooseCodeAndLock(page);
  await page.goto('/dashboard');
  await expect(lockScreen(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quitter rapidement' })).toBeInViewport();
  await page.locator('body').press('Escape');
  await page.locator('body').press('Escape');
  await page.locator('body').press('Escape');
  await expect(page).toHaveURL(NEUTRAL);
});
