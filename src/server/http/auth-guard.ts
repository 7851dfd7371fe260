import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '#shared/auth';
import type { AuthService } from '../modules/auth/auth.service';
import { unauthorized } from './errors';
import { headersOf, setCookies } from './request';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person; set by requireUser, so always present in the routes it guards. */
    user: SessionUser | null;
  }
}

/** Loads the person from the session cookie; signed out is a 401 and the route never runs. */
export function makeRequireUser(authService: AuthService) {
  return async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const current = await authService.currentUser(headersOf(request));
    if (!current) throw unauthorized();
    setCookies(reply, current.setCookies);
    request.user = current.user;
  };
}

/** The signed-in person of a route guarded by requireUser. */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
