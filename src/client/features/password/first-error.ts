import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The one message a password form shows: the first field's own message, in the form's field order. */
export function firstError<T extends FieldValues>(errors: FieldErrors<T>, order: (keyof T)[]): string | null {
  for (const field of order) {
    const message = errors[field]?.message;
    if (typeof message === 'string') return message;
  }
  return null;
}
