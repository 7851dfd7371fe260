import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SafetyPlan, SafetyPlanResponse } from '#shared/safety-plan';
import { api } from '#client/lib/api';

/** The safety plan query: its key, request and answer type in one place. */
export const safetyPlanQueries = {
  /** The saved plan, or the default one (step 5 prefilled) while the person has never saved. */
  plan: () =>
    queryOptions({
      queryKey: ['safety-plan'] as const,
      queryFn: ({ signal }) => api<SafetyPlanResponse>('/api/safety-plan', { signal }),
      // This screen writes the saved answer into the cache; a day of « Mon parcours » that adds a
      // line to a step says so (lib/query-facts.ts).
      staleTime: Infinity,
      meta: { dependsOn: ['tool-written'] },
    }),
};

export function useSafetyPlan() {
  return useQuery(safetyPlanQueries.plan());
}

export function useSaveSafetyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: SafetyPlan) => api<SafetyPlanResponse>('/api/safety-plan', { method: 'PUT', body: plan }),
    onSuccess: (saved) => queryClient.setQueryData(safetyPlanQueries.plan().queryKey, saved),
  });
}
