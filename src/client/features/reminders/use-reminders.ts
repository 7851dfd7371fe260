import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReminderSettings, ReminderSettingsInput, VapidKeyResponse } from '#shared/reminders';
import { api } from '#client/lib/api';

/** The reminders' query: its key, request and answer type in one place. */
export const reminderQueries = {
  settings: () =>
    queryOptions({
      queryKey: ['reminders'] as const,
      queryFn: ({ signal }) => api<ReminderSettings>('/api/reminders', { signal }),
    }),
};
const KEY = reminderQueries.settings().queryKey;

export function useReminders() {
  return useQuery(reminderQueries.settings());
}

/** Saves the settings; the answer is the new state. The sessions list learns of a new device too. */
export function useSaveReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderSettingsInput) => api<ReminderSettings>('/api/reminders', { method: 'PUT', body }),
    onSuccess: (settings) => queryClient.setQueryData(KEY, settings),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['account', 'sessions'] }),
  });
}

/** « Non merci » (or « Oui »): the offer after the first journal entry is not shown again. */
export function useDismissOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/api/reminders/offer/dismiss', { method: 'POST', body: {} }),
    onSuccess: () => queryClient.setQueryData(KEY, (old: ReminderSettings | undefined) => (old ? { ...old, offerDismissed: true } : old)),
  });
}

/** Notifications cannot be turned on here; the message says why, in French, and what to do instead. */
export class PushUnavailable extends Error {}

/** Whether this browser can receive Web Push at all. */
export const canPush = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

const base64UrlToBytes = (text: string) => {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
};

/** The service worker that shows notifications (src/client/sw.ts), or null when none is installed. */
async function serviceWorker(): Promise<ServiceWorkerRegistration | null> {
  // `ready` never settles without a registration: ask first.
  if (!(await navigator.serviceWorker.getRegistration())) return null;
  return navigator.serviceWorker.ready;
}

/** How long the browser's push service may take to give an address before the person is told. */
export const PUSH_TIME_LIMIT_MS = 15_000;

/** `promise`, or a rejection once `ms` have passed without an answer. */
function withinTimeLimit<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('time limit')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Subscribes this device: the browser asks the person's permission, then its push service gives
 * an address that only the server's VAPID key may send to; the server keeps it with this session.
 */
export async function subscribeThisDevice(): Promise<void> {
  if (!canPush()) throw new PushUnavailable('Ce navigateur ne reçoit pas de notifications. Choisis plutôt l’e-mail.');
  const registration = await serviceWorker();
  if (!registration)
    throw new PushUnavailable('Les notifications ne sont pas encore prêtes sur cet appareil. Recharge la page, ou choisis l’e-mail.');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted')
    throw new PushUnavailable(
      'Les notifications sont bloquées pour Renouveau dans ce navigateur. Autorise-les dans ses réglages, ou choisis l’e-mail.',
    );
  const { publicKey } = await api<VapidKeyResponse>('/api/reminders/vapid-key');
  // The browser asks its vendor's push service for an address; one that cannot be reached (no
  // such service in this browser, a network that blocks it) is not fixed by trying again at once.
  // Issue 41: a push service that never answers held « Enregistrement… » for over a minute, with
  // everything greyed out. It has PUSH_TIME_LIMIT_MS; then the person is told, and can choose the e-mail.
  const subscription = await withinTimeLimit(
    registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) }),
    PUSH_TIME_LIMIT_MS,
  ).catch(() => {
    throw new PushUnavailable('Ce navigateur n’a pas pu activer les notifications. Choisis plutôt l’e-mail, ou réessaie plus tard.');
  });
  await api('/api/reminders/subscriptions', { method: 'POST', body: subscription.toJSON() });
}

/** Unsubscribes this device, if it was: the browser forgets the address, and so does the server. */
export async function unsubscribeThisDevice(): Promise<void> {
  if (!canPush()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await api('/api/reminders/subscriptions', { method: 'DELETE', body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
