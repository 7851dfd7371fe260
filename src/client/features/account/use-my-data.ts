import { useMutation } from '@tanstack/react-query';
import { EXPORT_FILE_NAME } from '#shared/account';
import { browserTimeZone } from '#shared/time-zone';
import { api, request } from '#client/lib/api';
import { saveFile } from '#client/lib/save-file';

/** « Télécharger mes données »: the ZIP, saved in the browser's downloads. */
export function useExportData() {
  return useMutation({
    mutationFn: async () => {
      // The chat's days and times in the export's Markdown are read where the person is.
      const response = await request(`/api/account/export?timeZone=${encodeURIComponent(browserTimeZone())}`);
      saveFile(await response.blob(), EXPORT_FILE_NAME);
    },
  });
}

/** « Supprimer mon compte », confirmed with the password. The caller forgets the person here. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: { password: string }) => api<void>('/api/account/delete', { method: 'POST', body }),
  });
}
