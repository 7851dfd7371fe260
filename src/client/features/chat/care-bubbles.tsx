import { Link } from 'react-router';
import { splitParagraphs } from '#shared/text';
import type { CrisisCategory } from '#shared/crisis';
import { crisisStepCalls, QUESTION_NO, QUESTION_YES, SAFE_ANSWER } from '#shared/crisis-care';
import { HELPLINES } from '#shared/helplines';
import { SAFETY_PLAN_HARD_MOMENT_PATH } from '#shared/paths';
import { GroundingButton } from '#client/components/grounding-exercise';
import { useGender } from '#client/lib/session';

/** The quick answers under Janne's latest message: tapping one sends its words, as typing them would. */
export interface QuickAnswers {
  onAnswer: (text: string) => void;
  disabled: boolean;
}

/**
 * Quick answers as buttons that look alike (the question must not lean towards one of them):
 * tapping one sends its words. Used under the direct question, the next step and Janne's crisis
 * replies that ask whether the person is safe.
 */
export function AnswerButtons({
  texts,
  answers,
  className = 'bubble__answers',
}: {
  texts: readonly string[];
  answers: QuickAnswers;
  className?: string;
}) {
  return (
    <div className={className} data-keep-in-view>
      {texts.map((text) => (
        <button
          key={text}
          type="button"
          className="button button--ghost button--small"
          disabled={answers.disabled}
          onClick={() => answers.onAnswer(text)}
        >
          {text}
        </button>
      ))}
    </div>
  );
}

/**
 * « Réponses possibles » under the offline Janne's latest reply (#shared/answers-to-tap): 2 to 4
 * answers in the person's voice that fit her question; a tap sends the words as typing them would.
 * A named group, so that a screen reader hears what the buttons are for.
 */
export function AnswersToTap({ texts, answers }: { texts: readonly string[]; answers: QuickAnswers }) {
  if (texts.length === 0) return null;
  return (
    <div role="group" aria-label="Réponses possibles" className="answers-to-tap">
      <AnswerButtons texts={texts} answers={answers} />
    </div>
  );
}

/** 3114, from the list of helplines (its hours are checked there: 24h/24, 7j/7). */
const LINE_3114 = HELPLINES.find((line) => line.id === '3114');

/**
 * Janne's direct question when the detector is unsure (issue 24): an ordinary bubble, not the
 * crisis card — asking must not feel like an alarm. « Oui » / « Non, ce n'est pas ça » one tap
 * away on the latest question, and 3114 quiet under it, on every question.
 */
export function RiskQuestionBubble({ id, content, answers }: { id?: string; content: string; answers?: QuickAnswers }) {
  const paragraphs = splitParagraphs(content);
  return (
    <div id={id} className="bubble bubble--assistant bubble--question">
      <span className="visually-hidden">Janne :</span>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={index === paragraphs.length - 1 ? 'bubble__ask' : undefined}>
          {paragraph}
        </p>
      ))}
      {answers ? (
        <AnswerButtons texts={[QUESTION_YES, QUESTION_NO]} answers={answers} className="bubble__answers bubble__answers--two" />
      ) : null}
      {LINE_3114 ? (
        <p className="bubble__quiet-help" data-keep-in-view>
          <span>Besoin de parler à quelqu'un maintenant ?</span>{' '}
          <a href={LINE_3114.href}>
            {LINE_3114.number} — {LINE_3114.name}, 24h/24
          </a>
        </p>
      ) : null}
    </div>
  );
}

/**
 * The next step after « non, pas vraiment » (crisisStepText): Janne's words, with the calls as big
 * one-tap buttons right under the paragraph that says to call — and, on the latest step, « Oui, je
 * suis en sécurité » under them — so that on a phone the start, the calls and the way out of crisis
 * mode are in view together; then the rest (distance from the means, someone who can come, Janne
 * stays), the safety plan and a grounding exercise.
 */
export function CrisisStepBubble({
  id,
  content,
  categories,
  answers,
}: {
  id?: string;
  content: string;
  categories: readonly CrisisCategory[];
  answers?: QuickAnswers;
}) {
  const gender = useGender();
  const paragraphs = splitParagraphs(content);
  const calls = crisisStepCalls(categories);
  // The calls go under the paragraph that names the first of them (« appelle le 3114 »), or under
  // the whole text if no paragraph does.
  const named = paragraphs.findIndex((paragraph) => calls[0] !== undefined && paragraph.includes(calls[0].number));
  const split = named === -1 ? paragraphs.length : named + 1;
  return (
    <div id={id} className="bubble bubble--assistant bubble--step">
      <span className="visually-hidden">Janne :</span>
      {paragraphs.slice(0, split).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <ul className="step-calls" data-keep-in-view>
        {calls.map((line) => {
          const action = line.href.startsWith('sms:') ? `Envoyer un SMS au ${line.number}` : `Appeler le ${line.number}`;
          return (
            <li key={line.id}>
              {/* One name, read as one phrase (the two lines would otherwise be read with a stray space). */}
              <a className="step-call" href={line.href} aria-label={`${action}, ${line.name}`}>
                <span className="step-call__action">{action}</span>
                <span className="step-call__name">{line.name}</span>
              </a>
            </li>
          );
        })}
      </ul>
      {answers ? <AnswerButtons texts={[SAFE_ANSWER]} answers={answers} /> : null}
      {paragraphs.slice(split).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <div className="crisis-card__tools">
        <Link className="button button--ghost button--small" to={SAFETY_PLAN_HARD_MOMENT_PATH}>
          Mon plan de sécurité
        </Link>
        <GroundingButton className="button button--ghost button--small" gender={gender} />
      </div>
    </div>
  );
}
