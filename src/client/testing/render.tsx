import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { SessionResponse } from '#shared/auth';

/** One request the fake server saw: its method, path and JSON body. */
export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
}
type Answer = { status: number; body?: unknown };

/**
 * A stand-in for the server behind fetch, for client unit tests (jsdom): each request is kept in
 * `seen`, and answered by the first handler whose "METHOD /path" prefix matches it; an unexpected
 * request fails the test rather than hang.
 */
export function fakeServer(handlers: Record<string, (request: SeenRequest) => Answer | Promise<Answer>>) {
  const seen: SeenRequest[] = [];
  const fetch = vi.fn(async (path: string, init: RequestInit = {}) => {
    const request = { method: init.method ?? 'GET', path, body: init.body ? JSON.parse(String(init.body)) : undefined };
    seen.push(request);
    const key = Object.keys(handlers).find((prefix) => `${request.method} ${path}`.startsWith(prefix));
    if (!key) throw new Error(`unexpected request ${request.method} ${path}`);
    const answer = await handlers[key]!(request);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { seen, fetch };
}

const SIGNED_IN: SessionResponse = {
  user: { id: 'u1', email: 'camille@example.fr', gender: 'female', age: 30, createdAt: '2026-01-01T00:00:00.000Z' },
  hasStory: true,
};

/**
 * Renders `ui` as the app would: a query cache (already holding the signed-in session and the
 * `cached` data, so nothing is fetched that the test did not ask for) and a router.
 */
export function renderWithApp(ui: ReactNode, cached: [readonly unknown[], unknown][] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  client.setQueryData(['session'], SIGNED_IN);
  for (const [key, data] of cached) client.setQueryData(key, data);
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, client };
}

/**
 * What jsdom lacks and the app uses: <dialog>'s showModal() and close() (enough of them for
 * ModalDialog), and scrollIntoView (FormError brings its message into view).
 */
export function stubJsdom(): void {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
  // jsdom has no showModal. The stand-in opens the dialog a little later, as a busy machine does:
  // a test that takes a dialog's buttons before the dialog is open fails every time, not on a slow
  // day only (the slip dialog's test once failed beside a CPU-bound process).
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    setTimeout(() => {
      if (this.isConnected) this.open = true;
    }, 30);
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
}
