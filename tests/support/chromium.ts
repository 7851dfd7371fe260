import { existsSync } from 'node:fs';

/**
 * The system Chromium, for the browser tests, the screenshots and Lighthouse in the bench
 * (Playwright's own download is never used): CHROMIUM_PATH, or Debian's /usr/bin/chromium.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The browser tests' Chromium: the headless shell (Debian's chromium-headless-shell, the same
 * Blink at the same version, and what Playwright itself runs headless) when it is installed. The
 * full browser draws its own window chrome in an extra renderer per context and rasterises through
 * SwiftShader: the accessibility suite took 294 CPU-seconds with it, 170 with the shell. Without
 * the shell the tests run in CHROMIUM_PATH, only slower. HEADLESS_SHELL_PATH points elsewhere.
 */
const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH || '/usr/lib/chromium/chromium-headless-shell';
export const TEST_CHROMIUM_PATH = !process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;

/** Headless in a container: no sandbox, no GPU, and none of Chromium's background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Stops with one French/English line saying how to get Chromium when it is missing, rather than
 * with Playwright's long launch error after the servers have started.
 */
export function requireChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  console.error(
    `Chromium introuvable (${CHROMIUM_PATH}) : apt-get install chromium, ou CHROMIUM_PATH=… — ` +
      `Chromium not found: apt-get install chromium, or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
