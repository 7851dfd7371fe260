import './parcours.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { parseISO } from 'date-fns';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { formatDayMonth, formatWeekdayDate } from '#shared/dates';
import { agreeText } from '#shared/gender';
import { PARCOURS_PATH } from '#shared/parcours/api';
import {
  BILAN_INTRO,
  BILAN_NOT_A_DIAGNOSIS,
  BILAN_QUESTION_COUNT,
  BILAN_QUESTIONS,
  BILAN_SCALE,
  BILAN_SCORE_MAX,
  bilanLead,
  BilanInputSchema,
  type BilanState,
} from '#shared/parcours/bilan';
import {
  HELP_REASON_TEXT,
  PROFESSIONAL_HELP_INTRO,
  PROFESSIONAL_HELP_TITLE,
  PROFESSIONAL_HELP_URGENT,
  PROFESSIONAL_HELP_WAYS,
} from '#shared/parcours/professional-help';
import { z } from '#shared/zod';
import { FormError } from '#client/components/forms';
import { LoadError } from '#client/components/load-error';
import { Spinner } from '#client/components/spinner';
import { errorMessage } from '#client/lib/api';
import { useGender } from '#client/lib/session';
import { BilanChart } from './bilan-chart';
import { useBilans, useSubmitBilan } from './use-parcours';

const SEND_FAILED = "Ton bilan n'a pas pu être enregistré. Tes réponses sont toujours là : réessaie dans un instant.";

// The radios give their value as text, or null while none is chosen: numbers for the server's schema.
const toAnswer = (value: unknown) => (value === null || value === undefined || value === '' ? undefined : Number(value));
const BilanFormSchema = z.object({
  answers: z.array(z.preprocess(toAnswer, BilanInputSchema.shape.answers.element)).length(BILAN_QUESTION_COUNT),
});

/** « Mon bilan de la semaine » (issue 29): the seven questions when it is due, the weeks and the last result otherwise. */
export function BilanView() {
  const bilans = useBilans();
  // Set when the person has just answered: the result's heading takes the focus.
  const [justAnswered, setJustAnswered] = useState(false);
  if (bilans.isPending) return <Spinner label="Chargement de ton bilan…" />;
  if (bilans.isError) {
    return (
      <LoadError
        message="Ton bilan n'a pas pu être chargé pour le moment. Rien n'est perdu : réessaie dans un instant."
        onRetry={() => void bilans.refetch()}
        isRetrying={bilans.isFetching}
      />
    );
  }
  if (bilans.data.due) return <BilanForm onAnswered={() => setJustAnswered(true)} />;
  return <BilanResultView state={bilans.data} focusOnMount={justAnswered} />;
}

