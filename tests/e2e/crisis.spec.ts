import { expect, type Page, test } from '@playwright/test';
import { E2E_BASE_URL, E2E_OFFLINE_URL } from '../../playwright.config';
import { FAKE_REPLIES } from '../support/fake-openai';
import {
  heightOf,
  isInside,
  isSeen,
  openWithExtras,
  ORIGIN,
  PASSWORD,
  signUpWithStory,
  tellStoryViaApi,
  uniqueEmail,
} from './support/fixtures';

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

  test('« Non, pas vraiment » brings the next step, not the card again (issue 24)', async ({ page }) => {
    await signUpWithStory(page);
    await page.goto('/chat');
    await sendMessage(page, 'je pense à me tuer');
    await page.locator('.bubble--crisis').getByRole('button', { name: 'Non, pas vraiment' }).click();
    await expect(page.locator('.bubble--step').getByRole('link', { name: /^Appeler le 3114/ })).toHaveAttribute('href', 'tel:3114');
    await expect(page.locator('.bubble--crisis')).toHaveCount(1);
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

  test('the card comes at once when the provider is down, and when it hangs; so does the next step', async ({ page }) => {
    for (const marker of ['[[fail500]]', '[[hang]]']) {
      // A new person each time: in crisis mode, new words of risk get the next step, not a second card (issue 24).
      await signUpWithStory(page);
      await page.goto('/chat');
      await sendMessage(page, `je veux me foutre en l'air ${marker}`);
      // The provider is never asked (a server test checks it): the card does not wait for it.
      await expect(page.locator('.bubble--crisis').getByRole('link', { name: /^3114/ })).toBeVisible();
      await turnFinished(page);
      await expect(page.locator('.bubble--crisis')).toHaveCount(1);
    }
    await sendMessage(page, "je veux me foutre en l'air [[hang]]");
    await expect(page.locator('.bubble--step').getByRole('link', { name: /^Appeler le 3114/ })).toBeVisible();
    await turnFinished(page);
    await expect(page.locator('.bubble--crisis')).toHaveCount(1);
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
    // In a crisis the plan opens read-only, for a hard moment (issue 27), one tap from editing it.
    await card.getByRole('link', { name: 'Mon plan de sécurité' }).click();
    await expect(page).toHaveURL(/\/plan-de-securite\/moment-difficile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Un moment difficile' })).toBeVisible();
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

/** A person of this gender and age, with a story, signed in. */
async function signUpAs(page: Page, profile: { gender: 'female' | 'male' | 'other'; age: number }, origin = ORIGIN) {
  const response = await page.request.post(`${origin.origin}/api/auth/signup`, {
    headers: origin,
    data: { email: uniqueEmail('crise'), password: PASSWORD, ...profile, consent: true },
  });
  expect(response.status(), await response.text()).toBe(201);
  await tellStoryViaApi(page, undefined, origin);
}

test.describe('the card on a phone, 360 × 740 (issue 24)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const { name, message, baseURL } of [
    { name: 'a suicidal crisis', message: 'je veux plus vivre', baseURL: E2E_BASE_URL },
    { name: 'violence (the longer intro)', message: 'il me frappe quand il a bu', baseURL: E2E_BASE_URL },
    {
      name: 'a suicidal crisis with the offline companion (one more line in the header)',
      message: 'je veux plus vivre',
      baseURL: E2E_OFFLINE_URL,
    },
  ]) {
    test(`${name}: 3114 and both quick answers are in view together, and every tap target is 44 px high`, async ({ page }) => {
      await signUpAs(page, { gender: 'female', age: 29 }, { origin: baseURL });
      await page.goto(`${baseURL}/chat`);
      // A conversation first, so the card arrives at the bottom of a scrolled list.
      for (let i = 0; i < 3; i += 1) {
        await sendMessage(page, `Message ordinaire numéro ${i}, pour remplir la conversation.`);
        await turnFinished(page);
      }
      await sendMessage(page, message);
      const card = page.locator('.bubble--crisis').last();
      await expect(card).toBeVisible();
      await turnFinished(page);

      const conversation = page.locator('.chat__messages');
      const call3114 = card.getByRole('link', { name: /^3114/ });
      const safe = card.getByRole('button', { name: 'Oui, je suis en sécurité' });
      const notSafe = card.getByRole('button', { name: 'Non, pas vraiment' });
      for (const target of [card.locator('p').first(), card.getByText('Es-tu en sécurité en ce moment ?'), call3114, safe, notSafe]) {
        expect(await isSeen(page, target)).toBe(true);
        expect(await isInside(target, conversation)).toBe(true);
      }
      for (const target of [call3114, safe, notSafe]) expect(await heightOf(target)).toBeGreaterThanOrEqual(44);

      const header3114 = page.getByRole('link', { name: 'Appeler le 3114' });
      expect(await isSeen(page, header3114)).toBe(true);
      expect(await heightOf(header3114)).toBeGreaterThanOrEqual(44);

      // Every other tap target of the card, « Autres numéros » open: 44 px at least.
      await card.locator('summary', { hasText: 'Autres numéros' }).click();
      await expect(card.getByRole('link', { name: /^114 Urgence par SMS/ })).toBeVisible();
      const targets = card.locator('a, button, summary');
      expect(await targets.count()).toBeGreaterThan(8);
      for (const target of await targets.all()) {
        expect(await heightOf(target), (await target.textContent()) ?? '').toBeGreaterThanOrEqual(44);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }

  test('a 41-year-old man sees 3114, 15 and 112, and the 119, Fil Santé Jeunes and 3919 only under « Autres numéros »', async ({
    page,
  }) => {
    await signUpAs(page, { gender: 'male', age: 41 });
    await page.goto('/chat');
    await sendMessage(page, 'je veux plus vivre');
    const card = page.locator('.bubble--crisis').last();
    await expect(card).toBeVisible();
    await expect(card.locator('.crisis-resource__number').filter({ visible: true })).toHaveText(['3114', '15', '112']);
    const notForHim = ['tel:119', 'tel:0800235236', 'tel:3919'].map((href) => card.locator(`a[href="${href}"]`));
    for (const link of notForHim) await expect(link).toBeHidden();

    // One key away, for a keyboard too: every number is there.
    const more = card.locator('summary', { hasText: 'Autres numéros' });
    expect(await heightOf(more)).toBeGreaterThanOrEqual(44);
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(card.locator('details')).toHaveAttribute('open', '');
    for (const link of notForHim) await expect(link).toBeVisible();
    await expect(card.getByRole('link', { name: /^0 800 235 236 Fil Santé Jeunes/ })).toBeVisible();
    await expect(card.getByRole('link', { name: /^3919 Violences Femmes Info/ })).toBeVisible();
    await expect(card.getByRole('link', { name: /^119 Enfance en danger/ })).toBeVisible();
    await expect(card.locator('.crisis-resource__number')).toHaveCount(9);
    // And closed again the same way.
    await page.keyboard.press('Enter');
    for (const link of notForHim) await expect(link).toBeHidden();
  });
});
