/**
 * Draws the app's icons (issue 30: the web app manifest) from the logo of src/client/public/favicon.svg
 * in the app's colours, rendered to PNG by the system Chromium. The outputs are committed in
 * src/client/public; run again only when the logo changes: npx tsx scripts/make-icons.ts
 *  - icon-192.png, icon-512.png: the heart on its pink disc, on the app's paper colour;
 *  - icon-maskable-512.png: the same heart inside the maskable safe zone (the middle 80 %), on a
 *    full pink square that a launcher may cut into any shape;
 *  - apple-touch-icon.png (180 px), for iOS's home screen.
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, requireChromium } from '../tests/support/chromium';

const OUT = path.resolve(import.meta.dirname, '../src/client/public');
const HEART =
  '<path d="M32 50s-16-9.6-16-21a9 9 0 0 1 16-5.6A9 9 0 0 1 48 29c0 11.4-16 21-16 21z" fill="#a8325e"/><path d="M32 23c3-6 9-9 14-8-2 5-7 9-14 8z" fill="#6b4fa3"/>';

/** `scale` is the heart's share of the square: 1 fills it, as the favicon does. */
function svg(size: number, { background, disc, scale }: { background: string; disc: boolean; scale: number }): string {
  const inner = 64 * scale;
  const offset = (64 - inner) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
    <rect width="64" height="64" fill="${background}"/>
    <g transform="translate(${offset} ${offset}) scale(${scale})">
      ${disc ? '<circle cx="32" cy="32" r="30" fill="#fbd3e0"/>' : ''}${HEART}
    </g></svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, look: { background: '#fffaf7', disc: true, scale: 0.92 } },
  { file: 'icon-512.png', size: 512, look: { background: '#fffaf7', disc: true, scale: 0.92 } },
  { file: 'apple-touch-icon.png', size: 180, look: { background: '#fffaf7', disc: true, scale: 0.86 } },
  // The safe zone of a maskable icon is a circle of 80 % of its width: the heart (58 %) stays inside.
  { file: 'icon-maskable-512.png', size: 512, look: { background: '#fbd3e0', disc: false, scale: 1.15 } },
];

requireChromium();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const { file, size, look } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<html><body style="margin:0">${svg(size, look)}</body></html>`);
    await page.locator('svg').screenshot({ path: path.join(OUT, file), omitBackground: false });
    await page.close();
    console.log(`${file} ${size}×${size}`);
  }
} finally {
  await browser.close();
}
