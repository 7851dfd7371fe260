import { useState } from 'react';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_THANKS } from '#shared/feedback';
import { useSendFeedback } from './use-send-feedback';

/** The account page's feedback form (SPEC §2 /account, §4 Feedback form). */
export function FeedbackForm() {
  const [content, setContent] = useState('');
  const { send, problem, submit } = useSendFeedback();

  if (send.isSuccess) {
    return (
      <p className="alert alert--success" role="status">
        {FEEDBACK_THANKS}
      </p>
    );
  }

  return (
    <form
      className="feedback-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit(content);
      }}
      noValidate
    >
      <div className="field">
        <label htmlFor="feedback-content">Ton avis sur Renouveau</label>
        <textarea
          id="feedback-content"
          rows={4}
          maxLength={FEEDBACK_MAX_LENGTH}
          required
          value={content}
          onChange={(event) => setContent(event.target.value)}
          disabled={send.isPending}
          placeholder="Ce qui t'aide, ce qui manque, ce qui pourrait être plus doux…"
          aria-describedby={problem ? 'feedback-problem' : undefined}
        />
        {problem ? (
          <p id="feedback-problem" className="form__error" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button" disabled={send.isPending}>
        {send.isPending ? 'Envoi en cours...' : 'Envoyer'}
      </button>
    </form>
  );
}
