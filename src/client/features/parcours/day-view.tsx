import './parcours.css';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { parseISO } from 'date-fns';
import { formatDayMonth } from '#shared/dates';
import { agreeText } from '#shared/gender';
import { PARCOURS_PATH, type ExerciseResponse, type ParcoursDayState, type WrittenAnswer } from '#shared/parcours/api';
import { PARCOURS_LENGTH, PARCOURS_WEEKS, type ParcoursDayContent } from '#shared/parcours/content';
import { PARCOURS_DAYS } from '#shared/parcours/days';
import { CareAfterSaving } from '#client/components/care-after-saving';
import { FormError } from '#client/components/forms';
import { LoadError } from '#client/components/load-error';
import { Spinner } from '#client/components/spinner';
import { errorMessage } from '#client/lib/api';
import { useGender } from '#client/lib/session';
import { ExerciseForm } from './exercise-form';
import { TOOL_LINKS } from './tool-links';
import { useParcours, useSkipDay } from './use-parcours';

const SKIP_FAILED = "Ce jour n'a pas pu être passé pour le moment. Réessaie dans un instant.";

/** « Jour n — title », the week, the reading, and the exercise, or what was written (issue 29). */
export function ParcoursDayView({ day }: { day: number }) {
  const parcours = useParcours();
  const gender = useGender();
  const content: ParcoursDayContent | undefined = PARCOURS_DAYS[day - 1];

  if (!content) {
    return (
      <div className="page--narrow">
        <title>Mon parcours · Renouveau</title>
        <h1>Ce jour n'existe pas</h1>
        <p className="lead">Le parcours compte {PARCOURS_LENGTH} jours.</p>
        <Link to={PARCOURS_PATH}>Revenir à mon parcours</Link>
      </div>
    );
  }

  const title = agreeText(content.title, gender);
  const week = PARCOURS_WEEKS[content.week];
  return (
    <article className="page--narrow parcours-day">
      <title>{`Jour ${day} — ${title} · Renouveau`}</title>
      <p className="parcours-day__week">
        <Link to={PARCOURS_PATH}>Mon parcours</Link> · Semaine {content.week} : {week.title}
      </p>
      <h1>
        Jour {day} — {title}
      </h1>
      {parcours.isPending ? (
        <Spinner label="Chargement de ton parcours…" />
      ) : parcours.isError ? (
        <LoadError
          message="Ton parcours n'a pas pu être chargé pour le moment. Rien n'est perdu : réessaie dans un instant."
          onRetry={() => void parcours.refetch()}
          isRetrying={parcours.isFetching}
        />
      ) : (
        <DayBody content={content} state={parcours.data.days[day - 1]} />
      )}
    </article>
  );
}

function Reading({ content }: { content: ParcoursDayContent }) {
  const gender = useGender();
  return (
    <div className="parcours-day__reading">
      {content.reading.map((paragraph, index) => (
        <p key={index}>{agreeText(paragraph, gender)}</p>
      ))}
    </div>
  );
}

