import { useEffect, useId, useRef } from 'react';
import { MESSAGE_MAX_LENGTH, SendMessageSchema } from '#shared/chat';
import { useAddForm } from '#client/components/use-add-form';
import { useDraft } from '#client/lib/drafts';
import { useSession } from '#client/lib/session';

/** A phone or a tablet: no Shift key to make a new line. */
function isTouchScreen(): boolean {
  return window.matchMedia?.('(pointer: coarse)').matches ?? false;
}

/**
 * The box grows with its text up to its CSS max-height (a few lines), and shrinks back when emptied
 * (issue 41: on a phone it stayed one line). By script rather than `field-sizing`, which not every
 * phone's browser has.
 */
function fitToText(box: HTMLTextAreaElement): void {
  box.style.height = 'auto';
  if (box.value !== '') box.style.height = `${box.scrollHeight + (box.offsetHeight - box.clientHeight)}px`;
}

/** Thrown inside the form when the chat could not send the message: the draft comes back. */
class NotSent extends Error {}

/**
 * The input and 'Envoyer'. Enter sends, Shift+Enter adds a line (on a touch screen, Enter adds a line). Blank messages and a second send
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

  // The box follows its text: emptied once sent, restored from a draft (issue 41).
  useEffect(() => {
    if (inputRef.current) fitToText(inputRef.current);
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
          fitToText(event.target);
        }}
        onKeyDown={(event) => {
          // Issue 41: on a touch screen Enter makes a new line (there is no Shift); the button sends.
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing && !isTouchScreen()) onSubmit(event);
        }}
      />
      <button type="submit" className="button" disabled={isSending}>
        Envoyer
      </button>
    </form>
  );
}
