import Bowser from 'bowser';

/**
 * A session's device in a few French words, from its User-Agent: « Chrome sur Android »,
 * « Firefox sur Windows », « Safari sur iPhone ». Enough for a person to recognise their own phone
 * in « Mes sessions actives »; not a fingerprint.
 *
 * Read by bowser (MIT, no dependencies, kept up to date with new browsers), on the server only so
 * the client bundle does not carry it. The hand-written regexes it replaces (issue 27) missed
 * whatever they were not written for: Chromium without a screen sends « HeadlessChrome/ », which
 * /\bChrome\// never matched, and every such session read just « Linux ».
 */

/** bowser's names, where French speakers say something shorter. */
const BROWSER_NAMES: Record<string, string> = {
  'Microsoft Edge': 'Edge',
  'Samsung Internet for Android': 'Samsung Internet',
  'Opera Touch': 'Opera',
  'Android Browser': 'Navigateur Android',
};

/** bowser's systems, as a person names their device; iOS is named by the device (iPhone, iPad). */
const SYSTEM_NAMES: Record<string, string> = {
  macOS: 'Mac',
  'Chrome OS': 'ChromeOS',
};

export const UNKNOWN_DEVICE = 'Appareil inconnu';

export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const { browser, os, platform } = Bowser.parse(userAgent);
  const browserName = browser.name ? (BROWSER_NAMES[browser.name] ?? browser.name) : undefined;
  const systemName = os.name === 'iOS' ? (platform.model ?? 'iPhone') : os.name ? (SYSTEM_NAMES[os.name] ?? os.name) : undefined;
  if (browserName && systemName) return `${browserName} sur ${systemName}`;
  return browserName ?? systemName ?? UNKNOWN_DEVICE;
}
