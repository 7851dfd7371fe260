/**
 * V8 flags the server runs with (package.json's start script sets them in NODE_OPTIONS; the
 * benchmarks start their servers with them too). Without them V8 lets an idle server keep the
 * ~500 MiB it grew to under load; with them it stays near 300 MiB, at no measurable cost in
 * throughput (npm run bench).
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=256', '--max-semi-space-size=4'];
