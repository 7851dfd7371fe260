import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error http_ece has no types; decrypt(buffer, params) is all we use.
import ece from 'http_ece';

/** One push message as the fake service received and decrypted it. */
export interface ReceivedPush {
  device: string;
  /** The decrypted payload (RFC 8291 aes128gcm), parsed: what the service worker would get. */
  payload: { title: string; body: string; url: string };
  headers: http.IncomingHttpHeaders;
}

export interface FakeDevice {
  name: string;
  /** What the browser's pushManager.subscribe() would give: POST it to /api/reminders/subscriptions. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

export interface FakePush {
  /** Its origin: the app must be told it may send there (env PUSH_SERVICE_ORIGINS). */
  origin: string;
  /** A new device: a subscription whose private key only this fake holds. */
  device(name: string): FakeDevice;
  /** What the push service answers for a device from now on (201 by default; 410 once it is gone). */
  answer(name: string, status: number): void;
  received: ReceivedPush[];
  /** Every push request that arrived, answered or not yet (the answer may be held: `delayMs`). */
  arrived: number;
  /** Holds each answer this long (a slow push service), 0 by default. */
  delayMs: number;
  close(): Promise<void>;
}

/**
 * A local push service, like the ones browsers subscribe to: it keeps each device's private ECDH
 * key and auth secret, as the browser would, and DECRYPTS what the server sends (http_ece, RFC 8291
 * aes128gcm) — so a test reads the notification exactly as the device would show it. It answers
 * 201 Created, or the status a test sets (410 Gone: the device unsubscribed).
 */
export async function startFakePush(): Promise<FakePush> {
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer; status: number }>();
  const received: ReceivedPush[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      fake.arrived += 1;
      setTimeout(answer, fake.delayMs);
    });
    const answer = () => {
      const name = decodeURIComponent(request.url?.replace(/^\/push\//, '') ?? '');
      const device = devices.get(name);
      if (!device) return void response.writeHead(404).end();
      if (device.status >= 300) return void response.writeHead(device.status).end();
      try {
        const clear: Buffer = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: device.ecdh,
          authSecret: device.auth,
        });
        received.push({ device: name, payload: JSON.parse(clear.toString('utf8')), headers: request.headers });
        response.writeHead(201).end();
      } catch {
        response.writeHead(400).end();
      }
    };
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakePush = {
    origin: `http://127.0.0.1:${port}`,
    arrived: 0,
    delayMs: 0,
    device(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(name, { ecdh, auth, status: 201 });
      return {
        name,
        subscription: {
          endpoint: `http://127.0.0.1:${port}/push/${encodeURIComponent(name)}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
      };
    },
    answer(name, status) {
      const device = devices.get(name);
      if (device) device.status = status;
    },
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
