import './editable-list.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from '#shared/zod';
import { errorMessage } from '#client/lib/api';
import { AddItemField, FormError } from './forms';
import { useAddForm } from './use-add-form';

type ContentSchema = z.ZodType<{ content: string }, { content: string }>;

/**
 * The short lists a person writes and corrects (what Janne remembers, the reasons for no contact):
 * one item with « Modifier » and « Supprimer », its inline correction form, and the « add » form
 * below the list. The schema is the route's own, so the form says what the server would.
 */
export function EditableListItem({
  text,
  schema,
  maxLength,
  editLabel,
  saveFailed,
  deleteFailed,
  onSave,
  onDelete,
}: {
  text: string;
  schema: ContentSchema;
  maxLength: number;
  /** The hidden label of the correction field (« Corriger ce souvenir »). */
  editLabel: string;
  saveFailed: string;
  deleteFailed: string;
  onSave: (content: string) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
}) {
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<unknown>(null);
  const errorId = useId();
  if (isEditing) {
    return (
      <EditForm
        text={text}
        schema={schema}
        maxLength={maxLength}
        label={editLabel}
        saveFailed={saveFailed}
        onSave={onSave}
        onDone={() => setIsEditing(false)}
      />
    );
  }
  const remove = async () => {
    setIsDeleting(true);
    setDeleteError(null);
    try {
      await onDelete();
    } catch (error) {
      setDeleteError(error);
      setIsDeleting(false);
    }
  };
  return (
    <li className="editable-item">
      <span className="editable-item__text">{text}</span>
      <span className="editable-item__actions">
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => setIsEditing(true)}
          aria-label={`Modifier « ${text} »`}
        >
          Modifier
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={isDeleting}
          aria-label={`Supprimer « ${text} »`}
          onClick={() => void remove()}
        >
          Supprimer
        </button>
      </span>
      <FormError id={errorId} message={deleteError ? errorMessage(deleteError, deleteFailed) : null} />
    </li>
  );
}

function EditForm({
  text,
  schema,
  maxLength,
  label,
  saveFailed,
  onSave,
  onDone,
}: {
  text: string;
  schema: ContentSchema;
  maxLength: number;
  label: string;
  saveFailed: string;
  onSave: (content: string) => Promise<unknown>;
  onDone: () => void;
}) {
  const errorId = useId();
  const inputId = useId();
  const [saveError, setSaveError] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<{ content: string }>({
    resolver: zodResolver(schema),
    defaultValues: { content: text },
    // The message takes the focus and is read (FormError), as in the other forms.
    shouldFocusError: false,
  });
  const save = handleSubmit(async ({ content }) => {
    setSaveError(null);
    try {
      await onSave(content);
      onDone();
    } catch (error) {
      setSaveError(error); // the corrected text stays in the field
    }
  });
  const problem = errors.content?.message ?? (saveError ? errorMessage(saveError, saveFailed) : null);
  return (
    <li className="editable-item">
      <form className="editable-item__edit" onSubmit={(event) => void save(event)} noValidate>
        <label htmlFor={inputId} className="visually-hidden">
          {label}
        </label>
        <input
          id={inputId}
          type="text"
          maxLength={maxLength}
          autoFocus
          aria-describedby={problem ? errorId : undefined}
          {...register('content')}
        />
        <button type="submit" className="button button--small" disabled={isSubmitting}>
          Enregistrer
        </button>
        <button type="button" className="button button--ghost button--small" onClick={onDone}>
          Annuler
        </button>
        <FormError id={errorId} message={problem} attempt={submitCount} />
      </form>
    </li>
  );
}

/** The one-line form under an editable list: nothing lost when the save fails. */
export function AddToListForm({
  label,
  placeholder,
  schema,
  maxLength,
  saveFailed,
  add,
}: {
  label: string;
  placeholder: string;
  schema: ContentSchema;
  maxLength: number;
  saveFailed: string;
  add: (content: string) => Promise<unknown>;
}) {
  const errorId = useId();
  const { register, onSubmit, isSaving, error } = useAddForm({ schema, add });
  return (
    <form className="editable-list__add" onSubmit={onSubmit} noValidate>
      <AddItemField
        label={label}
        className="editable-list__field"
        rowClassName="editable-list__row"
        inputProps={{ maxLength, placeholder, ...register() }}
        isSaving={isSaving}
        errorId={error ? errorId : undefined}
      />
      <FormError id={errorId} message={error ? errorMessage(error, saveFailed) : null} />
    </form>
  );
}
