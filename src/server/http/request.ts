import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The request's headers as a WHATWG Headers object, the form better-auth reads. */
export const headersOf = (request: FastifyRequest): Headers => fromNodeHeaders(request.headers);

/** Forwards cookies set by better-auth to the browser. */
export function setCookies(reply: FastifyReply, cookies: string[]): void {
  if (cookies.length > 0) void reply.header('set-cookie', cookies);
}

/** Aborts when the client goes away before the answer is complete (to stop a provider call). */
export function abortSignalOf(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
