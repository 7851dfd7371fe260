import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LetterResponse, NoContactState, ReasonResponse, SlipResponse } from '#shared/no-contact';
import { browserTimeZone } from '#shared/time-zone';
import { api } from '#client/lib/api';
import { progressQueries } from './use-progress';

/** The no-contact toolkit's query: its key, request and answer type in one place. */
export const noContactQueries = {
  state: () =>
    queryOptions({
      queryKey: ['no-contact'] as const,
      queryFn: ({ signal }) => api<NoContactState>(`/api/no-contact?timeZone=${encodeURIComponent(browserTimeZone())}`, { signal }),
      staleTime: 60_000,
    }),
};
const STATE_KEY = noContactQueries.state().queryKey;

export function useNoContact() {
  return useQuery(noContactQueries.state());
}

/**
 * A change that answers with the whole state (a slip, an urge held, a slip taken back): shown as
 * it is, and the spec's counter (the progress record) read again, since its streak moved.
 */
function useStateChange<Input>(request: (input: Input) => Promise<NoContactState>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (state) => {
      queryClient.setQueryData(STATE_KEY, state);
      void queryClient.invalidateQueries({ queryKey: progressQueries.record().queryKey });
    },
  });
}

/** « J'ai craqué »: the answer carries the kind words for this slip. */
export function useSlip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) =>
      api<SlipResponse>('/api/no-contact/slips', {
        method: 'POST',
        body: { timeZone: browserTimeZone(), ...(note.trim() ? { note } : {}) },
      }),
    onSuccess: ({ state }) => {
      queryClient.setQueryData(STATE_KEY, state);
      void queryClient.invalidateQueries({ queryKey: progressQueries.record().queryKey });
    },
  });
}

export function useUndoSlip() {
  return useStateChange((slipId: string) =>
    api<NoContactState>(`/api/no-contact/slips/${encodeURIComponent(slipId)}?timeZone=${encodeURIComponent(browserTimeZone())}`, {
      method: 'DELETE',
    }),
  );
}

/** « J'ai tenu ». */
export function useHeld() {
  return useStateChange(() => api<NoContactState>('/api/no-contact/held', { method: 'POST', body: { timeZone: browserTimeZone() } }));
}

/** Letters and reasons: the list is read again after each change, so it shows the server's order. */
function useListChange<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: STATE_KEY }) });
}

export function useAddLetter() {
  return useListChange((content: string) => api<LetterResponse>('/api/no-contact/letters', { method: 'POST', body: { content } }));
}

export function useDeleteLetter() {
  return useListChange((id: string) => api<void>(`/api/no-contact/letters/${encodeURIComponent(id)}`, { method: 'DELETE' }));
}

export function useAddReason() {
  return useListChange((content: string) => api<ReasonResponse>('/api/no-contact/reasons', { method: 'POST', body: { content } }));
}

export function useUpdateReason() {
  return useListChange(({ id, content }: { id: string; content: string }) =>
    api<ReasonResponse>(`/api/no-contact/reasons/${encodeURIComponent(id)}`, { method: 'PUT', body: { content } }),
  );
}

export function useDeleteReason() {
  return useListChange((id: string) => api<void>(`/api/no-contact/reasons/${encodeURIComponent(id)}`, { method: 'DELETE' }));
}
