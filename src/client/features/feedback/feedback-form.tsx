import { FEEDBACK_MAX_LENGTH, FEEDBACK_THANKS } from '#shared/feedback';
import { TextareaField } from '#client/components/forms';
import { useSendFeedback } from './use-send-feedback';

/** The account page's feedback form (SPEC §2 /account, §4 Feedback form). */
export function FeedbackForm() {
  const { send, problem, submit, content } = useSendFeedback();

  if (send.isSuccess) {
    return (
      <p className="alert alert--success" role="status">
        {FEEDBACK_THANKS}
      </p>
    );
  }

  return (
    <form className="feedback-form" onSubmit={submit} noValidate>
      <TextareaField
        label="Ton avis sur Renouveau"
        textareaProps={{
          id: 'feedback-content',
          rows: 4,
          maxLength: FEEDBACK_MAX_LENGTH,
          required: true,
          disabled: send.isPending,
          placeholder: "Ce qui t'aide, ce qui manque, ce qui pourrait être plus doux…",
          ...content,
        }}
        error={problem}
        errorId="feedback-problem"
      />
      <button type="submit" className="button" disabled={send.isPending}>
        {send.isPending ? 'Envoi en cours...' : 'Envoyer'}
      </button>
    </form>
  );
}
