import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SafetyPlan, SafetyPlanResponse } from '#shared/safety-plan';
import { api, ApiError, NetworkError } from '#client/lib/api';
import { useSession } from '#client/lib/session';
import { isPlanOnDevice, keepPlanOnDevice, planOnDevice } from './on-device';

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

/**
 * The plan; with no network, the copy the person chose to keep on this device (issue 30), which
 * is refreshed each time the plan is read or saved with the network.
 */
export function useSafetyPlan() {
  const owner = useSession().user?.id;
  const options = safetyPlanQueries.plan();
  return useQuery({
    ...options,
    queryFn: async (context) => {
      try {
        const answer = await api<SafetyPlanResponse>('/api/safety-plan', { signal: context.signal });
        if (owner && isPlanOnDevice(owner)) keepPlanOnDevice(owner, answer);
        return answer;
      } catch (error) {
        // No network, or the device locked by the person's code (issue 41): the copy they chose to
        // keep on this phone, if any. Without one, the plan stays behind the code.
        const kept = error instanceof NetworkError || isLockedError(error) ? planOnDevice(owner) : null;
        if (kept) return kept;
        throw error;
      }
    },
  });
}

export function useSaveSafetyPlan() {
  const queryClient = useQueryClient();
  const owner = useSession().user?.id;
  return useMutation({
    mutationFn: (plan: SafetyPlan) => api<SafetyPlanResponse>('/api/safety-plan', { method: 'PUT', body: plan }),
    onSuccess: (saved) => {
      if (owner && isPlanOnDevice(owner)) keepPlanOnDevice(owner, saved);
      queryClient.setQueryData(safetyPlanQueries.plan().queryKey, saved);
    },
  });
}

/** The server refused because this device is locked by the person's code (423). */
export function isLockedError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 423;
}
