import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BilanState } from '#shared/parcours/bilan';
import type { ExerciseResponse, ParcoursState } from '#shared/parcours/api';
import { browserTimeZone } from '#shared/time-zone';
import { api } from '#client/lib/api';

/**
 * « Mon parcours » and « Mon bilan de la semaine » (issue 29): each query's key, request and answer
 * type in one place. Every request carries the browser's time zone: the server turns the parcours
 * day at 5 a.m. where the person is.
 */
export const parcoursQueries = {
  /** The prefix of every parcours query. */
  all: () => ['parcours'] as const,
  /** Where the person is in the 28 days, and whether the bilan is due. */
  state: () =>
    queryOptions({
      queryKey: [...parcoursQueries.all(), 'state'] as const,
      queryFn: ({ signal }) => api<ParcoursState>(`/api/parcours?timeZone=${encodeURIComponent(browserTimeZone())}`, { signal }),
    }),
  /** The bilans answered (oldest first), when the next is due, and whether to point to a professional. */
  bilans: () =>
    queryOptions({
      queryKey: [...parcoursQueries.all(), 'bilans'] as const,
      queryFn: ({ signal }) => api<BilanState>(`/api/parcours/bilans?timeZone=${encodeURIComponent(browserTimeZone())}`, { signal }),
    }),
};
const STATE_KEY = parcoursQueries.state().queryKey;
const BILANS_KEY = parcoursQueries.bilans().queryKey;

export function useParcours() {
  return useQuery(parcoursQueries.state());
}

export function useBilans() {
  return useQuery(parcoursQueries.bilans());
}

/** What the day's exercise form sends: the text for a written kind, the mood for a journal day. */
export interface ExerciseAnswer {
  answer?: string;
  mood?: number;
}

/**
 * Does day `day`'s exercise. The state comes back in the answer; the tool it wrote into is read
 * again there (lib/query-facts.ts), and so are the bilans (a journal day's mood counts in the
 * week's mood average).
 */
export function useDoExercise(day: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ExerciseAnswer) =>
      api<ExerciseResponse>(`/api/parcours/days/${day}/exercise`, { method: 'POST', body: { ...input, timeZone: browserTimeZone() } }),
    // Grounding and action days write nothing: reading the tools again costs nothing either.
    meta: { changes: ['tool-written'] },
    onSuccess: (response) => {
      queryClient.setQueryData(STATE_KEY, response.state);
      void queryClient.invalidateQueries({ queryKey: BILANS_KEY });
    },
  });
}

/** « Passer ce jour »: the next day opens tomorrow morning, as after an exercise. */
export function useSkipDay(day: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<ParcoursState>(`/api/parcours/days/${day}/skip`, { method: 'POST', body: { timeZone: browserTimeZone() } }),
    onSuccess: (state) => queryClient.setQueryData(STATE_KEY, state),
  });
}

/** « Mettre en pause » / « Reprendre ». */
export function usePauseParcours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paused: boolean) =>
      api<ParcoursState>('/api/parcours/pause', { method: 'PUT', body: { paused, timeZone: browserTimeZone() } }),
    onSuccess: (state) => queryClient.setQueryData(STATE_KEY, state),
  });
}

/** « Recommencer le parcours »: day 1 again; what was written stays in the tools. */
export function useRestartParcours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<ParcoursState>('/api/parcours/restart', { method: 'POST', body: { timeZone: browserTimeZone() } }),
    onSuccess: (state) => {
      queryClient.setQueryData(STATE_KEY, state);
      // The next bilan counts from the new start.
      void queryClient.invalidateQueries({ queryKey: BILANS_KEY });
    },
  });
}

/** Sends this week's seven answers; the result comes back, and the dashboard no longer says it is due. */
export function useSubmitBilan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: number[]) =>
      api<BilanState>('/api/parcours/bilans', { method: 'POST', body: { answers, timeZone: browserTimeZone() } }),
    onSuccess: (state) => {
      queryClient.setQueryData(BILANS_KEY, state);
      void queryClient.invalidateQueries({ queryKey: STATE_KEY });
    },
  });
}
