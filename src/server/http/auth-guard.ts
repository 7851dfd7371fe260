import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '#shared/auth';
import type { AuthService } from '../modules/auth/auth.service';
import type { AppLock, SignedInSession } from '../modules/auth/app-lock';
import { lockedError } from '../modules/auth/app-lock';
import { toAppError } from './errors';
import { unauthorized } from './errors';
import { headersOf, setCookies } from './request';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person; set by requireUser, so always present in the routes it guards. */
    user: SessionUser | null;
    /** The session of that person (its token, age and lock delay); set by requireUser too. */
    session: SignedInSession | null;
  }
}

/** Loads the person from the session cookie; signed out is a 401 and the route never runs. */
export function makeRequireUser(authService: AuthService) {
  return async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const current = await authService.currentUser(headersOf(request));
    if (!current) throw unauthorized();
    setCookies(reply, current.setCookies);
    request.user = current.user;
    request.session = current.session;
  };
}

/** Routes a locked device may still call: the lock's own (to unlock, or sign out from it). */
const OPEN_WHEN_LOCKED = /^\/api\/lock(?:\/|$)/;

/**
 * After requireUser: a device locked by the person's code (issue 27) gets 423 and the route never
 * runs; an unlocked one has its cookie renewed as the app is used (modules/auth/app-lock.ts).
 */
export function makeRequireUnlocked(lock: AppLock) {
  return async function requireUnlocked(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const user = userOf(request);
    if (!request.session || OPEN_WHEN_LOCKED.test(request.url)) return;
    const state = lock.stateOf(request.session, user.id, request.headers.cookie ?? '');
    if (state === 'locked') throw toAppError(lockedError());
    if (state === 'renew' && request.session.lockAfterMinutes !== null) {
      setCookies(reply, [lock.unlockedCookie(user.id, request.session.token, request.session.lockAfterMinutes)]);
    }
  };
}

/** The signed-in person of a route guarded by requireUser. */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
