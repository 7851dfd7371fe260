import { expect, type Page, test } from '@playwright/test';
import { E2E_OFFLINE_URL } from '../../playwright.config';
import { CHAT_FALLBACK_REPLY } from '../../src/shared/chat';
import { escapeRegExp } from '../../src/shared/text';
import { FAKE_REPLIES } from '../support/fake-openai';
import { ORIGIN, signUpWithStory } from './support/fixtures';

async function send(page: Page, text: string) {
  await page.getByLabel('Ton message à Janne').fill(text);
  await page.getByRole('button', { name: 'Envoyer' }).click();
}

const assistant = (page: Page) => page.locator('.bubble--assistant');
const lastAssistant = (page: Page) => assistant(page).last();

test.describe('chat with Janne (OpenAI-compatible provider)', () => {
  test('the panel, the welcome naming the ex, and a streamed reply', async ({ page }) => {
    await signUpWithStory(page, { exName: 'Lou', content: 'Trois ans, puis plus rien.' });
    await page.goto('/chat');
    await expect(page).toHaveTitle(/Chat avec Janne/);
    await expect(page.getByRole('heading', { name: 'Chat avec Janne' })).toBeVisible();
    await expect(page.getByText('Janne est une intelligence artificielle, pas une thérapeute.', { exact: false })).toBeVisible();
    const panel = page.locator('.chat');
    // SPEC §2's 600 px panel fills the window under the site header instead, and the page never
    // grows past the window (issue 27; docs/spec-deviations.md).
    const box = await panel.boundingBox();
    const windowHeight = await page.evaluate(() => window.innerHeight);
    expect(box!.y + box!.height).toBeLessThanOrEqual(windowHeight);
    expect(box!.height).toBeGreaterThanOrEqual(windowHeight * 0.75);
    await expect(assistant(page).first()).toContainText('ta rupture avec Lou');

    // Five seconds before the first word, so the typing indicator is there to be seen even when the
    // browser runs beside the other test suites (a one-second window was missed once).
    await send(page, 'Je pense à elle tout le temps [[slow]] [[delay:5000]]');
    const mine = page.locator('.bubble--user').last();
    await expect(mine).toHaveText(/Je pense à elle tout le temps/);
    // The typing indicator until the first word, input and button disabled meanwhile.
    await expect(page.getByRole('status').filter({ hasText: 'Janne écrit…' })).toBeVisible();
    await expect(page.getByLabel('Ton message à Janne')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    await expect(page.getByLabel('Ton message à Janne')).toHaveValue('');
    // Words arrive one by one: a partial reply shows before the whole.
    const streaming = page.locator('.bubble--streaming');
    await expect(streaming).toBeVisible();
    expect(FAKE_REPLIES.chat.startsWith((await streaming.innerText()).replace(/^Janne :\s*/, '').trim())).toBe(true);
    await expect(lastAssistant(page)).toContainText("Qu'est-ce qui te pèse le plus ce soir ?");
    await expect(page.locator('.bubble--streaming')).toHaveCount(0);
    await expect(page.getByLabel('Ton message à Janne')).toBeEnabled();

    // Two paragraphs; Janne on the left at most 80 % wide, the person on the right.
    await expect(lastAssistant(page).locator('p')).toHaveCount(2);
    const styles = await page.evaluate(() => {
      const of = (selector: string) => {
        const element = [...document.querySelectorAll(selector)].at(-1) as HTMLElement;
        const style = getComputedStyle(element);
        return { alignSelf: style.alignSelf, maxWidth: style.maxWidth };
      };
      return { user: of('.bubble--user'), assistant: of('.bubble--assistant') };
    });
    expect(styles.user.alignSelf).toBe('flex-end');
    expect(styles.assistant.alignSelf).toBe('flex-start');
    expect(styles.assistant.maxWidth).toBe('80%');

    // The reply survives a reload: both were saved.
    await page.reload();
    await expect(lastAssistant(page)).toContainText("Qu'est-ce qui te pèse le plus ce soir ?");
    await expect(page.locator('.bubble--user').last()).toHaveText(/Je pense à elle tout le temps/);
  });

  test('a provider failure gives SPEC’s fallback sentence', async ({ page }) => {
    await signUpWithStory(page);
    await page.goto('/chat');
    await send(page, 'Tu es là ? [[fail500]]');
    await expect(lastAssistant(page)).toHaveText(new RegExp(escapeRegExp(CHAT_FALLBACK_REPLY)));
  });

  test('a provider that hangs is given up on, with the fallback', async ({ page }) => {
    await signUpWithStory(page);
    await page.goto('/chat');
    await send(page, 'Allô ? [[hang]]');
    await expect(page.getByRole('status').filter({ hasText: 'Janne écrit…' })).toBeVisible();
    await expect(lastAssistant(page)).toContainText("j'ai du mal à répondre pour le moment");
  });

  test('a stream that breaks midway keeps what arrived', async ({ page }) => {
    await signUpWithStory(page);
    await page.goto('/chat');
    await send(page, 'Raconte-moi [[cut]]');
    await expect(lastAssistant(page)).toHaveText(/Je suis là,/);
    await page.reload();
    await expect(lastAssistant(page)).toHaveText(/Je suis là,/);
  });

  test('the screens named in Janne’s messages are links', async ({ page }) => {
    await signUpWithStory(page);
    await page.goto('/chat');
    await send(page, 'Que faire ? [[links]]');
    const reply = lastAssistant(page);
    await expect(reply.getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute('href', '/dashboard');
    await expect(reply.getByRole('link', { name: 'Mes progrès' })).toHaveAttribute('href', '/progress');
    await expect(reply.getByRole('link', { name: "Matrice d'introspection" })).toHaveAttribute('href', '/matrix');
    await reply.getByRole('link', { name: 'Journal quotidien' }).click();
    await expect(page).toHaveURL(/\/journal$/);
    // The welcome's links work too.
    await page.goto('/chat');
    await assistant(page).first().getByRole('link', { name: "Ma matrice d'introspection" }).click();
    await expect(page).toHaveURL(/\/matrix$/);
  });

  test('HTML in a reply shows as text and never runs', async ({ page }) => {
    await signUpWithStory(page);
    await page.goto('/chat');
    await send(page, 'Montre-moi [[xss]]');
    await expect(lastAssistant(page)).toContainText('<img src=x onerror="window.__xss=1">');
    await expect(lastAssistant(page)).toContainText('<script>window.__xss=2</script>');
    await expect(lastAssistant(page).locator('img, script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  test('a blank message is not sent', async ({ page }) => {
    await signUpWithStory(page);
    await page.goto('/chat');
    await expect(assistant(page)).toHaveCount(1);
    await send(page, '   ');
    await page.getByLabel('Ton message à Janne').press('Enter');
    await expect(page.locator('.bubble--user')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Janne écrit…' })).toHaveCount(0);
  });

  test('a message that cannot be sent comes back into the input', async ({ page }) => {
    await signUpWithStory(page);
    await page.goto('/chat');
    await page.route('**/api/chat/messages', (route) => route.abort('internetdisconnected'));
    await send(page, 'Un message important');
    await expect(page.getByRole('alert')).toContainText("Ton message n'a pas pu être envoyé");
    await expect(page.getByLabel('Ton message à Janne')).toHaveValue('Un message important');
  });

  test('Enter sends; a long conversation opens at its end and loads older messages on scroll up', async ({ page }) => {
    await signUpWithStory(page);
    for (let i = 1; i <= 60; i += 1) {
      const response = await page.request.post('/api/chat/messages', { headers: ORIGIN, data: { content: `Message ${i}` } });
      expect(response.status()).toBe(200);
    }
    await page.goto('/chat');
    await expect(page.locator('.bubble')).toHaveCount(50);
    await expect(page.locator('.bubble--user').last()).toHaveText(/Message 60/);
    await expect(page.locator('.bubble--user').last()).toBeInViewport();

    await page.locator('.chat__messages').evaluate((list) => {
      list.scrollTop = 0;
    });
    await expect(page.locator('.bubble')).toHaveCount(100);
    // A click without scrolling the button into view: scrolling to it would reach the top, whose
    // own loading would race the click (and remove the button under it).
    await page.getByRole('button', { name: 'Voir les messages précédents' }).evaluate((button: HTMLButtonElement) => button.click());
    await expect(page.locator('.bubble')).toHaveCount(121);
    await expect(page.locator('.bubble').first()).toContainText('Bonjour, je suis Janne');
    await expect(page.getByRole('button', { name: 'Voir les messages précédents' })).toHaveCount(0);

    await page.getByLabel('Ton message à Janne').fill('Avec la touche Entrée');
    await page.getByLabel('Ton message à Janne').press('Enter');
    await expect(page.locator('.bubble--user').last()).toHaveText(/Avec la touche Entrée/);
    await expect(lastAssistant(page)).toBeInViewport();
  });
});

test.describe('chat with the offline companion (no AI key)', () => {
  test.use({ baseURL: E2E_OFFLINE_URL });

  test('Janne answers without a provider, and says she is offline', async ({ page }) => {
    await signUpWithStory(page, { exName: 'Sacha', content: 'Deux ans, une séparation douce mais triste.' }, { origin: E2E_OFFLINE_URL });
    await page.goto('/chat');
    await expect(page.getByText('Mode hors ligne', { exact: false })).toBeVisible();
    await send(page, "Je n'arrive pas à dormir, je pense à lui toute la nuit");
    // Finished: neither the typing indicator nor a bubble still streaming.
    const finished = page.locator('.bubble--assistant:not(.typing):not(.bubble--streaming)');
    await expect(finished).toHaveCount(2);
    await expect(page.getByLabel('Ton message à Janne')).toBeEnabled();
    const reply = (await finished.last().innerText()).trim();
    expect(reply.endsWith('?')).toBe(true);
    expect(reply).not.toMatch(/\bvous\b/i);
  });
});
