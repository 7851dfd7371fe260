import type { ApiErrorBody } from '#shared/api-error';
import { API_ERROR_CODES } from '#shared/api-error';
import { FIRST_MESSAGES as MESSAGES, messageFor } from '#shared/messages-first';
import { reportReachable } from './online';

/** The server answered with an error: its status, code and French message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string>;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.fieldErrors = body.fieldErrors ?? {};
  }
}

/** The request never reached the server, or its answer never came back (SPEC §8 network messages). */
export class NetworkError extends Error {
  readonly code = 'auth/network-request-failed';

  constructor() {
    super('network');
    this.name = 'NetworkError';
  }
}

/** The error code of anything a call can throw, for the SPEC §8 catalogues. */
export function errorCode(error: unknown): string | undefined {
  if (error instanceof ApiError || error instanceof NetworkError) return error.code;
  return undefined;
}

/**
 * The one error → French message helper of the client (DESIGN.md "Errors and bad input").
 * With a SPEC §8 catalogue (sign-up, sign-in): the catalogue's sentence for the error's code, except
 * a pause (429), whose server message also says how long to wait. With a screen's calm sentence:
 * the server's own French message when it answered about this request (4xx: bad input, signed out,
 * too many requests), otherwise — server trouble, lost connection — the screen's sentence.
 */
export function errorMessage(error: unknown, fallback: string | { default: string }): string {
  if (typeof fallback !== 'string') {
    if (error instanceof ApiError && error.status === 429) return error.message;
    return messageFor(fallback, errorCode(error));
  }
  return error instanceof ApiError && error.status < 500 ? error.message : fallback;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** Sends a request to the API; resolves with the JSON body, or throws ApiError / NetworkError. */
export async function request(path: string, options: RequestOptions = {}): Promise<Response> {
  const init: RequestInit = {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    signal: options.signal,
  };
  if (options.body !== undefined) {
    init.headers = { ...init.headers, 'content-type': 'application/json' };
    init.body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    reportReachable(false);
    throw new NetworkError();
  }
  reportReachable(true);
  if (!response.ok) throw new ApiError(response.status, await errorBodyOf(response));
  return response;
}

async function errorBodyOf(response: Response): Promise<ApiErrorBody> {
  try {
    const body = (await response.json()) as Partial<ApiErrorBody>;
    if (typeof body.code === 'string' && typeof body.message === 'string') return body as ApiErrorBody;
  } catch {
    // Not JSON: a proxy's error page, say. Fall through to a calm generic message.
  }
  const unavailable = response.status === 502 || response.status === 503 || response.status === 504;
  return unavailable
    ? { code: API_ERROR_CODES.unavailable, message: MESSAGES.unavailable }
    : { code: API_ERROR_CODES.internal, message: MESSAGES.internal };
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await request(path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
