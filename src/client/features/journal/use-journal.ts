import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addDays, endOfMonth, startOfMonth } from 'date-fns';
import type {
  CheckInInput,
  CheckInResponse,
  JournalEntriesResponse,
  JournalEntry,
  JournalEntryPatchResponse,
  JournalPage,
  JournalQuestionResponse,
  NewJournalEntryResponse,
} from '#shared/journal';
import { isoDay } from '#shared/dates';
import { browserTimeZone } from '#shared/time-zone';
import { api } from '#client/lib/api';
import { sendOrKeep } from '#client/lib/outbox';
import { useSession } from '#client/lib/session';

/** An entry may also come from a journal day of « Mon parcours » (lib/query-facts.ts). */
const JOURNAL_FACTS = { dependsOn: ['tool-written'] } as const;

/** The journal's queries: each one's key, request and answer type in one place. */
export const journalQueries = {
  /** The prefix of every journal query: a saved entry refreshes them all. */
  all: () => ['journal'] as const,
  /** All entries, newest first, a page at a time. */
  entries: () =>
    infiniteQueryOptions({
      queryKey: [...journalQueries.all(), 'entries'] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        api<JournalPage>(`/api/journal/entries${pageParam === null ? '' : `?before=${pageParam}`}`, { signal }),
      getNextPageParam: (page) => page.nextCursor,
      meta: JOURNAL_FACTS,
    }),
  /** The entries of the days from `from` to `to` (yyyy-MM-dd), oldest first. */
  range: (from: string, to: string) =>
    queryOptions({
      queryKey: [...journalQueries.all(), 'range', from, to] as const,
      queryFn: ({ signal }) =>
        api<JournalEntriesResponse>(`/api/journal/range?from=${from}&to=${to}`, { signal }).then((body) => body.entries),
      meta: JOURNAL_FACTS,
    }),
};

export function useJournalEntries() {
  return useInfiniteQuery(journalQueries.entries());
}

/** The entries of the days between `from` and `to` (the calendar's month, the chart's 30 days). */
export function useJournalRange(from: Date, to: Date) {
  return useQuery(journalQueries.range(isoDay(from), isoDay(to)));
}

export const monthRange = (month: Date): [Date, Date] => [startOfMonth(month), endOfMonth(month)];
export const lastThirtyDays = (today: Date): [Date, Date] => [addDays(today, -29), today];

/**
 * Saves today's entry; every journal view is refreshed afterwards (SPEC §4 Journal save). With no
 * network it is kept on this device and sent once the network is back (`sent: false`, issue 30).
 */
export function useSaveEntry() {
  const queryClient = useQueryClient();
  const owner = useSession().user?.id ?? '';
  return useMutation({
    // Offline too: the outbox keeps it (TanStack Query would otherwise pause it until online).
    networkMode: 'always',
    mutationFn: (input: { mood: number; content: string }) =>
      sendOrKeep<NewJournalEntryResponse>(owner, 'journal', { ...input, date: isoDay(new Date()), timeZone: browserTimeZone() }),
    onSuccess: (result) => (result.sent ? queryClient.invalidateQueries({ queryKey: journalQueries.all() }) : undefined),
  });
}

/** Corrects an entry's text and mood (issue 16); every journal view is read again. */
export function useUpdateEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...patch }: { id: string; mood: number | null; content: string }) =>
      api<JournalEntryPatchResponse>(`/api/journal/entries/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalQueries.all() }),
  });
}

/** Deletes an entry; every journal view is read again. */
export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/journal/entries/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalQueries.all() }),
  });
}

/**
 * The dashboard's check-in (issue 15): today's mood, saved as today's entry or merged into it;
 * every journal view is read again.
 */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Omit<CheckInInput, 'date' | 'timeZone'>) =>
      api<CheckInResponse>('/api/journal/check-in', {
        method: 'POST',
        body: { ...values, date: isoDay(new Date()), timeZone: browserTimeZone() },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: journalQueries.all() }),
  });
}

/** Janne's question for today's entry (the server falls back to SPEC's question on failure). */
export function useJournalQuestion() {
  return useMutation({
    mutationFn: (current: string) =>
      api<JournalQuestionResponse>('/api/journal/question', { method: 'POST', body: { current } }).then((body) => body.question),
  });
}

async function fetchAllEntries(): Promise<JournalEntry[]> {
  return (await api<JournalEntriesResponse>('/api/journal/export')).entries;
}

/** « Télécharger mon journal »: every entry, read afresh, in one HTML file (download.tsx). */
export function useDownloadJournal() {
  return useMutation({
    mutationFn: async () => {
      // Fetched on the first download only: the file's builder, its chart and react-dom/server stay
      // out of the chunks of the screens that use this module (the dashboard's check-in).
      const [{ downloadJournal }, entries] = await Promise.all([import('./download'), fetchAllEntries()]);
      await downloadJournal(entries);
    },
  });
}
