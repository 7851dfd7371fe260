import { useEffect, useId, useRef, useState } from 'react';
import { MESSAGE_MAX_LENGTH } from '#shared/chat';
import { useOneAtATime } from '#client/lib/one-at-a-time';

/**
 * The input and 'Envoyer'. Enter sends, Shift+Enter adds a line. Blank messages and a second send
 * while one is in flight are ignored (SPEC §4 Chat). The input is cleared at once and given back
 * if the message could not be sent.
 */
export function ChatComposer({
  isSending,
  onSend,
  error,
}: {
  isSending: boolean;
  onSend: (content: string) => Promise<boolean>;
  error: string | null;
}) {
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errorId = useId();
  const oneAtATime = useOneAtATime();

  const submit = () =>
    oneAtATime(async () => {
      const content = draft.trim();
      if (!content || isSending) return;
      setDraft('');
      const sent = await onSend(content);
      if (!sent) setDraft(content);
    });

  // SPEC: the box is disabled while Janne replies, which drops the focus to the page. Once she has
  // answered, it comes back to the box — unless the person put it somewhere else meanwhile.
  const wasSending = useRef(false);
  useEffect(() => {
    const replied = wasSending.current && !isSending;
    wasSending.current = isSending;
    if (!replied) return;
    const active = document.activeElement;
    if (!active || active === document.body || (formRef.current?.contains(active) && active !== inputRef.current))
      inputRef.current?.focus();
  }, [isSending]);

  return (
    <form
      ref={formRef}
      className="composer"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {error ? (
        <p id={errorId} className="composer__error" role="alert">
          {error}
        </p>
      ) : null}
      <label htmlFor="chat-input" className="visually-hidden">
        Ton message à Janne
      </label>
      <textarea
        ref={inputRef}
        id="chat-input"
        className="composer__input"
        rows={2}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder="Écris ce que tu ressens…"
        value={draft}
        disabled={isSending}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void submit();
          }
        }}
      />
      <button type="submit" className="button" disabled={isSending}>
        Envoyer
      </button>
    </form>
  );
}
