/**
 * Takes screenshots of screens at 1280 px and 360 px in the system Chromium, for a person to look
 * at. Usage: tsx scripts/screenshots.ts http://localhost:3000 [path…]. Signs up a fresh account
 * first so that guarded screens render. Writes .tmp/screens/<name>-<width>.png.
 */
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, requireChromium } from '../tests/support/chromium';

const base = process.argv[2] ?? 'http://localhost:3000';
const paths = process.argv.slice(3);
const out = '.tmp/screens';
fs.mkdirSync(out, { recursive: true });

requireChromium();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const width of [1280, 360]) {
  const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 760 }, locale: 'fr-FR' });
  const page = await context.newPage();
  if (process.env.SIGNUP) {
    const email = `screens-${Date.now()}-${width}@exemple.fr`;
    const response = await page.request.post(`${base}/api/auth/signup`, {
      headers: { origin: base },
      data: { email, password: 'un-mot-de-passe-solide', gender: 'female', age: 30, consent: true },
    });
    if (!response.ok()) throw new Error(`signup failed: ${response.status()}`);
    if (process.env.STORY) {
      await page.request.post(`${base}/api/story`, {
        headers: { origin: base },
        data: { exName: 'Alex', content: 'Nous nous sommes quittés il y a trois semaines, après quatre ans ensemble.' },
      });
    }
  }
  for (const path of paths) {
    await page.goto(`${base}${path}`);
    await page.waitForLoadState('networkidle');
    const name = path === '/' ? 'landing' : path.replace(/\//g, '-').replace(/^-/, '');
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(`${name}-${width}: ${page.url()}${overflow > 0 ? ` OVERFLOW ${overflow}px` : ''}`);
  }
  await context.close();
}
await browser.close();
