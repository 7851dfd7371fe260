import { z } from './zod';

/** POST /api/account/delete: the password, asked again before erasing everything. */
export const DeleteAccountSchema = z
  .object({ password: z.string('Ton mot de passe est nécessaire.').min(1, 'Ton mot de passe est nécessaire.').max(128) })
  .strict();

export const EXPORT_FILE_NAME = 'mes-donnees-renouveau.json';
