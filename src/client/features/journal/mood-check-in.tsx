import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { agree } from '#shared/gender';
import { z } from '#shared/zod';
import { CHECK_IN_FEELINGS, CheckInInputSchema, type CheckInResponse, MoodChoiceSchema } from '#shared/journal';
import { errorMessage } from '#client/lib/api';
import { useGender } from '#client/lib/session';
import { CareAfterSaving } from '#client/components/care-after-saving';
import { MoodScale } from '#client/components/mood-scale';
import { useCheckIn, useJournalRange } from './use-journal';
import { FormError } from '#client/components/forms';

const CHECK_IN_FAILED = "Ton humeur n'a pas pu être enregistrée. Ton choix est toujours là : réessaie dans un instant.";
// The scale gives its value as text, or nothing: MoodChoiceSchema reads it, and says when it is missing.
const FormSchema = z.object({
  mood: MoodChoiceSchema,
  feelings: CheckInInputSchema.shape.feelings,
});
type CheckInValues = z.output<typeof FormSchema>;

/**
 * The dashboard's check-in (issue 15): today's mood if the journal already has one, otherwise two
 * taps — a mood from 1 to 10, then « Enregistrer » — with feeling words if the person wants. It is
 * saved as today's journal entry (« Humeur: N/10 »), or merged into the one already written.
 */
export function MoodCheckIn() {
  const now = new Date();
  const todays = useJournalRange(now, now);
  const [isChanging, setIsChanging] = useState(false);
  const [care, setCare] = useState<CareAfterSaving | null>(null);
  const titleId = useId();
  const mood = [...(todays.data ?? [])].reverse().find((entry) => entry.mood !== null)?.mood ?? null;

  return (
    <section className="card glance__card check-in" aria-labelledby={titleId}>
      <h2 id={titleId} className="glance__title">
        Mon humeur du jour
      </h2>
      {todays.isPending ? <p className="muted">Chargement…</p> : null}
      {todays.isSuccess && mood !== null && !isChanging ? (
        <>
          <p className="glance__figure">
            <span className="glance__number">{mood}</span>/10
          </p>
          <button type="button" className="button button--ghost button--small" onClick={() => setIsChanging(true)}>
            Changer mon humeur
          </button>
        </>
      ) : null}
      {/* When today's entries could not be read, the check-in still works: the server merges. */}
      {todays.isError || (todays.isSuccess && (mood === null || isChanging)) ? (
        <CheckInForm
          initialMood={mood}
          onSaved={(result) => {
            setIsChanging(false);
            setCare(result);
          }}
        />
      ) : null}
      <CareAfterSaving care={care} />
    </section>
  );
}

function CheckInForm({ initialMood, onSaved }: { initialMood: number | null; onSaved: (result: CheckInResponse) => void }) {
  const gender = useGender();
  const errorId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<z.input<typeof FormSchema>, unknown, CheckInValues>({
    resolver: zodResolver(FormSchema),
    // The message under the scale takes the focus and is read (FormError), as in the other forms.
    shouldFocusError: false,
    // Changing today's mood starts from it; a first check-in from nothing (issue 27).
    defaultValues: { mood: initialMood === null ? undefined : String(initialMood), feelings: [] },
  });
  const [showWords, setShowWords] = useState(false);
  const save = useCheckIn();
  const submit = handleSubmit((values) => {
    if (!save.isPending) save.mutate(values, { onSuccess: onSaved });
  });

  return (
    <form className="check-in__form" onSubmit={(event) => void submit(event)} noValidate>
      <MoodScale
        legend="Comment te sens-tu, de 1 (très mal) à 10 (très bien) ?"
        registration={register('mood')}
        error={errors.mood?.message}
        attempt={submitCount}
      />
      {showWords ? (
        <fieldset className="check-in__words">
          <legend>Des mots pour le dire (facultatif)</legend>
          <div className="check-in__chips">
            {CHECK_IN_FEELINGS.map((word) => (
              <label key={word} className="check-in__chip">
                <input type="checkbox" value={word} {...register('feelings')} />
                <span>{agree(word, gender)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <button type="button" className="button button--ghost button--small check-in__more" onClick={() => setShowWords(true)}>
          Ajouter des mots
        </button>
      )}
      {save.isError ? <FormError id={errorId} message={errorMessage(save.error, CHECK_IN_FAILED)} /> : null}
      <button type="submit" className="button" disabled={save.isPending} aria-busy={save.isPending}>
        {save.isPending ? 'Enregistrement…' : 'Enregistrer'}
      </button>
    </form>
  );
}
