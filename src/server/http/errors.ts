import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { API_ERROR_CODES, type ApiErrorBody } from '#shared/api-error';
import { UNKNOWN_ID_MESSAGE } from '#shared/fields';
import { MESSAGES } from '#shared/messages';
import { safeError } from '../log';
import { DomainError, type DomainErrorKind } from '../modules/errors';

/** An error the client should see as it is: a status, a code and a French message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ApiErrorBody {
    return this.fieldErrors
      ? { code: this.code, message: this.message, fieldErrors: this.fieldErrors }
      : { code: this.code, message: this.message };
  }
}

export const unauthorized = () => new AppError(401, API_ERROR_CODES.unauthorized, MESSAGES.unauthorized);

/** The one place where a domain error becomes an HTTP status. */
const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  'not-found': 404,
  conflict: 409,
  'rate-limited': 429,
  'too-large': 413,
  // The app is locked on this device (issue 27): the code is asked before anything else.
  locked: 423,
};

export function toAppError(error: DomainError): AppError {
  const headers = error.retryAfterSeconds === undefined ? undefined : { 'retry-after': String(error.retryAfterSeconds) };
  return new AppError(STATUS_OF[error.kind], error.code, error.message, error.fieldErrors, headers);
}

/** The first message of each field, keyed by the field's path ("age", "items.0"). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fieldErrors[key] ??= issue.message;
  }
  return fieldErrors;
}

/**
 * Validates a request part with a shared zod schema. Bad input is a 400 with the French message
 * of each field; the route never sees unchecked data.
 */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fieldErrors = fieldErrorsOf(result.error);
  // One reason, even when several fields share it (a range whose two days are both before 1900), is said as is.
  const messages = [...new Set(Object.values(fieldErrors))];
  const message = messages.length === 1 && messages[0] ? messages[0] : MESSAGES.invalidBody;
  throw new AppError(400, API_ERROR_CODES.validation, message, fieldErrors);
}

/** Fastify's own client-error codes, answered in French. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: API_ERROR_CODES.invalidJson, message: MESSAGES.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: API_ERROR_CODES.invalidJson, message: MESSAGES.invalidJson },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: API_ERROR_CODES.payloadTooLarge,
    message: MESSAGES.payloadTooLarge,
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: API_ERROR_CODES.unsupportedMediaType,
    message: MESSAGES.unsupportedMediaType,
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: API_ERROR_CODES.validation, message: MESSAGES.invalidBody },
};

/**
 * Every error ends here: the person gets a calm French JSON answer, never a stack trace; only
 * unexpected errors are logged as errors, and without the request body.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | AppError | DomainError, request, reply) => {
    const error = thrown instanceof DomainError ? toAppError(thrown) : thrown;
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.statusCode).send(error.toBody());
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) {
      return reply.status(known.status).send({ code: known.code, message: known.message });
    }
    if (error instanceof SyntaxError) {
      return reply.status(400).send({ code: API_ERROR_CODES.invalidJson, message: MESSAGES.invalidJson });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: API_ERROR_CODES.validation, message: MESSAGES.invalidBody });
    }
    request.log.error({ error: safeError(error) }, 'unexpected error');
    return reply.status(500).send({ code: API_ERROR_CODES.internal, message: MESSAGES.internal });
  });
}

/**
 * What Fastify's router answers before any route or the error handler above can run (its
 * `frameworkErrors` option): a path that does not decode (`GET /api/%`), and a path parameter
 * longer than the router reads (100 characters) — English otherwise, and the second echoed the
 * whole path back (issue 25). Every `:id` of the API is a row's UUID, so a longer one is an
 * unknown id, as a shorter wrong one is (IdParamsSchema).
 */
const ROUTER_ERRORS: Record<string, { status: number; body: ApiErrorBody }> = {
  FST_ERR_BAD_URL: { status: 400, body: { code: API_ERROR_CODES.badRequest, message: MESSAGES.badRequest } },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 400,
    body: { code: API_ERROR_CODES.validation, message: UNKNOWN_ID_MESSAGE, fieldErrors: { id: UNKNOWN_ID_MESSAGE } },
  },
};

export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = ROUTER_ERRORS[error.code];
  if (known) {
    void reply.status(known.status).send(known.body);
    return;
  }
  request.log.error({ error: safeError(error) }, 'unexpected error');
  void reply.status(500).send({ code: API_ERROR_CODES.internal, message: MESSAGES.internal });
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (the server's 'clientError', which
 * Fastify hands to its `clientErrorHandler` option): a request line and headers over 16 KB (a
 * 20 KB query string), a request too slow to arrive, bytes that are not HTTP. There is no request
 * or reply object yet, only the socket, so the answer is written as raw HTTP — the same JSON shape
 * and French as every other error, then the connection is closed, as Node does.
 */
const PARSER_ERRORS: Record<string, { status: number; body: ApiErrorBody }> = {
  HPE_HEADER_OVERFLOW: { status: 431, body: { code: API_ERROR_CODES.headersTooLarge, message: MESSAGES.headersTooLarge } },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, body: { code: API_ERROR_CODES.requestTimeout, message: MESSAGES.requestTimeout } },
};
const UNREADABLE_REQUEST = { status: 400, body: { code: API_ERROR_CODES.badRequest, message: MESSAGES.badRequest } };

export function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  // A connection reset has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = (error.code ? PARSER_ERRORS[error.code] : undefined) ?? UNREADABLE_REQUEST;
  // A client's mistake, not the server's: never an error in the logs.
  this.log.debug({ code: error.code, status }, 'client error');
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const json = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(json)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      json,
    () => socket.destroy(),
  );
}
