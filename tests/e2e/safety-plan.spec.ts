import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { exportViaApi, ORIGIN, PASSWORD, signUpViaApi, signUpWithStory } from './support/fixtures';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const WARNING_SIGNS = "Quand je relis nos messages à 2 h du matin et que je n'arrive plus à dormir";
const HELPERS = 'Léa, ma sœur : 06 12 34 56 78';

const step = (page: Page, title: string) => page.getByRole('textbox', { name: title, exact: true });
const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Mon plan de sécurité' });

async function openPlan(page: Page) {
  await page.goto('/plan-de-securite');
  await expect(heading(page)).toBeVisible();
  await expect(step(page, 'Les professionnels et les lignes à appeler')).toBeVisible();
}

async function writeAndSave(page: Page) {
  await step(page, "Mes signes d'alerte").fill(WARNING_SIGNS);
  await step(page, "Les personnes à qui je peux demander de l'aide").fill(HELPERS);
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Plan enregistré' })).toBeVisible();
}

test('signed out, the plan asks to sign in first', async ({ page }) => {
  await page.goto('/plan-de-securite');
  await expect(page).toHaveURL(/\/login$/);
});

test('step 5 starts with the helplines; two steps written and saved are still there after a reload', async ({ page }) => {
  await signUpViaApi(page);
  await openPlan(page);
  await expect(page).toHaveTitle('Mon plan de sécurité · Renouveau');
  const urgent = page.getByRole('region', { name: 'En cas de danger immédiat' });
  await expect(urgent.getByRole('link', { name: '3114' })).toHaveAttribute('href', 'tel:3114');
  await expect(urgent.getByRole('link', { name: '15', exact: true })).toHaveAttribute('href', 'tel:15');
  await expect(step(page, 'Les professionnels et les lignes à appeler')).toHaveValue(/^3114 — prévention du suicide/);
  await expect(step(page, "Mes signes d'alerte")).toHaveValue('');

  await writeAndSave(page);
  // Typing again means the page no longer claims everything is saved.
  await step(page, 'Rendre mon environnement plus sûr').fill('Confier mes médicaments à Léa');
  await expect(page.getByText('Plan enregistré')).toHaveCount(0);

  await page.reload();
  await expect(step(page, "Mes signes d'alerte")).toHaveValue(WARNING_SIGNS);
  await expect(step(page, "Les personnes à qui je peux demander de l'aide")).toHaveValue(HELPERS);
  await expect(step(page, 'Les professionnels et les lignes à appeler')).toHaveValue(/SOS Amitié — 09 72 39 40 50/);
  await expect(step(page, 'Rendre mon environnement plus sûr')).toHaveValue('');
});

test('a failed save says so calmly and keeps every word; the next try saves it', async ({ page }) => {
  await signUpViaApi(page);
  await page.route('**/api/safety-plan', (route) =>
    route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.fallback(),
  );
  await openPlan(page);
  await step(page, "Mes signes d'alerte").fill(WARNING_SIGNS);
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.locator('form').getByRole('alert')).toHaveText(
    "Ton plan n'a pas pu être enregistré. Ton texte est toujours là : réessaie dans un instant.",
  );
  await expect(step(page, "Mes signes d'alerte")).toHaveValue(WARNING_SIGNS);
  await expect(page.getByText('Plan enregistré')).toHaveCount(0);

  await page.unroute('**/api/safety-plan');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Plan enregistré')).toBeVisible();
  await expect(page.getByText("Ton plan n'a pas pu être enregistré.", { exact: false })).toHaveCount(0);
});

test('the plan is in the account export and gone once the account is deleted', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await openPlan(page);
  await writeAndSave(page);

  const { plan: exported } = JSON.parse((await exportViaApi(page))['safety-plan.json'] ?? '');
  expect(exported).toMatchObject({ warningSigns: WARNING_SIGNS, helpers: HELPERS });

  await page.goto('/account');
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  await page.getByLabel('Ton mot de passe, pour confirmer').fill(PASSWORD);
  await page.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The same address, a new account: nothing of the old plan comes back.
  const again = await page.request.post('/api/auth/signup', {
    headers: ORIGIN,
    data: { email, password: PASSWORD, gender: 'female', age: 29, consent: true },
  });
  expect(again.status()).toBe(201);
  const plan = await (await page.request.get('/api/safety-plan')).json();
  expect(plan.saved).toBe(false);
  expect(JSON.stringify(plan)).not.toContain('Léa');
  expect(JSON.parse((await exportViaApi(page))['safety-plan.json'] ?? '')).toEqual({ plan: null });
});

