import { Link } from 'react-router';
import type { CrisisCategory } from '#shared/crisis/detector';
import { crisisIntro, resourcesFor, SAFETY_QUESTION } from '#shared/crisis-care';
import type { CrisisResource } from '#shared/helplines';
import { useAge, useGender } from '#client/lib/session';
import { GroundingButton } from './grounding-exercise';

/** The helplines as tap-to-call (or SMS) links, in the order given. */
export function CrisisResourceList({ resources }: { resources: readonly CrisisResource[] }) {
  return (
    <ul className="crisis-resources">
      {resources.map((resource) => (
        <li key={resource.id} className="crisis-resource">
          <a className="crisis-resource__call" href={resource.href}>
            <span aria-hidden="true">{resource.href.startsWith('sms:') ? '💬 ' : '📞 '}</span>
            <span className="crisis-resource__number">{resource.number}</span>
            <span className="crisis-resource__name">{resource.name}</span>
          </a>
          <span className="crisis-resource__when">{resource.when}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The crisis card, in the chat and under a journal entry: a short human sentence, the plain
 * question « Es-tu en sécurité en ce moment ? », the numbers with 3114 first (after the lines for
 * young people, for a young person), then the safety
 * plan and a grounding exercise one tap away. `answers` (the chat's latest card only) puts the
 * two quick answers under the question. The words about the person agree with their gender.
 */
export function CrisisCard({
  categories,
  intro,
  closing,
  answers,
  headingLevel = 'p',
}: {
  categories: readonly CrisisCategory[];
  intro?: string;
  closing?: string;
  answers?: { safe: string; notSafe: string; onAnswer: (text: string) => void; disabled: boolean };
  headingLevel?: 'p' | 'h3';
}) {
  const Question = headingLevel;
  const gender = useGender();
  const age = useAge();
  // 3114 right under the question (after the 119 and Fil Santé Jeunes for a young person), then
  // the quick answers, then the other numbers: on a phone the card's start and 3114 must fit in the
  // chat's view together.
  const resources = resourcesFor(categories, gender, age);
  const leading = resources.findIndex((resource) => resource.id === '3114') + 1;
  const first = resources.slice(0, Math.max(leading, 1));
  const others = resources.slice(first.length);
  return (
    <div className="crisis-card-content">
      <p>{intro ?? crisisIntro(categories, gender)}</p>
      <Question className="crisis-card__question">{SAFETY_QUESTION}</Question>
      <CrisisResourceList resources={first} />
      {answers ? (
        <div className="crisis-card__answers">
          <button type="button" className="button button--small" disabled={answers.disabled} onClick={() => answers.onAnswer(answers.safe)}>
            {answers.safe}
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={answers.disabled}
            onClick={() => answers.onAnswer(answers.notSafe)}
          >
            {answers.notSafe}
          </button>
        </div>
      ) : null}
      <CrisisResourceList resources={others} />
      <div className="crisis-card__tools">
        <Link className="button button--ghost" to="/plan-de-securite">
          Mon plan de sécurité
        </Link>
        <GroundingButton gender={gender} />
      </div>
      {closing ? <p>{closing}</p> : null}
    </div>
  );
}
