/**
 * Stopping `npm start` the ways systemd and a terminal do, while Janne is still writing a reply:
 * the reply must arrive in full, the process must exit 0 as soon as it has, the data directory's
 * lock must be gone and the next start on the same directory must work (issue 12, point 4).
 *
 * The slow request is a chat message whose provider (the fake OpenAI server) waits 3 s before its
 * first word. Every wait below is for something the app does (a log line, a response ending, a
 * process exiting), never a fixed sleep.
 */
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AI_STOP_WAIT_MS, SERVER_NODE_FLAGS, SHUTDOWN_GRACE_MS } from '../../src/server/runtime';
import { CHAT_FALLBACK_REPLY, type ChatStreamEvent } from '../../src/shared/chat';
import { FAKE_REPLIES, type FakeOpenAi, isChatRequest, startFakeOpenAi } from '../support/fake-openai';
import { type NpmStartProcess, startNpmStart } from '../support/server-process';

/** How long the provider waits before Janne's first word: the request is in flight that long. */
const REPLY_DELAY_MS = 3000;
const GRACE_MS = SHUTDOWN_GRACE_MS;
/** A start takes a second on a quiet machine, the first one a few; a busy one can take 50 s. */
const TEST_TIMEOUT_MS = 180_000;

let fake: FakeOpenAi;
const tempDirs: string[] = [];
const running = new Set<NpmStartProcess>();
/**
 * One data directory for every case, in order: each start is also the check that the stop before
 * it left the directory ready for the next one (no lock left behind, the database intact).
 */
let dataDir: string;
/** An empty folder as CLIENT_DIR: the API alone, and no client build in the test. */
let clientDir: string;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  dataDir = tempDir('data');
  clientDir = tempDir('client');
});
afterEach(() => {
  // A failed test may leave a server behind (that is the bug): take the whole group down.
  for (const server of running) server.kill();
  running.clear();
});
afterAll(async () => {
  await fake.close();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `renouveau-stop-${name}-`));
  tempDirs.push(dir);
  return dir;
}

async function start(): Promise<NpmStartProcess> {
  const startedAt = performance.now();
  // Every case signs a person up from 127.0.0.1, more than the default five an hour.
  const server = await startNpmStart({
    DATA_DIR: dataDir,
    CLIENT_DIR: clientDir,
    AI_BASE_URL: fake.url,
    AI_API_KEY: 'clean-stop-key',
    SIGNUP_LIMIT_PER_HOUR: '1000',
  });
  running.add(server);
  console.log(`npm start ready in ${Math.round(performance.now() - startedAt)} ms`);
  return server;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A server whose parent npm exited first is reaped by init: until then it is a zombie, which has
  // exited and holds nothing (no port, no lock), yet still answers kill(pid, 0).
  if (!fs.existsSync('/proc/self/stat')) return true;
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
}

async function signUp(server: NpmStartProcess): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/signup`, {
    method: 'POST',
    headers: { origin: `http://localhost:${server.port}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `stop-${Date.now()}-${Math.random()}@exemple.fr`,
      password: 'un-mot-de-passe-solide',
      gender: 'other',
      age: 30,
      consent: true,
    }),
  });
  expect(response.status).toBe(201);
  await response.arrayBuffer();
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

function eventsOf(body: string): ChatStreamEvent[] {
  return body
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => JSON.parse(line.slice('data: '.length)) as ChatStreamEvent);
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

interface StopMeasure {
  how: string;
  exitCode: number | null;
  exitSignal: NodeJS.Signals | null;
  lockReleased: boolean;
  serverGone: boolean;
  /** The server said it was shutting down while the reply was still being written. */
  inFlightWhenStopping: boolean;
  requestComplete: boolean;
  /** The reply ended with Janne's fallback sentence (the provider never answered). */
  fallbackSent: boolean;
  /** From the end of the in-flight response (as the client saw it) to the exit of npm and the server. */
  msFromLastResponseToExit: number | null;
  msFromSignalToExit: number;
  /** The server warned that requests were still running when its grace period ended. */
  graceTimerFired: boolean;
}

/** What main.ts writes when the grace period ends with requests still running. */
const GRACE_WARNING = /still running after the grace period/;

/** The server's grace timer fired: it warned, then cut what was still running. */
const graceTimerFired = (server: NpmStartProcess) => server.lines.some((line) => GRACE_WARNING.test(line));

const timeout = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms).unref());

/**
 * Starts `npm start`, sends a chat message (whose reply takes `marker`'s time), calls `stop` once
 * the reply is being written, and measures what follows.
 */
