import { expect, type Page, test } from '@playwright/test';
import { agreeText } from '../../src/shared/gender';
import { BILAN_QUESTIONS, BILAN_SCALE } from '../../src/shared/parcours/bilan';
import { PROFESSIONAL_HELP_TITLE } from '../../src/shared/parcours/professional-help';
import { expectAccessible, moveClocks, ORIGIN, parisAt, signUpWithStory } from './support/fixtures';

/** A new person whose parcours starts tomorrow (day 1 done then, mood 5): the first bilan is due six days later. */
async function startParcours(page: Page) {
  await signUpWithStory(page);
  await moveClocks(page, parisAt(1, 10), { install: true });
  const response = await page.request.post('/api/parcours/days/1/exercise', {
    headers: ORIGIN,
    data: { answer: 'Une journée longue.', mood: 5, timeZone: 'Europe/Paris' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The bilan of the week `week` (1, 2, 3…) through the API, every answer `answer`. */
async function answerViaApi(page: Page, week: number, answer: number) {
  await moveClocks(page, parisAt(1 + 7 * week - 1, 10));
  const response = await page.request.post('/api/parcours/bilans', {
    headers: ORIGIN,
    data: { answers: BILAN_QUESTIONS.map(() => answer), timeZone: 'Europe/Paris' },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Answers the seven questions on the page, every one with `label`, and sends them. */
async function answerOnPage(page: Page, label: (typeof BILAN_SCALE)[number]) {
  for (const question of BILAN_QUESTIONS) {
    await page
      .getByRole('group', { name: agreeText(question.text, 'female') })
      .getByRole('radio', { name: label, exact: true })
      .check();
  }
  await page.getByRole('button', { name: 'Voir mon bilan' }).click();
}

const help = (page: Page) => page.getByRole('region', { name: PROFESSIONAL_HELP_TITLE });

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('answered on day 7, the result has its score and the chart shows a point', async ({ page }) => {
      await startParcours(page);
      await moveClocks(page, parisAt(7, 10));
      await page.goto('/dashboard');
      await page.getByRole('link', { name: "Ton bilan de la semaine t'attend" }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Mon bilan de la semaine' })).toBeVisible();
      await expect(page.getByText('Ces sept derniers jours…')).toBeVisible();
      await expectAccessible(page, 'bilan form');

      // A question left out is said, and nothing is lost.
      await page
        .getByRole('group', { name: agreeText(BILAN_QUESTIONS[0].text, 'female') })
        .getByRole('radio', { name: 'Un peu' })
        .check();
      await page.getByRole('button', { name: 'Voir mon bilan' }).click();
      await expect(page.getByText('Il manque 6 réponses : choisis-en une pour chaque question.')).toBeFocused();
      await answerOnPage(page, 'Un peu');

      await expect(page.getByRole('heading', { name: /^Ton bilan du / })).toBeFocused();
      await expect(page.getByText(/la rupture pèse 7 sur 28/)).toBeVisible();
      await expect(page.locator('.bilan-chart--score circle')).toHaveCount(1);
      // The journal's mood beside it: none that week, for the journal keeps the real clock (day 1's
      // entry is dated today, not on the moved day), and the table says so rather than showing 0.
      await expect(page.locator('.bilan-chart--mood circle')).toHaveCount(0);
      await expect(page.getByRole('cell', { name: 'pas notée' })).toBeVisible();
      await expect(page.getByText(/^Ton prochain bilan : /)).toBeVisible();
      await expect(page.getByText(/Ce n’est pas un diagnostic/)).toBeVisible();
      await expect(help(page)).toHaveCount(0);
      await expectAccessible(page, 'bilan result');
    });

    test('three weeks of high answers show the professional help, with Mon soutien psy and 3114', async ({ page }) => {
      await startParcours(page);
      await answerViaApi(page, 1, 3);
      await answerViaApi(page, 2, 3);
      await moveClocks(page, parisAt(1 + 7 * 3 - 1, 10));
      await page.goto('/parcours/bilan');
      await answerOnPage(page, 'Beaucoup');

      await expect(help(page)).toBeVisible();
      await expect(help(page).getByRole('heading', { name: 'Mon soutien psy' })).toBeVisible();
      await expect(help(page).getByRole('link', { name: '3114' })).toHaveAttribute('href', 'tel:3114');
      await expect(page.locator('.bilan-chart--score circle')).toHaveCount(3);
      await expectAccessible(page, 'bilan result with help');
    });

    test('a better week leads with a kind sentence that says so, above the hand towards a professional (issue 41)', async ({ page }) => {
      await startParcours(page);
      await answerViaApi(page, 1, 3);
      await answerViaApi(page, 2, 3);
      await moveClocks(page, parisAt(1 + 7 * 3 - 1, 10));
      await page.goto('/parcours/bilan');
      await answerOnPage(page, 'Moyennement');

      const lead = page.getByText('Cette semaine a été plus légère que la précédente : 7 points de moins.', { exact: false });
      await expect(lead).toBeVisible();
      if (await help(page).count()) {
        const leadTop = (await lead.boundingBox())?.y ?? Infinity;
        const helpTop = (await help(page).boundingBox())?.y ?? -Infinity;
        expect(leadTop).toBeLessThan(helpTop);
      }
      await page.screenshot({ path: test.info().outputPath(`bilan-better-${viewport.width}.png`), fullPage: true });
    });

    test('three weeks of lower answers do not', async ({ page }) => {
      await startParcours(page);
      await answerViaApi(page, 1, 1);
      await answerViaApi(page, 2, 1);
      await moveClocks(page, parisAt(1 + 7 * 3 - 1, 10));
      await page.goto('/parcours/bilan');
      await answerOnPage(page, 'Un peu');

      await expect(page.getByRole('heading', { name: /^Ton bilan du / })).toBeVisible();
      await expect(page.locator('.bilan-chart--score circle')).toHaveCount(3);
      await expect(help(page)).toHaveCount(0);
      await expect(page.getByText('Mon soutien psy')).toHaveCount(0);
    });
  });
}
