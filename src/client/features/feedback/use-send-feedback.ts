import { useMutation } from '@tanstack/react-query';
import { api } from '../../api';

/** SPEC §4: a failed send shows nothing; it is only logged, and the text stays where it was. */
export function useSendFeedback(source?: 'popup') {
  return useMutation({
    mutationFn: (content: string) => api<{ ok: true }>('/api/feedback', { method: 'POST', body: source ? { content, source } : { content } }),
    onError: (error) => console.error('feedback failed', error.name),
  });
}
