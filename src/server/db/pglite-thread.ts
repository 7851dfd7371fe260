/**
 * PGlite on a thread of its own (issue 17): the main thread keeps the HTTP work, the worker
 * (pglite-worker.mjs) keeps the database. Under 50 concurrent reads, the embedded database on the
 * event loop made every request — /api/health included — wait for every query's CPU.
 *
 * `PgliteThread` offers what drizzle's PGlite driver and DatabaseHandle use of a PGlite — query,
 * exec, transaction, close — by messages. Rows come back by structured clone (strings, numbers,
 * dates, bytes, JSON). Two things cannot cross a thread and are translated: drizzle's `parsers`,
 * which only ever keep a type's value as text, travel as the list of those types; errors travel
 * as data.
 */
import { Worker } from 'node:worker_threads';
import type { PGlite, PGliteOptions, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/** An error as the worker posts it: pglite-worker.mjs's serializeError. */
export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, string | number | boolean | null>;
}

/** The worker's error again, with its PostgreSQL fields (code, constraint, detail…). */
function deserializeError(serialized: SerializedError): Error {
  const error = Object.assign(new Error(serialized.message), serialized.fields);
  error.name = serialized.name;
  if (serialized.stack) error.stack = serialized.stack;
  return error;
}

/** What the worker is started with. */
export interface WorkerSettings {
  dataDir: string;
  options: Pick<PGliteOptions, 'postgresqlconf'>;
}

export type ThreadRequest =
  | { id: number; op: 'query'; sql: string; params?: unknown[]; rowMode?: 'array' | 'object'; textTypes?: number[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' | 'ping' | 'close' }
  | { id: number; op: 'commit' | 'rollback'; tx: number };

/** A request before it gets its id (Omit over each member of the union). */
type Unsent<T> = T extends unknown ? Omit<T, 'id'> : never;

export type ThreadResponse = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError };

/** Plain JavaScript (see its comment). */
const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);
/**
 * The worker's own V8 heap: PGlite's JavaScript and the answers on their way out. Its WebAssembly
 * memory (shared buffers, caches) is outside this limit. The young generation is kept small, as
 * on the main thread (runtime.ts), so that an idle server gives memory back.
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 4 };

/**
 * What the worker takes of the process's flags: only the CPU profiler's (bench/profile.ts), so
 * that a profile of the server shows the database's thread too. tsx comes by the entry module;
 * heap flags are the process's, and the worker's heap has its own limits.
 */
const WORKER_EXEC_ARGV = process.execArgv.filter((flag) => flag.startsWith('--cpu-prof'));

/** Raised for every pending and later request once the worker has stopped. */
export class DatabaseThreadStoppedError extends Error {
  constructor(reason: string) {
    super(`The embedded database's thread stopped: ${reason}`);
    this.name = 'DatabaseThreadStoppedError';
  }
}

type Parsers = NonNullable<QueryOptions['parsers']>;
/** drizzle makes one options object per prepared query: each is checked once. */
const textTypesOf = new WeakMap<Parsers, number[]>();

/** The types whose parser keeps the value as text; any other parser cannot cross the thread. */
function textTypes(parsers: Parsers): number[] {
  let types = textTypesOf.get(parsers);
  if (!types) {
    types = Object.entries(parsers).map(([type, parse]) => {
      const probe = '2026-01-01 00:00:00+00';
      if (parse(probe, Number(type)) !== probe) throw new Error(`PgliteThread: the parser of type ${type} does more than keep text`);
      return Number(type);
    });
    textTypesOf.set(parsers, types);
  }
  return types;
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/**
 * What drizzle's PGlite driver and the database handle use of PGlite. The thread implements it,
 * so the compiler checks that it stands in for PGlite (db/client.ts hands it to drizzle).
 */
export type PgliteClient = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'close' | 'closed'>;

export class PgliteThread implements PgliteClient {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private stopped: Error | null = null;
  private closing: Promise<void> | null = null;

  private constructor(
    private readonly worker: Worker,
    /** Called once if the worker stops by itself (a crash): the server cannot go on without it. */
    private readonly onStop: (error: Error) => void,
  ) {
    worker.on('message', (response: ThreadResponse) => {
      const pending = this.pending.get(response.id);
      if (!pending) return;
      this.pending.delete(response.id);
      if (response.ok) pending.resolve(response.value);
      else pending.reject(deserializeError(response.error));
    });
    worker.on('error', (error) => this.stop(error instanceof Error ? error.message : String(error)));
    worker.on('exit', (code) => this.stop(`exit code ${code}`));
  }

  /** Starts the worker and resolves once PGlite has opened `dataDir` there. */
  static async open(settings: WorkerSettings, onStop: (error: Error) => void = () => undefined): Promise<PgliteThread> {
    const worker = new Worker(WORKER_URL, { workerData: settings, execArgv: WORKER_EXEC_ARGV, resourceLimits: WORKER_LIMITS });
    const thread = new PgliteThread(worker, onStop);
    // The worker says `ready` (id 0) once PGlite is open, or stops with PGlite's error.
    await new Promise((resolve, reject) => thread.pending.set(0, { resolve, reject }));
    return thread;
  }

  get closed(): boolean {
    return this.stopped !== null || this.closing !== null;
  }

  async query<T>(sql: string, params?: unknown[], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    if (options?.serializers || options?.blob || options?.paramTypes) throw new Error('PgliteThread: unsupported query option');
    return (await this.send({
      op: 'query',
      sql,
      params,
      rowMode: options?.rowMode,
      textTypes: options?.parsers ? textTypes(options.parsers) : undefined,
      tx,
    })) as Results<T>;
  }

  async exec(sql: string, _options?: QueryOptions, tx?: number): Promise<Results[]> {
    return (await this.send({ op: 'exec', sql, tx })) as Results[];
  }

  /** The health check's query, ahead of those waiting (pglite-worker.mjs). */
  async ping(): Promise<void> {
    await this.send({ op: 'ping' });
  }

  /** Runs `callback` in a transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = (await this.send({ op: 'begin' })) as number;
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: Transaction = {
      query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
        open();
        return this.query<R>(sql, params, options, id);
      },
      sql: () => Promise.reject(new Error('PgliteThread: tx.sql is not supported')),
      exec: async (sql: string) => {
        open();
        return this.exec(sql, undefined, id);
      },
      rollback: async () => {
        open();
        closed = true;
        await this.send({ op: 'rollback', tx: id });
      },
      listen: () => Promise.reject(new Error('PgliteThread: LISTEN is not supported')),
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.send({ op: 'rollback', tx: id });
      }
      throw error;
    }
    if (!closed) {
      closed = true;
      await this.send({ op: 'commit', tx: id });
    }
    return result;
  }

  /** Closes PGlite (it writes what it holds), then ends the thread. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      if (!this.stopped) await this.send({ op: 'close' }, true);
      await this.worker.terminate();
    })();
    return this.closing;
  }

  private send(request: Unsent<ThreadRequest>, evenWhileClosing = false): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    if (this.closing && !evenWhileClosing) return Promise.reject(new DatabaseThreadStoppedError('closed'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id } as ThreadRequest);
    });
  }

  private stop(reason: string): void {
    if (this.stopped) return;
    const error = new DatabaseThreadStoppedError(reason);
    this.stopped = error;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
    if (!this.closing) this.onStop(error);
  }
}
