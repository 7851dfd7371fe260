import { expect, type Page, test } from '@playwright/test';
import { ORIGIN, signUpWithStory } from './support/fixtures';

function daysAgo(days: number): string {
  const date = new Date(`${new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' })}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

async function setLastContact(page: Page, days: number) {
  const response = await page.request.put('/api/progress/no-contact', {
    headers: ORIGIN,
    data: { lastContactDate: daysAgo(days), timeZone: 'Europe/Paris' },
  });
  expect(response.status()).toBe(200);
}

const yesterday = () => daysAgo(1);
const celebration = (page: Page) => page.getByRole('dialog', { name: /^Bravo, \d+ jours sans contact$/ });

/** Loads the app and waits until the progress it celebrates from has arrived. */
async function load(page: Page, path = '/dashboard') {
  const progress = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/progress');
  await page.goto(path);
  await progress;
}

test.describe('celebration on app load', () => {
  test('the first celebration ever, then not twice the same day; a multiple of 5 on a new day', async ({ page }) => {
    await signUpWithStory(page);
    await setLastContact(page, 10);
    await load(page);
    await expect(page.getByRole('dialog', { name: 'Bravo, 10 jours sans contact' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Bravo, 10 jours sans contact' })).toHaveCount(0, { timeout: 5000 });

    await load(page);
    await page.waitForTimeout(300);
    await expect(celebration(page)).toHaveCount(0);

    await page.evaluate((day) => localStorage.setItem('renouveau.lastCelebration', day), yesterday());
    await load(page);
    await expect(page.getByRole('dialog', { name: 'Bravo, 10 jours sans contact' })).toBeVisible();
  });

  test('not on a day that is not a multiple of 5 once celebrated, and never at 2 days', async ({ page }) => {
    await signUpWithStory(page);
    await setLastContact(page, 7);
    await page.goto('/');
    await page.evaluate((day) => localStorage.setItem('renouveau.lastCelebration', day), yesterday());
    await load(page);
    await page.waitForTimeout(300);
    await expect(celebration(page)).toHaveCount(0);

    await setLastContact(page, 2);
    await page.evaluate(() => localStorage.removeItem('renouveau.lastCelebration'));
    await load(page);
    await page.waitForTimeout(300);
    await expect(celebration(page)).toHaveCount(0);
  });

  test('closes by itself after 3 seconds, with confetti', async ({ page }) => {
    await page.clock.install();
    await signUpWithStory(page);
    await setLastContact(page, 4);
    await load(page);
    const dialog = page.getByRole('dialog', { name: 'Bravo, 4 jours sans contact' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('body > canvas')).toHaveCount(1);
    await page.clock.fastForward(2_800);
    await expect(dialog).toBeVisible();
    await page.clock.fastForward(300);
    await expect(dialog).toHaveCount(0);
  });

  test('with reduced motion: the message without confetti', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signUpWithStory(page);
    await setLastContact(page, 5);
    await load(page);
    await expect(page.getByRole('dialog', { name: 'Bravo, 5 jours sans contact' })).toBeVisible();
    await page.waitForTimeout(300);
    await expect(page.locator('body > canvas')).toHaveCount(0);
  });
});
