import type { FieldErrors, FieldValues } from 'react-hook-form';
import { MESSAGES, messageFor } from '#shared/messages';
import { ApiError, errorCode } from '#client/lib/api';

/**
 * The one message a sign-up or sign-in form shows (SPEC §8): 'Veuillez remplir tous les champs.'
 * when anything is missing, otherwise the first field's own message, in the form's field order.
 */
export function formErrorMessage<T extends FieldValues>(errors: FieldErrors<T>, order: (keyof T)[]): string | null {
  const messages = order
    .map((field) => errors[field]?.message)
    .filter((message): message is string => typeof message === 'string');
  if (messages.includes(MESSAGES.emptyFields)) return MESSAGES.emptyFields;
  return messages[0] ?? null;
}

/**
 * The message for a refused sign-up or sign-in: SPEC §8's sentence for the error's code — except a
 * pause (429), whose server message also says how long to wait (issue 12), which the catalogue
 * cannot know.
 */
export function serverErrorMessage<T extends { default: string }>(catalogue: T, error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return error.message;
  return messageFor(catalogue, errorCode(error));
}