function DayBody({ content, state }: { content: ParcoursDayContent; state: ParcoursDayState | undefined }) {
  const { day } = content;
  // What this visit did: the warm line and the journal's safety answer belong to it, not to a later visit.
  const [justDone, setJustDone] = useState<ExerciseResponse | null>(null);
  const [justSkipped, setJustSkipped] = useState(false);
  const status = state?.status ?? 'locked';

  if (status === 'locked' || status === 'tomorrow') {
    return (
      <div className="card parcours-day__locked">
        <p className="parcours-day__locked-title">Ce jour n'est pas encore ouvert.</p>
        {status === 'tomorrow' ? <p>Il s'ouvrira demain matin.</p> : <p>Il s'ouvrira le matin qui suit le jour d'avant.</p>}
        <Link to={PARCOURS_PATH}>Revenir à mon parcours</Link>
      </div>
    );
  }

  if (status === 'open' && !justDone && !justSkipped) {
    return (
      <>
        <Reading content={content} />
        <section className="card parcours-day__exercise" aria-labelledby={`exercise-${day}`}>
          <h2 id={`exercise-${day}`}>L'exercice du jour</h2>
          <ExerciseForm day={day} exercise={content.exercise} onDone={setJustDone} />
        </section>
        <SkipDay day={day} onSkipped={() => setJustSkipped(true)} />
      </>
    );
  }

  return (
    <>
      {justDone || justSkipped ? (
        <JustFinished day={day} skipped={justSkipped} written={state?.written ?? null} care={justDone} />
      ) : (
        <PastDay status={status} finishedOn={state?.finishedOn ?? null} written={state?.written ?? null} />
      )}
      <Reading content={content} />
    </>
  );
}

/** Right after the exercise (or « Passer ce jour »): a warm line, what was written, when the next day opens. */
function JustFinished({
  day,
  skipped,
  written,
  care,
}: {
  day: number;
  skipped: boolean;
  written: WrittenAnswer | null;
  care: ExerciseResponse | null;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  // The form the focus was in is gone: the focus goes to what replaced it, and it is read.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="card parcours-day__done" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {skipped ? 'Ce jour est passé.' : "C'est fait. Merci d'avoir pris ce temps pour toi."}
      </h2>
      {written ? <WrittenBlock written={written} /> : null}
      <p>
        {day < PARCOURS_LENGTH
          ? "Le jour suivant s'ouvrira demain matin."
          : `Tu as terminé les ${PARCOURS_LENGTH} jours de ton parcours. Tu peux relire chaque jour quand tu veux.`}
      </p>
      <Link to={PARCOURS_PATH}>Revenir à mon parcours</Link>
      <CareAfterSaving care={care} />
    </section>
  );
}

/** A day done or passed before: read again, with what was written. */
function PastDay({
  status,
  finishedOn,
  written,
}: {
  status: 'done' | 'skipped' | 'open';
  finishedOn: string | null;
  written: WrittenAnswer | null;
}) {
  return (
    <div className="card parcours-day__done">
      <p className="parcours-day__status">
        {status === 'skipped' ? 'Tu as passé ce jour' : 'Tu as fait ce jour'}
        {finishedOn ? ` le ${formatDayMonth(parseISO(finishedOn))}.` : '.'}
      </p>
      {written ? <WrittenBlock written={written} /> : null}
    </div>
  );
}

/** What the person wrote, as it is now in the tool, and the way there. */
export function WrittenBlock({ written }: { written: WrittenAnswer }) {
  const link = TOOL_LINKS[written.tool];
  return (
    <div className="written">
      <p className="written__label">Ce que tu as écrit :</p>
      {written.text === null ? (
        <p className="written__gone">Tu l'as supprimé depuis.</p>
      ) : (
        <blockquote className="written__text">{written.text}</blockquote>
      )}
      <Link to={link.to}>{link.label}</Link>
    </div>
  );
}

/** « Passer ce jour »: quiet, for a day that does not fit; the next one opens tomorrow all the same. */
function SkipDay({ day, onSkipped }: { day: number; onSkipped: () => void }) {
  const skip = useSkipDay(day);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  return (
    <div className="parcours-day__skip">
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={skip.isPending}
        aria-describedby={error ? errorId : undefined}
        onClick={() => {
          setError(null);
          skip.mutate(undefined, { onSuccess: onSkipped, onError: (caught) => setError(errorMessage(caught, SKIP_FAILED)) });
        }}
      >
        {skip.isPending ? 'Un instant…' : 'Passer ce jour'}
      </button>
      <p className="muted">{"Ce jour ne te parle pas ? Tu peux le passer\u00a0: le suivant s'ouvrira demain matin."}</p>
      <FormError id={errorId} message={error} />
    </div>
  );
}
