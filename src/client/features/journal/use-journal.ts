import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addDays, endOfMonth, format, startOfMonth } from 'date-fns';
import type { CrisisCategory } from '#shared/crisis';
import type { JournalEntry } from '#shared/journal';
import { browserTimeZone } from '#shared/time-zone';
import { api } from '#client/lib/api';

export const JOURNAL_KEY = ['journal'] as const;
const day = (date: Date) => format(date, 'yyyy-MM-dd');

interface JournalPage {
  entries: JournalEntry[];
  nextCursor: string | null;
}

/** All entries, newest first, a page at a time. */
export function useJournalEntries() {
  return useInfiniteQuery({
    queryKey: [...JOURNAL_KEY, 'entries'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api<JournalPage>(`/api/journal/entries${pageParam === null ? '' : `?before=${pageParam}`}`, { signal }),
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** The entries of the days between `from` and `to` (the calendar's month, the chart's 30 days). */
export function useJournalRange(from: Date, to: Date) {
  const range = { from: day(from), to: day(to) };
  return useQuery({
    queryKey: [...JOURNAL_KEY, 'range', range.from, range.to],
    queryFn: ({ signal }) =>
      api<{ entries: JournalEntry[] }>(`/api/journal/range?from=${range.from}&to=${range.to}`, { signal }).then((body) => body.entries),
  });
}

export const monthRange = (month: Date): [Date, Date] => [startOfMonth(month), endOfMonth(month)];
export const lastThirtyDays = (today: Date): [Date, Date] => [addDays(today, -29), today];

/** Saves today's entry; every journal view is refreshed afterwards (SPEC §4 Journal save). */
export function useSaveEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { mood: number; content: string }) =>
      api<{ entry: JournalEntry; crisis: CrisisCategory[] | null }>('/api/journal/entries', {
        method: 'POST',
        body: { ...input, date: day(new Date()), timeZone: browserTimeZone() },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOURNAL_KEY }),
  });
}

/** Janne's question for today's entry (the server falls back to SPEC's question on failure). */
export function useJournalQuestion() {
  return useMutation({
    mutationFn: (current: string) =>
      api<{ question: string }>('/api/journal/question', { method: 'POST', body: { current } }).then((body) => body.question),
  });
}

export async function fetchAllEntries(): Promise<JournalEntry[]> {
  return (await api<{ entries: JournalEntry[] }>('/api/journal/export')).entries;
}
