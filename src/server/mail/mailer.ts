import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { safeError } from '../log';

/** One e-mail: French plain text, and the same words in simple HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe on a reminder. */
  headers?: Record<string, string>;
}

/** Text put into a mail's HTML (a link, a sentence): every mail escapes the same way. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

/** What the mailer says in the logs: never an address, never a link. */
export interface MailLogger {
  info(context: unknown, message?: string): void;
  warn(context: unknown, message?: string): void;
}

export interface Mailer {
  /** 'smtp' with SMTP_URL, 'outbox' (.eml files in DATA_DIR/outbox) without. */
  readonly kind: 'smtp' | 'outbox';
  /**
   * Sends in the background: the caller's answer never waits for, nor depends on, the mail server
   * (a « Mot de passe oublié ? » must answer the same, as fast, whether a mail left or not).
   * Failures are logged.
   */
  post(message: MailMessage): void;
  /**
   * Sends and waits: for the reminders' queue, which must know whether the mail left to mark it
   * sent or try again later. Rejects when the mail server refuses.
   */
  send(message: MailMessage): Promise<void>;
  /** Resolves once every mail posted so far has been sent or has failed. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL, with user and password in it when the server asks for them. */
  smtpUrl?: string | undefined;
  /** Without SMTP: the data directory, whose outbox/ receives the mails as .eml files. */
  dataDir: string;
  /** The From address. */
  from: string;
  logger: MailLogger;
}

/** Files under DATA_DIR hold what people wrote: the outbox is private too (db/private-files.ts). */
const PRIVATE_DIR_MODE = 0o700;
const PRIVATE_FILE_MODE = 0o600;

export function createMailer({ smtpUrl, dataDir, from, logger }: MailerOptions): Mailer {
  const pending = new Set<Promise<void>>();
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl, { from })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }, { from });
  const outbox = path.resolve(dataDir, 'outbox');

  async function deliver(message: MailMessage): Promise<void> {
    const info = await transport.sendMail(message);
    if (smtpUrl) return;
    await fs.mkdir(outbox, { recursive: true, mode: PRIVATE_DIR_MODE });
    // A sortable name that says nothing of whom the mail is for.
    const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
    await fs.writeFile(file, (info as { message: Buffer }).message, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    logger.info({ file }, `E-mail enregistré dans ${file} (pas de SMTP_URL) / e-mail saved (no SMTP_URL)`);
  }

  return {
    kind: smtpUrl ? 'smtp' : 'outbox',
    post(message) {
      const sending = deliver(message)
        .catch((error: unknown) => logger.warn({ error: safeError(error) }, 'e-mail not sent'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    send(message) {
      const sending = deliver(message);
      const tracked = sending.then(
        () => undefined,
        () => undefined,
      );
      pending.add(tracked);
      void tracked.finally(() => pending.delete(tracked));
      return sending;
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
    async close() {
      await this.idle();
      transport.close();
    },
  };
}

/** The default From: Renouveau at PUBLIC_URL's host. */
export function defaultFrom(publicUrl: string): string {
  const host = new URL(publicUrl).hostname;
  // localhost is not a mail domain: « .invalid » is reserved for addresses that go nowhere.
  const domain = host.includes('.') && !/^[\d.]+$/.test(host) ? host : 'renouveau.invalid';
  return `Renouveau <ne-pas-repondre@${domain}>`;
}
