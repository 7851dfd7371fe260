import type { FastifyInstance } from 'fastify';
import { type DataExport, DeleteAccountSchema, EXPORT_FILE_NAME } from '#shared/account';
import { userOf } from '#server/http/auth-guard';
import { parseWith } from '#server/http/errors';
import { headersOf, setCookies } from '#server/http/request';
import type { AuthService } from '../auth/auth.service';
import type { AccountService } from './account.service';

export function accountRoutes(service: AccountService, authService: AuthService) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.get('/api/account/export', async (request, reply) => {
      const data = await service.export(userOf(request));
      return reply.header('content-disposition', `attachment; filename="${EXPORT_FILE_NAME}"`).send(data satisfies DataExport);
    });

    /** Deletes the account and everything in it, ends every session and clears the cookie. */
    app.post('/api/account/delete', async (request, reply) => {
      const { password } = parseWith(DeleteAccountSchema, request.body);
      const user = userOf(request);
      await authService.confirmPassword(headersOf(request), user.id, password);
      await service.delete(user);
      setCookies(reply, await authService.clearedCookies());
      return reply.status(204).send();
    });
  };
}
