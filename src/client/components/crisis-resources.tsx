import { Link } from 'react-router';
import type { CrisisCategory } from '#shared/crisis';
import { cardResources, crisisIntro, SAFETY_QUESTION } from '#shared/crisis-care';
import type { CrisisResource } from '#shared/helplines';
import { SAFETY_PLAN_HARD_MOMENT_PATH } from '#shared/paths';
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
 * question « Es-tu en sécurité en ce moment ? », 3114 first, then the numbers that fit the person
 * (their age, their gender, what was detected: cardResources), and every other number one tap away
 * under « Autres numéros »; then the safety plan and a grounding exercise. `answers` (the chat's
 * latest card only) puts the two quick answers right under 3114. The words about the person agree
 * with their gender.
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
  // 3114 right under the question, then the quick answers, then the rest: on a phone the card's
  // start, 3114 and the answers must fit in the chat's view together (issue 24).
  const { shown, others } = cardResources(categories, gender, age);
  return (
    <div className="crisis-card-content">
      <p>{intro ?? crisisIntro(categories, gender)}</p>
      <Question className="crisis-card__question">{SAFETY_QUESTION}</Question>
      <CrisisResourceList resources={shown.slice(0, 1)} />
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
      <CrisisResourceList resources={shown.slice(1)} />
      {/* Every number stays reachable: those meant for others (another age, another situation) and
          the ones for later are one tap away, so that the ones that fit are not lost among nine. */}
      <details className="crisis-card__more">
        <summary>Autres numéros</summary>
        <CrisisResourceList resources={others} />
      </details>
      <div className="crisis-card__tools">
        {/* The plan as it is read in a crisis: big, read-only, one number per line (issue 27). */}
        <Link className="button button--ghost" to={SAFETY_PLAN_HARD_MOMENT_PATH}>
          Mon plan de sécurité
        </Link>
        <GroundingButton gender={gender} />
      </div>
      {closing ? <p>{closing}</p> : null}
    </div>
  );
}
