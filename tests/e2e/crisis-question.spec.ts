import { expect, type Locator, type Page, test } from '@playwright/test';
import { E2E_OFFLINE_URL } from '../../playwright.config';
import {
  QUESTION_NO,
  QUESTION_NO_THANKS,
  QUESTION_YES,
  RISK_QUESTION,
  SAFE_ANSWER,
  SAFE_ACKNOWLEDGEMENTS,
} from '../../src/shared/crisis-care';
import { escapeRegExp } from '../../src/shared/text';
import { heightOf, isInside, isSeen, signUpWithStory } from './support/fixtures';

/**
 * When the detector is unsure, Janne asks (issue 24), and after « non, pas vraiment » she gives the
 * next step: what a person sees on a phone, with the offline companion — what every newcomer and
 * every outage meets.
 */

test.use({ baseURL: E2E_OFFLINE_URL, viewport: { width: 360, height: 740 } });

const UNSURE = 'est-ce qu’on sent quelque chose quand on se noie ?';

async function openChat(page: Page) {
  await signUpWithStory(page, undefined, { origin: E2E_OFFLINE_URL });
  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: 'Chat avec Janne' })).toBeVisible();
}

async function sendMessage(page: Page, text: string) {
  await page.getByLabel('Ton message à Janne').fill(text);
  await page.getByRole('button', { name: 'Envoyer' }).click();
}

/** Everything of the turn has arrived: the conversation is no longer busy. */
async function turnFinished(page: Page) {
  await expect(page.locator('.chat__messages')).toHaveAttribute('aria-busy', 'false');
}

/** A person can see and tap it: in the window, in the conversation's view, 44 px high at least. */
async function expectReachable(page: Page, target: Locator) {
  const label = (await target.textContent()) ?? '';
  expect(await isSeen(page, target), `${label} is seen`).toBe(true);
  expect(await isInside(target, page.locator('.chat__messages')), `${label} is in the conversation's view`).toBe(true);
  expect(await heightOf(target), `${label} is 44 px high`).toBeGreaterThanOrEqual(44);
}

/** The header's « Appeler le 3114 », kept on screen in crisis mode. */
const headerCall = (page: Page) => page.locator('.chat__header').getByRole('link', { name: 'Appeler le 3114', exact: true });

test.describe('the direct question, when the detector is unsure', () => {
  test('is Janne’s whole turn, with both answers and 3114 quiet in view; « Oui » brings the card with 3114 in view', async ({ page }) => {
    await openChat(page);
    // A conversation first, so the question arrives at the bottom of a scrolled list.
    for (const text of ['Bonsoir Janne, la journée a été longue.', "J'ai repensé à nos vacances ensemble, ça m'a serré le cœur."]) {
      await sendMessage(page, text);
      await turnFinished(page);
    }
    await sendMessage(page, UNSURE);
    const question = page.locator('.bubble--question');
    await expect(question).toContainText(RISK_QUESTION);
    await turnFinished(page);

    // Nothing else in this turn: the person's message, then the question, and no card.
    const bubbles = page.locator('.bubble');
    await expect(bubbles.last()).toHaveClass(/bubble--question/);
    await expect(bubbles.nth(-2)).toHaveText(new RegExp(UNSURE));
    await expect(page.locator('.bubble--crisis')).toHaveCount(0);
    await expect(page.locator('.bubble--step')).toHaveCount(0);
    await expect(headerCall(page)).toHaveCount(0);

    const yes = question.getByRole('button', { name: QUESTION_YES, exact: true });
    const no = question.getByRole('button', { name: QUESTION_NO });
    const quiet3114 = question.getByRole('link', { name: /3114/ });
    await expect(quiet3114).toHaveAttribute('href', 'tel:3114');
    for (const target of [question.locator('p').first(), yes, no, quiet3114]) await expectReachable(page, target);

    // By keyboard: the answers are plain buttons.
    await yes.focus();
    await page.keyboard.press('Enter');
    const card = page.locator('.bubble--crisis');
    await expect(card).toBeVisible();
    await turnFinished(page);
    await expect(page.locator('.bubble').last()).toHaveClass(/bubble--crisis/);
    const call3114 = card.getByRole('link', { name: /^3114/ });
    await expect(call3114).toHaveAttribute('href', 'tel:3114');
    await expectReachable(page, call3114);
    // The question's answers belonged to the latest message only.
    await expect(page.getByRole('button', { name: QUESTION_NO })).toHaveCount(0);
    await expect(headerCall(page)).toBeVisible();
  });

  test('« Non, ce n’est pas ça » is thanked in one line and the conversation goes on, with no card', async ({ page }) => {
    await openChat(page);
    await sendMessage(page, UNSURE);
    await page.locator('.bubble--question').getByRole('button', { name: QUESTION_NO }).click();
    await expect(page.locator('.bubble--user').last()).toHaveText(new RegExp(QUESTION_NO));
    await turnFinished(page);

    // The thanks, then an ordinary reply, in the same bubble.
    const reply = page.locator('.bubble').last();
    await expect(reply).toHaveClass(/bubble--assistant/);
    await expect(reply).not.toHaveClass(/bubble--(crisis|question|step)/);
    await expect(reply.locator('p').first()).toHaveText(QUESTION_NO_THANKS);
    expect(await reply.locator('p').count()).toBeGreaterThan(1);
    await expect(page.locator('.bubble--crisis')).toHaveCount(0);
    await expect(page.getByRole('button', { name: QUESTION_YES, exact: true })).toHaveCount(0);

    await sendMessage(page, "Aujourd'hui j'ai revu une amie, on a marché au bord de l'eau.");
    await expect(page.locator('.bubble--user')).toHaveCount(3);
    await turnFinished(page);
    const next = page.locator('.bubble').last();
    await expect(next).toHaveClass(/bubble--assistant/);
    await expect(next).not.toHaveClass(/bubble--(crisis|question|step)/);
    await expect(next).not.toContainText(QUESTION_NO_THANKS);
    await expect(page.locator('.bubble--question')).toHaveCount(1);
    await expect(page.locator('.bubble--crisis')).toHaveCount(0);
  });

  test('a message about a TV series on suicide gets no crisis card', async ({ page }) => {
    await openChat(page);
    await sendMessage(page, "J'ai regardé une série sur une ado qui se suicide, ça m'a bouleversée");
    await expect(page.locator('.bubble--user')).toHaveCount(1);
    await turnFinished(page);
    await expect(page.locator('.bubble').last()).toHaveClass(/bubble--assistant/);
    await expect(page.locator('.bubble--crisis')).toHaveCount(0);
    await expect(headerCall(page)).toHaveCount(0);
  });
});

