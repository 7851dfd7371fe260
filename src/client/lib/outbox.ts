import { clear, createStore, del, set, values, type UseStore } from 'idb-keyval';
import { localDateIn } from '#shared/time-zone';
import { api, NetworkError } from './api';

/**
 * The offline outbox (issue 30): a journal entry or an unsent letter written with no network is
 * kept on this device (IndexedDB) and sent when the network comes back, once. Each write carries
 * a requestId made here: if an answer is lost and the write goes again, the server answers with
 * the row it already wrote and writes nothing (POST /api/journal/entries, /api/no-contact/letters).
 */
export const OUTBOX_PATHS = { journal: '/api/journal/entries', letter: '/api/no-contact/letters' } as const;
export type OutboxKind = keyof typeof OUTBOX_PATHS;

export interface OutboxItem {
  requestId: string;
  /** The signed-in person who wrote it: sent only while they are signed in here, never to another account. */
  owner: string;
  kind: OutboxKind;
  body: Record<string, unknown> & { requestId: string };
  /** When it was kept (ms since 1970, with a fraction): the oldest goes first. */
  keptAt: number;
}

export type SendResult<T> = { sent: true; answer: T } | { sent: false };

let store: UseStore | undefined;
const outboxStore = () => (store ??= createStore('renouveau-outbox', 'writes'));

/** A kept write once sent, with the server's answer to it (a journal entry's helplines, say). */
export interface SentItem extends OutboxItem {
  answer: unknown;
}

const listeners = new Set<(sent: SentItem[]) => void>();
/** Called with what was sent from the outbox: a form that said « gardée » can say « envoyée ». */
export function onOutboxSent(listener: (sent: SentItem[]) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Now, in ms with a fraction: two writes kept in the same millisecond still go in the order written. */
const keptNow = () => performance.timeOrigin + performance.now();

/** Sends a write now; with no network it is kept on the device for later (and not sent twice). */
export async function sendOrKeep<T>(owner: string, kind: OutboxKind, body: Record<string, unknown>): Promise<SendResult<T>> {
  const item: OutboxItem = { requestId: crypto.randomUUID(), owner, kind, body: { ...body, requestId: '' }, keptAt: keptNow() };
  item.body.requestId = item.requestId;
  try {
    return { sent: true, answer: await post<T>(item) };
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    await set(item.requestId, item, outboxStore());
    return { sent: false };
  }
}

/** What waits to be sent, oldest first: the person's own, or everything. */
export async function keptWrites(owner?: string): Promise<OutboxItem[]> {
  return (await values<OutboxItem>(outboxStore())).filter((item) => !owner || item.owner === owner).sort((a, b) => a.keptAt - b.keptAt);
}

/** At sign-out: nothing the person wrote stays on a phone someone else may use next. */
export async function clearOutbox(): Promise<void> {
  await clear(outboxStore());
}

let flushing: Promise<SentItem[]> | null = null;

/**
 * Sends what was kept, oldest first, each once; returns what was sent. A write that fails stays
 * for the next time; with no network, the rest wait too. Two calls at once share one sending.
 */
export function flushOutbox(owner: string): Promise<SentItem[]> {
  flushing ??= (async () => {
    const sent: SentItem[] = [];
    try {
      for (const item of await keptWrites(owner)) {
        let answer: unknown;
        try {
          answer = await post(item);
        } catch (error) {
          if (error instanceof NetworkError) break;
          continue;
        }
        await del(item.requestId, outboxStore());
        // The server's answer is kept with it: an entry that shows risk brings its helplines, as online.
        sent.push({ ...item, answer });
      }
    } finally {
      flushing = null;
      if (sent.length > 0) listeners.forEach((listener) => listener(sent));
    }
    return sent;
  })();
  return flushing;
}

function post<T>(item: OutboxItem): Promise<T> {
  let body = item.body;
  // The journal takes entries for the person's today only: an entry written offline last night
  // and sent this morning is this morning's (a first send whose answer was lost is found by its
  // requestId, whatever the day).
  if (item.kind === 'journal' && typeof body.timeZone === 'string') body = { ...body, date: localDateIn(body.timeZone) };
  return api<T>(OUTBOX_PATHS[item.kind], { method: 'POST', body });
}