async function stopWhileReplying(
  how: string,
  stop: (server: NpmStartProcess, serverPid: number) => Promise<void>,
  marker = `[[delay:${REPLY_DELAY_MS}]]`,
): Promise<StopMeasure> {
  const server = await start();
  const lockFile = path.join(dataDir, 'renouveau.lock');
  const serverPid = Number(fs.readFileSync(lockFile, 'utf8'));
  const cookie = await signUp(server);

  const asked = fake.requests.filter(isChatRequest).length;
  const content = `J'ai rangé ses affaires dans un carton aujourd'hui. ${marker} ${how}`;
  const response = await fetch(`${server.url}/api/chat/messages`, {
    method: 'POST',
    headers: { origin: `http://localhost:${server.port}`, 'content-type': 'application/json', cookie },
    body: JSON.stringify({ content }),
  });
  expect(response.status).toBe(200);
  // The provider has been asked for the reply: the request is in flight for REPLY_DELAY_MS more.
  await until(() => fake.requests.filter(isChatRequest).length > asked);

  const signalledAt = performance.now();
  let endedAt: number | null = null;
  const body = response
    .text()
    .then((text) => {
      endedAt = performance.now();
      return text;
    })
    .catch(() => null);
  await stop(server, serverPid);
  // The server has begun to stop: the reply must still be on its way, or this test tests nothing.
  // (Not for ever: a server that never hears of the stop never writes it.)
  const stoppingSeen = await Promise.race([
    server.waitForLine(/shutting down/).then(
      () => true,
      () => false,
    ),
    timeout(GRACE_MS, false),
  ]);
  const inFlightWhenStopping = stoppingSeen && endedAt === null;
  const exit = await server.exited;
  // npm exits last, after the server it waits for; should npm go first and the server stay on
  // (the bug these tests are about), do not wait for ever.
  const stoppedAt = (await Promise.race([server.outputClosed, timeout(GRACE_MS + 5000, null)])) ?? exit.at;
  const text = await Promise.race([body, timeout(GRACE_MS + 5000, null)]);

  const done = text === null ? undefined : eventsOf(text).find((event) => event.type === 'done');
  const measure: StopMeasure = {
    how,
    exitCode: exit.code,
    exitSignal: exit.signal,
    lockReleased: !fs.existsSync(lockFile),
    serverGone: !isRunning(serverPid),
    inFlightWhenStopping,
    requestComplete: done?.type === 'done' && !done.fallback && done.message.content === FAKE_REPLIES.chat,
    fallbackSent: done?.type === 'done' && done.fallback && done.message.content === CHAT_FALLBACK_REPLY,
    msFromLastResponseToExit: endedAt === null ? null : Math.round(stoppedAt - endedAt),
    msFromSignalToExit: Math.round(stoppedAt - signalledAt),
    graceTimerFired: graceTimerFired(server),
  };
  console.log(`clean stop: ${JSON.stringify(measure)}`);
  if (measure.serverGone) running.delete(server);
  return measure;
}

