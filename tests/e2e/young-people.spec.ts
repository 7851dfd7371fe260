import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { PARENTAL_CONSENT_REQUIRED } from '../../src/shared/auth';
import { exportViaApi, ORIGIN, PASSWORD, tellStoryViaApi, uniqueEmail } from './support/fixtures';

const PARENTAL_BOX = /Un de mes parents, ou la personne qui a l'autorité parentale sur moi, est d'accord/;

/** A 13-year-old signed up through the API, with the parental box ticked. */
async function signUpThirteen(page: Page) {
  const response = await page.request.post('/api/auth/signup', {
    headers: ORIGIN,
    data: { email: uniqueEmail('jeune'), password: PASSWORD, gender: 'female', age: 13, consent: true, parentalConsent: true },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe('under 15 at signup (issue 16)', () => {
  test('a 13-year-old sees the parental box appear, cannot sign up without it, and can once it is ticked', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/signup')) sent.push(request.postData() ?? '');
    });
    await page.goto('/signup');
    await page.getByLabel('Email').fill(uniqueEmail('treize'));
    await page.getByLabel('Mot de passe').fill(PASSWORD);
    await page.getByLabel('Femme').check();
    await page.getByRole('checkbox', { name: /J'accepte que Renouveau/ }).check();
    const box = page.getByRole('checkbox', { name: PARENTAL_BOX });
    await expect(box).toHaveCount(0);

    await page.getByLabel('Âge').fill('13');
    await expect(box).toBeVisible();
    await expect(page.getByText('Tu as moins de 15 ans : en France, la loi demande')).toBeVisible();
    // 16 needs nothing more; back to 13, the box is back.
    await page.getByLabel('Âge').fill('16');
    await expect(box).toHaveCount(0);
    await page.getByLabel('Âge').fill('13');
    await expect(box).not.toBeChecked();

    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByRole('alert')).toHaveText(PARENTAL_CONSENT_REQUIRED);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    // The box and its error meet WCAG 2.1 AA, at a phone's width too.
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }

    await box.check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page).toHaveURL(/\/story$/);
    expect(JSON.parse(sent[0] ?? '{}')).toMatchObject({ age: 13, parentalConsent: true });
    const profile = JSON.parse((await exportViaApi(page))['profile.json'] ?? '');
    expect(profile).toMatchObject({ age: 13, parentalConsentAt: expect.stringMatching(/^\d{4}-/) });
  });

  test('the server refuses a 13-year-old without the box, in French', async ({ page }) => {
    const response = await page.request.post('/api/auth/signup', {
      headers: ORIGIN,
      data: { email: uniqueEmail('jeune'), password: PASSWORD, gender: 'male', age: 13, consent: true },
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({
      message: PARENTAL_CONSENT_REQUIRED,
      fieldErrors: { parentalConsent: PARENTAL_CONSENT_REQUIRED },
    });
  });
});

test.describe('young people’s lines right after 3114 (issues 16 and 24)', () => {
  const numbers = (page: Page, scope = page.locator('main')) => scope.locator('.crisis-resource__number').allTextContents();

  test('/aide gives a 13-year-old 3114 first, then the 119 and Fil Santé Jeunes', async ({ page }) => {
    await signUpThirteen(page);
    await page.goto('/aide');
    await expect(page.getByRole('heading', { name: 'Qui appeler, et quand' })).toBeVisible();
    await expect.poll(async () => (await numbers(page)).slice(0, 3)).toEqual(['3114', '119', '0 800 235 236']);
    await expect(page.getByRole('link', { name: /^119 Enfance en danger/ })).toHaveAttribute('href', 'tel:119');
  });

  test('signed out, /aide keeps 3114 first and says the young people’s lines exist', async ({ page }) => {
    await page.goto('/aide');
    await expect(page.getByText('Tu es jeune ? Le 119 (moins de 21 ans) et Fil Santé Jeunes')).toBeVisible();
    await expect.poll(async () => (await numbers(page))[0]).toBe('3114');
  });

  test('the crisis card in the chat gives a 13-year-old the same order, in its main list', async ({ page }) => {
    await signUpThirteen(page);
    await tellStoryViaApi(page);
    await page.goto('/chat');
    await page.getByLabel('Ton message à Janne').fill("je veux en finir, j'ai plus envie de vivre");
    await page.getByRole('button', { name: 'Envoyer' }).click();
    const card = page.locator('.bubble--crisis').last();
    await expect(card).toBeVisible();
    await expect(card.locator('.crisis-resource__number').filter({ visible: true })).toHaveText([
      '3114',
      '119',
      '0 800 235 236',
      '15',
      '112',
    ]);
    // The quick answers come right after 3114.
    await expect(card.locator('.crisis-resource__call, .crisis-card__answers button').nth(1)).toHaveText('Oui, je suis en sécurité');
  });
});

test.describe('a child under 12 at signup (issue 41)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('is told kindly the app is for 12 and over, with the 119 and Fil Santé Jeunes right there', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Âge').fill('11');
    const kind = page.getByRole('region', { name: 'Renouveau est fait pour les 12 ans et plus' });
    await expect(kind).toBeVisible();
    await expect(kind.getByRole('link', { name: /119/ })).toHaveAttribute('href', 'tel:119');
    await expect(kind.getByRole('link', { name: /0 800 235 236/ })).toHaveAttribute('href', 'tel:0800235236');
    await page.screenshot({ path: test.info().outputPath('signup-11-360.png'), fullPage: true });
    await page.getByLabel('Âge').fill('14');
    await expect(kind).toBeHidden();
  });
});

test('/aide offers the 3018 against harassment to young people, signed out too (issue 41)', async ({ page }) => {
  await page.goto('/aide');
  await expect(page.getByRole('link', { name: /3018/ })).toHaveAttribute('href', 'tel:3018');
});
