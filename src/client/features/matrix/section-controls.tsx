import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type MatrixSectionView, SECTION_DESCRIPTION_MAX_LENGTH, SECTION_TITLE_MAX_LENGTH, SectionInputSchema } from '#shared/matrix';
import { errorMessage } from '#client/lib/api';
import { ConfirmDelete } from '#client/components/confirm-delete';
import { Field, FormError } from '#client/components/forms';
import { MATRIX_TEXTS } from './matrix-messages';
import { useDeleteSection, useUpdateSection } from './use-matrix';

/**
 * « Renommer » and « Supprimer » for one of the person's own sections (issue 16). Renaming edits
 * the title and the description in place; deleting asks once more, since the ideas go with it.
 */
export function SectionControls({ section }: { section: MatrixSectionView & { sectionId: string } }) {
  const [mode, setMode] = useState<'idle' | 'rename' | 'confirm-delete'>('idle');
  const remove = useDeleteSection();
  const errorId = useId();
  const count = section.items.length;

  if (mode === 'rename') return <RenameForm section={section} onDone={() => setMode('idle')} />;
  if (mode === 'confirm-delete') {
    return (
      <div>
        <ConfirmDelete
          className="matrix-section__confirm"
          question={`Supprimer la section « ${section.title} »${count === 0 ? '' : count === 1 ? ' et son idée' : ` et ses ${count} idées`} pour toujours ?`}
          onConfirm={() => remove.mutate(section.sectionId)}
          onCancel={() => setMode('idle')}
          isDeleting={remove.isPending}
        />
        <FormError id={errorId} message={remove.isError ? errorMessage(remove.error, MATRIX_TEXTS.sectionDeleteFailed) : null} />
      </div>
    );
  }
  return (
    <div className="matrix-section__controls">
      <button
        type="button"
        className="link-button"
        aria-label={`Renommer la section « ${section.title} »`}
        onClick={() => setMode('rename')}
      >
        Renommer
      </button>
      <button
        type="button"
        className="link-button"
        aria-label={`Supprimer la section « ${section.title} »`}
        onClick={() => setMode('confirm-delete')}
      >
        Supprimer
      </button>
    </div>
  );
}

function RenameForm({ section, onDone }: { section: MatrixSectionView & { sectionId: string }; onDone: () => void }) {
  const update = useUpdateSection();
  const errorId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ title: string; description: string }>({
    resolver: zodResolver(SectionInputSchema),
    defaultValues: { title: section.title, description: section.description },
  });
  const save = handleSubmit((values) => update.mutate({ sectionId: section.sectionId, ...values }, { onSuccess: onDone }));
  const problem =
    errors.title?.message ??
    errors.description?.message ??
    (update.isError ? errorMessage(update.error, MATRIX_TEXTS.sectionRenameFailed) : null);
  return (
    <form className="matrix-section__rename" onSubmit={(event) => void save(event)} noValidate>
      <Field
        label="Titre de la section"
        inputProps={{ type: 'text', maxLength: SECTION_TITLE_MAX_LENGTH, autoFocus: true, ...register('title') }}
      />
      <Field label="Description" inputProps={{ type: 'text', maxLength: SECTION_DESCRIPTION_MAX_LENGTH, ...register('description') }} />
      {problem ? <FormError id={errorId} message={problem} /> : null}
      <div className="actions">
        <button type="button" className="button button--ghost button--small" onClick={onDone} disabled={update.isPending}>
          Annuler
        </button>
        <button type="submit" className="button button--small" disabled={update.isPending} aria-busy={update.isPending}>
          {update.isPending ? 'Enregistrement…' : 'Enregistrer'}
        </button>
      </div>
    </form>
  );
}
