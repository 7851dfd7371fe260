import './chat.css';
import { useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';
import { Spinner } from '../../components/spinner';
import { ChatComposer } from './chat-composer';
import { MessageBubble, TypingIndicator } from './message-bubble';
import { useChat } from './use-chat';

/** SPEC §2 /chat: a 600 px panel, the conversation scrolled to its end, the composer below. */
export function ChatPanel() {
  const chat = useChat();
  const listRef = useRef<HTMLDivElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);

  // Follow the conversation while the person is at its end; keep their place when older
  // messages are added above.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (heightBeforeOlder.current !== null) {
      list.scrollTop += list.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (stickToBottom.current) {
      list.scrollTop = list.scrollHeight;
    }
  }, [chat.messages.length, chat.streamingText, chat.isSending]);

  const { hasOlder, isLoadingOlder, loadOlder } = chat;
  const loadOlderKeepingPlace = () => {
    if (!hasOlder || isLoadingOlder) return;
    heightBeforeOlder.current = listRef.current?.scrollHeight ?? null;
    loadOlder();
  };
  const onTopVisible = useEffectEvent(loadOlderKeepingPlace);

  // Older messages load when the top of the list scrolls into view.
  useEffect(() => {
    const top = topRef.current;
    const list = listRef.current;
    if (!top || !list) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onTopVisible();
    }, { root: list, rootMargin: '200px 0px 0px 0px' });
    observer.observe(top);
    return () => observer.disconnect();
  }, [chat.isLoading]);

  return (
    <section className="chat" aria-labelledby="chat-title">
      <header className="chat__header">
        <h1 id="chat-title">Chat avec Janne</h1>
        <p className="chat__notice">
          Janne est une intelligence artificielle, pas une thérapeute. Elle est là pour t'écouter, sans te juger.
        </p>
        {chat.aiMode === 'offline' ? (
          <p className="chat__offline">Mode hors ligne : Janne répond avec des réponses plus simples que d'habitude.</p>
        ) : null}
      </header>
      <div
        ref={listRef}
        className="chat__messages"
        role="log"
        aria-live="polite"
        aria-label="Conversation avec Janne"
        aria-busy={chat.isSending}
        tabIndex={0}
        onScroll={(event) => {
          const list = event.currentTarget;
          stickToBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight < 80;
        }}
      >
        <div ref={topRef} />
        {chat.hasOlder ? (
          <button type="button" className="link-button chat__older" onClick={loadOlderKeepingPlace} disabled={chat.isLoadingOlder}>
            {chat.isLoadingOlder ? 'Chargement…' : 'Voir les messages précédents'}
          </button>
        ) : null}
        {chat.isLoading ? <Spinner label="Chargement de la conversation…" /> : null}
        {chat.loadError ? (
          <p className="chat__empty">La conversation n'a pas pu être chargée pour le moment. Tu peux quand même écrire à Janne.</p>
        ) : null}
        {chat.messages.map((message) => (
          <MessageBubble key={message.id} role={message.role} content={message.content} crisis={message.crisis} />
        ))}
        {chat.isSending && chat.streamingText ? <MessageBubble role="assistant" content={chat.streamingText} isStreaming /> : null}
        {chat.isSending && !chat.streamingText ? <TypingIndicator /> : null}
      </div>
      <ChatComposer
        isSending={chat.isSending}
        error={chat.sendError}
        onSend={(content) => {
          stickToBottom.current = true;
          return chat.send(content);
        }}
      />
    </section>
  );
}
