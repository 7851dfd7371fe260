/** The real server as its own process, for load, memory and page benchmarks. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../src/server/runtime';
import { freePort, startServerProcess } from '../tests/support/server-process';

export interface ProcessServer {
  url: string;
  origin: string;
  pid: number;
  stop(): Promise<void>;
}

/** Resident memory of a process, in MiB (Linux /proc). */
export function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

/** Starts the server as `npm start` runs it, on PGlite in a fresh data dir, or on `databaseUrl`. */
export async function startProcessServer(options: { databaseUrl?: string } = {}): Promise<ProcessServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'renouveau-bench-'));
  const origin = `http://localhost:${port}`;
  const server = await startServerProcess(
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-000',
      PUBLIC_URL: origin,
    },
    SERVER_NODE_FLAGS,
  );
  return {
    url: server.url,
    origin,
    pid: server.child.pid ?? 0,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
