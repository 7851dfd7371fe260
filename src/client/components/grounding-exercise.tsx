import './grounding-exercise.css';
import { type KeyboardEvent, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { Gender } from '#shared/auth';
import { agree } from '#shared/gender';
import { ModalDialog } from './modal-dialog';

/*
 * A short exercise for a moment of crisis, reachable from the crisis card and the chat. Nothing
 * here is fetched or lazy-loaded: it must still open when the network has gone away.
 */

type Phase = 'inhale' | 'exhale';

const PHASES: Record<Phase, { ms: number; text: string; hint: string; next: Phase }> = {
  inhale: { ms: 4000, text: 'Inspire…', hint: 'Par le nez, en comptant jusqu’à\u00a04.', next: 'exhale' },
  exhale: { ms: 6000, text: 'Expire…', hint: 'Par la bouche, en comptant jusqu’à\u00a06.', next: 'inhale' },
};

const STEPS: readonly { title: string; text: string }[] = [
  { title: '5 choses que tu vois', text: 'Regarde autour de toi, sans te presser : une couleur, une forme, un objet.' },
  { title: '4 choses que tu peux toucher', text: 'Tes pieds sur le sol, le tissu de tes vêtements, l’air sur ta peau.' },
  { title: '3 choses que tu entends', text: 'Un bruit proche, un bruit lointain, ta propre respiration.' },
  { title: '2 choses que tu sens (les odeurs)', text: 'L’air de la pièce, ta peau, une boisson. Si rien ne vient, ce n’est pas grave.' },
  { title: '1 chose que tu goûtes', text: 'Le goût dans ta bouche, ou une gorgée d’eau. Prends ton temps.' },
];

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;

/** Follows the system setting live, so switching it mid-exercise stops the circle at once. */
function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, () => false);
}

export interface GroundingButtonProps {
  /** The button's text; « Un exercice pour me poser » by default. */
  label?: string;
  /** Replaces the button's default classes (`button button--ghost`). */
  className?: string;
  /** The person's gender, for « prêt·e » (the inclusive form when null). */
  gender?: Gender | null;
}

/** A button that opens « Respirer un moment »: guided breathing or the 5-4-3-2-1 exercise. */
export function GroundingButton({
  label = 'Un exercice pour me poser',
  className = 'button button--ghost',
  gender = null,
}: GroundingButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setIsOpen(true)}>
        {label}
      </button>
      {isOpen ? <GroundingDialog gender={gender} onClose={() => setIsOpen(false)} /> : null}
    </>
  );
}

type Exercise = 'breathing' | 'senses';
const EXERCISES: readonly { id: Exercise; label: string }[] = [
  { id: 'breathing', label: 'Respiration' },
  { id: 'senses', label: '5-4-3-2-1' },
];

function GroundingDialog({ gender, onClose }: { gender: Gender | null; onClose: () => void }) {
  const [exercise, setExercise] = useState<Exercise>('breathing');
  const id = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  // showModal() (ModalDialog's effect, run just before this one) puts the focus on Fermer, the
  // first button: start on the exercise instead.
  useEffect(() => {
    tabRefs.current[0]?.focus();
  }, []);

  // Tabs pattern: arrows, Home and End move between the two exercises and select them.
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = EXERCISES.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = EXERCISES[target];
    if (next) setExercise(next.id);
    tabRefs.current[target]?.focus();
  };

  return (
    <ModalDialog labelledBy={`${id}-title`} describedBy={`${id}-intro`} onClose={onClose} className="grounding">
      <div className="grounding__header">
        <h2 id={`${id}-title`}>Respirer un moment</h2>
        <button type="button" className="button button--ghost grounding__close" onClick={onClose}>
          Fermer
        </button>
      </div>
      <p id={`${id}-intro`} className="grounding__intro">
        Choisis ce qui te fait du bien. Tu peux t’arrêter quand tu veux.
      </p>
      <div role="tablist" aria-label="Choisir un exercice" className="grounding__tabs">
        {EXERCISES.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${item.id}`}
            aria-selected={exercise === item.id}
            aria-controls={`${id}-panel`}
            tabIndex={exercise === item.id ? 0 : -1}
            className="grounding__tab"
            onClick={() => setExercise(item.id)}
            onKeyDown={(event) => onTabKeyDown(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${exercise}`} className="grounding__panel">
        {/* Switching exercises unmounts the other one, which stops its timer. */}
        {exercise === 'breathing' ? <Breathing gender={gender} /> : <Senses />}
      </div>
    </ModalDialog>
  );
}

