import { useMemo } from 'react';
import { STORAGE_KEYS } from './storage-keys';

/**
 * What a person is writing and has not sent yet (issue 41: « nothing a person types may vanish »):
 * a journal entry, a message to Janne, an unsent letter, kept in this browser for this person so
 * that a tap on « Tableau de bord » or a reload loses nothing. Forgotten once sent or saved, at
 * sign-out and account deletion (useClearSession), and by « Quitter rapidement » when the person
 * set an app code (the phone may be in someone else's hands).
 */
export type DraftName = 'journal' | 'chat' | 'letter';

const keyOf = (owner: string, name: DraftName) => `${STORAGE_KEYS.draftPrefix}${owner}.${name}`;

export function readDraft(owner: string | undefined, name: DraftName): string {
  if (!owner) return '';
  try {
    return localStorage.getItem(keyOf(owner, name)) ?? '';
  } catch {
    return '';
  }
}

/** Keeps the text (or forgets it when blank). Storage full or refused: the page keeps it, as before. */
export function writeDraft(owner: string | undefined, name: DraftName, text: string): void {
  if (!owner) return;
  try {
    if (text.trim()) localStorage.setItem(keyOf(owner, name), text);
    else localStorage.removeItem(keyOf(owner, name));
  } catch {
    // Nothing to do: the text is still in the field.
  }
}

/** Every draft in this browser, whoever's. */
export function clearDrafts(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(STORAGE_KEYS.draftPrefix)) localStorage.removeItem(key);
  } catch {
    // Storage refused: there is nothing in it either.
  }
}

/** One form's draft for `owner`: the text to start from, and how to keep or forget it. */
export function useDraft(owner: string | undefined, name: DraftName) {
  return useMemo(
    () => ({
      initial: readDraft(owner, name),
      keep: (text: string) => writeDraft(owner, name, text),
      forget: () => writeDraft(owner, name, ''),
    }),
    [owner, name],
  );
}
