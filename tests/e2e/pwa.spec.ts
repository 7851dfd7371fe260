import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signUpWithStory } from './support/fixtures';

/**
 * Issue 30, the installable app: the web app manifest, the service worker that controls the page
 * after the first load, nothing of the API in Cache Storage, and the calm update notice.
 */

/** Waits until the service worker is active, then reloads: the page it loads is controlled. */
async function controlledBy(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Every URL in Cache Storage, cache by cache. */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

test.describe('installable app', () => {
  // The one thing these tests are about (playwright.config.ts blocks it elsewhere).
  test.use({ serviceWorkers: 'allow' });

  test('the manifest is valid, its icons load, and the service worker controls the page after the first load', async ({ page }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await page.request.get(href ?? '');
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({
      name: 'Renouveau',
      short_name: 'Renouveau',
      lang: 'fr',
      start_url: '/dashboard',
      display: 'standalone',
      theme_color: '#a8325e',
      background_color: '#fffaf7',
    });
    expect(manifest.description).toMatch(/rupture/);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src);
      expect(image.headers()['content-type']).toBe('image/png');
      expect(pngSize(await image.body()).join('x')).toBe(icon.sizes);
    }

    await controlledBy(page);
    const script = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(script).toMatch(/\/sw\.js$/);

    // What Chromium itself checks before it offers « Installer Renouveau »: nothing is missing.
    const cdp = await page.context().newCDPSession(page);
    expect(await cdp.send('Page.getAppManifest')).toMatchObject({ url: expect.stringMatching(/\/manifest\.webmanifest$/), errors: [] });
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
  });

  test('no API answer is ever in Cache Storage, while the app shell and every screen are', async ({ page }) => {
    await signUpWithStory(page);
    await page.goto('/dashboard');
    await controlledBy(page);
    // Screens that ask the API for the person's data, controlled by the service worker.
    for (const path of ['/dashboard', '/journal', '/progress', '/plan-de-securite']) {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
    }
    const urls = await cachedUrls(page);
    expect(urls.filter((url) => new URL(url).pathname.startsWith('/api'))).toEqual([]);
    expect(urls.some((url) => url.includes('/index.html'))).toBe(true);
    const scripts = urls.filter((url) => /\/assets\/.+\.js/.test(url));
    for (const screen of ['help', 'dashboard', 'journal', 'urge']) expect(scripts.some((url) => url.includes(`/${screen}-`))).toBe(true);
  });

  test('the page that stops reminders from a mail is the server’s own, even where the service worker answers every page', async ({
    page,
  }) => {
    await page.goto('/aide');
    await controlledBy(page);
    // A link from a mail, opened in a browser where the app is installed: the server's page, not the app's.
    await page.goto('/rappels/arreter?jeton=pas-un-jeton');
    await expect(page.getByRole('heading', { name: 'Ce lien ne marche pas' })).toBeVisible();
    expect(await page.evaluate(() => document.querySelector('#root'))).toBeNull();
  });

  test('when a new version waits, a calm notice offers « Mettre à jour » and « Plus tard », and nothing reloads by itself', async ({
    page,
  }) => {
    await page.goto('/aide');
    await controlledBy(page);
    // A new deploy: the built service worker with one comment more, served by the e2e server from
    // dist/client (a browser fetches a service worker's script itself, out of reach of page.route).
    // Put back as it was at the end; meanwhile any other test's page would install the same code.
    const built = path.resolve('dist/client/sw.js');
    const original = fs.readFileSync(built, 'utf8');
    fs.writeFileSync(built, `${original}\n// Une nouvelle version (pwa.spec.ts)\n`);
    try {
      await page.evaluate(async () => {
        // Whether this page is still the one loaded before: a reload would forget it.
        (window as unknown as { stillHere: boolean }).stillHere = true;
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      await expectTheNotice(page);
    } finally {
      fs.writeFileSync(built, original);
    }
  });
});

async function expectTheNotice(page: Page) {
  const notice = page.getByRole('status').filter({ hasText: 'Une nouvelle version est prête.' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Mettre à jour' })).toBeVisible();

  // « Plus tard »: the notice goes, the page stays as it was.
  await notice.getByRole('button', { name: 'Plus tard' }).click();
  await expect(notice).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

  // Next visit, « Mettre à jour »: the new version takes over and the page loads again, once.
  await page.reload();
  await expect(notice).toBeVisible();
  const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(before).toMatch(/sw\.js$/);
  await notice.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(notice).toBeHidden();
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.waiting === null && registration.active === navigator.serviceWorker.controller;
  });
  await expect(page.getByRole('heading', { name: "Besoin d'aide ?" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBeUndefined();
}
