/**
 * The real server as its own process (what `npm start` runs), for the integration tests and the
 * benchmarks: a free port, the process, and a wait until /api/health answers.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** http://127.0.0.1:port */
  url: string;
  /** SIGTERM, and the exit code once it has exited. */
  stop(): Promise<number | null>;
}

/** Starts src/server/main.ts with `env` on a free port (unless env.PORT is given) and waits until it serves. */
export async function startServerProcess(env: Record<string, string>, nodeFlags: string[] = []): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, AI_API_KEY: '', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 60_000) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    port,
    url,
    stop() {
      if (child.exitCode !== null) return Promise.resolve(child.exitCode);
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      return exited;
    },
  };
}
