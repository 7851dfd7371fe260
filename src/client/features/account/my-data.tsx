import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { DeleteAccountSchema } from '#shared/account';
import { errorMessage } from '#client/lib/api';
import { Field, FormError } from '#client/components/forms';
import { ModalDialog } from '#client/components/modal-dialog';
import { useClearSession } from '#client/lib/session';
import { PERSONAL_LOCAL_KEYS } from '#client/lib/storage-keys';
import { useDeleteAccount, useExportData } from './use-my-data';

const EXPORT_FAILED = "L'export n'a pas pu être préparé. Réessaie dans un instant.";
const DELETE_FAILED = "La suppression n'a pas pu aboutir. Ton compte est intact : réessaie dans un instant.";

/** GDPR on the account page: download everything, or delete everything. */
export function MyData() {
  const exportData = useExportData();
  const isExporting = exportData.isPending;
  const [isDeleting, setIsDeleting] = useState(false);

  return (
    <>
      <p className="muted">
        Tout ce que tu as confié ici t'appartient. Tu peux le télécharger — un fichier ZIP avec ton journal, tes conversations, tes lettres,
        tes raisons, tes objectifs et ton plan de sécurité à lire, et toutes tes données — ou tout effacer définitivement.
      </p>
      <div className="actions">
        <button type="button" className="button button--ghost" onClick={() => exportData.mutate()} disabled={isExporting}>
          {isExporting ? 'Préparation…' : 'Télécharger mes données'}
        </button>
        <button type="button" className="button button--danger" onClick={() => setIsDeleting(true)}>
          Supprimer mon compte
        </button>
      </div>
      {exportData.isError ? (
        <p className="alert alert--error" role="alert">
          {EXPORT_FAILED}
        </p>
      ) : null}
      {isDeleting ? <DeleteAccountDialog onCancel={() => setIsDeleting(false)} /> : null}
    </>
  );
}

function DeleteAccountDialog({ onCancel }: { onCancel: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { isSubmitting: isPending },
  } = useForm<{ password: string }>({ resolver: zodResolver(DeleteAccountSchema), defaultValues: { password: '' } });
  const passwordValue = useWatch({ control, name: 'password' });
  const clearSession = useClearSession();
  const deleteAccount = useDeleteAccount();
  const navigate = useNavigate();
  const errorId = useId();

  const confirm = handleSubmit(async (body) => {
    setError(null);
    try {
      await deleteAccount.mutateAsync(body);
      clearSession();
      for (const key of PERSONAL_LOCAL_KEYS) localStorage.removeItem(key);
      await navigate('/', { replace: true, state: { accountDeleted: true } });
    } catch (caught) {
      setError(errorMessage(caught, DELETE_FAILED));
    }
  });

  return (
    <ModalDialog labelledBy="delete-title" describedBy="delete-text" onClose={isPending ? undefined : onCancel}>
      <h2 id="delete-title">Supprimer mon compte</h2>
      <p id="delete-text">
        Ton histoire, tes messages avec Janne, ton journal, tes progrès, ta matrice, ton plan de sécurité et tes avis seront effacés
        définitivement. Cette action ne peut pas être annulée.
      </p>
      <form className="form__fields" onSubmit={(event) => void confirm(event)}>
        <Field
          label="Ton mot de passe, pour confirmer"
          inputProps={{
            id: 'delete-password',
            type: 'password',
            autoComplete: 'current-password',
            disabled: isPending,
            ...register('password'),
          }}
          isInvalid={!!error}
          errorId={errorId}
        />
        <FormError id={errorId} message={error} />
        <div className="actions">
          <button type="submit" className="button button--danger" disabled={isPending || !passwordValue}>
            {isPending ? 'Suppression…' : 'Supprimer définitivement'}
          </button>
          <button type="button" className="button button--ghost" onClick={onCancel} disabled={isPending}>
            Annuler
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
