/// <reference lib="webworker" />
/**
 * Renouveau's service worker (issue 30), built by vite-plugin-pwa's injectManifest strategy.
 *  - The app shell and every screen's chunk are precached (Workbox), so /aide, the grounding
 *    exercise, the urge flow's timer and the dashboard's shell open with no network.
 *  - A page the app routes (/dashboard, /aide…) gets index.html from the cache; /api/* never: an
 *    API answer is the person's data and is never put in Cache Storage (DESIGN.md). No runtime
 *    caching is registered at all — only the precache, whose URLs are the build's files.
 *  - A new version waits until the person chooses « Mettre à jour » (SKIP_WAITING below): what
 *    they are typing is never lost to a reload they did not ask for.
 *  - Reminders (Web Push) are shown from a `{ title, body, url }` payload; a tap opens `url`.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { REMINDERS_STOP_PATH } from '#shared/paths';
import { REMINDER_TEXTS, type ReminderPush, reminderPush } from '#shared/reminder-push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

/**
 * Never answered from the service worker: the API (and the server's own downloads under it), and
 * the server's page that stops reminders from a mail, without the app.
 */
const NOT_APP_PAGES = [/^\/api(\/|$)/, new RegExp(`^${REMINDERS_STOP_PATH}(\\?|$)`)];

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NOT_APP_PAGES }));

self.addEventListener('message', (event) => {
  // Sent by the update banner's « Mettre à jour » only: the person's choice, never automatic.
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** The reminder's text, or nothing if the payload is not ours (a notification is shown anyway: browsers require it). */
function readPush(data: PushMessageData | null): ReminderPush {
  const fallback = reminderPush(REMINDER_TEXTS[0]);
  try {
    const json = data?.json() as Partial<ReminderPush> | undefined;
    return {
      title: typeof json?.title === 'string' ? json.title : fallback.title,
      body: typeof json?.body === 'string' ? json.body : fallback.body,
      // Only a page of this app: a payload cannot send the person elsewhere.
      url: typeof json?.url === 'string' && json.url.startsWith('/') && !json.url.startsWith('//') ? json.url : fallback.url,
    };
  } catch {
    return fallback;
  }
}

self.addEventListener('push', (event) => {
  const { title, body, url } = readPush(event.data);
  event.waitUntil(self.registration.showNotification(title, { body, icon: '/icon-192.png', badge: '/icon-192.png', data: { url } }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data as { url?: string } | null)?.url ?? '/dashboard', self.location.origin).href;
  event.waitUntil(
    (async () => {
      // A window already on that page is brought forward; any other is left as it is (never
      // navigated away: the person may be typing there), and the page opens beside it.
      const windows = await self.clients.matchAll({ type: 'window' });
      const open = windows.find((client) => client.url === url);
      if (open) {
        await open.focus();
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
