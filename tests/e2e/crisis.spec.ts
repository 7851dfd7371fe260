import { expect, type Page, test } from '@playwright/test';
import { E2E_OFFLINE_URL } from '../../playwright.config';
import { FAKE_REPLIES } from '../support/fake-openai';
import { isSeen, openWithExtras, signUpWithStory } from './support/fixtures';

/**
 * The crisis turn as a person lives it: the card, and nothing else; its start and 3114 in view on
 * a phone and on a desktop; the safety question and its answers; 3114 kept on the chat screen;
 * no popup over them afterwards.
 */

async function sendMessage(page: Page, text: string) {
  await page.getByLabel('Ton message à Janne').fill(text);
  await page.getByRole('button', { name: 'Envoyer' }).click();
}

/** Everything of the turn has arrived: the conversation is no longer busy. */
async function turnFinished(page: Page) {
  await expect(page.locator('.chat__messages')).toHaveAttribute('aria-busy', 'false');
}

for (const viewport of [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`the crisis turn on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('shows the card and no cheerful reply, with its start, the question and 3114 in view', async ({ page }) => {
      await signUpWithStory(page);
      await page.goto('/chat');
      // A long conversation first, so the card arrives at the bottom of a scrolled list.
      for (let i = 0; i < 4; i += 1) {
        await sendMessage(page, `Message ordinaire numéro ${i}, pour remplir la conversation.`);
        await turnFinished(page);
      }
      await sendMessage(page, 'je veux plus vivre');
      const card = page.locator('.bubble--crisis').last();
      await expect(card).toBeVisible();
      await turnFinished(page);
      // The provider would have answered something cheerful: it was not even asked.
      await expect(page.locator('.bubble').last()).toHaveClass(/bubble--crisis/);
      await expect(page.locator('.bubble--assistant').filter({ hasText: FAKE_REPLIES.chat.slice(0, 25) })).toHaveCount(4);
      await expect(card.getByText('Es-tu en sécurité en ce moment ?')).toBeVisible();
      const call3114 = card.getByRole('link', { name: /3114/ });
      await expect(call3114).toHaveAttribute('href', 'tel:3114');
      expect(await isSeen(page, call3114)).toBe(true);
      expect(await isSeen(page, card.getByText('Es-tu en sécurité en ce moment ?'))).toBe(true);
      // The start of the card: Janne's first words.
      expect(await isSeen(page, card.locator('p').first())).toBe(true);
      // From now on, « Appeler le 3114 » stays on the chat screen, after a reload too.
      await expect(page.getByRole('link', { name: 'Appeler le 3114' })).toHaveAttribute('href', 'tel:3114');
      await page.reload();
      await expect(page.getByRole('link', { name: 'Appeler le 3114' })).toBeVisible();
    });
  });
}

test.describe('after the card', () => {
  test('the safety question is answered by a tap, Janne acknowledges it, and 3114 stays', async ({ page }) => {
    await signUpWithStory(page);
    await page.goto('/chat');
    await sendMessage(page, "j'ai envie d'en finir");
    const card = page.locator('.bubble--crisis');
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Oui, je suis en sécurité' }).click();
    await expect(page.locator('.bubble--user').last()).toHaveText(/Oui, je suis en sécurité/);
    await turnFinished(page);
    await expect(page.locator('.bubble--assistant').last()).not.toHaveClass(/bubble--crisis/);
    // The quick answers belong to the latest card only.
    await expect(page.getByRole('button', { name: 'Oui, je suis en sécurité' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Appeler le 3114' })).toBeVisible();
  });

  test('« Non, pas vraiment » brings the card again', async ({ page }) => {
    await signUpWithStory(page);
    await page.goto('/chat');
    await sendMessage(page, 'je pense à me tuer');
    await page.locator('.bubble--crisis').getByRole('button', { name: 'Non, pas vraiment' }).click();
    await expect(page.locator('.bubble--crisis')).toHaveCount(2);
  });

  test('no feedback popup opens over the chat after a crisis, even after five minutes', async ({ page }) => {
    await page.clock.install();
    await signUpWithStory(page);
    await openWithExtras(page, '/chat');
    await sendMessage(page, 'je veux mourir');
    await expect(page.locator('.bubble--crisis')).toBeVisible();
    await turnFinished(page);
    await page.clock.fastForward(301_000);
    // The popup's timer has fired (it would show by now): the composer is still free.
    await expect(page.getByLabel('Ton message à Janne')).toBeEditable();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the card comes at once when the provider is down, and when it hangs', async ({ page }) => {
    await signUpWithStory(page);
    await page.goto('/chat');
    for (const marker of ['[[fail500]]', '[[hang]]']) {
      await sendMessage(page, `je veux me foutre en l'air ${marker}`);
      // The provider is never asked (a server test checks it): the card does not wait for it.
      await expect(page.locator('.bubble--crisis').last().getByRole('link', { name: /3114/ })).toBeVisible();
      await turnFinished(page);
    }
    await expect(page.locator('.bubble--crisis')).toHaveCount(2);
  });

  test('the provider’s risk judgement brings the card when the patterns miss', async ({ page }) => {
    await signUpWithStory(page);
    await page.goto('/chat');
    await sendMessage(page, "[[risk:high]] franchement je vois plus l'intérêt de rien, ni de moi");
    await expect(page.locator('.bubble--crisis')).toBeVisible();
    await turnFinished(page);
    await expect(page.getByText(FAKE_REPLIES.chat.slice(0, 25))).toHaveCount(0);
  });

  test('the safety plan and a grounding exercise are one tap from the card', async ({ page }) => {
    await signUpWithStory(page);
    await page.goto('/chat');
    await sendMessage(page, 'je veux disparaître pour toujours');
    const card = page.locator('.bubble--crisis');
    await card.getByRole('button', { name: 'Un exercice pour me poser' }).click();
    const exercise = page.getByRole('dialog', { name: 'Respirer un moment' });
    await expect(exercise).toBeVisible();
    await exercise.getByRole('button', { name: 'Fermer' }).click();
    await expect(exercise).toHaveCount(0);
    await card.getByRole('link', { name: 'Mon plan de sécurité' }).click();
    await expect(page).toHaveURL(/\/plan-de-securite$/);
  });
});

test.describe('with the offline companion', () => {
  test.use({ baseURL: E2E_OFFLINE_URL });

  test('the card ends the turn, and the next replies stay with the person, never about the ex', async ({ page }) => {
    await signUpWithStory(page, { exName: 'Julien', content: 'Six ans, et il est parti.' }, { origin: E2E_OFFLINE_URL });
    await page.goto('/chat');
    await sendMessage(page, 'je veux plus vivre');
    await expect(page.locator('.bubble--crisis')).toBeVisible();
    await turnFinished(page);
    await expect(page.locator('.bubble').last()).toHaveClass(/bubble--crisis/);
    await sendMessage(page, 'je me sens tellement seule ce soir');
    await turnFinished(page);
    const reply = page.locator('.bubble--assistant').last();
    await expect(reply).toContainText('3114');
    await expect(reply).not.toContainText('Julien');
  });
});
