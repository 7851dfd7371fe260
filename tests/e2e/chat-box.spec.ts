import { expect, test } from '@playwright/test';
import { heightOf, signUpWithStory } from './support/fixtures';

/**
 * Issue 41: the chat box on a phone. It grows with the text up to a few lines (it stayed one line),
 * and on a touch screen Enter makes a new line — the send button sends.
 */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test('on a phone, Enter makes a new line, the box grows with six lines, and the button sends', async ({ page }) => {
  await signUpWithStory(page);
  await page.goto('/chat');
  const box = page.locator('#chat-input');
  await expect(box).toBeEnabled();
  const empty = await heightOf(box);
  await box.click();
  await page.keyboard.type('Première ligne');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Deuxième ligne');
  await expect(box).toHaveValue('Première ligne\nDeuxième ligne');
  await box.fill(['un', 'deux', 'trois', 'quatre', 'cinq', 'six'].join('\n'));
  await expect.poll(() => heightOf(box)).toBeGreaterThan(empty * 2.5);
  await page.screenshot({ path: test.info().outputPath('chat-box-six-lines-360.png') });
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.locator('.bubble--user').last()).toContainText('six');
  await expect(box).toHaveValue('');
  await expect.poll(() => heightOf(box)).toBeLessThan(empty * 1.5);
});
