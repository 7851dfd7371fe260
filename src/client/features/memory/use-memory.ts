import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemoryFact, MemoryResponse } from '#shared/memory';
import { api } from '#client/lib/api';

/** The memory query: its key, request and answer type in one place. */
export const memoryQueries = {
  all: () =>
    queryOptions({
      queryKey: ['memory'] as const,
      queryFn: ({ signal }) => api<MemoryResponse>('/api/memory', { signal }),
    }),
};

export function useMemory() {
  return useQuery(memoryQueries.all());
}

/** Every change answers with what changed; the list is read again so it shows the server's order. */
function useMemoryMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memoryQueries.all().queryKey }),
  });
}

export function useAddFact() {
  return useMemoryMutation((text: string) => api<MemoryFact>('/api/memory/facts', { method: 'POST', body: { text } }));
}

export function useUpdateFact() {
  return useMemoryMutation(({ id, text }: { id: string; text: string }) =>
    api<MemoryFact>(`/api/memory/facts/${encodeURIComponent(id)}`, { method: 'PATCH', body: { text } }),
  );
}

export function useDeleteFact() {
  return useMemoryMutation((id: string) => api<void>(`/api/memory/facts/${encodeURIComponent(id)}`, { method: 'DELETE' }));
}

/** The switch moves at once (a checkbox that waits for the server feels broken) and goes back if the save fails. */
export function useSetMemoryEnabled() {
  const queryClient = useQueryClient();
  const key = memoryQueries.all().queryKey;
  return useMutation({
    mutationFn: (enabled: boolean) => api<MemoryResponse>('/api/memory/settings', { method: 'PUT', body: { enabled } }),
    onMutate: async (enabled) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      if (before) queryClient.setQueryData(key, { ...before, enabled });
      return { before };
    },
    onError: (_error, _enabled, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (memory) => queryClient.setQueryData(key, memory),
  });
}
