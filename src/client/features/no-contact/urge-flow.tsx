import './no-contact.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { LETTER_MAX_LENGTH, LetterInputSchema, type SlipResponse, URGE_WAIT_MS } from '#shared/no-contact';
import { errorMessage } from '#client/lib/api';
import { useGender, useSession } from '#client/lib/session';
import { useDraft } from '#client/lib/drafts';
import { DraftNote } from '#client/components/draft-note';
import { STORAGE_KEYS } from '#client/lib/storage-keys';
import { FormError, TextareaField } from '#client/components/forms';
import { Breathing } from '#client/components/grounding-exercise';
import { Spinner } from '#client/components/spinner';
import { LettersList } from './letters-list';
import { ReasonsList } from './reasons-list';
import { SlipButton, SlipOutcome } from './slip-button';
import { useAddLetter, useHeld, useNoContact } from './use-no-contact';

type Step = 'write' | 'reasons' | 'wait' | 'done';
const STEPS: readonly { id: Exclude<Step, 'done'>; label: string }[] = [
  { id: 'write', label: 'Écrire' },
  { id: 'reasons', label: 'Mes raisons' },
  { id: 'wait', label: 'Attendre' },
];

const LETTER_FAILED = "Ta lettre n'a pas pu être gardée. Ton texte est toujours là : réessaie dans un instant.";
/** No network (issue 30): the letter waits on this device; the app banner says it is kept, later (never « envoyée », issue 41). */
const LETTER_KEPT_OFFLINE =
  'Pas de réseau pour le moment : ta lettre est gardée sur ce téléphone. Elle sera enregistrée dans l’app dès que tu seras de nouveau en ligne.';
const HELD_FAILED = "Ça n'a pas pu être noté. Réessaie dans un instant : ta victoire compte quand même.";

/** The wait's end, kept in the browser so that leaving the page and coming back keeps the timer. */
function storedWaitEnd(): number | null {
  const value = Number(localStorage.getItem(STORAGE_KEYS.urgeWaitEndsAt));
  // A wait that ended more than an hour ago is an old one: the person starts afresh.
  return Number.isFinite(value) && value > Date.now() - 60 * 60_000 ? value : null;
}

/**
 * « J'ai envie de lui écrire » (issue 15): write the message here instead of sending it, read
 * your own reasons, wait ten minutes while breathing, then say how it went. Every step can be
 * skipped: the person decides, the flow only offers a pause.
 */
export function UrgeFlow() {
  const [waitEndsAt, setWaitEndsAt] = useState<number | null>(storedWaitEnd);
  const [step, setStep] = useState<Step>(() => (waitEndsAt === null ? 'write' : 'wait'));
  // « J'ai tenu », or the slip with its kind words.
  const [outcome, setOutcome] = useState<'held' | SlipResponse | null>(null);
  const [letterKeptOffline, setLetterKeptOffline] = useState(false);
  const state = useNoContact();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);

  // A new step takes the focus to its heading, so a screen reader and the keyboard follow.
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const startWait = () => {
    const end = Date.now() + URGE_WAIT_MS;
    localStorage.setItem(STORAGE_KEYS.urgeWaitEndsAt, String(end));
    setWaitEndsAt(end);
    setStep('wait');
  };
  const finish = (how: 'held' | SlipResponse) => {
    localStorage.removeItem(STORAGE_KEYS.urgeWaitEndsAt);
    setWaitEndsAt(null);
    setOutcome(how);
    setStep('done');
  };

  return (
    <div className="urge">
      {step !== 'done' ? (
        <ol className="urge__steps" aria-label="Étapes">
          {STEPS.map((item, index) => (
            <li key={item.id} aria-current={item.id === step ? 'step' : undefined} className={item.id === step ? 'is-current' : undefined}>
              <span className="urge__step-number">{index + 1}</span> {item.label}
            </li>
          ))}
        </ol>
      ) : null}

      {step === 'write' ? (
        <section className="card urge__panel" aria-labelledby="urge-write">
          <h2 id="urge-write" ref={headingRef} tabIndex={-1}>
            Écris-le ici plutôt que de l'envoyer
          </h2>
          <LetterForm
            onKept={(sent) => {
              setLetterKeptOffline(!sent);
              setStep('reasons');
            }}
            onSkip={() => setStep('reasons')}
          />
        </section>
      ) : null}

      {step === 'reasons' ? (
        <section className="card urge__panel" aria-labelledby="urge-reasons">
          <h2 id="urge-reasons" ref={headingRef} tabIndex={-1}>
            Pourquoi tu as choisi de ne plus lui écrire
          </h2>
          {letterKeptOffline ? (
            <p className="alert" role="status">
              {LETTER_KEPT_OFFLINE}
            </p>
          ) : null}
          {/* Only over reasons there are: with none, ReasonsList asks for the first (issue 27). */}
          {state.data && state.data.reasons.length > 0 ? (
            <p className="muted">Relis-les lentement. Tu les as écrites un jour où tu voyais clair.</p>
          ) : null}
          {state.isPending ? <Spinner label="Chargement de tes raisons…" /> : null}
          {state.isError ? (
            <p className="alert alert--error" role="alert">
              Tes raisons n'ont pas pu être chargées. Tu peux quand même continuer.
            </p>
          ) : null}
          {state.data ? <ReasonsList reasons={state.data.reasons} /> : null}
          <div className="actions">
            <button type="button" className="button" onClick={startWait}>
              Attendre 10 minutes
            </button>
          </div>
        </section>
      ) : null}

      {step === 'wait' && waitEndsAt !== null ? (
        <section className="card urge__panel" aria-labelledby="urge-wait">
          <h2 id="urge-wait" ref={headingRef} tabIndex={-1}>
            Dix minutes pour toi
          </h2>
          <p className="muted">
            Une envie monte comme une vague, puis redescend. Respire avec le cercle ; tu peux quitter cette page, le minuteur continue.
          </p>
          <WaitTimer endsAt={waitEndsAt} />
          <Outcome onHeld={() => finish('held')} onSlip={finish} />
        </section>
      ) : null}

      {step === 'done' ? (
        <section className="card urge__panel" aria-labelledby="urge-done">
          <h2 id="urge-done" ref={headingRef} tabIndex={-1}>
            {outcome === 'held' ? 'Tu as tenu 💛' : 'Merci de l’avoir noté'}
          </h2>
          {outcome === 'held' ? (
            <p>L'envie est venue, et tu ne l'as pas suivie. C'est une vraie victoire : elle est notée dans ton parcours.</p>
          ) : outcome ? (
            <SlipOutcome
              recorded={outcome}
              onUndone={() => {
                // Taken back: the question comes again, the wait already over.
                setWaitEndsAt(Date.now());
                setOutcome(null);
                setStep('wait');
              }}
            />
          ) : null}
          <div className="actions">
            <Link className="button" to="/progress">
              Voir mon chemin sans contact
            </Link>
            <Link className="button button--ghost" to="/chat">
              En parler à Janne
            </Link>
          </div>
        </section>
      ) : null}

      {state.data && state.data.letters.length > 0 ? (
        <section className="card urge__letters" aria-labelledby="urge-letters">
          <h2 id="urge-letters">Lettres non envoyées</h2>
          <LettersList letters={state.data.letters} />
        </section>
      ) : null}
    </div>
  );
}

