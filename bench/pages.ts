/**
 * Pages (issue: scale and speed): Lighthouse 12.8 with the system Chromium, mobile settings, on
 * /, /login and /signup of the real server — targets: performance ≥ 95, accessibility 100, best
 * practices ≥ 95. (The JavaScript budgets per screen are a test: npm run test:size.)
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { heading, row } from './support';
import { startProcessServer } from './process-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH, requireChromium } from '../tests/support/chromium';

const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95 } as const;

export async function benchPages(): Promise<void> {
  const server = await startProcessServer();
  requireChromium();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    heading('Pages — Lighthouse 12.8, mobile (simulated slow 4G, 4× CPU slowdown)');
    for (const path of ['/', '/login', '/signup']) {
      const result = await lighthouse(`${server.origin}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      const categories = result?.lhr.categories ?? {};
      const audits = result?.lhr.audits ?? {};
      const scores = Object.fromEntries(
        Object.keys(TARGETS).map((key) => [key, Math.round((categories[key]?.score ?? 0) * 100)]),
      ) as Record<keyof typeof TARGETS, number>;
      const met = (Object.keys(TARGETS) as (keyof typeof TARGETS)[]).every((key) => scores[key] >= TARGETS[key]);
      row(
        path,
        `perf ${scores.performance} · a11y ${scores.accessibility} · bp ${scores['best-practices']}`,
        `LCP ${audits['largest-contentful-paint']?.displayValue ?? '?'}, TBT ${audits['total-blocking-time']?.displayValue ?? '?'}, CLS ${audits['cumulative-layout-shift']?.displayValue ?? '?'} — ${met ? 'targets met' : 'TARGET MISSED'}`,
      );
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
}