/** The next `npm start` on the same data directory serves, and stops at once when idle. */
async function startsAgainAndStopsAtOnce(): Promise<void> {
  const server = await start();
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  if (fs.existsSync('/proc/self/stat')) {
    // No wrapper between npm and the server to relay signals (or lose them), and the server has
    // the start script's memory flags.
    const serverPid = Number(fs.readFileSync(path.join(dataDir, 'renouveau.lock'), 'utf8'));
    const parentPid = Number(fs.readFileSync(`/proc/${serverPid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
    expect(parentPid).toBe(server.npm.pid);
    const environ = fs.readFileSync(`/proc/${serverPid}/environ`, 'utf8').split('\0');
    expect(environ).toContain(`NODE_OPTIONS=${SERVER_NODE_FLAGS.join(' ')}`);
  }
  const signalledAt = performance.now();
  server.signal('SIGTERM', 'npm');
  const exit = await server.exited;
  running.delete(server);
  // « At once » is a mechanism, not a stopwatch: the stop ended because nothing was running, not
  // because the grace timer fired (that path warns and exits with 1). Elapsed time on a busy
  // machine proves neither; it is printed for the reader.
  expect(exit.code).toBe(0);
  expect(graceTimerFired(server)).toBe(false);
  console.log(`idle stop: ${Math.round(exit.at - signalledAt)} ms`);
  expect(fs.existsSync(path.join(dataDir, 'renouveau.lock'))).toBe(false);
}

function expectClean(measure: StopMeasure): void {
  expect(measure.inFlightWhenStopping).toBe(true);
  expect(measure.requestComplete).toBe(true);
  expect(measure.exitCode).toBe(0);
  expect(measure.lockReleased).toBe(true);
  expect(measure.serverGone).toBe(true);
  expect(measure.msFromLastResponseToExit).not.toBeNull();
  expect(measure.msFromLastResponseToExit).toBeGreaterThanOrEqual(0);
  // The stop waited for the reply, not for the grace period: the grace timer's path warns and
  // exits with 1 (checked above); a connection kept alive after the reply would hold the server
  // until that timer. How long the exit took is printed (console.log above), not asserted: on a
  // loaded machine a stopwatch measures the machine.
  expect(measure.graceTimerFired).toBe(false);
}

describe('stopping npm start while a reply is being written', () => {
  it('SIGTERM to npm, the main PID (systemd, KillMode=mixed; kill PID)', { timeout: TEST_TIMEOUT_MS }, async () => {
    const measure = await stopWhileReplying('sigterm-npm', async (server) => server.signal('SIGTERM', 'npm'));
    expectClean(measure);
  });

  it('SIGTERM to the whole process group (systemd, KillMode=control-group)', { timeout: TEST_TIMEOUT_MS }, async () => {
    const measure = await stopWhileReplying('sigterm-group', async (server) => server.signal('SIGTERM', 'group'));
    expectClean(measure);
  });

  it('Ctrl+C: SIGINT to the foreground process group', { timeout: TEST_TIMEOUT_MS }, async () => {
    const measure = await stopWhileReplying('sigint-group', async (server) => server.signal('SIGINT', 'group'));
    expectClean(measure);
  });

  it('Ctrl+C twice: the second one still lets the reply finish', { timeout: TEST_TIMEOUT_MS }, async () => {
    const measure = await stopWhileReplying('sigint-twice', async (server) => {
      server.signal('SIGINT', 'group');
      await server.waitForLine(/shutting down/);
      server.signal('SIGINT', 'group');
    });
    expectClean(measure);
  });

  it(
    'SIGHUP to npm alone (kill -HUP on its PID): npm dies of it, the server still finishes and stops',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      // npm forwards SIGTERM and SIGINT to the server, not SIGHUP: it exits at once with the signal
      // (status 129 in a shell), whatever the server does. The server must not stay behind holding
      // the port and the data directory's lock.
      const measure = await stopWhileReplying('sighup-npm', async (server) => server.signal('SIGHUP', 'npm'));
      expect(measure.exitSignal).toBe('SIGHUP');
      expectClean({ ...measure, exitCode: 0 });
    },
  );

  it('SIGTERM to the server process alone', { timeout: TEST_TIMEOUT_MS }, async () => {
    const measure = await stopWhileReplying('sigterm-server', async (_server, serverPid) => {
      process.kill(serverPid, 'SIGTERM');
    });
    expectClean(measure);
  });

  it(
    'a provider that never answers: the person gets Janne’s fallback sentence before the grace period ends (issue 25)',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const measure = await stopWhileReplying('hang', async (server) => server.signal('SIGTERM', 'npm'), '[[hang]]');
      expect(measure.inFlightWhenStopping).toBe(true);
      // Before, the connection was cut at the grace period and the person got nothing.
      expect(measure.fallbackSent).toBe(true);
      expect(measure.exitCode).toBe(0);
      // The AI stop wait was honoured (a lower bound holds on any machine) and the grace timer never
      // had to cut anything.
      expect(measure.msFromSignalToExit).toBeGreaterThanOrEqual(AI_STOP_WAIT_MS - 100);
      expect(measure.graceTimerFired).toBe(false);
      expect(measure.lockReleased).toBe(true);
      expect(measure.serverGone).toBe(true);
    },
  );

  it('a request that never ends is cut after the grace period, and the lock is still released', { timeout: TEST_TIMEOUT_MS }, async () => {
    const server = await start();
    const lockFile = path.join(dataDir, 'renouveau.lock');
    const serverPid = Number(fs.readFileSync(lockFile, 'utf8'));
    // A body announced and never sent in full: the request runs until the server cuts it.
    const socket = net.connect(server.port, '127.0.0.1');
    socket.on('error', () => undefined);
    await once(socket, 'connect');
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://localhost:${server.port}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
    );
    // Another request answered after it: the server has read the first one's headers by then.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    const signalledAt = performance.now();
    server.signal('SIGTERM', 'npm');
    await server.waitForLine(/shutting down/);
    const exit = await server.exited;
    socket.destroy();
    running.delete(server);
    expect(exit.code).not.toBe(0);
    // Cut by the grace timer (its warning), not earlier; how much later depends on the machine.
    expect(exit.at - signalledAt).toBeGreaterThanOrEqual(GRACE_MS - 100);
    expect(graceTimerFired(server)).toBe(true);
    expect(fs.existsSync(lockFile)).toBe(false);
    expect(isRunning(serverPid)).toBe(false);
  });

  it(
    'starts again on the same data directory after all these stops, and stops at once when idle',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      await startsAgainAndStopsAtOnce();
    },
  );
});
