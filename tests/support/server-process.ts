/**
 * The real server as its own process (what `npm start` runs), for the integration tests and the
 * benchmarks: a free port, the process, and a wait until /api/health answers.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

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
export async function startServerProcess(
  env: Record<string, string>,
  nodeFlags: string[] = [],
  options: { stdout?: 'ignore' | 'pipe' } = {},
): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, AI_API_KEY: '', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', options.stdout ?? 'ignore', 'inherit'],
  });
  // A pipe that nobody reads fills up and then blocks the server's writes: drain it, as a log
  // collector would.
  child.stdout?.resume();
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    // Only a bound for a server that never answers: two starting side by side beside the other
    // suites took over a minute (the test's own hook time limit is what normally ends a hang).
    if (Date.now() - started > 240_000) throw new Error('server did not start');
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

export interface NpmStartExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** performance.now() when it exited. */
  at: number;
}

export interface NpmStartProcess {
  /** npm itself: the main PID, as systemd or a terminal sees it. */
  npm: ChildProcess;
  port: number;
  url: string;
  /** Everything written on stdout and stderr so far, one entry per line. */
  lines: string[];
  /**
   * Resolves once a line matching `pattern` has been written, or rejects when the output ends first
   * (npm and the server it started have both exited: the server holds the pipes too).
   */
  waitForLine(pattern: RegExp): Promise<string>;
  /** Sends `signal` to npm alone, or to its whole process group (npm, and every process it started). */
  signal(signal: NodeJS.Signals, target: 'npm' | 'group'): void;
  /** npm's own exit. */
  exited: Promise<NpmStartExit>;
  /**
   * performance.now() when the output ended: every process that wrote to it — npm and the server
   * — has exited. Later than `exited` when npm goes first (a SIGHUP to npm alone).
   */
  outputClosed: Promise<number>;
  /** SIGKILL to the whole group, if anything of it still runs: cleanup after a failed test. */
  kill(): void;
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Runs the real `npm start` in its own process group (as systemd runs a service in its own cgroup,
 * and a terminal runs a command as its foreground job) with `env`, and waits until the server says
 * it is ready. Give CLIENT_DIR to skip the client build.
 */
export async function startNpmStart(env: Record<string, string>): Promise<NpmStartProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    CI: '1',
    npm_config_update_notifier: 'false',
    AI_API_KEY: '',
    LOG_LEVEL: 'info',
    ...env,
    PORT: String(port),
  };
  delete childEnv.NODE_OPTIONS;
  const npm = spawn('npm', ['start'], { cwd: ROOT, env: childEnv, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const waiters = new Set<{ pattern: RegExp; resolve: (line: string) => void }>();
  const onData = (stream: NodeJS.ReadableStream) => {
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      pending += chunk;
      const parts = pending.split('\n');
      pending = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        for (const waiter of waiters) {
          if (waiter.pattern.test(line)) {
            waiters.delete(waiter);
            waiter.resolve(line);
          }
        }
      }
    });
  };
  if (npm.stdout) onData(npm.stdout);
  if (npm.stderr) onData(npm.stderr);
  const exited = new Promise<NpmStartExit>((resolve) =>
    npm.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() })),
  );
  // 'close': every holder of stdout and stderr is gone, and every line has been read.
  const outputClosed = new Promise<number>((resolve) => npm.once('close', () => resolve(performance.now())));
  const waitForLine = (pattern: RegExp) => {
    const seen = lines.find((line) => pattern.test(line));
    if (seen !== undefined) return Promise.resolve(seen);
    return Promise.race([
      new Promise<string>((resolve) => waiters.add({ pattern, resolve })),
      outputClosed.then(async () => {
        const exit = await exited;
        throw new Error(`npm start exited (${exit.code ?? exit.signal}) before writing ${pattern}:\n${lines.join('\n')}`);
      }),
    ]);
  };
  const pid = npm.pid ?? 0;
  const started: NpmStartProcess = {
    npm,
    port,
    url: `http://127.0.0.1:${port}`,
    lines,
    waitForLine,
    signal(signal, target) {
      process.kill(target === 'group' ? -pid : pid, signal);
    },
    exited,
    outputClosed,
    kill() {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // nothing left
      }
    },
  };
  try {
    await waitForLine(/Renouveau est prêt/);
  } catch (error) {
    started.kill();
    throw error;
  }
  return started;
}
