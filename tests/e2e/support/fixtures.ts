import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { E2E_BASE_URL } from '../../../playwright.config';
import { plusDays } from '../../../src/shared/no-contact';
import { inTimeZone, localDateIn } from '../../../src/shared/time-zone';

/** The Origin header the API requires of state-changing requests. */
export const ORIGIN = { origin: E2E_BASE_URL };

export const PASSWORD = 'un-mot-de-passe-solide';

let counter = 0;
export function uniqueEmail(label = 'e2e'): string {
  counter += 1;
  return `${label}-${Date.now()}-${process.pid}-${counter}@exemple.fr`;
}

/**
 * Creates an account through the API. page.request shares the browser context's cookies, so the
 * page is signed in afterwards.
 */
export async function signUpViaApi(page: Page, email = uniqueEmail(), origin = ORIGIN): Promise<{ email: string; password: string }> {
  const response = await page.request.post(`${origin.origin}/api/auth/signup`, {
    headers: origin,
    data: { email, password: PASSWORD, gender: 'female', age: 29, consent: true },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, password: PASSWORD };
}

/** Signs out through the API, leaving the account in place. */
export async function signOutViaApi(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/logout', { headers: ORIGIN });
  expect(response.status()).toBe(204);
}

/** Tells the story through the API (the person must be signed in). */
export async function tellStoryViaApi(
  page: Page,
  story = { exName: 'Alex', content: 'Quatre ans ensemble, puis il est parti un mardi.' },
  origin = ORIGIN,
): Promise<void> {
  const response = await page.request.post(`${origin.origin}/api/story`, { headers: origin, data: story });
  expect(response.status(), await response.text()).toBe(201);
}

/** A signed-in person with a story: every screen is open to them. */
export async function signUpWithStory(page: Page, story?: { exName: string; content: string }, origin = ORIGIN) {
  const account = await signUpViaApi(page, uniqueEmail(), origin);
  await tellStoryViaApi(page, story, origin);
  return account;
}

/**
 * True when a person can see the element: its box lies inside the window, and what is drawn at
 * its centre is the element itself — not the site header over it, nor the chat list clipping it.
 */
export async function isSeen(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  if (box.y < 0 || box.y + box.height > viewport.height || box.x < 0 || box.x + box.width > viewport.width) return false;
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + Math.min(rect.height / 2, 10));
    return top !== null && (element === top || element.contains(top));
  });
}

/** The box of `locator` lies inside the box of `area` (e.g. the conversation's visible part). */
export async function isInside(locator: Locator, area: Locator): Promise<boolean> {
  const [box, outer] = await Promise.all([locator.boundingBox(), area.boundingBox()]);
  if (!box || !outer) return false;
  return box.y >= outer.y && box.y + box.height <= outer.y + outer.height && box.x >= outer.x && box.x + box.width <= outer.x + outer.width;
}

/** The height of `locator` on screen, in CSS pixels (0 when it is not drawn). */
export async function heightOf(locator: Locator): Promise<number> {
  return (await locator.boundingBox())?.height ?? 0;
}

/**
 * The celebration closes itself 3 s after its lazily loaded overlay mounts. Installs the fake clock
 * (time flows: the app loads as usual) and holds that chunk until the clock is paused, so that the
 * 3 s start on a stopped clock that only the test moves. Then celebrationOpened().
 */
export async function pauseClockBeforeCelebration(page: Page) {
  await page.clock.install();
  await page.route(/\/celebration-overlay-[\w-]+\.js$/, async (route) => {
    // Ahead of the page's now, so never in the past when it applies; no timer of the app falls due in
    // these seconds (the feedback popup waits 5 minutes).
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 10_000);
    await route.continue();
  });
}

/**
 * Opens a signed-in screen and waits until the popup's timer is set: the signed-in extras (the
 * popup and the load-time celebration) are a lazy chunk, and they mark the page once their timers
 * run (signed-in-extras.tsx). Moving the fake clock before that would move it past a timer that
 * does not exist yet.
 */
export async function openWithExtras(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-signed-in-extras="ready"]').waitFor({ state: 'attached' });
}

/**
 * Moves the page's fake clock to `ms` after the signed-in extras set their timers (openWithExtras
 * first). Counting from the timers' start rather than from now keeps a test right however long a
 * busy machine took between the page being ready and the test's next step.
 */
export async function fastForwardFromExtras(page: Page, ms: number) {
  const startedAt = Number(await page.locator('html').getAttribute('data-signed-in-extras-at'));
  const now = await page.evaluate(() => Date.now());
  await page.clock.fastForward(Math.max(0, startedAt + ms - now));
}

/** The day `days` days before today, where the person lives (Paris in these tests). */
export function daysAgo(days: number): string {
  return plusDays(localDateIn('Europe/Paris'), -days);
}

/** Sets the last contact with the ex `days` days ago, through the API. */
export async function setLastContact(page: Page, days: number) {
  const response = await page.request.put('/api/progress/no-contact', {
    headers: ORIGIN,
    data: { lastContactDate: daysAgo(days), timeZone: 'Europe/Paris' },
  });
  expect(response.status()).toBe(200);
}

/** A ZIP's files as text, by name (the account export). */
export function unzipped(zip: Uint8Array): Record<string, string> {
  return Object.fromEntries(Object.entries(unzipSync(zip)).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

/** GET /api/account/export as the signed-in person, unzipped. */
export async function exportViaApi(page: Page): Promise<Record<string, string>> {
  const response = await page.request.get('/api/account/export');
  expect(response.status()).toBe(200);
  return unzipped(await response.body());
}

/** Today's milestone celebration already seen, so that no confetti covers what a test looks at. */
export async function celebratedToday(page: Page): Promise<void> {
  const today = localDateIn('Europe/Paris');
  await page.addInitScript((day) => localStorage.setItem('renouveau.lastCelebration', day), today);
}

/**
 * « Mon parcours » (issue 29): the instant `hour`:`minute` in Paris, `days` days after today there.
 * Its day turns at 5 a.m. where the person lives.
 */
export function parisAt(days: number, hour: number, minute = 0): number {
  const day = plusDays(localDateIn('Europe/Paris'), days);
  return inTimeZone(day, 'Europe/Paris').setHours(hour, minute, 0, 0);
}

/**
 * Moves « now » to `at` (ms) for the signed-in person, both where the server reads it (PUT
 * /api/test/clock, the e2e servers run with TEST_CLOCK=1) and in the browser (page.clock: time
 * flows from there). The first call installs the browser's clock, so it comes before page.goto;
 * later calls move it.
 */
export async function moveClocks(page: Page, at: number, { install = false } = {}): Promise<void> {
  const response = await page.request.put('/api/test/clock', { headers: ORIGIN, data: { offsetMs: Math.round(at - Date.now()) } });
  expect(response.status(), await response.text()).toBe(204);
  if (install) await page.clock.install({ time: at });
  else await page.clock.setSystemTime(at);
}

/** No axe violation (WCAG 2.1 A and AA) and no sideways scrolling on the page as it is now. */
export async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    `${label} has accessibility violations`,
  ).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${label} scrolls horizontally`).toBeLessThanOrEqual(0);
}