test.describe('after the card, what is not safe gets the next step', () => {
  test('« je crois que je vais le faire quand même » keeps crisis mode and gets the calls in view; then crisis replies that never repeat', async ({
    page,
  }) => {
    await openChat(page);
    await sendMessage(page, 'je veux mourir');
    await expect(page.locator('.bubble--crisis')).toBeVisible();
    await turnFinished(page);

    await sendMessage(page, 'je crois que je vais le faire quand même');
    const step = page.locator('.bubble--step');
    await expect(step).toBeVisible();
    await turnFinished(page);
    await expect(page.locator('.bubble').last()).toHaveClass(/bubble--step/);
    // Not a copy of the card, and not « ça me soulage »: crisis mode goes on.
    await expect(page.locator('.bubble--crisis')).toHaveCount(1);
    await expect(page.getByText('ça me soulage')).toHaveCount(0);
    await expect(headerCall(page)).toBeVisible();

    const calls = step.locator('.step-call');
    await expect(calls).toHaveCount(3);
    await expect(calls.locator('.step-call__action')).toHaveText(['Appeler le 3114', 'Appeler le 15', 'Appeler le 112']);
    await expect(calls.first()).toHaveAttribute('href', 'tel:3114');
    await expect(step.getByRole('link', { name: 'Appeler le 3114, Prévention du suicide' })).toBeVisible();
    const safe = step.getByRole('button', { name: SAFE_ANSWER });
    for (const target of [step.locator('p').first(), ...(await calls.all()), safe]) await expectReachable(page, target);
    // The safety plan and a breath are one tap away too.
    await expect(step.getByRole('link', { name: 'Mon plan de sécurité' })).toHaveAttribute('href', '/plan-de-securite/moment-difficile');
    await expect(step.getByRole('button', { name: 'Un exercice pour me poser' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Then Janne's crisis replies: never the step again, never the same words twice in a row.
    const replies: string[] = [(await step.textContent()) ?? ''];
    for (const answer of ['Non, pas vraiment', 'non toujours pas', 'non, ça ne va pas mieux']) {
      await sendMessage(page, answer);
      await expect(page.locator('.bubble--user').last()).toHaveText(new RegExp(answer));
      await turnFinished(page);
      const reply = page.locator('.bubble').last();
      await expect(reply).toHaveClass(/bubble--assistant/);
      await expect(reply).not.toHaveClass(/bubble--(crisis|step|question)/);
      await expect(reply).toContainText('3114');
      const text = (await reply.textContent()) ?? '';
      expect(text).not.toBe(replies.at(-1));
      replies.push(text);
    }
    await expect(page.locator('.bubble--step')).toHaveCount(1);
    await expect(page.getByText('ça me soulage')).toHaveCount(0);
    await expect(headerCall(page)).toBeVisible();
  });

  test('« Oui, je suis en sécurité » under the next step leaves crisis mode in one tap', async ({ page }) => {
    await openChat(page);
    await sendMessage(page, 'je veux mourir');
    await page.locator('.bubble--crisis').getByRole('button', { name: 'Non, pas vraiment' }).click();
    const step = page.locator('.bubble--step');
    await expect(step).toBeVisible();
    await turnFinished(page);

    await step.getByRole('button', { name: SAFE_ANSWER }).click();
    await expect(page.locator('.bubble--user').last()).toHaveText(new RegExp(SAFE_ANSWER));
    await turnFinished(page);
    const reply = page.locator('.bubble').last();
    await expect(reply).toHaveClass(/bubble--assistant/);
    // One of Janne's words for « je suis en sécurité » (offline: no gender mark in their first lines).
    const firstLines = SAFE_ACKNOWLEDGEMENTS.map((text) => escapeRegExp(text.split('\n')[0] ?? text));
    await expect(reply.locator('p').first()).toHaveText(new RegExp(`^(${firstLines.join('|')})$`));
    // The answer belonged to the latest step only.
    await expect(page.getByRole('button', { name: SAFE_ANSWER })).toHaveCount(0);
  });
});
