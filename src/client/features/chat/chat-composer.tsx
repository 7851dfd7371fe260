import { useEffect, useId, useRef } from 'react';
import { MESSAGE_MAX_LENGTH, SendMessageSchema } from '#shared/chat';
import { useAddForm } from '#client/components/use-add-form';
import { useDraft } from '#client/lib/drafts';
import { useSession } from '#client/lib/session';

/** Thrown inside the form when the chat could not send the message: the draft comes back. */
class NotSent extends Error {}

/**
 * The input and 'Envoyer'. Enter sends, Shift+Enter adds a line. Blank messages and a second send
 * while one is in flight are ignored (SPEC §4 Chat). The input is cleared at once and given back
 * if the message could not be sent.
 */
export function ChatComposer({
  isSending,
  onSend,
  error,
  onDraftChange,
}: {
  isSending: boolean;
  onSend: (content: string) => Promise<boolean>;
  error: string | null;
  /** Told whether the box holds words (the answers to tap step aside while the person types). */
  onDraftChange?: (hasText: boolean) => void;
}) {
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errorId = useId();
  // The route's schema (blank ignored, trimmed), one send per intent, the box emptied at once and
  // the text given back when it could not be sent. The chat shows its own error (`error`).
  const { register, onSubmit } = useAddForm({
    schema: SendMessageSchema,
    clearAtOnce: true,
    add: async (content) => {
      if (!(await onSend(content))) throw new NotSent();
    },
    // Issue 41: a message being typed survives a reload or a tap elsewhere (lib/drafts.ts).
    draft: useDraft(useSession().user?.id, 'chat'),
  });
  const { ref: registerRef, ...field } = register();

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
    <form ref={formRef} className="composer" onSubmit={onSubmit}>
      {error ? (
        <p id={errorId} className="composer__error" role="alert">
          {error}
        </p>
      ) : null}
      <label htmlFor="chat-input" className="visually-hidden">
        Ton message à Janne
      </label>
      <textarea
        ref={(element) => {
          registerRef(element);
          inputRef.current = element;
        }}
        id="chat-input"
        className="composer__input"
        // One line when empty, growing with the text (chat.css: field-sizing): the room goes to the conversation (issue 27).
        rows={1}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder="Écris ce que tu ressens…"
        disabled={isSending}
        aria-describedby={error ? errorId : undefined}
        {...field}
        onChange={(event) => {
          void field.onChange(event);
          onDraftChange?.(event.target.value.trim() !== '');
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) onSubmit(event);
        }}
      />
      <button type="submit" className="button" disabled={isSending}>
        Envoyer
      </button>
    </form>
  );
}
