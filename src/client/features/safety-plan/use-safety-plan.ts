import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SafetyPlan, SafetyPlanResponse } from '#shared/safety-plan';
import { api } from '#client/lib/api';

export const SAFETY_PLAN_KEY = ['safety-plan'] as const;

/** The saved plan, or the default one (step 5 prefilled) while the person has never saved. */
export function useSafetyPlan() {
  return useQuery({
    queryKey: SAFETY_PLAN_KEY,
    queryFn: ({ signal }) => api<SafetyPlanResponse>('/api/safety-plan', { signal }),
    // Only this screen changes the plan, and it writes the saved answer into the cache.
    staleTime: Infinity,
  });
}

export function useSaveSafetyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: SafetyPlan) => api<SafetyPlanResponse>('/api/safety-plan', { method: 'PUT', body: plan }),
    onSuccess: (saved) => queryClient.setQueryData(SAFETY_PLAN_KEY, saved),
  });
}
