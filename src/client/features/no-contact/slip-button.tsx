import './no-contact.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SLIP_NOTE_MAX_LENGTH, SlipInputSchema, type SlipResponse } from '#shared/no-contact';
import { errorMessage } from '#client/lib/api';
import { FormError, TextareaField } from '#client/components/forms';
import { ModalDialog } from '#client/components/modal-dialog';
import { useSlip, useUndoSlip } from './use-no-contact';

const SLIP_FAILED = "Ça n'a pas pu être enregistré. Ta note est toujours là : réessaie dans un instant.";
const UNDO_FAILED = "Ça n'a pas pu être annulé. Réessaie dans un instant.";
/** How long « Annuler » stays under the urge flow's last step (issue 27: long enough to be found). */
const UNDO_MS = 30_000;
/** The dialog's field, read with the route's own rule for the note (its length, text that can be stored). */
const SlipFormSchema = SlipInputSchema.pick({ note: true }).required();

/**
 * « J'ai craqué »: a slip recorded without shame. A short dialog takes an optional note; then the
 * kind words (the days kept, the record) in a dialog of their own, where the eye is — on a phone
 * they were below a giant « 0 jour » (issue 27) — with « Annuler » for as long as it is open, in
 * case of a slip of the finger.
 */
export function SlipButton({
  label = "J'ai craqué",
  className = 'button button--ghost',
  onRecorded,
}: {
  label?: string;
  className?: string;
  /** Told once the slip is saved; the caller then shows SlipOutcome itself (the urge flow's last step). */
  onRecorded?: (response: SlipResponse) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [recorded, setRecorded] = useState<SlipResponse | null>(null);
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setIsOpen(true)}>
        {label}
      </button>
      {isOpen ? (
        <SlipDialog
          onClose={() => setIsOpen(false)}
          onRecorded={(response) => {
            setIsOpen(false);
            if (onRecorded) onRecorded(response);
            else setRecorded(response);
          }}
        />
      ) : null}
      {recorded ? <SlipOutcomeDialog key={recorded.slip.id} recorded={recorded} onDone={() => setRecorded(null)} /> : null}
    </>
  );
}

/** The kind words after a slip, and « Annuler » for a few seconds. */
export function SlipOutcome({ recorded, onUndone }: { recorded: SlipResponse; onUndone: () => void }) {
  const [canUndo, setCanUndo] = useState(true);
  const undo = useUndoSlip();
  const errorId = useId();

  useEffect(() => {
    const timer = setTimeout(() => setCanUndo(false), UNDO_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className="slip__outcome" role="status">
      <p className="slip__message">
        {recorded.message}
        {canUndo ? (
          <>
            {' '}
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={undo.isPending}
              onClick={() => undo.mutate(recorded.slip.id, { onSuccess: onUndone })}
            >
              Annuler
            </button>
          </>
        ) : null}
      </p>
      <FormError id={errorId} message={undo.isError ? errorMessage(undo.error, UNDO_FAILED) : null} />
    </div>
  );
}

/** The kind words after a slip, in a dialog: « Annuler » puts the streak back, « Fermer » keeps the slip. */
function SlipOutcomeDialog({ recorded, onDone }: { recorded: SlipResponse; onDone: () => void }) {
  const undo = useUndoSlip();
  const id = useId();
  return (
    <ModalDialog labelledBy={`${id}-title`} describedBy={`${id}-message`} onClose={onDone} className="slip-dialog">
      <h2 id={`${id}-title`}>C’est noté</h2>
      <p id={`${id}-message`} className="slip__message">
        {recorded.message}
      </p>
      <FormError id={`${id}-error`} message={undo.isError ? errorMessage(undo.error, UNDO_FAILED) : null} />
      <div className="actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={undo.isPending}
          onClick={() => undo.mutate(recorded.slip.id, { onSuccess: onDone })}
        >
          Annuler
        </button>
        <button type="button" className="button" disabled={undo.isPending} onClick={onDone}>
          Fermer
        </button>
      </div>
    </ModalDialog>
  );
}

function SlipDialog({ onClose, onRecorded }: { onClose: () => void; onRecorded: (response: SlipResponse) => void }) {
  const slip = useSlip();
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<{ note: string }>({ resolver: zodResolver(SlipFormSchema), defaultValues: { note: '' }, shouldFocusError: false });
  const close = () => {
    if (!slip.isPending) onClose();
  };
  const save = handleSubmit(({ note }) => {
    if (!slip.isPending) slip.mutate(note, { onSuccess: onRecorded });
  });
  // The note's own problem (too long, say), else the server's: the note stays in the field.
  const problem = errors.note?.message ?? (slip.isError ? errorMessage(slip.error, SLIP_FAILED) : null);
  return (
    <ModalDialog labelledBy={`${id}-title`} describedBy={`${id}-hint`} onClose={close} className="slip-dialog">
      <h2 id={`${id}-title`}>Tu as craqué ?</h2>
      <p id={`${id}-hint`}>
        Ça arrive, à presque tout le monde. Ton compteur repart d'aujourd'hui, mais rien de ce que tu as déjà tenu ne s'efface : ton record
        et tous tes jours sans contact restent à toi.
      </p>
      <form onSubmit={(event) => void save(event)} noValidate>
        <TextareaField
          label="Ce qui s'est passé, si tu veux (facultatif)"
          textareaProps={{
            id: `${id}-note`,
            rows: 3,
            maxLength: SLIP_NOTE_MAX_LENGTH,
            placeholder: 'Ex. : je lui ai répondu après sa story',
            ...register('note'),
          }}
          error={problem}
          errorId={`${id}-error`}
          attempt={submitCount}
        />
        <div className="actions">
          <button type="button" className="button button--ghost" onClick={close} disabled={slip.isPending}>
            Annuler
          </button>
          <button type="submit" className="button" disabled={slip.isPending} aria-busy={slip.isPending}>
            {slip.isPending ? 'Enregistrement…' : 'Noter et repartir'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
