import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOCK_MESSAGES, LockSettingsSchema, type LockState, UnlockSchema } from '#shared/lock';
import { userOf } from '#server/http/auth-guard';
import { AppError, parseWith, toAppError } from '#server/http/errors';
import { headersOf, setCookies } from '#server/http/request';
import { lockedError, type AppLock } from './app-lock';
import type { AuthService } from './auth.service';

/**
 * The lock for a shared phone (issue 27). Signed in only; reachable on a locked device (the lock
 * guard lets /api/lock through), so each route that changes the lock checks the device itself.
 */
export function lockRoutes(lock: AppLock, authService: AuthService) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const sessionOf = (request: FastifyRequest) => {
      if (!request.session) throw toAppError(lockedError());
      return request.session;
    };
    const stateOf = (request: FastifyRequest) => lock.stateOf(sessionOf(request), userOf(request).id, request.headers.cookie ?? '');
    const requireOpen = (request: FastifyRequest) => {
      if (stateOf(request) === 'locked') throw toAppError(lockedError());
    };

    app.get('/api/lock', async (request) => {
      return lock.stateFor(sessionOf(request), userOf(request).id, request.headers.cookie ?? '');
    });

    /** Chooses or changes the code: only from an unlocked device. This device stays unlocked. */
    app.put('/api/lock', async (request, reply) => {
      const { pin, afterMinutes } = parseWith(LockSettingsSchema, request.body);
      requireOpen(request);
      const user = userOf(request);
      await lock.set(user.id, pin, afterMinutes);
      setCookies(reply, [lock.unlockedCookie(user.id, sessionOf(request).token, afterMinutes)]);
      return { afterMinutes, locked: false } satisfies LockState;
    });

    app.delete('/api/lock', async (request, reply) => {
      requireOpen(request);
      await lock.remove(userOf(request).id);
      setCookies(reply, [lock.clearedCookie()]);
      return reply.status(204).send();
    });

    app.post('/api/lock/unlock', async (request, reply) => {
      const { pin } = parseWith(UnlockSchema, request.body);
      const user = userOf(request);
      const session = sessionOf(request);
      if ((await lock.check(user.id, pin)) === 'too-many') {
        // Five wrong codes: this session ends, and the password is the way back in.
        setCookies(reply, [...(await authService.logout(headersOf(request))), lock.clearedCookie()]);
        throw new AppError(401, 'lock/too-many', LOCK_MESSAGES.tooMany);
      }
      setCookies(reply, [lock.unlockedCookie(user.id, session.token, session.lockAfterMinutes ?? 1)]);
      return { afterMinutes: session.lockAfterMinutes ?? 1, locked: false } satisfies LockState;
    });

    /** Locks this device now (« Quitter rapidement », or the client saw the person away). */
    app.post('/api/lock/lock', async (request, reply) => {
      if (sessionOf(request).lockAfterMinutes !== null) setCookies(reply, [lock.lockedCookie()]);
      return reply.status(204).send();
    });

    /** « Still here »: the client says the person is using the app (typing a long entry). */
    app.post('/api/lock/alive', async (request, reply) => {
      const session = sessionOf(request);
      if (session.lockAfterMinutes === null) return reply.status(204).send();
      requireOpen(request);
      setCookies(reply, [lock.unlockedCookie(userOf(request).id, session.token, session.lockAfterMinutes)]);
      return reply.status(204).send();
    });
  };
}
