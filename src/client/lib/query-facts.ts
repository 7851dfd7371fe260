import type { QueryClient } from '@tanstack/react-query';

/**
 * What one feature's change can make another feature's data stale, named as a fact rather than
 * as the other feature's query key (a feature does not import another, DESIGN.md). A mutation
 * says which facts it changes (`meta: { changes: [...] }`), a query which facts it was built from
 * (`meta: { dependsOn: [...] }`), and the query cache (app/provider.tsx) reads the second again
 * after the first succeeds.
 *
 * - `no-contact-events`: a slip recorded or taken back, an urge held (the no-contact feature). The
 *   progress record's counter (SPEC §4, « Mon compteur ») counts the days since the last slip.
 * - `last-contact-day`: a new day of last contact (the progress feature's dialog). The no-contact
 *   toolkit's state (the road, the record) is built on the progress record's streak.
 * - `tool-written`: a day of « Mon parcours » done (the parcours feature): its exercise wrote into
 *   a tool — a journal entry, a line of the matrix, a letter or a reason, a goal, a step of the
 *   safety plan. Those tools' queries are read again, so the words are there when the person opens
 *   the tool (« Voir dans mon journal »).
 *
 * A feature's own query is not listed against its own changes: it sets its cache from the answer.
 */
export type QueryFact = 'no-contact-events' | 'last-contact-day' | 'tool-written';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { dependsOn?: readonly QueryFact[] };
    mutationMeta: { changes?: readonly QueryFact[] };
  }
}

/** After a mutation that changed `facts`, every query built on one of them is read again. */
export function invalidateFacts(queryClient: QueryClient, facts: readonly QueryFact[] | undefined): Promise<void> | undefined {
  if (!facts?.length) return undefined;
  return queryClient.invalidateQueries({ predicate: (query) => query.meta?.dependsOn?.some((fact) => facts.includes(fact)) ?? false });
}
