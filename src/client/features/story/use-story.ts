import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isoDay } from '#shared/dates';
import type { StoryResponse } from '#shared/story';
import { browserTimeZone } from '#shared/time-zone';
import { api } from '#client/lib/api';

/** The story query: its key, request and answer type in one place. */
export const storyQueries = {
  story: () =>
    queryOptions({
      queryKey: ['story'] as const,
      queryFn: ({ signal }) => api<StoryResponse>('/api/story', { signal }).then((body) => body.story),
    }),
};

/** The story as saved, for /story once it is told (issue 16). */
export function useStory() {
  return useQuery(storyQueries.story());
}

/** Corrects the ex's first name or the story; the cached story is the saved one. */
export function useUpdateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: { exName: string; content: string }) => api<StoryResponse>('/api/story', { method: 'PUT', body: values }),
    onSuccess: ({ story }) => queryClient.setQueryData(storyQueries.story().queryKey, story),
  });
}

/**
 * The story told for the first time (SPEC §2 /story), with the day of the last contact when the
 * person gave one (issue 27). The story is what matters: if the day cannot be saved, the counter
 * keeps its first day and « Modifier la date du dernier contact » in Mes progrès is there.
 */
export function useTellStory() {
  return useMutation({
    mutationFn: async ({ exName, content, lastContact }: { exName: string; content: string; lastContact: Date | null }) => {
      await api<StoryResponse>('/api/story', { method: 'POST', body: { exName, content, timeZone: browserTimeZone() } });
      if (lastContact) {
        await api('/api/progress/no-contact', {
          method: 'PUT',
          body: { lastContactDate: isoDay(lastContact), timeZone: browserTimeZone() },
        }).catch(() => console.error('last contact not saved'));
      }
    },
  });
}
