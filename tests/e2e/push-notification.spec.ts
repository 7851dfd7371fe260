import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { REMINDER_TEXTS, reminderPush } from '../../src/shared/reminder-push';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { signUpWithStory } from './support/fixtures';

/**
 * Issue 30: a reminder sent to this device by notification. Chromium's headless shell, where the
 * other browser tests run, refuses every notification permission: this file uses the full browser.
 * (A push subscription itself needs the browser vendor's push service, out of reach of a test
 * machine: the server's side of it is tested against a local push service, reminders.test.ts.)
 */
test.use({ serviceWorkers: 'allow', launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } });

test('a reminder pushed to this device is shown as a notification that says nothing but the invitation', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/aide');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // What the push service hands the browser, delivered through DevTools' protocol: the same
  // event a real push service causes, with the payload the server sends (shared/reminder-push.ts).
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => !registration.isDeleted && registration.scopeURL.startsWith(E2E_BASE_URL));
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: E2E_BASE_URL,
    registrationId: await registrationId,
    data: JSON.stringify(reminderPush(REMINDER_TEXTS[0])),
  });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({
          title: shown.title,
          body: shown.body,
          url: (shown.data as { url?: string } | null)?.url,
        })),
      ),
    )
    .toEqual([{ title: 'Renouveau', body: "Un moment pour toi aujourd'hui ?", url: '/' }]);

  // A payload that is not ours (or tries to send the person elsewhere) still shows only the invitation.
  await page.evaluate(async () => {
    for (const shown of await (await navigator.serviceWorker.ready).getNotifications()) shown.close();
  });
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: E2E_BASE_URL,
    registrationId: await registrationId,
    data: JSON.stringify({ title: 'Renouveau', body: "Un moment pour toi aujourd'hui ?", url: 'https://example.org/' }),
  });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => (shown.data as { url?: string } | null)?.url),
      ),
    )
    .toEqual(['/']);
});

const remindersSection = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'Mes rappels' }) });

/** /account, signed in, with notifications allowed and the service worker ready. */
async function accountWithNotifications(page: Page, context: BrowserContext) {
  await context.grantPermissions(['notifications']);
  await signUpWithStory(page);
  await page.goto('/account');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  return remindersSection(page);
}

test('a browser whose push service cannot be reached says so in French and offers the e-mail, keeping the reminders off', async ({
  page,
  context,
}) => {
  // This machine has no way to Google's push service, like a browser without one: subscribe() fails.
  const section = await accountWithNotifications(page, context);
  await section.getByLabel(/^Une notification sur cet appareil/).check();
  await section.getByLabel('Recevoir un petit rappel chaque jour').click();
  await expect(section.getByRole('alert')).toHaveText(
    'Ce navigateur n’a pas pu activer les notifications. Choisis plutôt l’e-mail, ou réessaie plus tard.',
  );
  await expect(section.getByLabel('Recevoir un petit rappel chaque jour')).not.toBeChecked();
  expect((await (await page.request.get('/api/reminders')).json()).enabled).toBe(false);
});

test('notifications on this device: the subscription reaches the server, the device is named in « Mes sessions actives », and one tap forgets it', async ({
  page,
  context,
}) => {
  // The browser's push service answered by a stand-in (its own address, keys made here with
  // WebCrypto): everything else — the permission, the service worker, the app and the server — is real.
  await context.addInitScript(() => {
    let current: PushSubscription | null = null;
    const base64Url = (bytes: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    PushManager.prototype.subscribe = async function subscribe() {
      const keys = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
      const json = {
        endpoint: `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`,
        expirationTime: null,
        keys: {
          p256dh: base64Url(await crypto.subtle.exportKey('raw', keys.publicKey)),
          auth: base64Url(crypto.getRandomValues(new Uint8Array(16)).buffer),
        },
      };
      current = {
        endpoint: json.endpoint,
        toJSON: () => json,
        unsubscribe: async () => {
          current = null;
          return true;
        },
      } as unknown as PushSubscription;
      return current;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return current;
    };
  });
  const section = await accountWithNotifications(page, context);
  await section.getByLabel(/^Une notification sur cet appareil/).check();
  await section.getByLabel('Recevoir un petit rappel chaque jour').check();
  await expect(section.getByRole('status')).toHaveText("C'est noté : un rappel chaque jour à 20 h, en notification sur cet appareil.");

  await page.reload();
  const sessions = page.locator('section', { has: page.getByRole('heading', { name: 'Mes sessions actives' }) });
  await expect(sessions.getByText('Reçoit tes rappels en notification')).toHaveCount(1);

  await remindersSection(page).getByLabel('Recevoir un petit rappel chaque jour').uncheck();
  await expect(remindersSection(page).getByRole('status')).toHaveText('Tes rappels sont arrêtés. Tu peux les remettre quand tu veux.');
  await page.reload();
  await expect(sessions.getByText('Reçoit tes rappels en notification')).toHaveCount(0);
});
