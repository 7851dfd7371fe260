/** The JSON body of every error answer of the API (DESIGN.md "Errors and bad input"). */
export interface ApiErrorBody {
  code: string;
  message: string;
  fieldErrors?: Record<string, string>;
}

/** Codes the API uses besides the `auth/…` codes of SPEC.md §8. */
export const API_ERROR_CODES = {
  validation: 'validation',
  /** A request the server cannot read: a path that does not decode, bytes that are not HTTP. */
  badRequest: 'bad-request',
  /** A request line and headers beyond what Node's HTTP parser reads (16 KB). */
  headersTooLarge: 'headers-too-large',
  requestTimeout: 'request-timeout',
  invalidJson: 'invalid-json',
  unsupportedMediaType: 'unsupported-media-type',
  payloadTooLarge: 'payload-too-large',
  notFound: 'not-found',
  unauthorized: 'unauthorized',
  forbiddenOrigin: 'forbidden-origin',
  rateLimited: 'rate-limited',
  internal: 'internal',
  unavailable: 'unavailable',
} as const;
