import { expect, type Page, test } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/client/lib/storage-keys';
import { daysAgo, pauseClockBeforeCelebration, setLastContact, signUpWithStory } from './support/fixtures';

const LAST_CELEBRATION_KEY = STORAGE_KEYS.lastCelebration;

const yesterday = () => daysAgo(1);
const celebration = (page: Page) => page.getByRole('dialog', { name: /^Bravo, \d+ jours sans contact$/ });

/** Loads the app and waits until the progress it celebrates from has arrived. */
async function load(page: Page, path = '/dashboard') {
  const progress = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/progress');
  await page.goto(path);
  await progress;
}

/** What each page the app loads has done, as recorded by watch(). */
interface Watched {
  /** Reads and writes of the day of the last celebration (SPEC §4: kept in the browser). */
  dayReads: number;
  dayWrites: number;
  /** The page's time (Date.now(), the fake clock's) when a dialog opened, and with it its timers started. */
  dialogOpenedAt: number | null;
  /** The first opened dialog's accessible name (its labelling heading). */
  dialogName: string | null;
}

/**
 * Records, in every page from now on, what the celebration does out of sight: the load-time rule
 * reads the day of the last celebration once the progress is in, and a celebration writes it (both
 * in the same task); the dialog opens in the same effects as its 3 s timer starts.
 */
async function watch(page: Page) {
  await page.addInitScript((key) => {
    const watched: Watched = { dayReads: 0, dayWrites: 0, dialogOpenedAt: null, dialogName: null };
    Object.assign(window, { watched });
    const { getItem, setItem } = Storage.prototype;
    Storage.prototype.getItem = function (this: Storage, name: string) {
      if (name === key) watched.dayReads += 1;
      return getItem.call(this, name);
    };
    Storage.prototype.setItem = function (this: Storage, name: string, value: string) {
      if (name === key) watched.dayWrites += 1;
      setItem.call(this, name, value);
    };
    new MutationObserver((records) => {
      for (const record of records)
        if (record.target instanceof HTMLDialogElement && record.target.open) {
          watched.dialogOpenedAt ??= Date.now();
          const labelledBy = record.target.getAttribute('aria-labelledby');
          watched.dialogName ??= (labelledBy && document.getElementById(labelledBy)?.textContent) || null;
        }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['open'] });
  }, LAST_CELEBRATION_KEY);
}

/**
 * The app's fetches of canvas-confetti, from now on: asked for, and arrived. The overlay imports it
 * lazily when it throws confetti, and only then; Vite names its chunk after the library's file.
 */
function confettiFetches(page: Page) {
  const isConfetti = (url: string) => /\/confetti\.module-[\w-]+\.js$/.test(new URL(url).pathname);
  const fetches = { requested: 0, loaded: 0 };
  page.on('request', (request) => {
    if (isConfetti(request.url())) fetches.requested += 1;
  });
  page.on('requestfinished', (request) => {
    if (isConfetti(request.url())) fetches.loaded += 1;
  });
  return fetches;
}

const watched = (page: Page) => page.evaluate(() => (window as unknown as { watched: Watched }).watched);

/**
 * No celebration on this load: waits for the load-time rule to have run (it reads the day of the
 * last celebration), then checks it did not celebrate (a celebration writes that day, in the same
 * task, before its dialog shows).
 */
async function expectNoCelebrationOnLoad(page: Page) {
  await expect.poll(async () => (await watched(page)).dayReads, { message: 'the load-time rule ran' }).toBeGreaterThan(0);
  expect((await watched(page)).dayWrites, 'celebrations on this load').toBe(0);
  await expect(celebration(page)).toHaveCount(0);
}

/**
 * Waits for the celebration to open on the paused clock and returns the page's time when it did.
 * React may hold a lazily loaded component back for up to 300 ms after it showed a Suspense
 * fallback (its FALLBACK_THROTTLE_MS), a timer like any other: the clock is run 100 ms at a time
 * for as long as the dialog is not open, never once it is.
 */
