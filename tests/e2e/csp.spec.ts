import { expect, type Page, test } from '@playwright/test';
import { ORIGIN, setLastContact, signUpViaApi, signUpWithStory } from './support/fixtures';

/**
 * The app's Content-Security-Policy is strict; nothing the app itself does may break it. Any
 * violation on any screen fails here — the browser reports them as `securitypolicyviolation`
 * events, collected from the first script on.
 */

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

async function collectViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(
        `${event.effectiveDirective} ← ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations);

/** Visits a screen and waits until it has loaded what it shows. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1').first()).toBeVisible();
}

test('no CSP violation on the signed-out screens', async ({ page }) => {
  await collectViolations(page);
  for (const path of ['/', '/signup', '/login', '/aide', '/confidentialite', '/une-page-qui-n-existe-pas']) {
    await visit(page, path);
    expect(await violations(page), path).toEqual([]);
  }
});

test('no CSP violation on the signed-in screens', async ({ page }) => {
  await collectViolations(page);
  await signUpViaApi(page);
  await visit(page, '/story');
  expect(await violations(page), '/story').toEqual([]);
  await page.request.post('/api/story', { headers: ORIGIN, data: { exName: 'Alex', content: 'Quatre ans, puis la fin.' } });
  for (const path of ['/welcome', '/dashboard', '/chat', '/journal', '/progress', '/matrix', '/account', '/plan-de-securite']) {
    await visit(page, path);
    expect(await violations(page), path).toEqual([]);
  }
});

test('no CSP violation during the celebration, confetti included', async ({ page }) => {
  await collectViolations(page);
  await signUpWithStory(page);
  await setLastContact(page, 10);
  await page.goto('/dashboard');
  const dialog = page.getByRole('dialog', { name: /Bravo, \d+ jours sans contact/ });
  await expect(dialog).toBeVisible();
  // The confetti have been drawn: the canvas inside the card has coloured pixels.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const canvas = document.querySelector<HTMLCanvasElement>('.celebration__confetti');
        const context = canvas?.getContext('2d');
        if (!canvas || !context || canvas.width === 0) return 0;
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        let painted = 0;
        for (let i = 3; i < data.length; i += 4 * 16) if ((data[i] ?? 0) > 0) painted += 1;
        return painted;
      }),
    )
    .toBeGreaterThan(0);
  expect(await violations(page)).toEqual([]);
});
