import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, test as base } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { localDateIn } from '../../src/shared/time-zone';
import { ORIGIN, pauseClockBeforeCelebration, signUpViaApi, signUpWithStory } from './support/fixtures';

/**
 * One test per screen (and per dialog), per viewport: each test is one axe scan, so a busy machine
 * slows every test a little instead of pushing one long test past its timeout.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoViolations(page: Page, label: string, { pausedClock = false } = {}) {
  const axe = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  let results: Awaited<ReturnType<AxeBuilder['analyze']>>;
  if (pausedClock) {
    // axe-core hands each rule's result back through setTimeout(…, 0), which a paused clock never
    // fires by itself: run the clock 1 ms at a time while the scan lasts (a few dozen times). Legacy
    // mode scans in the page itself, without opening a blank page that the clock would reach too.
    let scanning = true;
    const scan = axe
      .setLegacyMode()
      .analyze()
      .finally(() => {
        scanning = false;
      });
    const runClock = async () => {
      while (scanning) await page.clock.runFor(1);
    };
    [results] = await Promise.all([scan, runClock()]);
  } else {
    results = await axe.analyze();
  }
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `${label} has accessibility violations`).toEqual([]);
}

async function expectNoHorizontalScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${label} scrolls horizontally`).toBeLessThanOrEqual(0);
}

const DATA = {
  chat: 'Bonjour Janne, ce soir est difficile.',
  journal: 'Une journée en demi-teinte.',
  goal: 'Reprendre la course à pied',
  strength: 'Je suis à l’écoute',
  section: 'Mes rêves',
};

/** A person with something on every screen: chat messages, journal entries, goals, matrix items. */
async function signUpWithData(page: Page) {
  await signUpWithStory(page);
  const today = localDateIn('Europe/Paris');
  const calls = [
    page.request.post('/api/chat/messages', { headers: ORIGIN, data: { content: DATA.chat } }),
    page.request.post('/api/journal/entries', {
      headers: ORIGIN,
      data: { mood: 4, content: DATA.journal, date: today, timeZone: 'Europe/Paris' },
    }),
    page.request.post('/api/progress/goals', { headers: ORIGIN, data: { content: DATA.goal } }),
    page.request.post('/api/matrix/items', { headers: ORIGIN, data: { type: 'strengths', content: DATA.strength } }),
    page.request.post('/api/matrix/sections', { headers: ORIGIN, data: { title: DATA.section, description: 'Ce que je veux vivre' } }),
  ];
  for (const call of calls) expect((await call).ok()).toBe(true);
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The signed-in screens are only looked at, never changed: one account with data per worker,
 * made once through the API, signs in every screen's test of that worker (its cookies).
 */
const test = base.extend<object, { accountWithData: StorageState }>({
  accountWithData: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: E2E_BASE_URL });
      await signUpWithData(await context.newPage());
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: 'worker' },
  ],
});

const SIGNED_OUT = [
  ['/', "Guérir d'une rupture amoureuse"],
  ['/signup', 'Créer un compte'],
  ['/login', 'Se connecter'],
  ['/page-inconnue', 'Page introuvable'],
  ['/aide', "Besoin d'aide ?"],
  ['/confidentialite', 'Tes données et ta vie privée'],
  ['/mot-de-passe-oublie', 'Mot de passe oublié'],
  ['/reinitialiser-mot-de-passe?token=lien-de-test', 'Choisis un nouveau mot de passe'],
] as const;

/** Each signed-in screen, its heading, and what shows that its data has arrived (before the scan). */
const SIGNED_IN: readonly (readonly [path: string, heading: string, data: readonly string[]])[] = [
  ['/dashboard', 'Tableau de bord', []],
  ['/welcome', 'Bienvenue', []],
  ['/chat', 'Chat avec Janne', [DATA.chat]],
  ['/journal', 'Mon journal', [DATA.journal]],
  ['/progress', 'Mes progrès', [DATA.goal, 'Mon chemin sans contact', 'Lettres non envoyées']],
  ['/envie-de-lui-ecrire', "J'ai envie de lui écrire", ["Écris-le ici plutôt que de l'envoyer"]],
  ['/matrix', "Ma matrice d'introspection", [DATA.strength, DATA.section]],
  ['/account', 'Mon compte', ['cette session']],
  ['/story', 'Racontez votre rupture', ['Janne connaît ton histoire']],
];

const celebrationDialog = (page: Page) => page.getByRole('dialog', { name: /^Bravo, \d+ jours sans contact$/ });

/** A celebration on load: the story told and the last contact long ago (2020). */
async function signUpWithCelebration(page: Page) {
  await signUpWithStory(page);
  const response = await page.request.put('/api/progress/no-contact', {
    headers: ORIGIN,
    data: { lastContactDate: '2020-01-01', timeZone: 'Europe/Paris' },
  });
  expect(response.ok()).toBe(true);
}

