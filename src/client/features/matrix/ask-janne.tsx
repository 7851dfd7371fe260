import { MATRIX_TEXTS } from './matrix-messages';
import { useAskJanne } from './use-matrix';

/**
 * « Demander à Janne »: her ideas land at the top of the lists (SPEC §4). The button stays
 * focusable while she thinks (aria-disabled), so keyboard focus is not lost.
 */
export function AskJanne() {
  const ask = useAskJanne();
  const isThinking = ask.isPending;
  const status = isThinking ? MATRIX_TEXTS.askThinking : ask.isSuccess ? MATRIX_TEXTS.askDone : '';

  return (
    <div className="card matrix-ask">
      <div className="matrix-ask__text">
        <p className="matrix-ask__title">Besoin d'un coup de pouce ?</p>
        <p className="matrix-ask__hint">
          Janne, l'IA qui t'accompagne ici, peut te proposer quelques idées à partir de ton histoire. Garde seulement celles qui te parlent.
        </p>
      </div>
      <button
        type="button"
        className="button matrix-ask__button"
        aria-disabled={isThinking || undefined}
        onClick={() => {
          if (!isThinking) ask.mutate();
        }}
      >
        {isThinking ? MATRIX_TEXTS.askThinking : 'Demander à Janne'}
      </button>
      <p className="matrix-ask__status" role="status" aria-live="polite">
        {status}
      </p>
      {ask.isError ? (
        <p className="matrix-section__error matrix-ask__error" role="alert">
          {MATRIX_TEXTS.askFailed}
        </p>
      ) : null}
    </div>
  );
}
