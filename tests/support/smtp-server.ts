import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the test SMTP server received it: the envelope's recipients and the parsed message. */
export interface ReceivedMail {
  to: string[];
  parsed: ParsedMail;
  raw: string;
}

export interface TestSmtp {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  mails: ReceivedMail[];
  /** The next mail for `to` (one already received counts), or a rejection after `timeoutMs`. */
  nextMailTo(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (smtp-server, without TLS or authentication) that keeps every
 * mail it receives, for the password reset tests (issue 16). Port 0 picks a free one.
 */
export async function startTestSmtp(port = 0): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const waiting: { to: string; resolve: (mail: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
        simpleParser(raw)
          .then((parsed) => {
            const mail = { to, parsed, raw };
            mails.push(mail);
            for (const waiter of waiting.splice(0)) {
              if (to.includes(waiter.to)) waiter.resolve(mail);
              else waiting.push(waiter);
            }
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: actualPort } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    mails,
    nextMailTo(to, timeoutMs = 10_000) {
      const address = to.toLowerCase();
      const already = mails.find((mail) => mail.to.includes(address));
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail for ${to} within ${timeoutMs} ms`)), timeoutMs);
        waiting.push({
          to: address,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset link of a mail: the only link to the reset page in its plain text. */
export function resetLinkOf(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+\/reinitialiser-mot-de-passe\?token=[\w-]+/.exec(mail.parsed.text ?? '')?.[0];
  if (!link) throw new Error('no reset link in the mail');
  return link;
}
