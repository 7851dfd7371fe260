import './parcours.css';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { agreeText } from '#shared/gender';
import { BILAN_PATH, parcoursDayPath, type ParcoursDayState, type ParcoursState, SOURCES_PATH } from '#shared/parcours/api';
import { PARCOURS_LENGTH, PARCOURS_WEEK_NUMBERS, PARCOURS_WEEKS } from '#shared/parcours/content';
import { PARCOURS_DAYS } from '#shared/parcours/days';
import type { DayStatus } from '#shared/parcours/schedule';
import { FormError } from '#client/components/forms';
import { LoadError } from '#client/components/load-error';
import { ModalDialog } from '#client/components/modal-dialog';
import { Spinner } from '#client/components/spinner';
import { errorMessage } from '#client/lib/api';
import { useGender } from '#client/lib/session';
import { WrittenBlock } from './day-view';
import { usePauseParcours, useParcours, useRestartParcours } from './use-parcours';

/** Each status in words, not only a mark (issue 29). */
export const STATUS_WORDS: Record<DayStatus, string> = {
  done: 'fait',
  skipped: 'passé',
  open: "aujourd'hui",
  tomorrow: 'demain',
  locked: 'à venir',
};

const CHANGE_FAILED = "Ça n'a pas pu être enregistré pour le moment. Réessaie dans un instant.";

/** « Mon parcours »: the four weeks and their 28 days, pause and restart, the bilan and the sources. */
export function ParcoursOverview() {
  const parcours = useParcours();
  if (parcours.isPending) return <Spinner label="Chargement de ton parcours…" />;
  if (parcours.isError) {
    return (
      <LoadError
        message="Ton parcours n'a pas pu être chargé pour le moment. Rien n'est perdu : réessaie dans un instant."
        onRetry={() => void parcours.refetch()}
        isRetrying={parcours.isFetching}
      />
    );
  }
  const state = parcours.data;
  return (
    <>
      <ParcoursActions state={state} />
      <nav className="parcours-links" aria-label="Autour du parcours">
        <Link to={BILAN_PATH} className="button button--ghost">
          Mon bilan de la semaine
        </Link>
        <Link to={SOURCES_PATH} className="button button--ghost">
          D'où viennent ces exercices
        </Link>
      </nav>
      {PARCOURS_WEEK_NUMBERS.map((week) => (
        <WeekSection key={week} week={week} days={state.days.filter((_, index) => Math.floor(index / 7) + 1 === week)} />
      ))}
    </>
  );
}

function WeekSection({ week, days }: { week: (typeof PARCOURS_WEEK_NUMBERS)[number]; days: ParcoursDayState[] }) {
  const titleId = useId();
  return (
    <section className="parcours-week" aria-labelledby={titleId}>
      <h2 id={titleId}>
        Semaine {week} : {PARCOURS_WEEKS[week].title}
      </h2>
      <p className="muted">{PARCOURS_WEEKS[week].summary}</p>
      <ol className="parcours-days">
        {days.map((day) => (
          <DayRow key={day.day} day={day} />
        ))}
      </ol>
    </section>
  );
}

function DayRow({ day }: { day: ParcoursDayState }) {
  const gender = useGender();
  const content = PARCOURS_DAYS[day.day - 1];
  const title = content ? agreeText(content.title, gender) : null;
  const name = title ? `Jour ${day.day} — ${title}` : `Jour ${day.day}`;
  // A day done, passed or open today has a page to go to; the others are not open yet.
  const hasPage = day.status !== 'locked' && day.status !== 'tomorrow';
  return (
    <li className={`parcours-day-row parcours-day-row--${day.status}`}>
      <div className="parcours-day-row__head">
        {hasPage ? (
          <Link to={parcoursDayPath(day.day)} className="parcours-day-row__name">
            {name}
          </Link>
        ) : (
          <span className="parcours-day-row__name">{name}</span>
        )}
        <span className="parcours-status">{STATUS_WORDS[day.status]}</span>
      </div>
      {day.status === 'done' && day.written ? <WrittenBlock written={day.written} /> : null}
    </li>
  );
}

/** « Mettre en pause » / « Reprendre », « Recommencer le parcours » (asked once more). */
function ParcoursActions({ state }: { state: ParcoursState }) {
  const pause = usePauseParcours();
  const restart = useRestartParcours();
  const [isAsking, setIsAsking] = useState(false);
  const [restarted, setRestarted] = useState(false);
  const restartedRef = useRef<HTMLParagraphElement>(null);
  // « Recommencer » is gone once nothing is done: the focus goes to the sentence that says it worked.
  useEffect(() => {
    if (restarted) restartedRef.current?.focus();
  }, [restarted]);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const dialogTitleId = useId();
  const dialogTextId = useId();
  const hasStarted = state.days.some((day) => day.status === 'done' || day.status === 'skipped');

  const togglePause = () => {
    setError(null);
    setRestarted(false);
    pause.mutate(!state.paused, { onError: (caught) => setError(errorMessage(caught, CHANGE_FAILED)) });
  };
  const confirmRestart = () => {
    setError(null);
    restart.mutate(undefined, {
      onSuccess: () => {
        setIsAsking(false);
        setRestarted(true);
      },
      onError: (caught) => {
        setIsAsking(false);
        setError(errorMessage(caught, CHANGE_FAILED));
      },
    });
  };

  return (
    <div className="parcours-actions">
      {restarted ? (
        <p ref={restartedRef} tabIndex={-1} className="parcours-actions__paused" role="status">
          C'est reparti : ton parcours recommence au jour 1. Ce que tu as écrit est toujours dans tes outils.
        </p>
      ) : null}
      {state.paused ? <p className="parcours-actions__paused">Ton parcours est en pause.</p> : null}
      {state.finished ? <p className="parcours-actions__paused">Tu as terminé les {PARCOURS_LENGTH} jours de ton parcours.</p> : null}
      <div className="parcours-actions__buttons">
        {state.finished ? null : (
          <button
            type="button"
            className={state.paused ? 'button' : 'button button--ghost'}
            onClick={togglePause}
            disabled={pause.isPending}
          >
            {state.paused ? 'Reprendre' : 'Mettre en pause'}
          </button>
        )}
        {hasStarted ? (
          <button type="button" className="button button--ghost" onClick={() => setIsAsking(true)}>
            Recommencer le parcours
          </button>
        ) : null}
      </div>
      <FormError id={errorId} message={error} />
      {isAsking ? (
        <ModalDialog labelledBy={dialogTitleId} describedBy={dialogTextId} onClose={() => setIsAsking(false)} className="parcours-restart">
          <h2 id={dialogTitleId}>Recommencer le parcours ?</h2>
          <p id={dialogTextId}>
            Tu repartiras du jour 1. Ce que tu as écrit reste dans tes outils : ton journal, ta matrice, tes lettres, tes raisons, tes
            objectifs et ton plan de sécurité.
          </p>
          <div className="parcours-restart__buttons">
            <button type="button" className="button" onClick={confirmRestart} disabled={restart.isPending}>
              {restart.isPending ? 'Un instant…' : 'Oui, recommencer'}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setIsAsking(false)}>
              Non, continuer où j'en suis
            </button>
          </div>
        </ModalDialog>
      ) : null}
    </div>
  );
}
