import { useEffect, useState } from 'react';
import { URGE_PATH } from '#shared/paths';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_THANKS, FEEDBACK_THANKS_MS, feedbackPopupDelay } from '#shared/feedback';
import { TextareaField } from '#client/components/forms';
import { ModalDialog } from '#client/components/modal-dialog';
import { isCrisisSession } from '#client/lib/crisis-session';
import { STORAGE_KEYS } from '#client/lib/storage-keys';
import { useSendFeedback } from './use-send-feedback';

const SHOWN_KEY = STORAGE_KEYS.feedbackPopupShown;
/** How often a popup that waited looks again for a quiet moment. */
const DEFER_MS = 60_000;
/** Typing this recently is not a quiet moment. */
const TYPING_QUIET_MS = 30_000;
/** Screens where a conversation or the urge flow is under way: the popup never opens there. */
const NEVER_ON: ReadonlySet<string> = new Set(['/chat', URGE_PATH]);

/** When a key was last pressed in the page (module state: one popup per page). */
let lastKeyAt = 0;

/**
 * Issue 27: the popup opened over the chat while the person was typing. It opens only at a quiet
 * moment on another screen: not on /chat nor in the urge flow, not over a text being written (a
 * field with text in it, or a key pressed in the last 30 s).
 */
function isQuietMoment(): boolean {
  if (NEVER_ON.has(window.location.pathname)) return false;
  if (Date.now() - lastKeyAt < TYPING_QUIET_MS) return false;
  const halfWritten = [...document.querySelectorAll<HTMLTextAreaElement | HTMLInputElement>('textarea, input[type="text"]')].some(
    (field) => field.value.trim() !== '',
  );
  return !halfWritten;
}

function timesShown(): number {
  const value = Number(localStorage.getItem(SHOWN_KEY));
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/**
 * SPEC §4 Feedback popup: at least 300,000 ms after the app loads the first time, at least about
 * 1,000,000 ms later the second time, never after. The count lives in the browser (at most 2) and
 * survives reloads. Not in a session that showed a crisis card (crisis-session.ts), and only at a
 * quiet moment (isQuietMoment).
 */
export function FeedbackPopup() {
  const [shown, setShown] = useState(timesShown);
  const [isOpen, setIsOpen] = useState(false);
  // Times the popup waited because the person was in the middle of « J'ai envie de lui écrire ».
  const [deferrals, setDeferrals] = useState(0);
  const { send, problem, submit, content, reset: resetForm } = useSendFeedback('popup');

  useEffect(() => {
    const typed = () => {
      lastKeyAt = Date.now();
    };
    window.addEventListener('keydown', typed, { capture: true });
    return () => window.removeEventListener('keydown', typed, { capture: true });
  }, []);

  useEffect(() => {
    if (isOpen) return;
    const due = feedbackPopupDelay(shown);
    if (due === null) return;
    const delay = deferrals > 0 ? DEFER_MS : due;
    const timer = setTimeout(() => {
      // Never over a person in crisis: not this session, and the popup is not counted as shown.
      if (isCrisisSession()) return;
      // Nor over a conversation, a half-written text, or someone holding back from writing to the
      // ex: it waits for a quiet moment (docs/spec-deviations.md: « at least five minutes »).
      if (!isQuietMoment()) {
        setDeferrals((count) => count + 1);
        return;
      }
      const next = Math.min(2, timesShown() + 1);
      localStorage.setItem(SHOWN_KEY, String(next));
      setShown(next);
      setIsOpen(true);
    }, delay);
    return () => clearTimeout(timer);
  }, [shown, isOpen, deferrals]);

  // Sent: a thank-you, then the popup closes by itself (SPEC: it closes on send).
  const { isSuccess: isSent, reset: resetSend } = send;
  useEffect(() => {
    if (!isSent) return;
    const timer = setTimeout(() => {
      setIsOpen(false);
      // The next time it opens, it is a fresh form again.
      resetSend();
      resetForm();
    }, FEEDBACK_THANKS_MS);
    return () => clearTimeout(timer);
  }, [isSent, resetSend, resetForm]);

  if (!isOpen) return null;
  const close = () => setIsOpen(false);

  return (
    <ModalDialog labelledBy="feedback-popup-title" onClose={close} className="feedback-popup">
      <button type="button" className="icon-button dialog__close" aria-label="Fermer" onClick={close}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <h2 id="feedback-popup-title">Votre avis nous intéresse</h2>
      {isSent ? (
        <p className="alert alert--success" role="status">
          {FEEDBACK_THANKS}
        </p>
      ) : (
        <form noValidate onSubmit={submit}>
          <TextareaField
            label="Qu'est-ce que Renouveau t'apporte, et que pourrions-nous améliorer ?"
            textareaProps={{ id: 'feedback-popup-content', rows: 4, maxLength: FEEDBACK_MAX_LENGTH, disabled: send.isPending, ...content }}
            error={problem}
            errorId="feedback-popup-problem"
          />
          <div className="actions feedback-popup__actions">
            <button type="submit" className="button" disabled={send.isPending}>
              {send.isPending ? 'Envoi en cours...' : 'Envoyer'}
            </button>
            <button type="button" className="button button--ghost" onClick={close}>
              Plus tard
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
