import './chat.css';
import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { answersToTap } from '#shared/answers-to-tap';
import { crisisModeOf } from '#shared/crisis-care';
import { GroundingButton } from '#client/components/grounding-exercise';
import { Spinner } from '#client/components/spinner';
import { Link } from 'react-router';
import { URGE_PATH } from '#shared/paths';
import { useCrisisSession } from '#client/lib/crisis-session';
import { useOnline } from '#client/lib/online';
import { useGender } from '#client/lib/session';
import { STORAGE_KEYS } from '#client/lib/storage-keys';
import { ChatComposer } from './chat-composer';
import { MessageBubble, TypingIndicator } from './message-bubble';
import { AnswersToTap } from './care-bubbles';
import { useChat } from './use-chat';
import { QuickExitButton } from '#client/components/quick-exit-button';

/** SPEC §2 /chat: a 600 px panel, the conversation scrolled to its end, the composer below. */
export function ChatPanel() {
  const chat = useChat();
  const listRef = useRef<HTMLDivElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);
  const inCrisis = useCrisisSession();
  const gender = useGender();

  // Follow the conversation while the person is at its end; keep their place when older
  // messages are added above.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (heightBeforeOlder.current !== null) {
      list.scrollTop += list.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (stickToBottom.current) {
      // A message taller than the view is read from its start — Janne's welcome on a first
      // visit, a long reply — and the view stays there while the rest of it arrives.
      const bubbles = list.querySelectorAll<HTMLElement>('.bubble');
      const last = bubbles[bubbles.length - 1];
      if (last && last.classList.contains('bubble--assistant') && last.offsetHeight > list.clientHeight - 24) {
        list.scrollTop += last.getBoundingClientRect().top - list.getBoundingClientRect().top - 8;
        stickToBottom.current = false;
      } else {
        list.scrollTop = list.scrollHeight;
      }
    }
  }, [chat.messages.length, chat.streamingText, chat.isSending]);

  // A crisis card, direct question or next step that has just arrived: its start comes into view
  // — on a phone too — and the conversation stops following its end, so nothing scrolls it away.
  // If its last quick answers (data-keep-in-view) would then sit below the view, it scrolls just
  // enough to show them: a call or an answer must never be out of reach (issue 24).
  // The message may be drawn a render after its id is known (the query's update is scheduled on
  // its own): until it is, the effect tries again on each new message.
  const { arrivedCareId } = chat;
  const shownCareId = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!arrivedCareId || shownCareId.current === arrivedCareId) return;
    const list = listRef.current;
    const card = document.getElementById(`message-${arrivedCareId}`);
    if (!list || !card) return;
    shownCareId.current = arrivedCareId;
    stickToBottom.current = false;
    const view = list.getBoundingClientRect();
    let shift = card.getBoundingClientRect().top - view.top - 8;
    const keep = card.querySelectorAll<HTMLElement>('[data-keep-in-view]');
    const last = keep[keep.length - 1];
    if (last) shift = Math.max(shift, last.getBoundingClientRect().bottom - view.bottom + 8);
    // Only the conversation scrolls (the page's sticky header would cover a card scrolled to the
    // top of the window); then the conversation itself is brought into view if it was not.
    list.scrollTop += shift;
    list.scrollIntoView({ block: 'nearest', behavior: 'instant' });
  }, [arrivedCareId, chat.messages.length]);

  // Typed or tapped (a quick answer), the person's message brings the conversation back to its end.

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
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onTopVisible();
      },
      { root: list, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(top);
    return () => observer.disconnect();
  }, [chat.isLoading]);

  // A phone's keyboard shrinks the visual viewport, not the layout one: the panel follows the part
  // of the screen that can be seen, so the composer stays above the keyboard (chat.css).
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const root = document.documentElement;
    const follow = () => root.style.setProperty('--visible-height', `${Math.round(viewport.height)}px`);
    follow();
    viewport.addEventListener('resize', follow);
    return () => {
      viewport.removeEventListener('resize', follow);
      root.style.removeProperty('--visible-height');
    };
  }, []);

  // The notices, folded after a first reading and remembered in this browser (issue 27).
  const noticesId = useId();
  const [noticesFolded, setNoticesFolded] = useState(() => localStorage.getItem(STORAGE_KEYS.chatNoticesFolded) === '1');
  const foldNotices = (folded: boolean) => {
    setNoticesFolded(folded);
    if (folded) localStorage.setItem(STORAGE_KEYS.chatNoticesFolded, '1');
    else localStorage.removeItem(STORAGE_KEYS.chatNoticesFolded);
  };

  // Crisis mode as the server's policy reads it (the session's crisis flag, for the header, lasts longer).
  const crisisMode = crisisModeOf(chat.messages, new Date());
  // Typing hides « Réponses possibles »: the person is answering in their own words.
  const [hasDraft, setHasDraft] = useState(false);
  const lastMessage = chat.messages.at(-1);
  const tapsShown =
    !hasDraft &&
    chat.aiMode === 'offline' &&
    !crisisMode &&
    !chat.isSending &&
    lastMessage?.role === 'assistant' &&
    !lastMessage.crisis &&
    !lastMessage.riskQuestion &&
    !lastMessage.crisisStep &&
    !lastMessage.safetyCheck &&
    !lastMessage.interrupted;
  const online = useOnline();
  const send = (content: string) => {
    stickToBottom.current = true;
    setHasDraft(false);
    // The notices were read before the first word was sent: they fold, one tap away (issue 27).
    if (!noticesFolded) foldNotices(true);
    return chat.send(content);
  };

  return (
    <section className={inCrisis ? 'chat chat--crisis' : 'chat'} aria-labelledby="chat-title">
      <header className="chat__header">
        <div className="chat__title-row">
          <h1 id="chat-title">Chat avec Janne</h1>
          {/* The site header folds away when a phone's keyboard is open: the quick exit stays. */}
          <QuickExitButton className="chat__quick-exit" />
          <div className="chat__tools">
            {inCrisis ? (
              <>
                <a className="button button--small chat__call" href="tel:3114">
                  Appeler le 3114
                </a>
              </>
            ) : null}
            <GroundingButton label="Respirer un moment" className="link-button chat__tool" gender={gender} />
          </div>
          {/* AI Act Art. 50: the notice can be folded once read, and stays one tap away (issue 27). */}
          <button
            type="button"
            className="chat__about"
            aria-expanded={!noticesFolded}
            aria-controls={noticesId}
            aria-label={noticesFolded ? 'Janne est une IA : afficher les informations' : 'Masquer les informations sur Janne'}
            onClick={() => foldNotices(!noticesFolded)}
          >
            {noticesFolded ? 'IA · infos' : 'Masquer'}
          </button>
        </div>
        <div id={noticesId} className="chat__notices" hidden={noticesFolded}>
          <p className="chat__notice">
            Janne est une intelligence artificielle, pas une thérapeute. Elle est là pour t'écouter, sans te juger.
          </p>
          {chat.aiMode === 'offline' ? (
            <p className="chat__offline">Mode hors ligne : Janne répond avec des réponses plus simples que d'habitude.</p>
          ) : null}
        </div>
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
        {!online ? (
          // Issue 41: said once, plainly — not « pas pu être chargée… tu peux quand même écrire » then « pas pu être envoyé ».
          <p className="chat__empty" role="status">
            Pas de réseau pour le moment : Janne a besoin du réseau pour te répondre. Ce que tu écris reste dans la case, et tu pourras
            l'envoyer dès que tu seras de nouveau en ligne. Sans réseau, tu peux écrire dans <Link to="/journal">ton journal</Link>, ouvrir{' '}
            <Link to={URGE_PATH}>« J'ai envie de lui écrire »</Link> ou la page <Link to="/aide">Besoin d'aide ?</Link>.
          </p>
        ) : chat.loadError ? (
          <p className="chat__empty">La conversation n'a pas pu être chargée pour le moment. Tu peux quand même écrire à Janne.</p>
        ) : null}
        {chat.messages.map((message, index) => (
          <MessageBubble
            key={message.id}
            id={`message-${message.id}`}
            role={message.role}
            content={message.content}
            crisis={message.crisis}
            interrupted={message.interrupted}
            urge={message.urge}
            riskQuestion={message.riskQuestion}
            crisisStep={message.crisisStep}
            onRetry={
              message.interrupted && index === chat.messages.length - 1 && !chat.isSending ? () => void chat.retry(message.id) : undefined
            }
            quickAnswers={
              index === chat.messages.length - 1 ? { onAnswer: (text) => void send(text), disabled: chat.isSending } : undefined
            }
            safetyAnswers={
              // The card and the next step have their own; every other word of Janne's in crisis mode
              // (the check, her replies) keeps the card's question one tap from an answer.
              crisisMode && index === chat.messages.length - 1 && message.role === 'assistant' && !message.crisis && !message.crisisStep
                ? { onAnswer: (text) => void send(text), disabled: chat.isSending }
                : undefined
            }
          />
        ))}
        {/* « Réponses possibles » under the offline Janne's latest ordinary reply: the person's
            answers, outside her bubble; typing hides them. */}
        {tapsShown && lastMessage ? (
          <AnswersToTap
            texts={answersToTap(lastMessage.content)}
            answers={{ onAnswer: (text) => void send(text), disabled: chat.isSending }}
          />
        ) : null}
        {chat.isSending && chat.streamingText ? <MessageBubble role="assistant" content={chat.streamingText} isStreaming /> : null}
        {chat.isSending && !chat.streamingText ? <TypingIndicator /> : null}
      </div>
      {/* Offline, the note above says it all: no second, contradicting error under the box. */}
      <ChatComposer isSending={chat.isSending} error={online ? chat.sendError : null} onSend={send} onDraftChange={setHasDraft} />
    </section>
  );
}
