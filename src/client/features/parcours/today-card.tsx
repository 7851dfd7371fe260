import { GlanceWaiting } from '#client/components/load-error';
import './today-card.css';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { PARCOURS_LENGTH } from '#shared/parcours/content';
import { BILAN_PATH, PARCOURS_PATH, parcoursDayPath } from '#shared/parcours/api';
import { agreeText } from '#shared/gender';
import { errorMessage } from '#client/lib/api';
import { useGender } from '#client/lib/session';
import { usePauseParcours, useParcours } from './use-parcours';

const RESUME_FAILED = "Ton parcours n'a pas pu reprendre pour le moment. Réessaie dans un instant.";

/**
 * The dashboard's « Mon parcours » (issue 29): what today is, one tap from the exercise. It follows
 * the person, not the calendar: after days away it offers to go on — never a count of the days
 * missed, no streak, no guilt.
 */
export function ParcoursTodayCard() {
  const parcours = useParcours();
  const gender = useGender();
  const titleId = useId();
  const resume = usePauseParcours();
  const [resumeError, setResumeError] = useState<string | null>(null);
  const state = parcours.data;

  const onResume = () => {
    setResumeError(null);
    resume.mutate(false, { onError: (error) => setResumeError(errorMessage(error, RESUME_FAILED)) });
  };

  let body: ReactNode;
  if (!state) {
    body = <GlanceWaiting isError={parcours.isError} failed="Ton parcours n'a pas pu être chargé." />;
  } else if (state.finished || !state.current) {
    body = (
      <>
        <p className="today-card__headline">Tu as terminé les {PARCOURS_LENGTH} jours de ton parcours.</p>
        <Link to={PARCOURS_PATH} className="button button--ghost button--small">
          Revoir mon parcours
        </Link>
      </>
    );
  } else if (state.paused) {
    body = (
      <>
        <p className="today-card__headline">Ton parcours est en pause.</p>
        <p className="today-card__sub">Il t'attend au jour {state.current.day}, quand tu voudras.</p>
        <button type="button" className="button button--small" onClick={onResume} disabled={resume.isPending}>
          {resume.isPending ? 'Un instant…' : 'Reprendre'}
        </button>
        {resumeError ? (
          <p className="form__error" role="alert">
            {resumeError}
          </p>
        ) : null}
      </>
    );
  } else {
    const { day, status } = state.current;
    const title = agreeText(state.current.title, gender);
    if (status === 'tomorrow') {
      body = (
        <>
          <p className="today-card__headline">
            Demain : jour {day} — {title}
          </p>
          <p className="today-card__sub">Tu as fait l'étape d'aujourd'hui.</p>
          <Link to={parcoursDayPath(day - 1)} className="button button--ghost button--small">
            Relire le jour {day - 1}
          </Link>
        </>
      );
    } else if (state.welcomeBack) {
      body = (
        <>
          <p className="today-card__headline">{agreeText("On reprend où tu t'étais {arrêté·e} ?", gender)}</p>
          <p className="today-card__sub">
            Jour {day} — {title}
          </p>
          <Link to={parcoursDayPath(day)} className="button button--small">
            Reprendre au jour {day}
          </Link>
        </>
      );
    } else {
      body = (
        <>
          <p className="today-card__headline">
            Aujourd'hui : jour {day} — {title}
          </p>
          <Link to={parcoursDayPath(day)} className="button button--small">
            Faire l'exercice
          </Link>
        </>
      );
    }
  }

  return (
    <section className="card glance__card today-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="glance__title">
        Mon parcours
      </h2>
      {body}
      {state?.bilanDue ? (
        <Link to={BILAN_PATH} className="today-card__bilan">
          Ton bilan de la semaine t'attend
        </Link>
      ) : null}
      {state && !state.finished ? (
        <Link to={PARCOURS_PATH} className="today-card__all">
          Voir tout mon parcours
        </Link>
      ) : null}
    </section>
  );
}
