import path from 'node:path';
import webpush from 'web-push';
import type { Env } from '#server/env';
import { loadOrCreateSecret } from '#server/secrets';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The file in DATA_DIR holding the generated VAPID keys when the environment gives none. */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

/**
 * The VAPID keys that sign Web Push requests: from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, or
 * generated once into DATA_DIR (a private file, as the auth secret is), so that the app needs no
 * configuration on one server. Subscriptions are tied to the public key: servers sharing one
 * database must be given the same keys, or their devices' subscriptions stop working.
 */
export function loadVapidKeys(env: Env): VapidKeys {
  const subject = env.VAPID_SUBJECT ?? `mailto:ne-pas-repondre@${mailDomainOf(env.PUBLIC_URL)}`;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  const stored = loadOrCreateSecret(path.resolve(env.DATA_DIR), VAPID_KEYS_FILE, () => JSON.stringify(webpush.generateVAPIDKeys()));
  const keys = JSON.parse(stored) as { publicKey: string; privateKey: string };
  return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject };
}

function mailDomainOf(publicUrl: string): string {
  const host = new URL(publicUrl).hostname;
  return host.includes('.') && !/^[\d.]+$/.test(host) ? host : 'renouveau.invalid';
}
