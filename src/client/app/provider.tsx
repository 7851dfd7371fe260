import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { ApiError } from '#client/lib/api';
import { invalidateFacts } from '#client/lib/query-facts';
import { refreshSession } from '#client/lib/session';

// A 423 from any call: the device was locked (the delay ran out while away, issue 27). The lock
// screen comes up; what the person was typing stays in its form, hidden, until they unlock.
const onError = (error: Error) => {
  if (error instanceof ApiError && error.status === 423) refreshSession(queryClient);
};

const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({
    onError,
    // One feature's change read again in another's data (lib/query-facts.ts): a slip moves the
    // progress record's counter without the no-contact feature knowing the progress query.
    // Not awaited: the mutation is done when its own request is, as before.
    onSuccess: (_data, _variables, _context, mutation) => {
      void invalidateFacts(queryClient, mutation.meta?.changes);
    },
  }),
  defaultOptions: {
    queries: {
      // A 4xx will not change by asking again; a network hiccup might. Offline (issue 30) it waits
      // for the network instead: TanStack Query asks again when it comes back.
      retry: (failureCount, error) => navigator.onLine && !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      refetchOnWindowFocus: false,
    },
  },
});

/** What every screen runs inside: the query cache and the router. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>{children}</BrowserRouter>
    </QueryClientProvider>
  );
}
