import { Fragment } from 'react';
import { Link } from 'react-router';
import { type ChatRole, splitChatLinks } from '#shared/chat';
import { splitParagraphs } from '#shared/text';
import type { CrisisCategory } from '#shared/crisis';
import { NOT_SAFE_ANSWER, SAFE_ANSWER } from '#shared/crisis-care';
import { URGE_PATH, URGE_TITLE } from '#shared/paths';
import { CrisisCard } from '#client/components/crisis-resources';
import { AnswerButtons, CrisisStepBubble, type QuickAnswers, RiskQuestionBubble } from './care-bubbles';

/**
 * One message. Paragraphs split on blank lines; in Janne's messages, SPEC's phrases become router
 * links. Everything is rendered as text nodes: no message is ever parsed as HTML.
 */
export function MessageBubble({
  role,
  content,
  isStreaming = false,
  crisis,
  riskQuestion = false,
  crisisStep,
  quickAnswers,
  interrupted = false,
  urge = false,
  onRetry,
  id,
  safetyAnswers,
}: {
  role: ChatRole;
  interrupted?: boolean;
  content: string;
  isStreaming?: boolean;
  crisis?: CrisisCategory[];
  /** Janne's direct question, when the detector is unsure (issue 24). */
  riskQuestion?: boolean;
  /** The next step after « non, pas vraiment », with the categories its calls are for. */
  crisisStep?: CrisisCategory[];
  /**
   * On the latest message only: the quick answers of a crisis card (« Oui, je suis en sécurité » /
   * « Non, pas vraiment »), of the direct question (« Oui » / « Non, ce n'est pas ça ») or of the
   * next step (« Oui, je suis en sécurité »). Other messages ignore it.
   */
  quickAnswers?: QuickAnswers;
  id?: string;
  /** A reply to the urge to write to the ex: the way to « J'ai envie de lui écrire », unless the words already link there. */
  urge?: boolean;
  /** On the latest message, when it is an interrupted reply: « Réessayer ». */
  onRetry?: () => void;
  /** On Janne's latest message in crisis mode: the card's two quick answers, for the question that stands. */
  safetyAnswers?: QuickAnswers;
}) {
  const paragraphs = splitParagraphs(content);
  if (crisis) {
    // The card is drawn from its categories, so the numbers are always links; Janne's own first
    // and last sentences come from the stored text.
    return (
      <div id={id} className="bubble bubble--assistant bubble--crisis">
        <span className="visually-hidden">Janne :</span>
        <CrisisCard
          categories={crisis}
          intro={paragraphs[0]}
          closing={paragraphs.length > 2 ? paragraphs.at(-1) : undefined}
          answers={quickAnswers ? { safe: SAFE_ANSWER, notSafe: NOT_SAFE_ANSWER, ...quickAnswers } : undefined}
        />
      </div>
    );
  }
  if (riskQuestion) return <RiskQuestionBubble id={id} content={content} answers={quickAnswers} />;
  if (crisisStep) return <CrisisStepBubble id={id} content={content} categories={crisisStep} answers={quickAnswers} />;
  return (
    <div id={id} className={`bubble bubble--${role}${isStreaming ? ' bubble--streaming' : ''}`}>
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
      {urge &&
      !paragraphs.some((paragraph) => splitChatLinks(paragraph).some((segment) => segment.kind === 'link' && segment.to === URGE_PATH)) ? (
        <p className="bubble__tool">
          <Link to={URGE_PATH} className="button button--small">
            ✍️ {URGE_TITLE}
          </Link>
        </p>
      ) : null}
      {safetyAnswers ? (
        // In crisis mode, under Janne's latest words (the check included): the card's two answers, one
        // tap away, so that leaving crisis mode never depends on how the answer is worded.
        <AnswerButtons texts={[SAFE_ANSWER, NOT_SAFE_ANSWER]} answers={safetyAnswers} className="bubble__answers bubble__answers--two" />
      ) : null}
      {interrupted ? (
        <p className="bubble__interrupted">
          <span>Réponse interrompue.</span>
          {onRetry ? (
            <button type="button" className="link-button" onClick={onRetry}>
              Réessayer
            </button>
          ) : null}
        </p>
      ) : null}
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
