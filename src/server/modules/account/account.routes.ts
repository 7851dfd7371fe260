import type { FastifyInstance } from 'fastify';
import { DeleteAccountSchema, EXPORT_FILE_NAME, ExportQuerySchema } from '#shared/account';
import { DEFAULT_TIME_ZONE } from '#shared/time-zone';
import { userOf } from '#server/http/auth-guard';
import { parseWith } from '#server/http/errors';
import type { DownloadSlots } from '#server/http/download-slots';
import { headersOf, setCookies } from '#server/http/request';
import { bodyOf } from '#server/http/streams';
import type { AuthService } from '../auth/auth.service';
import type { AccountService } from './account.service';

export function accountRoutes(service: AccountService, authService: AuthService, downloads: DownloadSlots) {
  return async function routes(app: FastifyInstance): Promise<void> {
    /**
     * Everything of the person's, as a ZIP written as it is read (account.service.ts, export-files.ts).
     * The person's download slot is given back when the response ends, finished or cancelled.
     */
    app.get('/api/account/export', async (request, reply) => {
      const { timeZone = DEFAULT_TIME_ZONE } = parseWith(ExportQuerySchema, request.query);
      const user = userOf(request);
      const release = downloads.take(user.id);
      reply.raw.once('close', release);
      try {
        const zip = await service.export(user, timeZone);
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="${EXPORT_FILE_NAME}"`)
          .send(bodyOf(zip));
      } catch (error) {
        release();
        throw error;
      }
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
