import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { reminderPush } from '#shared/reminder-push';
import type { Database } from '#server/db/client';
import { pushSubscriptions, users } from '#server/db/schema';
import type { Mailer } from '#server/mail/mailer';
import { reminderMail, unsubscribeLink } from './reminder-mail';
import type { UnsubscribeTokens } from './unsubscribe-token';
import type { VapidKeys } from './vapid';

/** 'sent': at least one device or the mailbox got it; 'nowhere': no device to send to. */
export type SendResult = 'sent' | 'nowhere';

/** How long a push service may take to answer before the attempt counts as failed. */
const PUSH_TIMEOUT_MS = 10_000;
/** A reminder older than this is not worth showing: the push service may drop it. */
const PUSH_TTL_SECONDS = 6 * 3600;

export interface SenderOptions {
  db: Database;
  mail: Mailer;
  vapid: VapidKeys;
  tokens: UnsubscribeTokens;
  publicUrl: string;
}

/**
 * Sends one reminder by the person's channel. Web Push is encrypted and signed by web-push
 * (RFC 8291, VAPID) and sent with fetch, so one code path reaches any push service (and the
 * tests' local one). A device whose subscription is gone (404, 410) is forgotten.
 */
export class ReminderSender {
  constructor(private readonly options: SenderOptions) {}

  async send(userId: string, channel: string, text: string): Promise<SendResult> {
    return channel === 'email' ? this.mail(userId, text) : this.push(userId, text);
  }

  private async mail(userId: string, text: string): Promise<SendResult> {
    const { db, mail, tokens, publicUrl } = this.options;
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) return 'nowhere';
    const appLink = new URL('/', publicUrl).toString();
    await mail.send(reminderMail(user.email, text, { appLink, stopLink: unsubscribeLink(publicUrl, tokens.sign(userId)) }));
    return 'sent';
  }

  private async push(userId: string, text: string): Promise<SendResult> {
    const { db, vapid } = this.options;
    const devices = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    // The service worker shows { title, body } and opens `url` on a tap (src/client/sw.ts).
    const payload = JSON.stringify(reminderPush(text));
    let delivered = 0;
    let failure: unknown = null;
    for (const device of devices) {
      try {
        const request = webpush.generateRequestDetails(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          payload,
          {
            vapidDetails: vapid,
            TTL: PUSH_TTL_SECONDS,
            contentEncoding: 'aes128gcm',
          },
        );
        const headers = Object.fromEntries(
          Object.entries(request.headers)
            .filter(([name]) => name.toLowerCase() !== 'content-length')
            .map(([name, value]) => [name, String(value)]),
        );
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers,
          body: request.body ? new Uint8Array(request.body) : null,
          signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        });
        await response.body?.cancel();
        if (response.status === 404 || response.status === 410) {
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
        } else if (response.ok) {
          delivered += 1;
        } else {
          failure = new Error(`push service answered ${response.status}`);
        }
      } catch (error) {
        failure = error;
      }
    }
    if (delivered > 0) return 'sent';
    if (failure) throw failure;
    return 'nowhere';
  }
}
