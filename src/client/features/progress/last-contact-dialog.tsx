import { useEffect, useId, useRef, useState } from 'react';
import { atSentenceStart, dayWord, formatWeekdayDate, isoDay } from '#shared/dates';
import { daysSinceLastContact } from '#shared/progress';
import { browserTimeZone } from '#shared/time-zone';
import { errorMessage } from '#client/lib/api';
import { FrenchDayPicker } from '#client/components/french-day-picker';
import { ModalDialog } from '#client/components/modal-dialog';
import { SAVE_FAILED_MESSAGE, useSetLastContact } from './use-progress';

/**
 * SPEC §2 /progress: the day of the last contact, picked in a French calendar (weeks start on
 * Monday) that stops at today. Confirm saves it; Annuler and Escape leave everything as it was.
 * A failed save keeps the dialog open with the server's message.
 */
export function LastContactDialog({ initialDay, onClose }: { initialDay: Date | null; onClose: () => void }) {
  const [today] = useState(() => new Date());
  const [selected, setSelected] = useState<Date | undefined>(initialDay ?? undefined);
  const setLastContact = useSetLastContact();
  const calendarRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const hintId = useId();
  const isSaving = setLastContact.isPending;
  // Counted as the server will count it once saved.
  const selectedDays = selected ? daysSinceLastContact(isoDay(selected), browserTimeZone(), today) : 0;

  // The dialog has just been opened (ModalDialog's effect runs before this one): put the keyboard
  // on the chosen day, or on today, rather than on the first navigation button.
  useEffect(() => {
    calendarRef.current?.querySelector<HTMLButtonElement>('.rdp-day_button[tabindex="0"]')?.focus();
  }, []);

  const confirm = () => {
    if (!selected || isSaving) return;
    setLastContact.mutate(isoDay(selected), { onSuccess: onClose });
  };

  const close = () => {
    if (!isSaving) onClose();
  };

  return (
    <ModalDialog labelledBy={titleId} describedBy={hintId} onClose={close} className="last-contact-dialog">
      <h2 id={titleId}>Date du dernier contact</h2>
      <p id={hintId} className="last-contact-dialog__hint">
        Choisis le jour de ton dernier contact avec ton ex. Le compteur repartira de là.
      </p>
      {setLastContact.isError ? (
        <p className="alert alert--error" role="alert">
          {errorMessage(setLastContact.error, SAVE_FAILED_MESSAGE)}
        </p>
      ) : null}
      <div ref={calendarRef} className="last-contact-dialog__calendar">
        <FrenchDayPicker
          mode="single"
          required
          selected={selected}
          onSelect={(day) => {
            setSelected(day);
            setLastContact.reset();
          }}
          defaultMonth={selected ?? today}
          endMonth={today}
          disabled={isSaving ? true : { after: today }}
        />
      </div>
      <p className="last-contact-dialog__choice" aria-live="polite">
        {selected
          ? `${atSentenceStart(formatWeekdayDate(selected))} : ${selectedDays} ${dayWord(selectedDays)} sans contact.`
          : 'Aucune date choisie pour le moment.'}
      </p>
      <div className="actions last-contact-dialog__actions">
        <button type="button" className="button button--ghost" onClick={close} disabled={isSaving}>
          Annuler
        </button>
        <button type="button" className="button" onClick={confirm} disabled={!selected || isSaving} aria-busy={isSaving}>
          {isSaving ? 'Enregistrement…' : 'Confirmer'}
        </button>
      </div>
    </ModalDialog>
  );
}
