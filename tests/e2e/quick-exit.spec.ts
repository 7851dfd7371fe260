import { expect, test, type Page } from '@playwright/test';
import { openWithExtras, signUpWithStory } from './support/fixtures';

/**
 * « Quitter rapidement » (issue 27): one tap, or Escape three times, and the tab shows a neutral
 * site; going back never shows the app again — a person whose ex takes their phone can hide it in a
 * second. The neutral site is answered here: the machine that runs the tests has no internet.
 */
const NEUTRAL = /^https:\/\/www\.google\.fr\//;

async function answerNeutralSite(page: Page) {
  await page
    .context()
    .route(NEUTRAL, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Google</title><p>Recherche</p>' }));
}

async function expectNoAppAfterBack(page: Page) {
  // Every way back lands on the neutral site again (or on the tab's first, empty page), never on a
  // page of the app; the app's pages behind (at least one) each turn into it.
  let neutralSteps = 0;
  for (let step = 0; step < 8; step += 1) {
    await page.goBack().catch(() => null);
    await expect(page).toHaveURL((url) => NEUTRAL.test(url.href) || url.href === 'about:blank');
    if (page.url() === 'about:blank') break;
    await expect(page.getByText('Recherche')).toBeVisible();
    neutralSteps += 1;
  }
  expect(page.url()).toBe('about:blank');
  expect(neutralSteps).toBeGreaterThanOrEqual(1);
}

test('the quick-exit button hides the app at once and going back never shows it', async ({ page }) => {
  await answerNeutralSite(page);
  await signUpWithStory(page);
  await page.goto('/dashboard');
  await page
    .getByRole('link', { name: /Mon journal/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/journal$/);
  await page.getByRole('button', { name: 'Quitter rapidement' }).click();
  await expect(page).toHaveURL(NEUTRAL);
  await expectNoAppAfterBack(page);

  // The person can still come back on purpose, in the same tab, by typing the address.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Escape pressed three times leaves at once, on a phone too', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await answerNeutralSite(page);
  await signUpWithStory(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Quitter rapidement' })).toBeInViewport();
  // The keys are listened to by the signed-in extras, a chunk of their own: wait until they run.
  await openWithExtras(page, '/progress');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(NEUTRAL);
  await expectNoAppAfterBack(page);
});
