import './story.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { MESSAGES } from '#shared/messages';
import { EX_NAME_MAX_LENGTH, STORY_MAX_LENGTH, StoryInputSchema } from '#shared/story';
import { Field, FormError } from '#client/components/forms';
import { LastContactQuestion, type LastContactAnswer } from './last-contact-question';
import type { FromState } from '#client/lib/from-state';
import { useOneAtATime } from '#client/lib/one-at-a-time';
import { useSetSession } from '#client/lib/session';
import { StoryLoader } from './story-loader';
import { useTellStory } from './use-story';

/** SPEC §2: the person goes on to /chat about 6 seconds after the story is saved. */
export const REDIRECT_DELAY_MS = 6000;

const StoryFormSchema = StoryInputSchema.pick({ exName: true, content: true });
type StoryFormValues = { exName: string; content: string };

export function StoryForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const setSession = useSetSession();
  const tellStory = useTellStory();
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // SPEC §5: blank fields and the submit is silently ignored; the focus goes to what is missing
  // (react-hook-form focuses the first field the schema refuses) and no message is shown.
  const { register, handleSubmit, control } = useForm<StoryFormValues>({
    resolver: zodResolver(StoryFormSchema),
    defaultValues: { exName: '', content: '' },
  });
  const contentValue = useWatch({ control, name: 'content' });
  const exNameValue = useWatch({ control, name: 'exName' });
  // Issue 27: when the last contact was, asked once here, so the counter does not start at 0 for
  // someone three weeks without contact. Optional; « je ne sais plus » starts it today.
  const [lastContact, setLastContact] = useState<LastContactAnswer>({ kind: 'unanswered' });
  const oneAtATime = useOneAtATime();
  // Where the person goes once the story is saved (after the loader's few seconds).
  const [destination, setDestination] = useState<string | null>(null);
  const errorId = useId();
  const counterId = useId();

  useEffect(() => {
    if (destination === null) return;
    const timer = setTimeout(() => {
      setSession((session) => (session ? { ...session, hasStory: true } : session));
      void navigate(destination, { replace: true });
    }, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [destination, navigate, setSession]);

  const save = handleSubmit(async ({ exName, content }) => {
    setError(null);
    setIsSaving(true);
    try {
      const day = lastContact.kind === 'today' ? new Date() : lastContact.kind === 'day' ? lastContact.day : null;
      await tellStory.mutateAsync({ exName, content, lastContact: day });
      setDestination((location.state as FromState | null)?.from ?? '/chat');
    } catch (caught) {
      console.error('story save failed', (caught as Error).name);
      setIsSaving(false);
      setError(MESSAGES.storySaveFailure);
    }
  });
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!isSaving) void oneAtATime(() => save(event));
  };

  const remaining = STORY_MAX_LENGTH - contentValue.length;
  return (
    <>
      <form className="form card" onSubmit={onSubmit} noValidate aria-describedby={error ? errorId : undefined}>
        <FormError id={errorId} message={error} />
        <fieldset className="form__fields" disabled={isSaving}>
          <Field
            label="Le prénom de ton ex"
            inputProps={{
              id: 'story-ex-name',
              type: 'text',
              autoComplete: 'off',
              maxLength: EX_NAME_MAX_LENGTH,
              required: true,
              ...register('exName'),
            }}
          />
          <LastContactQuestion exName={exNameValue.trim()} answer={lastContact} onAnswer={setLastContact} />
          <div className="field">
            <label htmlFor="story-content">Ton histoire</label>
            <textarea
              id="story-content"
              rows={8}
              maxLength={STORY_MAX_LENGTH}
              required
              aria-describedby={counterId}
              {...register('content')}
            />
            <p id={counterId} className="field__hint">
              {remaining < 1000
                ? `Encore ${remaining.toLocaleString('fr-FR')} caractères possibles.`
                : 'Écris avec tes mots, sans te censurer. Ce texte reste privé.'}
            </p>
          </div>
          <button type="submit" className="button button--block">
            {isSaving ? 'Enregistrement...' : 'Confier mon histoire à Janne'}
          </button>
        </fieldset>
      </form>
      {isSaving ? <StoryLoader /> : null}
    </>
  );
}
