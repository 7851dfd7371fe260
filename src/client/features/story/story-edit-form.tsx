import './story.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { EX_NAME_MAX_LENGTH, type Story, STORY_MAX_LENGTH, StoryUpdateSchema } from '#shared/story';
import { errorMessage } from '#client/lib/api';
import { Field, FormError, TextareaField } from '#client/components/forms';
import { LoadError } from '#client/components/load-error';
import { Spinner } from '#client/components/spinner';
import { useStory, useUpdateStory } from './use-story';

const SAVE_FAILED = "Tes modifications n'ont pas pu être enregistrées. Ton texte est toujours là : réessaie dans un instant.";

/**
 * /story once the story is told (issue 16): the saved story in its form, to correct the ex's
 * first name or the story itself. Janne uses them from her next reply on.
 */
export function StoryEditForm() {
  const story = useStory();
  if (story.isPending) return <Spinner label="Chargement de ton histoire…" />;
  if (story.isError) {
    return (
      <LoadError
        message="Ton histoire n'a pas pu être chargée. Rien n'est perdu : réessaie dans un instant."
        onRetry={() => void story.refetch()}
        isRetrying={story.isFetching}
      />
    );
  }
  return <EditForm story={story.data} />;
}

function EditForm({ story }: { story: Story }) {
  const [saved, setSaved] = useState(false);
  const errorId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
    reset,
  } = useForm<{ exName: string; content: string }>({
    resolver: zodResolver(StoryUpdateSchema),
    defaultValues: { exName: story.exName, content: story.content },
  });
  const update = useUpdateStory();
  const save = handleSubmit((values) => {
    setSaved(false);
    update.mutate(values, {
      onSuccess: ({ story: updated }) => {
        reset({ exName: updated.exName, content: updated.content });
        setSaved(true);
      },
    });
  });
  const problem = errors.exName?.message ?? errors.content?.message ?? (update.isError ? errorMessage(update.error, SAVE_FAILED) : null);

  return (
    <form className="form card" onSubmit={(event) => void save(event)} noValidate>
      <p className="muted">
        Janne connaît ton histoire. Si tu veux corriger un détail ou le prénom, fais-le ici : elle en tiendra compte dès sa prochaine
        réponse.
      </p>
      <fieldset className="form__fields" disabled={update.isPending}>
        <Field
          label="Le prénom de ton ex"
          inputProps={{ id: 'story-ex-name', type: 'text', autoComplete: 'off', maxLength: EX_NAME_MAX_LENGTH, ...register('exName') }}
        />
        <TextareaField
          label="Ton histoire"
          textareaProps={{ id: 'story-content', rows: 8, maxLength: STORY_MAX_LENGTH, ...register('content') }}
        />
      </fieldset>
      {problem ? <FormError id={errorId} message={problem} /> : null}
      <p role="status" className="story-edit__saved">
        {saved && !isDirty ? "C'est enregistré. Janne en tiendra compte dès sa prochaine réponse." : ''}
      </p>
      <div className="actions">
        <Link to="/chat" className="button button--ghost">
          Parler avec Janne
        </Link>
        <button type="submit" className="button" disabled={update.isPending} aria-busy={update.isPending}>
          {update.isPending ? 'Enregistrement…' : 'Enregistrer les modifications'}
        </button>
      </div>
    </form>
  );
}