async function celebrationOpened(page: Page): Promise<number> {
  await expect
    .poll(
      async () => {
        const { dialogOpenedAt } = await watched(page);
        if (dialogOpenedAt === null) await page.clock.runFor(100);
        return dialogOpenedAt;
      },
      { message: 'the celebration opened', intervals: [100] },
    )
    .not.toBeNull();
  await expect(celebration(page)).toBeVisible();
  const { dialogOpenedAt } = await watched(page);
  if (dialogOpenedAt === null) throw new Error('The celebration did not open.');
  return dialogOpenedAt;
}

test.describe('celebration on app load', () => {
  test.beforeEach(async ({ page }) => {
    await watch(page);
  });

  test('the first celebration ever, then not twice the same day; a multiple of 5 on a new day', async ({ page }) => {
    await signUpWithStory(page);
    await setLastContact(page, 10);
    await load(page);
    const dialog = page.getByRole('dialog', { name: 'Bravo, 10 jours sans contact' });
    // Its 3 s run on the real clock here: what opened is recorded by watch(), so a starved browser
    // that shows it for less time than a check takes cannot make this fail (the 3 s themselves are
    // the paused-clock test below).
    await expect
      .poll(async () => (await watched(page)).dialogName, { message: 'the celebration opened' })
      .toBe('Bravo, 10 jours sans contact');
    await expect(dialog).toHaveCount(0);

    await load(page);
    await expectNoCelebrationOnLoad(page);

    await page.evaluate(({ key, day }) => localStorage.setItem(key, day), { key: LAST_CELEBRATION_KEY, day: yesterday() });
    await load(page);
    await expect
      .poll(async () => (await watched(page)).dialogName, { message: 'the celebration opened' })
      .toBe('Bravo, 10 jours sans contact');
  });

  test('not on a day that is not a multiple of 5 once celebrated, and never at 2 days', async ({ page }) => {
    await signUpWithStory(page);
    await setLastContact(page, 7);
    await page.goto('/');
    await page.evaluate(({ key, day }) => localStorage.setItem(key, day), { key: LAST_CELEBRATION_KEY, day: yesterday() });
    await load(page);
    await expectNoCelebrationOnLoad(page);

    await setLastContact(page, 2);
    await page.evaluate((key) => localStorage.removeItem(key), LAST_CELEBRATION_KEY);
    await load(page);
    await expectNoCelebrationOnLoad(page);
  });

  test('closes by itself after 3 seconds, with confetti', async ({ page }) => {
    const confetti = confettiFetches(page);
    await pauseClockBeforeCelebration(page);
    await signUpWithStory(page);
    await setLastContact(page, 4);
    await load(page);
    const dialog = page.getByRole('dialog', { name: 'Bravo, 4 jours sans contact' });
    const openedAt = await celebrationOpened(page);
    await expect(dialog).toBeVisible();
    // The confetti come with a second lazy chunk: wait for them, not for the clock.
    await expect.poll(() => confetti.loaded, { message: 'confetti loaded' }).toBe(1);
    await page.clock.pauseAt(openedAt + 2_800);
    await expect(dialog).toBeVisible();
    await page.clock.pauseAt(openedAt + 3_100);
    await expect(dialog).toHaveCount(0);
  });

  test('with reduced motion: the message without confetti', async ({ page }) => {
    const confetti = confettiFetches(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await pauseClockBeforeCelebration(page);
    await signUpWithStory(page);
    await setLastContact(page, 5);
    await load(page);
    const dialog = page.getByRole('dialog', { name: 'Bravo, 5 jours sans contact' });
    const openedAt = await celebrationOpened(page);
    await expect(dialog).toBeVisible();
    // The whole celebration, to its end: no confetti fetched along the way.
    await page.clock.pauseAt(openedAt + 3_100);
    await expect(dialog).toHaveCount(0);
    expect(confetti.requested, 'fetches of the confetti').toBe(0);
  });
});
