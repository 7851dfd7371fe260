import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { splitParagraphs } from '#shared/text';
import { formatDateTime } from '#shared/dates';
import { JOURNAL_TEXT_MAX_LENGTH, type JournalEntry, JournalEntryPatchSchema, MoodChoiceSchema } from '#shared/journal';
import { z } from '#shared/zod';
import { errorMessage } from '#client/lib/api';
import { ConfirmDelete } from '#client/components/confirm-delete';
import { FormError, TextareaField } from '#client/components/forms';
import { CareAfterSaving } from '#client/components/care-after-saving';
import { MoodScale } from '#client/components/mood-scale';
import { useDeleteEntry, useUpdateEntry } from './use-journal';

const SAVE_FAILED = "Ta correction n'a pas pu être enregistrée. Ton texte est toujours là : réessaie dans un instant.";
const DELETE_FAILED = "Cette entrée n'a pas pu être supprimée. Réessaie dans un instant.";

/**
 * One entry: its date, mood and text, and (issue 16) « Modifier » and « Supprimer » — any entry,
 * any day, the story's « Ma rupture avec … » included. Deleting asks once more: an entry cannot
 * be written twice the same way.
 */
export function EntryCard({ entry }: { entry: JournalEntry }) {
  const [mode, setMode] = useState<'read' | 'edit' | 'confirm-delete'>('read');
  const [care, setCare] = useState<CareAfterSaving | null>(null);
  const remove = useDeleteEntry();
  const titleId = useId();
  const deleteErrorId = useId();
  const when = formatDateTime(new Date(entry.date));

  return (
    <article className="entry" aria-labelledby={titleId}>
      <header className="entry__header">
        <h3 id={titleId} className="entry__date">
          {when}
        </h3>
        {entry.mood === null ? null : (
          <span className="entry__mood" aria-label={`Humeur : ${entry.mood} sur 10`}>
            Humeur {entry.mood}/10
          </span>
        )}
      </header>
      {mode === 'edit' ? (
        <EditEntryForm
          entry={entry}
          onDone={(result) => {
            setMode('read');
            if (result) setCare(result);
          }}
        />
      ) : (
        <>
          {splitParagraphs(entry.text).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          {mode === 'confirm-delete' ? (
            <ConfirmDelete
              className="entry__confirm"
              question="Supprimer cette entrée pour toujours ?"
              onConfirm={() => remove.mutate(entry.id)}
              onCancel={() => setMode('read')}
              isDeleting={remove.isPending}
            />
          ) : (
            <div className="entry__actions">
              <button type="button" className="link-button" aria-label={`Modifier l'entrée du ${when}`} onClick={() => setMode('edit')}>
                Modifier
              </button>
              <button
                type="button"
                className="link-button"
                aria-label={`Supprimer l'entrée du ${when}`}
                onClick={() => setMode('confirm-delete')}
              >
                Supprimer
              </button>
            </div>
          )}
          <FormError id={deleteErrorId} message={remove.isError ? errorMessage(remove.error, DELETE_FAILED) : null} />
        </>
      )}
      <CareAfterSaving care={care} />
    </article>
  );
}

// The scale gives the mood as text (MoodChoiceSchema); an entry without a mood (the story's) keeps null.
const PatchFormSchema = JournalEntryPatchSchema.extend({ mood: z.null().or(MoodChoiceSchema) });
type PatchValues = z.output<typeof PatchFormSchema>;

function EditEntryForm({ entry, onDone }: { entry: JournalEntry; onDone: (care: CareAfterSaving | null) => void }) {
  const update = useUpdateEntry();
  const errorId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof PatchFormSchema>, unknown, PatchValues>({
    resolver: zodResolver(PatchFormSchema),
    defaultValues: { mood: entry.mood === null ? null : String(entry.mood), content: entry.text },
  });
  const save = handleSubmit((values) => update.mutate({ id: entry.id, ...values }, { onSuccess: (result) => onDone(result) }));
  const problem = errors.content?.message ?? errors.mood?.message ?? (update.isError ? errorMessage(update.error, SAVE_FAILED) : null);
  return (
    <form className="entry__edit" onSubmit={(event) => void save(event)} noValidate>
      {entry.mood === null ? null : <MoodScale legend="Humeur" registration={register('mood')} disabled={update.isPending} />}
      <TextareaField
        label="Texte de l'entrée"
        textareaProps={{ rows: 6, maxLength: JOURNAL_TEXT_MAX_LENGTH, autoFocus: true, readOnly: update.isPending, ...register('content') }}
      />
      {problem ? <FormError id={errorId} message={problem} /> : null}
      <div className="actions">
        <button type="button" className="button button--ghost button--small" onClick={() => onDone(null)} disabled={update.isPending}>
          Annuler
        </button>
        <button type="submit" className="button button--small" disabled={update.isPending} aria-busy={update.isPending}>
          {update.isPending ? 'Enregistrement…' : 'Enregistrer'}
        </button>
      </div>
    </form>
  );
}

/** SPEC §2: the list of all entries, newest first. */
export function EntryList({ entries }: { entries: JournalEntry[] }) {
  if (entries.length === 0) {
    return <p className="muted">Ton journal est encore vide. Ta première entrée t'attend juste au-dessus.</p>;
  }
  return (
    <div className="entry-list">
      {entries.map((entry) => (
        <EntryCard key={entry.id} entry={entry} />
      ))}
    </div>
  );
}
