import { Fragment } from 'react';
import { Link } from 'react-router';
import { type ChatRole, splitChatLinks, splitParagraphs } from '../../../shared/chat';

/**
 * One message. Paragraphs split on blank lines; in Janne's messages, SPEC's phrases become router
 * links. Everything is rendered as text nodes: no message is ever parsed as HTML.
 */
export function MessageBubble({ role, content, isStreaming = false }: { role: ChatRole; content: string; isStreaming?: boolean }) {
  const paragraphs = splitParagraphs(content);
  return (
    <div className={`bubble bubble--${role}${isStreaming ? ' bubble--streaming' : ''}`}>
      <span className="visually-hidden">{role === 'user' ? 'Toi :' : 'Janne :'}</span>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>
          {role === 'assistant'
            ? splitChatLinks(paragraph).map((segment, i) =>
                segment.kind === 'link' ? (
                  <Link key={i} to={segment.to}>
                    {segment.text}
                  </Link>
                ) : (
                  <Fragment key={i}>{segment.text}</Fragment>
                ),
              )
            : paragraph}
        </p>
      ))}
    </div>
  );
}

export function TypingIndicator() {
  return (
    <div className="bubble bubble--assistant typing" role="status">
      <span className="typing__dot" aria-hidden="true" />
      <span className="typing__dot" aria-hidden="true" />
      <span className="typing__dot" aria-hidden="true" />
      <span className="visually-hidden">Janne écrit…</span>
    </div>
  );
}
