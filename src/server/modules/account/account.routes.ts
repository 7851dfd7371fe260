import type { FastifyInstance } from 'fastify';
import { DeleteAccountSchema, EXPORT_FILE_NAME, ExportQuerySchema } from '#shared/account';
import { DEFAULT_TIME_ZONE } from '#shared/time-zone';
import { userOf } from '#server/http/auth-guard';
import { parseWith } from '#server/http/errors';
import { headersOf, setCookies } from '#server/http/request';
import type { AuthService } from '../auth/auth.service';
import type { AccountService } from './account.service';

export function accountRoutes(service: AccountService, authService: AuthService) {
  return async function routes(app: FastifyInstance): Promise<void> {
    /** Everything of the person's, as a ZIP (see account.service.ts and export-files.ts). */
    app.get('/api/account/export', async (request, reply) => {
      const { timeZone = DEFAULT_TIME_ZONE } = parseWith(ExportQuerySchema, request.query);
      const zip = await service.export(userOf(request), timeZone);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${EXPORT_FILE_NAME}"`)
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
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