test('a number written in the plan is a tap-to-call link; « moment difficile » shows it as a big button and nothing to edit', async ({
  page,
}) => {
  await signUpViaApi(page);
  await openPlan(page);
  await writeAndSave(page);
  // On the plan itself, under the step, the number as written, dialled in its normalised form.
  const helpers = page.getByRole('listitem').filter({ has: step(page, "Les personnes à qui je peux demander de l'aide") });
  await expect(helpers.getByRole('link', { name: '06 12 34 56 78' })).toHaveAttribute('href', 'tel:+33612345678');

  // One tap from the plan, by keyboard as well.
  const open = page.getByRole('link', { name: 'Je traverse un moment difficile' });
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/plan-de-securite\/moment-difficile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Un moment difficile' })).toBeVisible();
  await expect(page).toHaveTitle('Un moment difficile · Mon plan de sécurité · Renouveau');

  // Each step a block, each number a large button carrying its line as written.
  await expect(page.getByRole('heading', { level: 2, name: "Les personnes à qui je peux demander de l'aide" })).toBeVisible();
  const lea = page.getByRole('link', { name: 'Appeler Léa, ma sœur : 06 12 34 56 78' });
  await expect(lea).toHaveAttribute('href', 'tel:+33612345678');
  const box = await lea.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(48);
  await expect(page.getByRole('link', { name: /^Appeler 3114 — prévention du suicide/ })).toHaveAttribute('href', 'tel:3114');
  await expect(page.getByRole('link', { name: /^Envoyer un SMS 114 — par SMS/ })).toHaveAttribute('href', 'sms:114');
  await expect(page.getByText(WARNING_SIGNS)).toBeVisible();
  // Nothing to edit: no field, no save button; the steps left empty are not shown.
  await expect(page.locator('input, textarea, select, [contenteditable]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Rendre mon environnement plus sûr' })).toHaveCount(0);

  // The way back to editing.
  await page.getByRole('link', { name: 'Modifier mon plan' }).click();
  await expect(heading(page)).toBeVisible();
  await expect(step(page, "Mes signes d'alerte")).toHaveValue(WARNING_SIGNS);
});

test('« moment difficile » before the plan is written: the lines to call, and a way to write it', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/plan-de-securite/moment-difficile');
  await expect(page.getByRole('heading', { level: 1, name: 'Un moment difficile' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Appeler 3114/ })).toHaveAttribute('href', 'tel:3114');
  await expect(page.getByText("Tu n'as pas encore écrit ton plan.", { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Écrire mon plan' }).click();
  await expect(heading(page)).toBeVisible();
});

test('reached from /aide and from the account page', async ({ page }) => {
  await signUpWithStory(page);
  await page.goto('/aide');
  // The fixtures sign up a woman: « connectée », agreed with the gender given at signup.
  await expect(page.getByRole('region', { name: 'Mon plan de sécurité' })).toContainText('Il faut être connectée');
  await page.getByRole('link', { name: 'Écrire mon plan de sécurité' }).click();
  await expect(heading(page)).toBeVisible();

  await page.goto('/account');
  await page.getByRole('link', { name: 'Ouvrir mon plan de sécurité' }).click();
  await expect(page).toHaveURL(/\/plan-de-securite$/);
  await expect(heading(page)).toBeVisible();
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 360, height: 760 },
]) {
  test(`at ${viewport.width} px: no WCAG 2.1 A/AA violation and no horizontal scroll, saved or not`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signUpViaApi(page);
    await openPlan(page);
    const check = async (label: string) => {
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      const summary = results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
      expect(summary, `${label} has accessibility violations`).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${label} scrolls horizontally`).toBeLessThanOrEqual(0);
    };
    await check('/plan-de-securite');
    await writeAndSave(page);
    await check('/plan-de-securite (saved)');
    await page.getByRole('link', { name: 'Je traverse un moment difficile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Un moment difficile' })).toBeVisible();
    await check('/plan-de-securite/moment-difficile');
  });
}
