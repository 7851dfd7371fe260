import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Goal, GoalResponse, LastContactResponse, Progress } from '#shared/progress';
import { browserTimeZone } from '#shared/time-zone';
import { api, ApiError } from '#client/lib/api';
import { useCelebration } from '#client/components/celebration';

/** The progress query: its key, request and answer type in one place. */
export const progressQueries = {
  /** The record; the time zone tells the server where a new record's first day ends. */
  record: () =>
    queryOptions({
      queryKey: ['progress'] as const,
      queryFn: ({ signal }) => api<Progress>(`/api/progress?timeZone=${encodeURIComponent(browserTimeZone())}`, { signal }),
      staleTime: 60_000,
      // The counter is the current streak: a slip (the no-contact feature's) restarts it. A goal
      // may come from a day of « Mon parcours ».
      meta: { dependsOn: ['no-contact-events', 'tool-written'] },
    }),
};
/** The record's key, tagged with its type: setQueryData and getQueryData know it holds a Progress. */
const PROGRESS_KEY = progressQueries.record().queryKey;

/** A calm sentence for what the server did not explain itself (a lost connection, say). */
export const SAVE_FAILED_MESSAGE = "Ça n'a pas pu être enregistré. Vérifie ta connexion, puis réessaie.";

export function useProgress(options: { enabled?: boolean } = {}) {
  return useQuery({ ...progressQueries.record(), enabled: options.enabled ?? true });
}

/** Applies a change to the cached goals, if the record is there. */
function updateGoals(data: Progress | undefined, change: (goals: Goal[]) => Goal[]): Progress | undefined {
  return data ? { ...data, goals: change(data.goals) } : data;
}

const prepend = (goal: Goal) => (goals: Goal[]) => [goal, ...goals.filter((existing) => existing.id !== goal.id)];

/** SPEC §4: a new last-contact day sets the count; over 2 days, a celebration. */
export function useSetLastContact() {
  const queryClient = useQueryClient();
  const { celebrate } = useCelebration();
  return useMutation({
    mutationFn: (lastContactDate: string) =>
      api<LastContactResponse>('/api/progress/no-contact', {
        method: 'PUT',
        body: { lastContactDate, timeZone: browserTimeZone() },
      }),
    // The no-contact toolkit's road and record are built on this streak (lib/query-facts.ts).
    meta: { changes: ['last-contact-day'] },
    onSuccess: ({ progress, celebrate: shouldCelebrate }) => {
      queryClient.setQueryData(PROGRESS_KEY, progress);
      if (shouldCelebrate) celebrate(progress.daysNoContact);
    },
  });
}

/** A goal typed by the person: shown once saved, at the top (SPEC §4). */
export function useAddGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => api<GoalResponse>('/api/progress/goals', { method: 'POST', body: { content } }),
    onSuccess: ({ goal }) => queryClient.setQueryData(PROGRESS_KEY, (data) => updateGoals(data, prepend(goal))),
  });
}

/** Janne's goal (the server adds it at the top, or the fallback goal when she cannot answer). */
export function useSuggestGoal(onFailure: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<GoalResponse>('/api/progress/goals/suggestion', { method: 'POST' }),
    onSuccess: ({ goal }) => queryClient.setQueryData(PROGRESS_KEY, (data) => updateGoals(data, prepend(goal))),
    onError: onFailure,
  });
}

/**
 * Checking a goal shows at once; a failure puts back that goal's state only (not a snapshot of
 * the whole list, which could undo another change made meanwhile) and asks the server again.
 */
export function useToggleGoal(onFailure: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const setCompleted = (id: string, completed: boolean) =>
    queryClient.setQueryData(PROGRESS_KEY, (data) =>
      updateGoals(data, (goals) => goals.map((goal) => (goal.id === id ? { ...goal, completed } : goal))),
    );
  return useMutation({
    mutationFn: ({ id, completed }: { id: string; completed: boolean }) =>
      api<GoalResponse>(`/api/progress/goals/${encodeURIComponent(id)}`, { method: 'PATCH', body: { completed } }),
    onMutate: async ({ id, completed }) => {
      await queryClient.cancelQueries({ queryKey: PROGRESS_KEY });
      setCompleted(id, completed);
    },
    onError: (error, { id, completed }) => {
      setCompleted(id, !completed);
      onFailure(error);
      void queryClient.invalidateQueries({ queryKey: PROGRESS_KEY });
    },
  });
}

/** Deleting hides the goal at once; a failure puts it back where it was. */
export function useDeleteGoal(onFailure: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goal: Goal) => api<void>(`/api/progress/goals/${encodeURIComponent(goal.id)}`, { method: 'DELETE' }),
    onMutate: async (goal) => {
      await queryClient.cancelQueries({ queryKey: PROGRESS_KEY });
      const index = queryClient.getQueryData(PROGRESS_KEY)?.goals.findIndex((existing) => existing.id === goal.id) ?? -1;
      queryClient.setQueryData(PROGRESS_KEY, (data) => updateGoals(data, (goals) => goals.filter((existing) => existing.id !== goal.id)));
      return { index };
    },
    onError: (error, goal, context) => {
      // Already gone on the server (deleted in another tab): what the person wanted is done.
      const isGone = error instanceof ApiError && error.status === 404;
      if (!isGone) {
        queryClient.setQueryData(PROGRESS_KEY, (data) =>
          updateGoals(data, (goals) => {
            if (goals.some((existing) => existing.id === goal.id)) return goals;
            const at = Math.max(0, Math.min(context?.index ?? 0, goals.length));
            return [...goals.slice(0, at), goal, ...goals.slice(at)];
          }),
        );
      }
      if (!isGone) onFailure(error);
      void queryClient.invalidateQueries({ queryKey: PROGRESS_KEY });
    },
  });
}