/** A person who wrote a crisis message, on /chat with the crisis card showing. */
async function openCrisisCard(page: Page) {
  await signUpWithStory(page);
  const response = await page.request.post('/api/chat/messages', { headers: ORIGIN, data: { content: 'je veux en finir' } });
  expect(response.ok()).toBe(true);
  await page.goto('/chat');
  await expect(page.locator('.bubble--crisis')).toBeVisible();
}

/**
 * Waits for the celebration to open on the paused clock. React may hold a lazily loaded component
 * back for up to 300 ms after it showed a Suspense fallback (its FALLBACK_THROTTLE_MS), a timer like
 * any other: the clock is run 100 ms at a time for as long as the dialog is not there.
 */
async function celebrationOpened(page: Page) {
  await expect
    .poll(
      async () => {
        const open = await celebrationDialog(page).isVisible();
        if (!open) await page.clock.runFor(100);
        return open;
      },
      { message: 'the celebration opened', intervals: [100] },
    )
    .toBe(true);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 360, height: 760 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const [path, heading] of SIGNED_OUT) {
      test(`signed out, ${path}: French, titled, no WCAG 2.1 A/AA violation, no horizontal scroll`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
        await expect(page).toHaveTitle(/Renouveau/);
        await expectNoViolations(page, path);
        await expectNoHorizontalScroll(page, path);
      });
    }

    test.describe('signed in with data', () => {
      test.use({ storageState: ({ accountWithData }, use) => use(accountWithData) });

      for (const [path, heading, data] of SIGNED_IN) {
        test(`${path}: no WCAG 2.1 A/AA violation, no horizontal scroll`, async ({ page }) => {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          for (const text of data) await expect(page.getByText(text).first()).toBeVisible();
          await page.waitForLoadState('networkidle');
          await expectNoViolations(page, path);
          await expectNoHorizontalScroll(page, path);
        });
      }
    });

    test('/story of a person without a story yet', async ({ page }) => {
      await signUpViaApi(page);
      await page.goto('/story');
      await expect(page.getByRole('heading', { level: 1, name: 'Racontez votre rupture' })).toBeVisible();
      await expectNoViolations(page, '/story (new)');
      await expectNoHorizontalScroll(page, '/story (new)');
    });

    test('the celebration dialog', async ({ page }) => {
      await pauseClockBeforeCelebration(page);
      await signUpWithCelebration(page);
      await page.goto('/dashboard');
      await celebrationOpened(page);
      await expectNoViolations(page, 'celebration', { pausedClock: true });
      // Still open: the scan saw it from start to end.
      await expect(celebrationDialog(page)).toBeVisible();
    });

    test('the feedback popup', async ({ page }) => {
      await pauseClockBeforeCelebration(page);
      await signUpWithCelebration(page);
      await page.goto('/dashboard');
      // The celebration on load comes once the signed-in extras have mounted, and with them the
      // popup's 5-minute timer: only then may the clock jump.
      await celebrationOpened(page);
      await page.keyboard.press('Escape');
      await expect(celebrationDialog(page)).toHaveCount(0);
      await page.clock.fastForward(301_000);
      await expect(page.getByRole('dialog', { name: 'Votre avis nous intéresse' })).toBeVisible();
      // The popup stays until closed: time may flow again, as axe needs.
      await page.clock.resume();
      await expectNoViolations(page, 'feedback popup');
      await expectNoHorizontalScroll(page, 'feedback popup');
    });

    test('a chat crisis card', async ({ page }) => {
      await openCrisisCard(page);
      await expectNoViolations(page, 'crisis card');
      await expectNoHorizontalScroll(page, 'crisis card');
    });

    test('the direct question in the chat, when the detector is unsure', async ({ page }) => {
      await signUpWithStory(page);
      const response = await page.request.post('/api/chat/messages', {
        headers: ORIGIN,
        data: { content: 'est-ce qu’on sent quelque chose quand on se noie ?' },
      });
      expect(response.ok()).toBe(true);
      await page.goto('/chat');
      await expect(page.getByRole('button', { name: "Non, ce n'est pas ça" })).toBeVisible();
      await expectNoViolations(page, 'direct question');
      await expectNoHorizontalScroll(page, 'direct question');
    });

    test('the next step after « Non, pas vraiment »', async ({ page }) => {
      await openCrisisCard(page);
      await page.getByRole('button', { name: 'Non, pas vraiment' }).click();
      await expect(page.locator('.bubble--step').getByRole('button', { name: 'Oui, je suis en sécurité' })).toBeVisible();
      await expectNoViolations(page, 'next step');
      await expectNoHorizontalScroll(page, 'next step');
    });

    test('the account deletion dialog, after a crisis card', async ({ page }) => {
      await openCrisisCard(page);
      await page.goto('/account');
      await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
      await expect(page.getByRole('dialog', { name: 'Supprimer mon compte' })).toBeVisible();
      await expectNoViolations(page, 'delete dialog');
    });
  });
}