/**
 * Inspire 4 s, expire 6 s, with one timeout at a time: a render every few seconds, no more. Also
 * the gentle wait of « J'ai envie de lui écrire ».
 */
export function Breathing({ gender }: { gender: Gender | null }) {
  const [phase, setPhase] = useState<Phase>('inhale');
  const [cycles, setCycles] = useState(0);
  const [isPaused, setIsPaused] = useState(false);
  const isReduced = useReducedMotion();
  // What is left of the current phase, so that Reprendre continues where the circle stopped.
  const remainingMs = useRef(PHASES.inhale.ms);
  const startedAt = useRef(0);

  useEffect(() => {
    if (isPaused) return;
    startedAt.current = Date.now();
    const timer = setTimeout(() => {
      remainingMs.current = PHASES[PHASES[phase].next].ms;
      if (phase === 'exhale') setCycles((count) => count + 1);
      setPhase(PHASES[phase].next);
    }, remainingMs.current);
    return () => clearTimeout(timer);
  }, [phase, isPaused]);

  const togglePause = () => {
    if (!isPaused) remainingMs.current = Math.max(0, remainingMs.current - (Date.now() - startedAt.current));
    setIsPaused(!isPaused);
  };

  const motion = isReduced ? 'grounding-breath__circle--still' : 'grounding-breath__circle--moving';
  return (
    <div className="grounding-breath">
      <div className="grounding-breath__stage" aria-hidden="true">
        <div
          className={`grounding-breath__circle grounding-breath__circle--${phase} ${motion}${isPaused ? ' is-paused' : ''}`}
          data-testid="breathing-circle"
        />
      </div>
      {/* Only the phase is live: it changes every 4 or 6 seconds, never every second. */}
      <p className="grounding-breath__phase" aria-live="polite">
        {isPaused ? 'En pause' : PHASES[phase].text}
      </p>
      <p className="grounding-breath__hint">{isPaused ? `Reprends quand tu te sens ${agree('prêt·e', gender)}.` : PHASES[phase].hint}</p>
      <p className="grounding-breath__count">
        {cycles === 0 ? 'Première respiration' : `${cycles} ${cycles === 1 ? 'respiration complète' : 'respirations complètes'}`}
      </p>
      <button type="button" className="button grounding__wide" onClick={togglePause}>
        {isPaused ? 'Reprendre' : 'Pause'}
      </button>
    </div>
  );
}

/**
 * 5-4-3-2-1, one step at a time, then a closing sentence with the 3114. In the dialog, and on the
 * page of a grounding day of « Mon parcours ».
 */
export function Senses() {
  const [step, setStep] = useState(0);
  const current = STEPS[step];
  const isFirst = step === 0;

  return (
    <div className="grounding-senses">
      <div className="grounding-senses__step" aria-live="polite" aria-atomic="true">
        {current ? (
          <>
            <p className="grounding-senses__progress">
              Étape {step + 1} sur {STEPS.length}
            </p>
            <h3 className="grounding-senses__title">{current.title}</h3>
            <p>{current.text}</p>
          </>
        ) : (
          <p className="grounding-senses__end">
            Tu as pris ce moment pour toi. Si ça ne va toujours pas, le <a href="tel:3114">3114</a> répond jour et nuit.
          </p>
        )}
      </div>
      <div className="grounding-senses__nav">
        {/* aria-disabled rather than disabled: a disabled button would drop the keyboard focus. */}
        <button
          type="button"
          className="button button--ghost"
          aria-disabled={isFirst}
          onClick={() => {
            if (!isFirst) setStep(step - 1);
          }}
        >
          Précédent
        </button>
        {/* The same button says Terminer on the last step (issue 41: « Suivant » on 5 of 5 promised a
            sixth) and Recommencer at the end, so the focus stays on it. */}
        <button type="button" className="button" onClick={() => setStep(current ? step + 1 : 0)}>
          {!current ? 'Recommencer' : step === STEPS.length - 1 ? 'Terminer' : 'Suivant'}
        </button>
      </div>
    </div>
  );
}
