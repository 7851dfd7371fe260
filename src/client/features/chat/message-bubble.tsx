import { Fragment } from 'react';
import { Link } from 'react-router';
import { type ChatRole, splitChatLinks, splitParagraphs } from '../../../shared/chat';
import type { CrisisCategory } from '../../../shared/crisis';
import { CrisisResourceList, resourcesForCategories } from '../../components/crisis-resources';

/**
 * One message. Paragraphs split on blank lines; in Janne's messages, SPEC's phrases become router
 * links. Everything is rendered as text nodes: no message is ever parsed as HTML.
 */
export function MessageBubble({
  role,
  content,
  isStreaming = false,
  crisis,
}: {
  role: ChatRole;
  content: string;
  isStreaming?: boolean;
  crisis?: CrisisCategory[];
}) {
  const paragraphs = splitParagraphs(content);
  if (crisis) {
    // Janne's caring words first and last; between them, the numbers as tap-to-call links.
    return (
      <div className="bubble bubble--assistant bubble--crisis">
        <span className="visually-hidden">Janne :</span>
        <p>{paragraphs[0]}</p>
        <CrisisResourceList resources={resourcesForCategories(crisis)} />
        {paragraphs.length > 2 ? <p>{paragraphs.at(-1)}</p> : null}
      </div>
    );
  }
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
