import type { FieldErrors, FieldValues } from 'react-hook-form';
import { MESSAGES } from '#shared/messages';

/**
 * The one message a sign-up or sign-in form shows (SPEC §8): 'Veuillez remplir tous les champs.'
 * when anything is missing, otherwise the first field's own message, in the form's field order.
 */
export function formErrorMessage<T extends FieldValues>(errors: FieldErrors<T>, order: (keyof T)[]): string | null {
  const messages = order.map((field) => errors[field]?.message).filter((message): message is string => typeof message === 'string');
  if (messages.includes(MESSAGES.emptyFields)) return MESSAGES.emptyFields;
  return messages[0] ?? null;
}
