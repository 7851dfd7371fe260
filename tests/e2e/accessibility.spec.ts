import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ORIGIN, signUpViaApi, signUpWithStory } from './support/fixtures';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(summary, `${label} has accessibility violations`).toEqual([]);
}

async function expectNoHorizontalScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${label} scrolls horizontally`).toBeLessThanOrEqual(0);
}

/** A person with something on every screen: chat messages, journal entries, goals, matrix items. */
async function signUpWithData(page: Page) {
  await signUpWithStory(page);
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });
  const calls = [
    page.request.post('/api/chat/messages', { headers: ORIGIN, data: { content: 'Bonjour Janne, ce soir est difficile.' } }),
    page.request.post('/api/journal/entries', { headers: ORIGIN, data: { mood: 4, content: 'Une journée en demi-teinte.', date: today, timeZone: 'Europe/Paris' } }),
    page.request.post('/api/progress/goals', { headers: ORIGIN, data: { content: 'Reprendre la course à pied' } }),
    page.request.post('/api/matrix/items', { headers: ORIGIN, data: { type: 'strengths', content: 'Je suis à l’écoute' } }),
    page.request.post('/api/matrix/sections', { headers: ORIGIN, data: { title: 'Mes rêves', description: 'Ce que je veux vivre' } }),
  ];
  for (const call of calls) expect((await call).ok()).toBe(true);
}

const SIGNED_OUT = [
  ['/', "Guérir d'une rupture amoureuse"],
  ['/signup', 'Créer un compte'],
  ['/login', 'Se connecter'],
  ['/page-inconnue', 'Page introuvable'],
  ['/aide', "Besoin d'aide ?"],
  ['/confidentialite', 'Tes données et ta vie privée'],
] as const;

const SIGNED_IN = [
  ['/dashboard', 'Tableau de bord'],
  ['/welcome', 'Bienvenue'],
  ['/chat', 'Chat avec Janne'],
  ['/journal', 'Mon Journal'],
  ['/progress', 'Mes Progrès'],
  ['/matrix', "Ma matrice d'introspection"],
  ['/account', 'Mon compte'],
  ['/story', 'Racontez votre rupture'],
] as const;

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 360, height: 760 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('signed-out screens: French, titled, no WCAG 2.1 A/AA violation, no horizontal scroll', async ({ page }) => {
      for (const [path, heading] of SIGNED_OUT) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
        await expect(page).toHaveTitle(/Renouveau/);
        await expectNoViolations(page, path);
        await expectNoHorizontalScroll(page, path);
      }
    });

    test('signed-in screens with data: no WCAG 2.1 A/AA violation, no horizontal scroll', async ({ page }) => {
      await signUpWithData(page);
      for (const [path, heading] of SIGNED_IN) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoViolations(page, path);
        await expectNoHorizontalScroll(page, path);
      }
    });

    test('screens of a person without a story yet', async ({ page }) => {
      await signUpViaApi(page);
      await page.goto('/story');
      await expect(page.getByRole('heading', { level: 1, name: 'Racontez votre rupture' })).toBeVisible();
      await expectNoViolations(page, '/story (new)');
      await expectNoHorizontalScroll(page, '/story (new)');
    });

    test('the feedback popup and the celebration dialogs', async ({ page }) => {
      await page.clock.install();
      await signUpWithStory(page);
      const response = await page.request.put('/api/progress/no-contact', {
        headers: ORIGIN,
        data: { lastContactDate: '2020-01-01', timeZone: 'Europe/Paris' },
      });
      expect(response.ok()).toBe(true);
      await page.goto('/dashboard');
      await expect(page.getByRole('dialog', { name: /^Bravo, \d+ jours sans contact$/ })).toBeVisible();
      await expectNoViolations(page, 'celebration');
      await page.keyboard.press('Escape');
      await page.clock.fastForward(301_000);
      await expect(page.getByRole('dialog', { name: 'Votre avis nous intéresse' })).toBeVisible();
      await expectNoViolations(page, 'feedback popup');
      await expectNoHorizontalScroll(page, 'feedback popup');
    });

    test('the account deletion dialog and a chat crisis card', async ({ page }) => {
      await signUpWithStory(page);
      await page.request.post('/api/chat/messages', { headers: ORIGIN, data: { content: 'je veux en finir' } });
      await page.goto('/chat');
      await expect(page.locator('.bubble--crisis')).toBeVisible();
      await expectNoViolations(page, 'crisis card');
      await expectNoHorizontalScroll(page, 'crisis card');
      await page.goto('/account');
      await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
      await expect(page.getByRole('dialog', { name: 'Supprimer mon compte' })).toBeVisible();
      await expectNoViolations(page, 'delete dialog');
    });
  });
}
