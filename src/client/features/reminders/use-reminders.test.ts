// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('#client/lib/api', () => ({
  api: vi.fn(async (path: string) => (path.endsWith('vapid-key') ? { publicKey: 'AQID' } : {})),
}));

import { PUSH_TIME_LIMIT_MS, PushUnavailable, subscribeThisDevice } from './use-reminders';

/**
 * Issue 41: turning notifications on hung for over a minute on « Enregistrement… » when the
 * browser's push service did not answer. It now has a time limit and a French message.
 */
describe('subscribeThisDevice', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    // The stateless project shares its module graph and globals between files: leave none behind.
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('gives up after the time limit when the push service never answers, with a French message', async () => {
    vi.useFakeTimers();
    const registration = { pushManager: { subscribe: () => new Promise(() => undefined) } };
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { requestPermission: async () => 'granted' });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
    });
    const attempt = subscribeThisDevice();
    const outcome = attempt.then(
      () => 'subscribed',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(PUSH_TIME_LIMIT_MS + 1);
    const error = await outcome;
    expect(error).toBeInstanceOf(PushUnavailable);
    expect((error as Error).message).toMatch(/n’a pas pu activer les notifications/);
  });
});
