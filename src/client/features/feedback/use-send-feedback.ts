import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { checkFeedback, type FeedbackResponse } from '#shared/feedback';
import { api } from '#client/lib/api';

/**
 * Sending feedback, for the account form and the popup alike. `submit` checks the text with the
 * shared schema first: a blank or too long text is not sent, and `problem` says why in French.
 * SPEC §4: a failed send shows nothing; it is only logged, and the text stays where it was.
 */
export function useSendFeedback(source?: 'popup') {
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (content: string) =>
      api<FeedbackResponse>('/api/feedback', { method: 'POST', body: source ? { content, source } : { content } }),
    onError: (error) => console.error('feedback failed', error.name),
  });
  const submit = (content: string) => {
    const checked = checkFeedback(content);
    setProblem(checked.ok ? null : checked.message);
    if (checked.ok && !send.isPending) send.mutate(checked.content);
  };
  return { send, problem, submit };
}