function BilanForm({ onAnswered }: { onAnswered: () => void }) {
  const gender = useGender();
  const submit = useSubmitBilan();
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const missingId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<z.input<typeof BilanFormSchema>, unknown, z.output<typeof BilanFormSchema>>({
    resolver: zodResolver(BilanFormSchema),
    shouldFocusError: false,
    defaultValues: { answers: Array.from({ length: BILAN_QUESTION_COUNT }, () => null) },
  });
  const missing = BILAN_QUESTIONS.filter((_, index) => errors.answers?.[index]).length;

  const onSubmit = handleSubmit(async ({ answers }) => {
    setError(null);
    try {
      await submit.mutateAsync(answers);
      onAnswered();
    } catch (caught) {
      // The answers stay checked.
      setError(errorMessage(caught, SEND_FAILED));
    }
  });

  return (
    <form className="bilan-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-describedby={error ? errorId : undefined}>
      <p className="bilan-form__intro">{BILAN_INTRO}</p>
      {BILAN_QUESTIONS.map((question, index) => {
        const isMissing = Boolean(errors.answers?.[index]);
        return (
          <fieldset
            key={question.key}
            className={`card bilan-question${isMissing ? ' bilan-question--missing' : ''}`}
            aria-describedby={isMissing ? missingId : undefined}
          >
            <legend className="bilan-question__legend">
              <span className="bilan-question__number">{index + 1}.</span> {agreeText(question.text, gender)}
            </legend>
            <div className="bilan-question__options">
              {BILAN_SCALE.map((label, value) => (
                <label key={label} className="bilan-question__option">
                  <input
                    type="radio"
                    value={value}
                    disabled={submit.isPending}
                    aria-invalid={isMissing || undefined}
                    {...register(`answers.${index}`)}
                  />
                  <span>{label}</span>
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
      <FormError
        id={missingId}
        attempt={submitCount}
        message={
          missing > 0
            ? missing === 1
              ? 'Il manque une réponse : choisis-en une pour chaque question.'
              : `Il manque ${missing} réponses : choisis-en une pour chaque question.`
            : null
        }
      />
      <FormError id={errorId} message={error} />
      <button type="submit" className="button" disabled={submit.isPending}>
        {submit.isPending ? 'Enregistrement…' : 'Voir mon bilan'}
      </button>
      <p className="muted bilan-form__note">{BILAN_NOT_A_DIAGNOSIS}</p>
    </form>
  );
}

function BilanResultView({ state, focusOnMount }: { state: BilanState; focusOnMount: boolean }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  const last = state.results.at(-1);
  const before = state.results.at(-2);
  const next = state.nextOn ? formatWeekdayDate(parseISO(state.nextOn)) : null;

  return (
    <>
      {last ? (
        <section className="card bilan-result" aria-labelledby={headingId}>
          <h2 id={headingId} ref={headingRef} tabIndex={-1}>
            Ton bilan du {formatDayMonth(parseISO(last.date))}
          </h2>
          <p className="bilan-result__lead">{bilanLead(last.score, before?.score ?? null)}</p>
          <p className="bilan-result__score">
            Cette semaine, la rupture pèse <strong>{last.score}</strong> sur {BILAN_SCORE_MAX} dans tes réponses.
          </p>
          <p className="muted">Plus ce nombre est bas, moins elle prend de place dans tes journées.</p>
        </section>
      ) : (
        <p className="card">
          {next ? `Ton premier bilan viendra le ${next}.` : 'Ton premier bilan viendra le septième jour de ton parcours.'}{' '}
          <Link to={PARCOURS_PATH}>Voir mon parcours</Link>
        </p>
      )}
      {state.help.length > 0 ? <ProfessionalHelp state={state} /> : null}
      {state.results.length > 0 ? <BilanChart results={state.results} /> : null}
      {last && next ? <p className="bilan-next">Ton prochain bilan : {next}.</p> : null}
      <p className="muted bilan-note">{BILAN_NOT_A_DIAGNOSIS}</p>
    </>
  );
}

/** « 3114 » in a sentence, as a link that calls it. */
function withPhoneLink(text: string) {
  const parts = text.split('3114');
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? <a href="tel:3114">3114</a> : null}
    </Fragment>
  ));
}

/** « Et si tu en parlais à un·e professionnel·le ? »: part of the result, never a popup (issue 29). */
function ProfessionalHelp({ state }: { state: BilanState }) {
  const gender = useGender();
  const titleId = useId();
  return (
    <section className="card professional-help" aria-labelledby={titleId}>
      <h2 id={titleId}>{PROFESSIONAL_HELP_TITLE}</h2>
      {state.help.map((reason) => (
        <p key={reason} className="professional-help__reason">
          {agreeText(HELP_REASON_TEXT[reason], gender)}
        </p>
      ))}
      <p>{agreeText(PROFESSIONAL_HELP_INTRO, gender)}</p>
      <ul className="professional-help__ways">
        {PROFESSIONAL_HELP_WAYS.map((way) => (
          <li key={way.title}>
            <h3>{way.title}</h3>
            <p>{way.text}</p>
            {way.link ? (
              <a href={way.link.href} rel="noopener noreferrer">
                {way.link.label}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="professional-help__urgent">{withPhoneLink(PROFESSIONAL_HELP_URGENT)}</p>
    </section>
  );
}
