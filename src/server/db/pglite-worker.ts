/**
 * The embedded database's own thread (issue 17): PGlite — PostgreSQL compiled to WebAssembly —
 * runs here, so a query's CPU (the engine, and the parsing of its answer) no longer stops every
 * other request on the event loop. pglite-thread.ts starts this worker and talks to it by
 * messages; the protocol's types live there.
 *
 * Requests run one at a time, as they would on PGlite's single connection, in arrival order —
 * except `ping` (the health check), which goes ahead of what waits: it proves the database answers
 * now, without queueing behind every read in flight. A transaction holds the database from its
 * `begin` to its `commit` or `rollback`: meanwhile only its own statements run, the others wait.
 */
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import type { ThreadRequest, ThreadResponse, WorkerSettings } from './pglite-thread';
import { serializeError } from './pglite-thread-errors';
import { PrivateNodeFS } from './private-files';

if (!parentPort) throw new Error('pglite-worker.ts runs as a worker thread (pglite-thread.ts starts it)');
const port = parentPort;
const settings = workerData as WorkerSettings;

type Statement = Extract<ThreadRequest, { op: 'query' | 'exec' }>;
type TransactionEnd = Extract<ThreadRequest, { op: 'commit' | 'rollback' }>;

const reply = (response: ThreadResponse) => port.postMessage(response);
const fail = (id: number, error: unknown) => reply({ id, ok: false, error: serializeError(error) });

/** What drizzle's parsers do, rebuilt here: these types' values stay text (functions cannot cross threads). */
function optionsOf(request: Extract<ThreadRequest, { op: 'query' }>): QueryOptions {
  const parsers = Object.fromEntries((request.textTypes ?? []).map((type) => [type, (value: string) => value]));
  return { ...(request.rowMode ? { rowMode: request.rowMode } : {}), parsers };
}

interface Runner {
  query: PGlite['query'];
  exec: PGlite['exec'];
}

async function runStatement(db: Runner, request: Statement): Promise<void> {
  try {
    const value = request.op === 'query' ? await db.query(request.sql, request.params, optionsOf(request)) : await db.exec(request.sql);
    reply({ id: request.id, ok: true, value });
  } catch (error) {
    fail(request.id, error);
  }
}

const pglite = await PGlite.create({
  ...settings.options,
  dataDir: settings.dataDir,
  fs: new PrivateNodeFS(settings.dataDir),
});

/** Requests outside a transaction, in order; a ping is put first. */
const queue: ThreadRequest[] = [];
/** The open transaction's statements, and the wait for its next one. */
let transaction: { id: number; inbox: ThreadRequest[]; wake: (() => void) | null } | null = null;
let pumping = false;

/** Files a request: into the open transaction's inbox, or the queue (a ping first). */
function file(request: ThreadRequest): void {
  if ('tx' in request && request.tx !== undefined) {
    if (transaction?.id !== request.tx) {
      fail(request.id, new Error(`transaction ${request.tx} is not open`));
      return;
    }
    transaction.inbox.push(request);
    transaction.wake?.();
    return;
  }
  if (request.op === 'ping') queue.unshift(request);
  else queue.push(request);
}

/**
 * Takes every message already sent, before choosing what runs next. PGlite never yields to the
 * event loop while it works (its file system is synchronous), so without this the port's own
 * first-come order would decide, and a ping would wait behind every query sent before it.
 */
function drain(): void {
  for (let message = receiveMessageOnPort(port); message; message = receiveMessageOnPort(port)) file(message.message as ThreadRequest);
}

port.on('message', (request: ThreadRequest) => {
  file(request);
  void pump();
});

async function pump(): Promise<void> {
  if (pumping) return;
  pumping = true;
  try {
    for (drain(); queue.length > 0; drain()) await run(queue.shift() as ThreadRequest);
  } finally {
    pumping = false;
  }
}

async function run(request: ThreadRequest): Promise<void> {
  switch (request.op) {
    case 'query':
    case 'exec':
      return runStatement(pglite, request);
    case 'ping':
      try {
        await pglite.query('select 1');
        reply({ id: request.id, ok: true, value: null });
      } catch (error) {
        fail(request.id, error);
      }
      return;
    case 'begin':
      return runTransaction(request.id);
    case 'close':
      try {
        if (!pglite.closed) await pglite.close();
        reply({ id: request.id, ok: true, value: null });
      } catch (error) {
        fail(request.id, error);
      }
      return;
    default:
      fail(request.id, new Error(`${request.op} outside a transaction`));
  }
}

/** Thrown inside PGlite's transaction to roll it back; not an error for the caller. */
class RollbackRequested extends Error {}

async function runTransaction(id: number): Promise<void> {
  const open = { id, inbox: [] as ThreadRequest[], wake: null as (() => void) | null };
  const next = async (): Promise<ThreadRequest> => {
    drain();
    while (open.inbox.length === 0) await new Promise<void>((resolve) => (open.wake = resolve));
    open.wake = null;
    return open.inbox.shift() as ThreadRequest;
  };
  let end: TransactionEnd | null = null;
  try {
    await pglite.transaction(async (tx) => {
      transaction = open;
      // The transaction's id is the begin request's: its statements name it.
      reply({ id, ok: true, value: id });
      for (;;) {
        const request = await next();
        if (request.op === 'commit') {
          end = request;
          return;
        }
        if (request.op === 'rollback') {
          end = request;
          throw new RollbackRequested();
        }
        if (request.op === 'query' || request.op === 'exec') await runStatement(tx, request);
        else fail(request.id, new Error(`${request.op} inside a transaction`));
      }
    });
    if (end) reply({ id: (end as TransactionEnd).id, ok: true, value: null });
  } catch (error) {
    if (!end)
      fail(id, error); // BEGIN itself failed
    else if (error instanceof RollbackRequested) reply({ id: (end as TransactionEnd).id, ok: true, value: null });
    else fail((end as TransactionEnd).id, error); // COMMIT failed
  } finally {
    transaction = null;
  }
}

reply({ id: 0, ok: true, value: 'ready' });
