import { expect, type Page, test } from '@playwright/test';
import { E2E_OFFLINE_URL } from '../../playwright.config';
import { signUpWithStory } from './support/fixtures';

/**
 * Issue 27: on a phone the chat header took about 200 px and, keyboard open, about 70 px of
 * conversation was left; on a desktop 112 px of empty space sat below it. The conversation is the
 * screen: at least 60 % of the visible height after 20 messages, the composer in view, and at
 * 1280 px the page no taller than the window.
 */
test.use({ baseURL: E2E_OFFLINE_URL });

async function twentyMessages(page: Page): Promise<void> {
  const composer = page.getByLabel('Ton message à Janne');
  const finished = page.locator('.bubble--assistant:not(.typing):not(.bubble--streaming)');
  for (let i = 1; i <= 10; i += 1) {
    await composer.fill(`Message ${i} : je pense encore à elle ce soir.`);
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(finished).toHaveCount(i + 1);
    await expect(composer).toBeEnabled();
  }
}

async function measure(page: Page) {
  return page.evaluate(() => {
    const log = document.querySelector('.chat__messages')!.getBoundingClientRect();
    const composer = document.querySelector('.composer')!.getBoundingClientRect();
    const visible = window.visualViewport?.height ?? window.innerHeight;
    const top = Math.max(0, log.top);
    const bottom = Math.min(visible, log.bottom);
    return {
      share: (bottom - top) / visible,
      composerInView: composer.top >= 0 && composer.bottom <= visible + 1,
      pageTaller: document.documentElement.scrollHeight - window.innerHeight,
    };
  });
}

for (const height of [740, 420]) {
  test(`at 360 × ${height}, after 20 messages, the conversation takes at least 60 % of the screen and the composer is in view`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height });
    await signUpWithStory(page, undefined, { origin: E2E_OFFLINE_URL });
    await page.goto('/chat');
    await twentyMessages(page);
    await page.getByLabel('Ton message à Janne').focus();
    const { share, composerInView } = await measure(page);
    expect(composerInView).toBe(true);
    expect(share).toBeGreaterThanOrEqual(0.6);
  });
}

test('at 1280 × 800 the chat page is no taller than the window, and the conversation fills it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpWithStory(page, undefined, { origin: E2E_OFFLINE_URL });
  await page.goto('/chat');
  await twentyMessages(page);
  const { pageTaller, share, composerInView } = await measure(page);
  expect(pageTaller).toBeLessThanOrEqual(0);
  expect(composerInView).toBe(true);
  expect(share).toBeGreaterThanOrEqual(0.6);
});

test('the AI notice can be folded after first reading, and is one tap away', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpWithStory(page, undefined, { origin: E2E_OFFLINE_URL });
  await page.goto('/chat');
  const notice = page.getByText('Janne est une intelligence artificielle, pas une thérapeute.', { exact: false }).first();
  await expect(notice).toBeVisible();
  await page.getByRole('button', { name: 'Masquer les informations sur Janne' }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(notice).toBeHidden();
  const about = page.getByRole('button', { name: 'Janne est une IA : afficher les informations' });
  await about.click();
  await expect(notice).toBeVisible();
});
