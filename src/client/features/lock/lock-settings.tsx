import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  DEFAULT_LOCK_AFTER_MINUTES,
  LOCK_AFTER_CHOICES,
  type LockSettingsInput,
  LockSettingsSchema,
  afterMinutesLabel,
} from '#shared/lock';
import { Field, FormError } from '#client/components/forms';
import { errorMessage } from '#client/lib/api';
import { useSession } from '#client/lib/session';
import { useLockNow, useRemoveLock, useSetLock } from './use-lock';
import './lock.css';

const SAVE_FAILED = "Le code n'a pas pu être enregistré. Réessaie dans un instant.";
const REMOVE_FAILED = "Le verrouillage n'a pas pu être désactivé. Réessaie dans un instant.";
const FIELDS = ['pin', 'confirmPin', 'afterMinutes'] as const;

/** The form that chooses (or changes) the code and its delay. */
function LockForm({ afterMinutes, onDone, onCancel }: { afterMinutes: number; onDone: (message: string) => void; onCancel: () => void }) {
  const setLock = useSetLock();
  const [serverError, setServerError] = useState<string | null>(null);
  const errorId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<LockSettingsInput>({
    shouldFocusError: false,
    resolver: zodResolver(LockSettingsSchema),
    defaultValues: { pin: '', confirmPin: '', afterMinutes: afterMinutes as LockSettingsInput['afterMinutes'] },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await setLock.mutateAsync(values);
      onDone('Ton code est enregistré.');
    } catch (error) {
      setServerError(errorMessage(error, SAVE_FAILED));
    }
  });

  const fieldError = FIELDS.map((field) => errors[field]?.message).find((message) => typeof message === 'string');
  const message = fieldError ?? serverError;
  const pinProps = { type: 'password', inputMode: 'numeric', autoComplete: 'off', maxLength: 6 } as const;
  return (
    <form onSubmit={onSubmit} noValidate aria-describedby={message ? errorId : undefined}>
      <FormError id={errorId} message={message} attempt={submitCount} />
      <fieldset className="form__fields" disabled={isSubmitting}>
        <Field
          label="Code (4 à 6 chiffres)"
          inputProps={{ id: 'lock-new-pin', ...pinProps, ...register('pin') }}
          isInvalid={!!errors.pin}
          errorId={errorId}
        />
        <Field
          label="Confirme le code"
          inputProps={{ id: 'lock-confirm-pin', ...pinProps, ...register('confirmPin') }}
          isInvalid={!!errors.confirmPin}
          errorId={errorId}
        />
        <div className="field">
          <label htmlFor="lock-after">Quand le demander ?</label>
          <select id="lock-after" {...register('afterMinutes', { valueAsNumber: true })}>
            {LOCK_AFTER_CHOICES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {afterMinutesLabel(minutes)}
              </option>
            ))}
          </select>
        </div>
        <div className="actions">
          <button type="submit" className="button">
            {isSubmitting ? 'Enregistrement...' : 'Enregistrer mon code'}
          </button>
          <button type="button" className="button button--ghost" onClick={onCancel}>
            Annuler
          </button>
        </div>
      </fieldset>
    </form>
  );
}

/**
 * « Verrouiller l'app » in « Mon compte » (issue 27): off by default; a code of four to six digits
 * asked after some minutes away, for a phone or a tablet others use too.
 */
export function LockSettings() {
  const { lock } = useSession();
  const lockNow = useLockNow();
  const remove = useRemoveLock();
  const [editing, setEditing] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const removeErrorId = useId();

  const onDone = (message: string) => {
    setEditing(false);
    setDone(message);
  };
  const turnOff = async () => {
    setRemoveError(null);
    setDone(null);
    try {
      await remove.mutateAsync();
      setDone('Le verrouillage est désactivé.');
    } catch (error) {
      setRemoveError(errorMessage(error, REMOVE_FAILED));
    }
  };

  return (
    <div className="lock-settings">
      <p className="muted">
        Sur un téléphone ou une tablette que d'autres utilisent, un code de 4 à 6 chiffres garde ton journal et tes conversations pour toi.
        Code oublié ? Tu te reconnectes avec ton mot de passe.
      </p>
      {done ? (
        <p className="alert alert--success" role="status">
          {done}
        </p>
      ) : null}
      <FormError id={removeErrorId} message={removeError} />
      {lock ? (
        <p className="lock-settings__state">
          <strong>Verrouillage activé</strong> : ton code est demandé {afterMinutesLabel(lock.afterMinutes).toLowerCase()}.
        </p>
      ) : null}
      {editing ? (
        <LockForm afterMinutes={lock?.afterMinutes ?? DEFAULT_LOCK_AFTER_MINUTES} onDone={onDone} onCancel={() => setEditing(false)} />
      ) : (
        <div className="lock-settings__actions">
          <button type="button" className="button button--ghost" onClick={() => setEditing(true)}>
            {lock ? 'Changer mon code' : 'Choisir un code'}
          </button>
          {lock ? (
            <>
              <button type="button" className="button button--ghost" onClick={lockNow}>
                Verrouiller maintenant
              </button>
              <button type="button" className="link-button" onClick={() => void turnOff()} disabled={remove.isPending}>
                Désactiver le verrouillage
              </button>
            </>
          ) : null}
        </div>
      )}
    </div>
  );
}
