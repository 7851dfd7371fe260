import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { LoginSchema, SignupSchema } from '#shared/auth';
import { API_ERROR_CODES } from '#shared/api-error';
import type { SessionResponse } from '#shared/auth';
import { MESSAGES } from '#shared/messages';
import { AppError, fieldErrorsOf } from '#server/http/errors';
import { headersOf, setCookies } from '#server/http/request';
import type { AuthService } from './auth.service';

/**
 * Validates a sign-up or sign-in body. A missing or blank field answers SPEC's
 * 'Veuillez remplir tous les champs.'; a bad email or password answers its `auth/…` code.
 */
function parseAuthBody<T extends z.ZodObject>(schema: T, body: unknown, codes: Record<string, string>): z.output<T> {
  const fields = Object.keys(schema.shape);
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  // Consents are boxes to tick, not fields to fill: they have their own messages (below).
  const missing = fields
    .filter((field) => field !== 'consent' && field !== 'parentalConsent')
    .filter((field) => {
      const value = record[field];
      return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    });
  if (missing.length > 0) {
    throw new AppError(
      400,
      API_ERROR_CODES.validation,
      MESSAGES.emptyFields,
      Object.fromEntries(missing.map((field) => [field, MESSAGES.emptyFields])),
    );
  }
  const result = schema.safeParse(record);
  if (result.success) return result.data;
  const fieldErrors = fieldErrorsOf(result.error);
  const [firstField = '_', message = MESSAGES.invalidBody] = Object.entries(fieldErrors)[0] ?? [];
  throw new AppError(400, codes[firstField] ?? API_ERROR_CODES.validation, message, fieldErrors);
}

export function authRoutes(service: AuthService) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.post('/api/auth/signup', async (request, reply) => {
      const input = parseAuthBody(SignupSchema, request.body, {
        email: 'auth/invalid-email',
        password: 'auth/weak-password',
      });
      const { user, setCookies: cookies } = await service.signup(input, request.ip, headersOf(request));
      setCookies(reply, cookies);
      const body: SessionResponse = { user, hasStory: false };
      return reply.status(201).send(body);
    });

    app.post('/api/auth/login', async (request, reply) => {
      const input = parseAuthBody(LoginSchema, request.body, { email: 'auth/invalid-email' });
      const { user, setCookies: cookies } = await service.login(input, request.ip, headersOf(request));
      setCookies(reply, cookies);
      const [hasStory, lock] = await Promise.all([service.hasStory(user.id), service.lockOnSignIn(user.id)]);
      const body: SessionResponse = { user, hasStory, lock };
      return reply.send(body);
    });

    app.post('/api/auth/logout', async (request, reply) => {
      setCookies(reply, await service.logout(headersOf(request)));
      return reply.status(204).send();
    });

    app.get('/api/auth/session', async (request, reply) => {
      const current = await service.currentUser(headersOf(request));
      if (!current) return { user: null, hasStory: false } satisfies SessionResponse;
      setCookies(reply, current.setCookies);
      const body: SessionResponse = {
        user: current.user,
        hasStory: await service.hasStory(current.user.id),
        lock: service.lockStateOf(current, headersOf(request)),
      };
      return body;
    });
  };
}
