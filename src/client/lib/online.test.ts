// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOnline, reportReachable } from './online';

afterEach(() => {
  reportReachable(true);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whether the app can reach its server', () => {
  it('believes the browser until a request fails for want of a network, then until one gets through', () => {
    expect(isOnline()).toBe(true);
    reportReachable(false);
    expect(isOnline()).toBe(false);
    reportReachable(true);
    expect(isOnline()).toBe(true);
  });

  it('looks at /api/health every few seconds while unreachable, and is online again once it answers', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(() => Promise.resolve(new Response('{"status":"ok"}')));
    vi.stubGlobal('fetch', fetch);
    reportReachable(false);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetch).toHaveBeenCalledWith('/api/health', { cache: 'no-store' });
    expect(isOnline()).toBe(true);
    // Reachable again: no more looks.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
