import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FeedbackContentSchema, type FeedbackResponse } from '#shared/feedback';
import { api } from '#client/lib/api';
import { useOneAtATime } from '#client/lib/one-at-a-time';

/**
 * The feedback form, for the account page and the popup alike: react-hook-form with the route's
 * schema, so a blank or too long text is not sent and `problem` says why in French.
 * SPEC §4: a failed send shows nothing; it is only logged, and the text stays where it was.
 */
export function useSendFeedback(source?: 'popup') {
  const form = useForm<{ content: string }>({
    resolver: zodResolver(FeedbackContentSchema),
    defaultValues: { content: '' },
    // The reason stays until the next try, as the person reads it while correcting.
    reValidateMode: 'onSubmit',
  });
  const send = useMutation({
    mutationFn: (content: string) =>
      api<FeedbackResponse>('/api/feedback', { method: 'POST', body: source ? { content, source } : { content } }),
    onError: (error) => console.error('feedback failed', error.name),
  });
  const oneAtATime = useOneAtATime();
  const save = form.handleSubmit(({ content }) => send.mutateAsync(content).catch(() => undefined));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void oneAtATime(() => save(event));
  };
  return {
    send,
    problem: form.formState.errors.content?.message ?? null,
    submit,
    content: form.register('content'),
    /** A fresh, empty form (the popup, when it opens again). Stable across renders. */
    reset: form.reset,
  };
}