function LetterForm({ onKept, onSkip }: { onKept: (sent: boolean) => void; onSkip: () => void }) {
  const addLetter = useAddLetter();
  const errorId = useId();
  // Issue 41: the letter being written survives a tap elsewhere and a reload (lib/drafts.ts).
  const draft = useDraft(useSession().user?.id, 'letter');
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<{ content: string }>({ resolver: zodResolver(LetterInputSchema), defaultValues: { content: draft.initial } });
  const keep = handleSubmit(({ content }) =>
    addLetter.mutate(content, {
      onSuccess: (result) => {
        draft.forget();
        onKept(result.sent);
      },
    }),
  );
  const hasText = (useWatch({ control, name: 'content' }) ?? '').trim() !== '';
  const problem = errors.content?.message ?? (addLetter.isError ? errorMessage(addLetter.error, LETTER_FAILED) : null);
  return (
    <form onSubmit={(event) => void keep(event)} noValidate>
      <TextareaField
        label="Ce que tu voudrais lui dire. Ce message ne sera jamais envoyé : il reste ici, pour toi."
        textareaProps={{
          rows: 8,
          maxLength: LETTER_MAX_LENGTH,
          ...register('content', { onChange: (event: React.ChangeEvent<HTMLTextAreaElement>) => draft.keep(event.target.value) }),
          readOnly: addLetter.isPending,
        }}
      />
      <DraftNote shown={hasText} />
      {problem ? <FormError id={errorId} message={problem} /> : null}
      <div className="actions">
        <button type="button" className="button button--ghost" onClick={onSkip}>
          Passer cette étape
        </button>
        <button type="submit" className="button" disabled={addLetter.isPending} aria-busy={addLetter.isPending}>
          {addLetter.isPending ? 'On la garde…' : 'Garder sans envoyer'}
        </button>
      </div>
    </form>
  );
}

/** The time left, updated each second on screen; read aloud once a minute only. */
function WaitTimer({ endsAt }: { endsAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  const gender = useGender();
  const remaining = Math.max(0, endsAt - now);
  useEffect(() => {
    if (remaining === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [remaining === 0]); // eslint-disable-line react-hooks/exhaustive-deps -- one interval while the wait runs
  const minutes = Math.floor(remaining / 60_000);
  const seconds = Math.floor((remaining % 60_000) / 1000);
  const spokenMinutes = Math.ceil(remaining / 60_000);
  if (remaining === 0) {
    return (
      <p className="urge__time-up" role="status">
        Les dix minutes sont passées. Comment te sens-tu maintenant ?
      </p>
    );
  }
  return (
    <div className="urge__wait">
      <p className="urge__clock" aria-hidden="true">
        {minutes}:{String(seconds).padStart(2, '0')}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {spokenMinutes <= 1 ? 'Moins d’une minute restante.' : `${spokenMinutes} minutes restantes.`}
      </p>
      <Breathing gender={gender} />
    </div>
  );
}

function Outcome({ onHeld, onSlip }: { onHeld: () => void; onSlip: (response: SlipResponse) => void }) {
  const held = useHeld();
  const errorId = useId();
  return (
    <div className="urge__outcome">
      <p className="urge__outcome-question">Quand tu veux : comment ça s'est passé ?</p>
      <div className="actions">
        <button type="button" className="button" disabled={held.isPending} onClick={() => held.mutate(undefined, { onSuccess: onHeld })}>
          {held.isPending ? 'Un instant…' : "J'ai tenu"}
        </button>
        <SlipButton onRecorded={onSlip} />
      </div>
      <FormError id={errorId} message={held.isError ? errorMessage(held.error, HELD_FAILED) : null} />
    </div>
  );
}
