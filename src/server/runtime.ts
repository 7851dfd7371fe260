/**
 * V8 flags the server runs with (package.json's start script sets them in NODE_OPTIONS; the
 * benchmarks start their servers with them too). Without them V8 lets an idle server keep the
 * ~500 MiB it grew to under load; with them it stays near 300 MiB, at no measurable cost in
 * throughput (npm run bench).
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=256', '--max-semi-space-size=4'];

/**
 * The environment the start script adds (package.json): glibc's malloc gives each thread that
 * allocates its own arena, and the embedded database's thread (db/pglite-thread.ts) made the
 * server's memory grow past 400 MiB after a load (392–437 MiB steady in npm run bench); two arenas
 * keep it near 370 MiB, at the same throughput.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };

/** How long running requests (a streamed reply) get to finish when the server stops (main.ts). */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * How long a provider call may still run once the server has begun to stop (app.ts): a call ended
 * at 7 s leaves its request the 3 s left of SHUTDOWN_GRACE_MS to save its fallback and send it,
 * before main.ts cuts the connections. A reply that comes in time is not touched.
 */
export const AI_STOP_WAIT_MS = 7000;
