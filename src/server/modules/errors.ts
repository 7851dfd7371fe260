import { API_ERROR_CODES } from '#shared/api-error';
import { MESSAGES } from '#shared/messages';

/**
 * What went wrong, in the domain's words. Services throw these; http/errors.ts maps each kind to
 * its status code, once. The code and the French message reach the person as they are.
 */
export type DomainErrorKind = 'invalid' | 'unauthenticated' | 'not-found' | 'conflict' | 'rate-limited' | 'too-large' | 'locked';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    /** For 'rate-limited': how long to wait before trying again, said in Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** Bad input the schema could not see (a day that is no longer today, a weak password). */
export const invalid = (code: string, message: string, fieldErrors?: Record<string, string>) =>
  new DomainError('invalid', code, message, fieldErrors);

/** A wrong password: the person is not who they say. */
export const unauthenticated = (code: string, message: string, fieldErrors?: Record<string, string>) =>
  new DomainError('unauthenticated', code, message, fieldErrors);

/** Unknown, or another person's: never told apart (DESIGN.md: 404, never 403). */
export const notFound = () => new DomainError('not-found', API_ERROR_CODES.notFound, MESSAGES.notFound);

/** Already there (a second story, an email in use). */
export const conflict = (code: string, message: string) => new DomainError('conflict', code, message);

/** Too many calls; `retryAfterSeconds` when the wait is known. */
export const rateLimited = (code: string, message: string, retryAfterSeconds?: number) =>
  new DomainError('rate-limited', code, message, undefined, retryAfterSeconds);

/** More than the account may hold (issue 25: the account's total size). */
export const tooLarge = (code: string, message: string) => new DomainError('too-large', code, message);
