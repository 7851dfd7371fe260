import { useEffect, useId, useRef, type ComponentProps, type ReactNode } from 'react';

/**
 * One labelled input (after epic-stack's app/components/forms.tsx): the label, the input with its
 * aria-invalid and aria-describedby (the optional hint, then the form's error when this field is
 * at fault), and the hint below. Spread react-hook-form's `register(name)` into `inputProps`.
 */
export function Field({
  label,
  inputProps,
  isInvalid = false,
  errorId,
  hint,
  className = 'field',
}: {
  label: ReactNode;
  inputProps: ComponentProps<'input'>;
  isInvalid?: boolean;
  /** The id of the message that explains what is wrong (a FormError). */
  errorId?: string;
  hint?: ReactNode;
  className?: string;
}) {
  const fallbackId = useId();
  const hintId = useId();
  const id = inputProps.id ?? fallbackId;
  const describedBy = [hint ? hintId : undefined, isInvalid ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <input {...inputProps} id={id} aria-invalid={isInvalid || undefined} aria-describedby={describedBy || undefined} />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The form's one error message, announced at once. It stays in the page when empty so a screen
 * reader already knows the live region when a message arrives.
 *
 * When a message appears after the person sent the form, it is brought into view and focused
 * (issue 27: on a phone, a message 250 px above the screen made « Créer mon compte » seem to do
 * nothing). `attempt` counts the sends (react-hook-form's submitCount): each send focuses its
 * message once, and a message that changes while the person types never takes the focus away.
 * Without `attempt`, a message focuses when it appears where there was none.
 */
export function FormError({
  id,
  message,
  className = 'form__error',
  attempt,
}: {
  id: string;
  message: ReactNode;
  className?: string;
  attempt?: number;
}) {
  const ref = useErrorInView<HTMLDivElement>(message, attempt);
  return (
    <div ref={ref} id={id} className={className} role="alert" aria-live="assertive" tabIndex={message ? -1 : undefined}>
      {message}
    </div>
  );
}

/**
 * The ref for an error element that comes into view and takes the focus when its message appears
 * (see FormError). For the errors that are not a form's one message (a list's, a dialog's).
 */
export function useErrorInView<T extends HTMLElement>(message: ReactNode, attempt?: number) {
  const ref = useRef<T>(null);
  const shown = useRef<{ attempt: number | undefined; had: boolean }>({ attempt: undefined, had: false });
  const has = Boolean(message);
  useEffect(() => {
    const last = shown.current;
    const isNew = has && (attempt === undefined ? !last.had : attempt !== last.attempt);
    shown.current = { attempt: has ? attempt : last.attempt, had: has };
    const element = ref.current;
    if (!isNew || !element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: 'center' });
  }, [has, attempt]);
  return ref;
}

/**
 * A labelled textarea (the journal, the story, feedback, a slip's note): like Field, plus the
 * field's own error message right under it (a FormError) when the form shows it there: pass
 * `error` (null while there is none) with its `errorId`, and `attempt` as for FormError.
 */
export function TextareaField({
  label,
  textareaProps,
  error,
  errorId,
  attempt,
  className = 'field',
}: {
  label: ReactNode;
  textareaProps: ComponentProps<'textarea'>;
  error?: ReactNode;
  errorId?: string;
  attempt?: number;
  className?: string;
}) {
  const fallbackId = useId();
  const fallbackErrorId = useId();
  const id = textareaProps.id ?? fallbackId;
  const messageId = errorId ?? fallbackErrorId;
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <textarea {...textareaProps} id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? messageId : undefined} />
      {error === undefined ? null : <FormError id={messageId} message={error} attempt={attempt} />}
    </div>
  );
}

/**
 * The one-line « add » field with its button (goals, memory): the label above, the input and
 * « Ajouter » side by side, the input read-only while the item is being saved so the text stays.
 * Spread useAddForm's `register()` into `inputProps`.
 */
export function AddItemField({
  label,
  inputProps,
  isSaving,
  errorId,
  className,
  rowClassName,
}: {
  label: ReactNode;
  inputProps: ComponentProps<'input'>;
  isSaving: boolean;
  /** The id of the error shown for the last attempt, when there is one. */
  errorId?: string;
  className: string;
  rowClassName: string;
}) {
  const fallbackId = useId();
  const id = inputProps.id ?? fallbackId;
  return (
    <div className={`field ${className}`}>
      <label htmlFor={id}>{label}</label>
      <div className={rowClassName}>
        <input type="text" autoComplete="off" {...inputProps} id={id} readOnly={isSaving} aria-describedby={errorId} />
        <button type="submit" className="button" disabled={isSaving}>
          {isSaving ? 'Ajout…' : 'Ajouter'}
        </button>
      </div>
    </div>
  );
}
