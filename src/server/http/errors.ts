import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { API_ERROR_CODES, type ApiErrorBody } from '#shared/api-error';
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
