import { expect, type Page, test } from '@playwright/test';
import { agreeText } from '../../src/shared/gender';
import { PARCOURS_DAYS } from '../../src/shared/parcours/days';
import { expectAccessible, moveClocks, ORIGIN, parisAt, signUpWithStory } from './support/fixtures';

/**
 * « Mon parcours » (issue 29) in the browser, with a fake clock moved in the server and in the
 * browser together: the parcours follows the person, not the calendar.
 */

// The e2e person is a woman (signUpViaApi): the words that agree are in the feminine.
const titleOf = (day: number) => agreeText(PARCOURS_DAYS[day - 1]!.title, 'female');
const promptOf = (day: number) => agreeText(PARCOURS_DAYS[day - 1]!.exercise.prompt, 'female');
const card = (page: Page) => page.getByRole('region', { name: 'Mon parcours' });

/** Does day 1 (a journal exercise) through the API, as the page would. */
async function doDayOneViaApi(page: Page) {
  const response = await page.request.post('/api/parcours/days/1/exercise', {
    headers: ORIGIN,
    data: { answer: 'Le soir, quand la maison est silencieuse.', mood: 5, timeZone: 'Europe/Paris' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('day 1 from the dashboard writes into the journal; day 2 opens the next morning, not before', async ({ page }) => {
      await signUpWithStory(page);
      // An evening in Paris: the next day opens tomorrow at 5 a.m.
      await moveClocks(page, parisAt(1, 20), { install: true });
      await page.goto('/dashboard');
      await expect(card(page).getByText(`Aujourd'hui : jour 1 — ${titleOf(1)}`)).toBeVisible();
      await expectAccessible(page, '/dashboard');
      await card(page).getByRole('link', { name: "Faire l'exercice" }).click();

      await expect(page).toHaveURL(/\/parcours\/jour\/1$/);
      await expect(page.getByRole('heading', { level: 1, name: `Jour 1 — ${titleOf(1)}` })).toBeVisible();
      await expectAccessible(page, 'day 1, open');
      const text = `Jour 1 du parcours, écrit à ${viewport.width} px : le plus dur, c'est le soir.`;
      const exercise = page.getByRole('region', { name: "L'exercice du jour" });
      await exercise.getByRole('textbox', { name: promptOf(1) }).fill(text);
      // The mood is required, as in the journal: nothing is sent without it.
      await exercise.getByRole('button', { name: 'Enregistrer dans mon journal' }).click();
      await expect(exercise.getByText('Choisis ton humeur, de 1 à 10.')).toBeVisible();
      await exercise.getByRole('radio', { name: '6' }).check();
      await exercise.getByRole('button', { name: 'Enregistrer dans mon journal' }).click();

      await expect(page.getByRole('heading', { name: "C'est fait. Merci d'avoir pris ce temps pour toi." })).toBeFocused();
      await expect(page.getByText("Le jour suivant s'ouvrira demain matin.")).toBeVisible();
      await expect(page.getByText(text)).toBeVisible();
      await expectAccessible(page, 'day 1, just done');
      await page.getByRole('link', { name: 'Voir dans mon journal' }).click();
      await expect(page).toHaveURL(/\/journal$/);
      await page.reload();
      await expect(page.getByText(text)).toBeVisible();

      // Done: the dashboard says tomorrow, day 2 is closed, « Mon parcours » shows what was written.
      await page.goto('/dashboard');
      await expect(card(page).getByText(`Demain : jour 2 — ${titleOf(2)}`)).toBeVisible();
      await expect(card(page).getByText("Tu as fait l'étape d'aujourd'hui.")).toBeVisible();
      await page.goto('/parcours/jour/2');
      await expect(page.getByText("Ce jour n'est pas encore ouvert.")).toBeVisible();
      await page.goto('/parcours');
      const dayOne = page.getByRole('listitem').filter({ hasText: `Jour 1 — ${titleOf(1)}` });
      await expect(dayOne.getByText('fait', { exact: true })).toBeVisible();
      await expect(dayOne.getByText(text)).toBeVisible();
      await expect(
        page
          .getByRole('listitem')
          .filter({ hasText: `Jour 2 — ${titleOf(2)}` })
          .getByText('demain', { exact: true }),
      ).toBeVisible();
      await expectAccessible(page, '/parcours');

      // 4:30 the next morning is still the night before; 5:30 is the new day.
      await moveClocks(page, parisAt(2, 4, 30));
      await page.goto('/parcours/jour/2');
      await expect(page.getByText("Ce jour n'est pas encore ouvert.")).toBeVisible();
      await moveClocks(page, parisAt(2, 5, 30));
      await page.goto('/dashboard');
      await expect(card(page).getByText(`Aujourd'hui : jour 2 — ${titleOf(2)}`)).toBeVisible();
      await card(page).getByRole('link', { name: "Faire l'exercice" }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Jour 2 — ${titleOf(2)}` })).toBeVisible();
      await expect(page.getByRole('region', { name: "L'exercice du jour" })).toBeVisible();
      await expect(page.getByText("Ce jour n'est pas encore ouvert.")).toHaveCount(0);
    });

    test('after five days away the dashboard offers to go on, with no count; a past day can be read again', async ({ page }) => {
      await signUpWithStory(page);
      await moveClocks(page, parisAt(1, 19), { install: true });
      await doDayOneViaApi(page);

      await moveClocks(page, parisAt(6, 18));
      await page.goto('/dashboard');
      await expect(card(page).getByText("On reprend où tu t'étais arrêtée ?")).toBeVisible();
      await expect(card(page).getByRole('link', { name: 'Reprendre au jour 2' })).toHaveAttribute('href', '/parcours/jour/2');
      // No count of missed days, no streak, no guilt.
      await expect(card(page)).not.toContainText(/\d+\s+jours/);
      await expect(card(page)).not.toContainText(/manqu|série|retard/i);

      await page.goto('/parcours/jour/1');
      await expect(page.getByRole('heading', { level: 1, name: `Jour 1 — ${titleOf(1)}` })).toBeVisible();
      await expect(page.getByText(/^Tu as fait ce jour le /)).toBeVisible();
      await expect(page.getByText('Le soir, quand la maison est silencieuse.')).toBeVisible();
      await expect(page.getByText(agreeText(PARCOURS_DAYS[0]!.reading[0]!, 'female'))).toBeVisible();
      await expect(page.getByRole('region', { name: "L'exercice du jour" })).toHaveCount(0);
      await expectAccessible(page, 'day 1, read again');

      await page.goto('/parcours/sources');
      await expect(page.getByRole('heading', { level: 1, name: "D'où viennent ces exercices" })).toBeVisible();
      await expect(page.getByText(/Field et al\. \(2009\)/).first()).toBeVisible();
      await expectAccessible(page, '/parcours/sources');
    });

    test('pause and restart: paused on the dashboard too; a restart asked once more keeps what was written', async ({ page }) => {
      await signUpWithStory(page);
      await moveClocks(page, parisAt(1, 19), { install: true });
      await doDayOneViaApi(page);
      await moveClocks(page, parisAt(2, 9));

      await page.goto('/parcours');
      await page.getByRole('button', { name: 'Mettre en pause' }).click();
      await expect(page.getByText('Ton parcours est en pause.')).toBeVisible();
      await page.goto('/dashboard');
      await expect(card(page).getByText('Ton parcours est en pause.')).toBeVisible();
      await card(page).getByRole('button', { name: 'Reprendre' }).click();
      await expect(card(page).getByText(`Aujourd'hui : jour 2 — ${titleOf(2)}`)).toBeVisible();

      await page.goto('/parcours');
      await page.getByRole('button', { name: 'Recommencer le parcours' }).click();
      const dialog = page.getByRole('dialog', { name: 'Recommencer le parcours ?' });
      await expect(dialog).toContainText('Ce que tu as écrit reste dans tes outils');
      await expectAccessible(page, 'restart dialog');
      await dialog.getByRole('button', { name: 'Oui, recommencer' }).click();
      await expect(page.getByText("C'est reparti : ton parcours recommence au jour 1.", { exact: false })).toBeFocused();
      const dayOne = page.getByRole('listitem').filter({ hasText: `Jour 1 — ${titleOf(1)}` });
      await expect(dayOne.getByText("aujourd'hui", { exact: true })).toBeVisible();
      await page.goto('/journal');
      await expect(page.getByText('Le soir, quand la maison est silencieuse.')).toBeVisible();
    });
  });
}
