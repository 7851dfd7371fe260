import { z } from './zod';

/** POST /api/account/delete: the password, asked again before erasing everything. */
export const DeleteAccountSchema = z
  .object({ password: z.string('Ton mot de passe est nécessaire.').min(1, 'Ton mot de passe est nécessaire.').max(128) })
  .strict();

export const EXPORT_FILE_NAME = 'mes-donnees-renouveau.json';

/** GET /api/account/export: the file the person downloads (GDPR art. 15 and 20). */
export interface DataExport {
  exportedAt: string;
  notice: string;
  /** Every row of the person's, by table name; secrets hidden, `seq` left out (account.service.ts). */
  tables: Record<string, Record<string, unknown>[]>;
}
