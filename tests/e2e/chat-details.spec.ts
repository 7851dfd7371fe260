import { expect, type Page, test } from '@playwright/test';
import { ORIGIN, signUpWithStory } from './support/fixtures';

async function send(page: Page, text: string) {
  await page.getByLabel('Ton message à Janne').fill(text);
  await page.getByRole('button', { name: 'Envoyer' }).click();
}
const replied = (page: Page) => expect(page.locator('.chat__messages')).toHaveAttribute('aria-busy', 'false');

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test(`the chat page is no taller than its content at ${viewport.width} px, however long the conversation`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signUpWithStory(page);
    for (let i = 1; i <= 30; i += 1) {
      expect((await page.request.post('/api/chat/messages', { headers: ORIGIN, data: { content: `Message ${i}` } })).status()).toBe(200);
    }
    await page.goto('/chat');
    await expect(page.locator('.bubble').first()).toBeVisible();
    const { page: height, content } = await page.evaluate(() => ({
      page: document.documentElement.scrollHeight,
      content: Math.ceil(document.querySelector('.chat')!.getBoundingClientRect().bottom + window.scrollY),
    }));
    // The chat panel is the last thing on the page: below it, only the page's own margin.
    expect(height).toBeLessThanOrEqual(Math.max(content + 64, viewport.height));
  });
}

test('the message box has the focus again after a reply, sent with the button or with Enter', async ({ page }) => {
  await signUpWithStory(page);
  await page.goto('/chat');
  const input = page.getByLabel('Ton message à Janne');
  await send(page, 'Bonsoir Janne');
  await replied(page);
  await expect(input).toBeFocused();
  await input.fill('Encore moi');
  await input.press('Enter');
  await replied(page);
  await expect(input).toBeFocused();
  // Typing goes straight in.
  await page.keyboard.type('Et maintenant');
  await expect(input).toHaveValue('Et maintenant');
});

test('the focus stays where the person moved it while Janne was writing', async ({ page }) => {
  await signUpWithStory(page);
  await page.goto('/chat');
  await send(page, 'Une réponse lente, s’il te plaît [[slow]]');
  const breathe = page.getByRole('button', { name: 'Respirer un moment' });
  await breathe.focus();
  await replied(page);
  await expect(breathe).toBeFocused();
});
