import { expect, type Page, test } from '@playwright/test';
import { E2E_OFFLINE_URL } from '../../playwright.config';
import { expectAccessible, signUpWithStory } from './support/fixtures';

/**
 * The conversation keeps its thread (issue 40), with the offline Janne every newcomer meets: what
 * was asked and answered decides the next turn, the safety question is never asked twice in a row,
 * « Non, ce n'est pas ça » gets no goodbye, and every reply of hers offers answers to tap.
 */
test.use({ baseURL: E2E_OFFLINE_URL, viewport: { width: 360, height: 740 } });

const finished = (page: Page) => page.locator('.bubble--assistant:not(.typing):not(.bubble--streaming)');
const box = (page: Page) => page.getByLabel('Ton message à Janne');
const taps = (page: Page) => page.getByRole('group', { name: 'Réponses possibles' });

async function openChat(page: Page) {
  await signUpWithStory(
    page,
    { exName: 'Léo', content: 'On était ensemble depuis la seconde, il m’a quitté en septembre.' },
    { origin: E2E_OFFLINE_URL },
  );
  await page.goto('/chat');
  await expect(finished(page)).toHaveCount(1);
}

/** Types and sends a message; resolves once Janne's answer is complete (her bubbles number `count`). */
async function say(page: Page, text: string, count: number): Promise<string> {
  await box(page).fill(text);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(finished(page)).toHaveCount(count);
  await expect(box(page)).toBeEnabled();
  return textOf(page);
}

/** Janne's last words: her paragraphs, without the buttons under them. */
async function textOf(page: Page): Promise<string> {
  return (await finished(page).last().locator(':scope > p').allInnerTexts()).join('\n\n').trim();
}

/** Crisis mode has ended: the card's two answers are no longer under her words, and the answers to tap are back. */
async function expectCrisisModeOver(page: Page) {
  await expect(finished(page).last().getByRole('button', { name: 'Oui, je suis en sécurité' })).toHaveCount(0);
  await expect(taps(page)).toBeVisible();
}

test('a teenager’s typed « oui jsuis en sécurité, jsuis dans ma chambre » ends crisis mode, and his next message is his own', async ({
  page,
}) => {
  await openChat(page);
  await say(page, 'des fois j’ai envie de disparaître, genre plus être au lycée', 2);
  await expect(finished(page).last()).toContainText('Es-tu en sécurité en ce moment ?');
  const safe = await say(page, 'oui jsuis en sécurité, jsuis dans ma chambre', 3);
  expect(safe).not.toMatch(/en sécurité[^?]{0,40}\?/);
  await expectCrisisModeOver(page);
  const next = await say(page, 'demain j’ai un exposé en SVT et j’ai trop la flemme', 4);
  expect(next).not.toMatch(/te faire du mal|mettre fin à ta vie|en sécurité/);
});

test('an unclear answer to the card gets the check with its two answers, once; then no question, and a tap ends crisis mode', async ({
  page,
}) => {
  await openChat(page);
  await say(page, 'je veux plus vivre', 2);
  const check = await say(page, 'je sais pas', 3);
  expect(check).toContain('Je ne te reposerai pas la question');
  expect(check).not.toMatch(/en sécurité[^?]{0,40}\?/);
  await expect(finished(page).last().getByRole('button', { name: 'Oui, je suis en sécurité' })).toBeVisible();
  const next = await say(page, 'c’est compliqué, tout se mélange', 4);
  expect(next).not.toMatch(/en sécurité[^?]{0,40}\?/);
  expect(next).not.toBe(check);
  expect(next).toContain('3114');
  await page.screenshot({ path: test.info().outputPath('crisis-mode-360.png'), fullPage: false });
  // The card's question still stands, one tap from an answer.
  await finished(page).last().getByRole('button', { name: 'Oui, je suis en sécurité' }).click();
  await expect(finished(page)).toHaveCount(5);
  await expectCrisisModeOver(page);
});

test('« Non, ce n’est pas ça » to the direct question: thanked, Janne stays and asks — no goodbye', async ({ page }) => {
  await openChat(page);
  await say(page, 'je sais pas si je tiendrai jusqu’à demain', 2);
  await finished(page).last().getByRole('button', { name: "Non, ce n'est pas ça" }).click();
  await expect(finished(page)).toHaveCount(3);
  const reply = await textOf(page);
  expect(reply).toMatch(/^Merci/);
  expect(reply).toMatch(/\?$/);
  expect(reply).not.toMatch(/à bientôt|prends soin de toi|je suis là quand tu veux/i);
  // After it, a goodnight is a goodnight.
  const night = await say(page, 'bonne nuit Janne', 4);
  expect(night).not.toMatch(/te faire du mal|mettre fin à ta vie/);
});

test('« Réponses possibles »: 2 to 4 answers to tap under her last reply, 44 px, from the keyboard too; a tap sends it; typing hides them', async ({
  page,
}) => {
  await openChat(page);
  await say(page, "J'ai rangé ses affaires dans un carton ce matin.", 2);
  const group = taps(page);
  await expect(group).toBeVisible();
  const buttons = group.getByRole('button');
  const count = await buttons.count();
  expect(count).toBeGreaterThanOrEqual(2);
  expect(count).toBeLessThanOrEqual(4);
  for (let i = 0; i < count; i++) expect((await buttons.nth(i).boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: test.info().outputPath('answers-to-tap-360.png') });
  await expectAccessible(page, 'answers to tap');

  // Typing hides them; an empty box brings them back.
  await box(page).fill('en fait');
  await expect(group).toBeHidden();
  await box(page).fill('');
  await expect(group).toBeVisible();

  // From the keyboard: the first answer takes the focus and Enter sends it, as the person's message.
  const first = (await buttons.first().innerText()).trim();
  await buttons.first().focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.bubble--user').last()).toHaveText(new RegExp(first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(finished(page)).toHaveCount(3);
  await expect(taps(page)).toHaveCount(1);
});
