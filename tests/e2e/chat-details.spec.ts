import { expect, type Page, test } from '@playwright/test';
import { isSeen, ORIGIN, signUpWithStory } from './support/fixtures';

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

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the conversation has the room, and a first visit lands on « Bonjour, je suis Janne »', async ({ page }) => {
    await signUpWithStory(page, { exName: 'Alex', content: 'Une très longue histoire. '.repeat(40) });
    await page.goto('/chat');
    const welcome = page.locator('.bubble--assistant').first();
    await expect(welcome).toContainText('Bonjour, je suis Janne');
    expect(await isSeen(page, welcome.locator('p').first())).toBe(true);
    const list = await page.locator('.chat__messages').boundingBox();
    // More than half of the screen for the messages.
    expect(list!.height).toBeGreaterThanOrEqual(740 * 0.5);
  });

  test('a long new reply is shown from its start', async ({ page }) => {
    await signUpWithStory(page);
    await page.goto('/chat');
    await send(page, 'Peux-tu me répondre longuement ? [[long]]');
    await replied(page);
    const reply = page.locator('.bubble--assistant').last();
    expect(await isSeen(page, reply.locator('p').first())).toBe(true);
  });
});

test('a reply cut off is kept, marked as interrupted, and « Réessayer » asks for a new one', async ({ page }) => {
  await signUpWithStory(page);
  await page.goto('/chat');
  // The fake cuts the first reply to this exact message only: make it this test's own.
  await send(page, `Raconte-moi ${Date.now()} [[cut-once]]`);
  await replied(page);
  const cut = page.locator('.bubble--assistant').last();
  await expect(cut).toContainText('Je suis là,');
  await expect(cut).toContainText('Réponse interrompue.');
  await cut.getByRole('button', { name: 'Réessayer' }).click();
  await replied(page);
  await expect(page.locator('.bubble--assistant').last()).toContainText("Qu'est-ce qui te pèse le plus ce soir ?");
  // The cut-off words stay, marked, without the button; the person's message is there once.
  await expect(page.getByText('Réponse interrompue.')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Réessayer' })).toHaveCount(0);
  await expect(page.locator('.bubble--user')).toHaveCount(1);
});

test('a reload in the middle of a reply leaves it marked as interrupted, with « Réessayer »', async ({ page }) => {
  await signUpWithStory(page);
  await page.goto('/chat');
  await send(page, 'Une longue réponse, lentement [[slow]]');
  await expect(page.locator('.bubble--streaming')).toContainText('Je t');
  await page.reload();
  // The server saves what had arrived once it notices the page has gone: reload until it has.
  await expect(async () => {
    await page.reload();
    await expect(page.locator('.bubble--assistant').last()).toContainText('Réponse interrompue.', { timeout: 1_000 });
  }).toPass();
  await expect(page.locator('.bubble--assistant').last().getByRole('button', { name: 'Réessayer' })).toBeVisible();
});
