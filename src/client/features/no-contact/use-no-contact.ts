import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LetterResponse, NoContactState, ReasonResponse, SlipResponse } from '#shared/no-contact';
import { browserTimeZone } from '#shared/time-zone';
import { api } from '#client/lib/api';
import { sendOrKeep } from '#client/lib/outbox';
import { useSession } from '#client/lib/session';

/** The no-contact toolkit's query: its key, request and answer type in one place. */
export const noContactQueries = {
  state: () =>
    queryOptions({
      queryKey: ['no-contact'] as const,
      queryFn: ({ signal }) => api<NoContactState>(`/api/no-contact?timeZone=${encodeURIComponent(browserTimeZone())}`, { signal }),
      staleTime: 60_000,
      // The current streak is the progress record's: a new last-contact day moves it. A letter or
      // a reason may come from a day of « Mon parcours ».
      meta: { dependsOn: ['last-contact-day', 'tool-written'] },
    }),
};
const STATE_KEY = noContactQueries.state().queryKey;
/** What a slip, an undone slip and an urge held tell the other features' queries (lib/query-facts.ts). */
const STREAK_MOVED = { changes: ['no-contact-events'] } as const;

export function useNoContact() {
  return useQuery(noContactQueries.state());
}

/**
 * A change that answers with the whole state (a slip, an urge held, a slip taken back): shown as
 * it is. The streak moved, so the spec's counter (the progress record, another feature's query)
 * is read again too (lib/query-facts.ts).
 */
function useStateChange<Input>(request: (input: Input) => Promise<NoContactState>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: STREAK_MOVED,
    onSuccess: (state) => queryClient.setQueryData(STATE_KEY, state),
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
    meta: STREAK_MOVED,
    onSuccess: ({ state }) => queryClient.setQueryData(STATE_KEY, state),
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
function useListChange<Input, Output>(mutationFn: (input: Input) => Promise<Output>, { offline = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // A write the outbox keeps with no network runs offline too (TanStack Query would pause it).
    ...(offline ? { networkMode: 'always' as const } : {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STATE_KEY }),
  });
}

export function useAddLetter() {
  // With no network, the letter is kept on this device and sent later, once (issue 30).
  const owner = useSession().user?.id ?? '';
  return useListChange((content: string) => sendOrKeep<LetterResponse>(owner, 'letter', { content }), { offline: true });
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
