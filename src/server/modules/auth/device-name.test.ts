import { describe, expect, it } from 'vitest';
import { describeDevice, UNKNOWN_DEVICE } from './device-name';

/** User-Agent strings as the browsers send them (2024–2026 versions). */
const UA = {
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  samsungInternet:
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  chromeLinux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  // What a headless Chromium (the screenshots of issue 27, Playwright without a userAgent) sends:
  // « HeadlessChrome/ », which the hand-written /\bChrome\// did not match — every session of
  // those screenshots read « Linux ».
  headlessChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  chromeMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  operaWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/112.0.0.0',
  chromeOs: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

describe('describeDevice', () => {
  it.each([
    [UA.chromeAndroid, 'Chrome sur Android'],
    [UA.firefoxWindows, 'Firefox sur Windows'],
    [UA.safariIphone, 'Safari sur iPhone'],
    [UA.edgeWindows, 'Edge sur Windows'],
    [UA.samsungInternet, 'Samsung Internet sur Android'],
    [UA.chromeLinux, 'Chrome sur Linux'],
    [UA.headlessChrome, 'Chrome sur Linux'],
    [UA.chromeIphone, 'Chrome sur iPhone'],
    [UA.firefoxAndroid, 'Firefox sur Android'],
    [UA.safariMac, 'Safari sur Mac'],
    [UA.chromeMac, 'Chrome sur Mac'],
    [UA.safariIpad, 'Safari sur iPad'],
    [UA.operaWindows, 'Opera sur Windows'],
    [UA.chromeOs, 'Chrome sur ChromeOS'],
  ])('%s → %s', (userAgent, expected) => {
    expect(describeDevice(userAgent)).toBe(expected);
  });

  it.each([['curl/8.5.0'], [''], [null], [undefined]])('« %s » is an unknown device', (userAgent) => {
    expect(describeDevice(userAgent)).toBe(UNKNOWN_DEVICE);
  });
});
