import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { agreeText } from '#shared/gender';
import { MoodChoiceSchema } from '#shared/journal';
import { ExerciseInputSchema, type ExerciseResponse, PARCOURS_ANSWER_MAX_LENGTH } from '#shared/parcours/api';
import type { ParcoursExercise } from '#shared/parcours/content';
import { z } from '#shared/zod';
import { FormError } from '#client/components/forms';
import { Senses } from '#client/components/grounding-exercise';
import { MoodScale } from '#client/components/mood-scale';
import { errorMessage } from '#client/lib/api';
import { useOneAtATime } from '#client/lib/one-at-a-time';
import { useGender } from '#client/lib/session';
import { useDoExercise } from './use-parcours';

export const EXERCISE_FAILED_MESSAGE = "Ça n'a pas pu être enregistré. Ce que tu as écrit est toujours là : réessaie dans un instant.";

// The server's own rule for the answer (required here: the form is only shown for a written kind).
const AnswerSchema = ExerciseInputSchema.shape.answer.unwrap();
const WrittenSchema = z.object({ answer: AnswerSchema });
// The journal's mood: chosen on the scale, never preset (issue 27); the scale gives it as text.
const JournalSchema = WrittenSchema.extend({ mood: MoodChoiceSchema });

type Written = Exclude<ParcoursExercise, { kind: 'grounding' | 'action' }>;

/** What the save button says, by the tool the words go into. */
const SAVE_LABEL: Record<Written['kind'], string> = {
  journal: 'Enregistrer dans mon journal',
  matrix: 'Ajouter à ma matrice',
  letter: 'Garder ma lettre',
  reason: 'Ajouter à mes raisons',
  goal: 'Ajouter à mes objectifs',
  'safety-plan': 'Ajouter à mon plan de sécurité',
};

/**
 * The day's exercise, by its kind (issue 29): a form written into a tool, the grounding exercise
 * done on the page, or something done outside the app. On a failed save everything the person
 * wrote stays in the form and the reason is shown (the server's 409 says the day is not open, or
 * already done).
 */
export function ExerciseForm({
  day,
  exercise,
  onDone,
}: {
  day: number;
  exercise: ParcoursExercise;
  onDone: (response: ExerciseResponse) => void;
}) {
  if (exercise.kind === 'grounding' || exercise.kind === 'action')
    return <DoneButtonExercise day={day} exercise={exercise} onDone={onDone} />;
  return <WrittenExercise day={day} exercise={exercise} onDone={onDone} />;
}

function WrittenExercise({ day, exercise, onDone }: { day: number; exercise: Written; onDone: (response: ExerciseResponse) => void }) {
  const gender = useGender();
  const isJournal = exercise.kind === 'journal';
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const answerErrorId = useId();
  const hintId = useId();
  const fieldId = useId();
  const save = useDoExercise(day);
  const oneAtATime = useOneAtATime();
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<{ answer: string; mood?: unknown }, unknown, { answer: string; mood?: number }>({
    resolver: zodResolver(isJournal ? JournalSchema : WrittenSchema),
    // The messages take the focus and are read (FormError), as in the other forms.
    shouldFocusError: false,
    defaultValues: { answer: '', mood: undefined },
  });

  const send = handleSubmit(async (values) => {
    setError(null);
    try {
      onDone(await save.mutateAsync(isJournal ? { answer: values.answer, mood: values.mood } : { answer: values.answer }));
    } catch (caught) {
      // The text and the mood stay in the form.
      setError(errorMessage(caught, EXERCISE_FAILED_MESSAGE));
    }
  });
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!save.isPending) void oneAtATime(() => send(event));
  };

  const prompt = agreeText(exercise.prompt, gender);
  const isLong = isJournal || exercise.kind === 'letter';
  // Where the words go, in general terms: the section's or the step's own title would bring the
  // matrix's and the safety plan's modules into this screen, each then a chunk of its own named in
  // the first download of every page (the landing page's budget); the day's prompt names it anyway.
  const hint =
    exercise.kind === 'letter'
      ? 'Elle ne sera jamais envoyée.'
      : exercise.kind === 'matrix'
        ? 'Elle s’ajoutera à ta matrice d’introspection.'
        : exercise.kind === 'safety-plan'
          ? 'Elle s’ajoutera à ton plan de sécurité.'
          : null;
  // One message at a time, the first field's (as the app's other forms): two would each take the
  // focus, and the second would pull the page away from the first.
  const answerError = errors.mood ? null : (errors.answer?.message ?? null);
  const describedBy = [hint ? hintId : null, answerError ? answerErrorId : null].filter(Boolean).join(' ') || undefined;
  const fieldProps = {
    id: fieldId,
    maxLength: PARCOURS_ANSWER_MAX_LENGTH,
    readOnly: save.isPending,
    'aria-invalid': answerError ? true : undefined,
    'aria-describedby': describedBy,
    ...register('answer'),
  };

  return (
    <form className="exercise-form" onSubmit={onSubmit} aria-describedby={error ? errorId : undefined} noValidate>
      {isJournal ? (
        <MoodScale
          legend="Mon humeur (de 1 à 10)"
          registration={register('mood')}
          error={errors.mood?.message}
          attempt={submitCount}
          disabled={save.isPending}
        />
      ) : null}
      <div className="field">
        <label htmlFor={fieldId} className="exercise-form__prompt">
          {prompt}
        </label>
        {isLong ? <textarea rows={isJournal ? 7 : 9} {...fieldProps} /> : <input type="text" autoComplete="off" {...fieldProps} />}
        {hint ? (
          <p id={hintId} className="field__hint">
            {hint}
          </p>
        ) : null}
        <FormError id={answerErrorId} message={answerError} attempt={submitCount} />
      </div>
      <FormError id={errorId} message={error} />
      <button type="submit" className="button" disabled={save.isPending}>
        {save.isPending ? 'Enregistrement…' : SAVE_LABEL[exercise.kind]}
      </button>
    </form>
  );
}

/** Grounding (5-4-3-2-1 on the page, then « J'ai fait l'exercice ») and a step done outside the app. */
function DoneButtonExercise({
  day,
  exercise,
  onDone,
}: {
  day: number;
  exercise: Extract<ParcoursExercise, { kind: 'grounding' | 'action' }>;
  onDone: (response: ExerciseResponse) => void;
}) {
  const gender = useGender();
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const save = useDoExercise(day);
  const done = () => {
    setError(null);
    save.mutate({}, { onSuccess: onDone, onError: (caught) => setError(errorMessage(caught, EXERCISE_FAILED_MESSAGE)) });
  };
  return (
    <div className="exercise-form">
      <p className="exercise-form__prompt">{agreeText(exercise.prompt, gender)}</p>
      {exercise.kind === 'grounding' ? (
        <div className="card exercise-form__grounding">
          <Senses />
        </div>
      ) : null}
      <FormError id={errorId} message={error} />
      <button type="button" className="button" onClick={done} disabled={save.isPending} aria-describedby={error ? errorId : undefined}>
        {save.isPending ? 'Un instant…' : exercise.kind === 'grounding' ? "J'ai fait l'exercice" : agreeText(exercise.doneLabel, gender)}
      </button>
    </div>
  );
}
