// @ts-check
/**
 * The embedded database's own thread (issue 17): PGlite — PostgreSQL compiled to WebAssembly —
 * runs here, so a query's CPU (the engine, and the parsing of its answer) no longer stops every
 * other request on the event loop. pglite-thread.ts starts this worker and talks to it by
 * messages; the protocol's types (ThreadRequest, ThreadResponse) live there.
 *
 * Plain JavaScript, checked by TypeScript through JSDoc: loading TypeScript here would bring tsx's
 * loader into this thread, ~40 MiB more for the server.
 *
 * Requests run one at a time, as they would on PGlite's single connection, in arrival order —
 * except `ping` (the health check), which goes ahead of what waits: it proves the database answers
 * now, without queueing behind every read in flight. A transaction holds the database from its
 * `begin` to its `commit` or `rollback`: meanwhile only its own statements run, the others wait.
 */
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PrivateNodeFS } from './private-node-fs.mjs';

/** @typedef {import('./pglite-thread').ThreadRequest} ThreadRequest */
/** @typedef {import('./pglite-thread').ThreadResponse} ThreadResponse */
/** @typedef {import('./pglite-thread').SerializedError} SerializedError */
/** @typedef {{ query: PGlite['query'], exec: PGlite['exec'] }} Runner */

if (!parentPort) throw new Error('pglite-worker.mjs runs as a worker thread (pglite-thread.ts starts it)');
const port = parentPort;
/** @type {import('./pglite-thread').WorkerSettings} */
const settings = workerData;

/**
 * An Error cannot be posted with its class: its name, message, stack and PostgreSQL fields (code,
 * constraint, detail…) travel as data, and pglite-thread.ts makes an Error of them again.
 * @param {unknown} error
 * @returns {SerializedError}
 */
function serializeError(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  /** @type {SerializedError['fields']} */
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

/** @param {ThreadResponse} response */
const reply = (response) => port.postMessage(response);
/** @param {number} id @param {unknown} error */
const fail = (id, error) => reply({ id, ok: false, error: serializeError(error) });

/** @param {string} value */
const keepText = (value) => value;

/**
 * What drizzle's parsers do, rebuilt here: these types' values stay text (functions cannot cross
 * threads). One object per list of types, not per query.
 * @type {Map<string, Record<number, (value: string) => string>>}
 */
const parsersByTypes = new Map();
/** @param {number[] | undefined} types */
function parsersOf(types = []) {
  const key = types.join(',');
  let parsers = parsersByTypes.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(types.map((type) => [type, keepText]));
    parsersByTypes.set(key, parsers);
  }
  return parsers;
}

/** @param {Runner} db @param {Extract<ThreadRequest, { op: 'query' | 'exec' }>} request */
async function runStatement(db, request) {
  try {
    const value =
      request.op === 'query'
        ? await db.query(request.sql, request.params, {
            ...(request.rowMode ? { rowMode: request.rowMode } : {}),
            parsers: parsersOf(request.textTypes),
          })
        : await db.exec(request.sql);
    reply({ id: request.id, ok: true, value });
  } catch (error) {
    fail(request.id, error);
  }
}

const pglite = await PGlite.create({ ...settings.options, dataDir: settings.dataDir, fs: new PrivateNodeFS(settings.dataDir) });

/** Requests outside a transaction, in order; a ping is put first. @type {ThreadRequest[]} */
const queue = [];
/** The open transaction's statements, and the wait for its next one. @type {{ id: number, inbox: ThreadRequest[], wake: (() => void) | null } | null} */
let transaction = null;
let pumping = false;

/** Files a request: into the open transaction's inbox, or the queue (a ping first). @param {ThreadRequest} request */
function file(request) {
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
function drain() {
  for (let message = receiveMessageOnPort(port); message; message = receiveMessageOnPort(port)) file(message.message);
}

port.on('message', (/** @type {ThreadRequest} */ request) => {
  file(request);
  void pump();
});

async function pump() {
  if (pumping) return;
  pumping = true;
  try {
    for (drain(); queue.length > 0; drain()) await run(/** @type {ThreadRequest} */ (queue.shift()));
  } finally {
    pumping = false;
  }
}

/** @param {ThreadRequest} request */
async function run(request) {
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

/** @param {number} id the begin request's, which the transaction's statements name */
async function runTransaction(id) {
  /** @type {{ id: number, inbox: ThreadRequest[], wake: (() => void) | null }} */
  const open = { id, inbox: [], wake: null };
  const next = async () => {
    drain();
    while (open.inbox.length === 0) await new Promise((resolve) => (open.wake = () => resolve(undefined)));
    open.wake = null;
    return /** @type {ThreadRequest} */ (open.inbox.shift());
  };
  /** @type {number | null} the commit's or rollback's request id */
  let endId = null;
  try {
    await pglite.transaction(async (tx) => {
      transaction = open;
      reply({ id, ok: true, value: id });
      for (;;) {
        const request = await next();
        if (request.op === 'commit') {
          endId = request.id;
          return;
        }
        if (request.op === 'rollback') {
          endId = request.id;
          throw new RollbackRequested();
        }
        if (request.op === 'query' || request.op === 'exec') await runStatement(tx, request);
        else fail(request.id, new Error(`${request.op} inside a transaction`));
      }
    });
    if (endId !== null) reply({ id: endId, ok: true, value: null });
  } catch (error) {
    if (endId === null)
      fail(id, error); // BEGIN itself failed
    else if (error instanceof RollbackRequested) reply({ id: endId, ok: true, value: null });
    else fail(endId, error); // COMMIT failed
  } finally {
    transaction = null;
  }
}

reply({ id: 0, ok: true, value: 'ready' });
