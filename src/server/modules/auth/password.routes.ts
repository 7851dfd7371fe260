import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import {
  type ActiveSessionsResponse,
  ChangePasswordSchema,
  FORGOT_PASSWORD_ANSWER,
  ForgotPasswordSchema,
  PASSWORD_MESSAGES,
  type PasswordAnswer,
  type ResetLinkCheckAnswer,
  ResetLinkCheckSchema,
  ResetPasswordSchema,
  type RevokeOthersResponse,
} from '#shared/password';
import { userOf } from '#server/http/auth-guard';
import { parseWith } from '#server/http/errors';
import { headersOf, setCookies } from '#server/http/request';
import type { PasswordService } from './password.service';

/**
 * A way back in (issue 16). Forgot and reset are public; change and the sessions need the person
 * signed in (`requireUser`).
 */
export function passwordRoutes(service: PasswordService, requireUser: preHandlerAsyncHookHandler) {
  return async function routes(app: FastifyInstance): Promise<void> {
    /** Always the same answer, whether the address has an account or not. */
    app.post('/api/auth/password/forgot', async (request) => {
      const input = parseWith(ForgotPasswordSchema, request.body);
      await service.requestReset(input, request.ip);
      return { message: FORGOT_PASSWORD_ANSWER } satisfies PasswordAnswer;
    });

    app.post('/api/auth/password/reset', async (request, reply) => {
      const input = parseWith(ResetPasswordSchema, request.body);
      setCookies(reply, await service.resetPassword(input, request.ip, headersOf(request)));
      return { message: PASSWORD_MESSAGES.resetDone } satisfies PasswordAnswer;
    });

    /** Whether a reset link still works, without using it up (issue 27). Counted as the reset counts bad links. */
    app.post('/api/auth/password/reset/check', async (request) => {
      const input = parseWith(ResetLinkCheckSchema, request.body);
      await service.checkResetLink(input, request.ip);
      return { usable: true } satisfies ResetLinkCheckAnswer;
    });

    app.post('/api/auth/password/change', { preHandler: requireUser }, async (request, reply) => {
      const input = parseWith(ChangePasswordSchema, request.body);
      setCookies(reply, await service.changePassword(headersOf(request), userOf(request).id, input));
      return { message: PASSWORD_MESSAGES.changed } satisfies PasswordAnswer;
    });

    app.get('/api/auth/sessions', { preHandler: requireUser }, async (request) => {
      return { sessions: await service.listSessions(headersOf(request)) } satisfies ActiveSessionsResponse;
    });

    app.post('/api/auth/sessions/revoke-others', { preHandler: requireUser }, async (request) => {
      const revoked = await service.revokeOtherSessions(headersOf(request));
      return { revoked, message: PASSWORD_MESSAGES.othersSignedOut } satisfies RevokeOthersResponse;
    });
  };
}
