import './story.css';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MESSAGES } from '#shared/messages';
import { EX_NAME_MAX_LENGTH, type Story, STORY_MAX_LENGTH } from '#shared/story';
import { browserTimeZone } from '#shared/time-zone';
import { api } from '#client/lib/api';
import type { FromState } from '#client/lib/from-state';
import { useSetSession } from '#client/lib/session';
import { StoryLoader } from './story-loader';

/** SPEC §2: the person goes on to /chat about 6 seconds after the story is saved. */
export const REDIRECT_DELAY_MS = 6000;

export function StoryForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const setSession = useSetSession();
  const [exName, setExName] = useState('');
  const [content, setContent] = useState('');
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const exNameRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const errorId = useId();
  const counterId = useId();

  useEffect(() => () => clearTimeout(timer.current), []);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    // SPEC §5: blank fields and the submit is silently ignored; focus shows what is missing.
    if (!exName.trim()) return exNameRef.current?.focus();
    if (!content.trim()) return contentRef.current?.focus();
    setError(null);
    setIsSaving(true);
    try {
      await api<{ story: Story }>('/api/story', {
        method: 'POST',
        body: { exName: exName.trim(), content: content.trim(), timeZone: browserTimeZone() },
      });
      const destination = (location.state as FromState | null)?.from ?? '/chat';
      timer.current = setTimeout(() => {
        setSession((session) => (session ? { ...session, hasStory: true } : session));
        void navigate(destination, { replace: true });
      }, REDIRECT_DELAY_MS);
    } catch (caught) {
      console.error('story save failed', (caught as Error).name);
      setIsSaving(false);
      setError(MESSAGES.storySaveFailure);
    }
  };

  const remaining = STORY_MAX_LENGTH - content.length;
  return (
    <>
      <form className="form card" onSubmit={onSubmit} noValidate aria-describedby={error ? errorId : undefined}>
        <div id={errorId} className="form__error" role="alert">
          {error}
        </div>
        <fieldset className="form__fields" disabled={isSaving}>
          <div className="field">
            <label htmlFor="story-ex-name">Le prénom de ton ex</label>
            <input
              ref={exNameRef}
              id="story-ex-name"
              type="text"
              autoComplete="off"
              maxLength={EX_NAME_MAX_LENGTH}
              required
              value={exName}
              onChange={(event) => setExName(event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="story-content">Ton histoire</label>
            <textarea
              ref={contentRef}
              id="story-content"
              rows={8}
              maxLength={STORY_MAX_LENGTH}
              required
              aria-describedby={counterId}
              value={content}
              onChange={(event) => setContent(event.target.value)}
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
