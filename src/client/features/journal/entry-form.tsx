import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  DEFAULT_JOURNAL_PROMPT,
  JOURNAL_QUESTION_FALLBACK,
  JournalEntryInputSchema,
  JOURNAL_TEXT_MAX_LENGTH,
  MoodChoiceSchema,
} from '#shared/journal';
import type { z } from '#shared/zod';
import { errorMessage } from '#client/lib/api';
import { useOneAtATime } from '#client/lib/one-at-a-time';
import { onOutboxSent } from '#client/lib/outbox';
import { CareAfterSaving } from '#client/components/care-after-saving';
import { MoodScale } from '#client/components/mood-scale';
import { useJournalQuestion, useSaveEntry } from './use-journal';
import { FormError } from '#client/components/forms';
import { DraftNote } from '#client/components/draft-note';
import { useDraft } from '#client/lib/drafts';
import { useSession } from '#client/lib/session';

// The scale gives the mood as text, or nothing (issue 27: never preset): MoodChoiceSchema reads it.
const EntryFormSchema = JournalEntryInputSchema.pick({ content: true }).extend({ mood: MoodChoiceSchema });
type EntryFormValues = z.output<typeof EntryFormSchema>;
export const SAVE_FAILED_MESSAGE = "Ton entrée n'a pas pu être enregistrée. Ton texte est toujours là : réessaie dans un instant.";

/** No network (issue 30): the entry waits on this phone, and the app sends it by itself. */
export const KEPT_OFFLINE_MESSAGE =
  'Pas de réseau pour le moment : ton entrée est gardée sur ce téléphone. Elle sera envoyée dès que tu seras de nouveau en ligne.';

/**
 * Today's entry: mood, Janne's question, the text; after saving, text and mood start afresh (SPEC §4).
 * `onSaved`: the route shows what comes after an entry (the reminders' offer, issue 30).
 */
export function EntryForm({ onSaved }: { onSaved?: () => void } = {}) {
  const [prompt, setPrompt] = useState(DEFAULT_JOURNAL_PROMPT);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<'sent' | 'kept' | 'sent-later' | null>(null);
  const [care, setCare] = useState<CareAfterSaving | null>(null);
  // SPEC §5: a blank text is ignored — the schema refuses it and nothing is shown.
  // Issue 27: no mood until the person chooses one (SPEC's default 5 was a mood they had not given).
  // Issue 41: the text being written is kept on this phone until it is saved (lib/drafts.ts).
  const draft = useDraft(useSession().user?.id, 'journal');
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, submitCount },
  } = useForm<z.input<typeof EntryFormSchema>, unknown, EntryFormValues>({
    resolver: zodResolver(EntryFormSchema),
    // The message under the scale takes the focus and is read (FormError), as in the other forms.
    shouldFocusError: false,
    defaultValues: { mood: undefined, content: draft.initial },
  });
  const hasText = (useWatch({ control, name: 'content' }) ?? '').trim() !== '';
  // An entry kept offline, sent once the network is back: the line under the form says so too.
  useEffect(() => {
    if (saved !== 'kept') return;
    return onOutboxSent((items) => {
      if (items.some((item) => item.kind === 'journal')) setSaved('sent-later');
    });
  }, [saved]);
  const oneAtATime = useOneAtATime();
  const save = useSaveEntry();
  const question = useJournalQuestion();
  const errorId = useId();

  const saveEntry = handleSubmit(async (entry) => {
    setError(null);
    setSaved(null);
    try {
      const result = await save.mutateAsync(entry);
      setCare(result.sent ? result.answer : null);
      // Sent, or in the outbox: either way no longer a draft.
      draft.forget();
      reset({ mood: undefined, content: '' });
      setSaved(result.sent ? 'sent' : 'kept');
      // The reminders' offer needs the network; an entry kept offline gets it next time.
      if (result.sent) onSaved?.();
    } catch (caught) {
      // The text and the mood stay in the form.
      setError(errorMessage(caught, SAVE_FAILED_MESSAGE));
    }
  });
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!save.isPending) void oneAtATime(() => saveEntry(event));
  };

  const askJanne = () =>
    question.mutate(prompt, {
      onSuccess: (text) => setPrompt(text),
      onError: () => setPrompt(JOURNAL_QUESTION_FALLBACK),
    });

  return (
    <form className="entry-form" onSubmit={onSubmit} aria-describedby={error ? errorId : undefined}>
      <MoodScale
        legend="Mon humeur (de 1 à 10)"
        registration={register('mood')}
        error={errors.mood?.message}
        attempt={submitCount}
        disabled={save.isPending}
      />
      <div className="field">
        <div className="entry-form__prompt">
          <label htmlFor="journal-text" className="entry-form__question">
            {prompt}
          </label>
          <button type="button" className="button button--ghost button--small" onClick={askJanne} disabled={question.isPending}>
            {question.isPending ? 'Janne réfléchit…' : 'Une autre question de Janne'}
          </button>
        </div>
        <textarea
          id="journal-text"
          rows={7}
          maxLength={JOURNAL_TEXT_MAX_LENGTH}
          disabled={save.isPending}
          {...register('content', {
            onChange: (event: React.ChangeEvent<HTMLTextAreaElement>) => {
              setSaved(null);
              draft.keep(event.target.value);
            },
          })}
          placeholder="Écris librement, personne d'autre ne lira ces lignes."
        />
        <DraftNote shown={hasText} />
      </div>
      <FormError id={errorId} message={error} />
      <p className="entry-form__saved" role="status">
        {saved === 'sent' ? 'Entrée enregistrée. Merci de prendre ce temps pour toi.' : ''}
        {saved === 'kept' ? KEPT_OFFLINE_MESSAGE : ''}
        {saved === 'sent-later' ? 'Envoyée : ton entrée écrite hors ligne est bien enregistrée.' : ''}
      </p>
      <button type="submit" className="button" disabled={save.isPending}>
        {save.isPending ? 'Enregistrement...' : 'Enregistrer mon entrée'}
      </button>
      <CareAfterSaving care={care} />
    </form>
  );
}
