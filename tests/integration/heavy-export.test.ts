/**
 * Issue 25, « one signed-up account crashes the whole server »: replayed on the real server process.
 * An account with 20,000 journal entries and 50,000 chat messages, inserted directly, downloads its
 * journal and its whole account while the server keeps answering /api/health. The server runs with
 * a JavaScript heap that leaves about 30 MB above what the server keeps at rest (HEAP_MB), against
 * about 27 MB of text read and 71 MB written in the ZIP, so it survives only if the exports stream by pages from the database
 * to the response; the exports that built the whole file in memory ran out of heap and aborted.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Unzip, UnzipInflate } from 'fflate';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { formatJournalContent } from '#shared/journal';
import { plusDays } from '#shared/no-contact';
import { openDatabase } from '#server/db/client';
import { installKeyring, unloadKeys } from '#server/db/encryption';
import { journalEntries, messages, users } from '#server/db/schema';
import { SERVER_NODE_FLAGS } from '#server/runtime';
import { ENCRYPTION_KEY_FILE, loadOrCreateSecret } from '#server/secrets';
import { freePort, type ServerProcess, startServerProcess } from '../support/server-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'renouveau-heavy-export-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const ENTRIES = 20_000;
const MESSAGES = 50_000;
const ENTRY_CHARS = 600;
const MESSAGE_CHARS = 300;
/** The server's old-generation heap for this test (npm start gives it 256 MB). */
const HEAP_MB = 96;
// 12 MB of journal and 15 MB of chat in clear, each written twice in the ZIP (JSON and Markdown).
// Varied words, so that nothing compresses to nothing.
const WORDS = ['aujourd’hui', 'j’ai', 'pensé', 'à', 'toi', 'encore', 'marché', 'longtemps', 'sous', 'la', 'pluie', 'et', 'ça', 'ira'];
function textOf(seed: number, length: number): string {
  const words: string[] = [];
  let size = 0;
  for (let i = 0; size < length; i++) {
    const word = `${WORDS[(seed * 7 + i * 13) % WORDS.length]}${(seed + i) % 97}`;
    words.push(word);
    size += word.length + 1;
  }
  return words.join(' ');
}

/** The peak resident memory of a process so far, in MB (Linux: VmHWM). */
function peakMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}

// --trace-gc: V8 writes each collection on stdout, with the heap still live after it.
const SERVER_FLAGS = [
  ...SERVER_NODE_FLAGS.filter((flag) => !flag.startsWith('--max-old-space-size')),
  `--max-old-space-size=${HEAP_MB}`,
  '--trace-gc',
];

/** The largest heap still live after a full collection (Mark-Compact), in MB, from V8's --trace-gc lines. */
function liveAfterFullGc(lines: string): number {
  const sizes = [...lines.matchAll(/Mark-Compact(?: \(reduce\))? [\d.]+ \([\d.]+\) -> ([\d.]+) \(/g)].map((match) => Number(match[1]));
  return Math.max(0, ...sizes);
}

async function seed(email: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await installKeyring(database.db, loadOrCreateSecret(dataDir, ENCRYPTION_KEY_FILE));
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error('the signed-up user is missing');
    const day = (i: number) => plusDays('2020-01-01', i);
    for (let start = 0; start < ENTRIES; start += 1000) {
      await database.db.insert(journalEntries).values(
        Array.from({ length: 1000 }, (_, k) => ({
          userId: user.id,
          content: formatJournalContent(((start + k) % 10) + 1, textOf(start + k, ENTRY_CHARS)),
          localDate: day((start + k) % 2000),
        })),
      );
    }
    for (let start = 0; start < MESSAGES; start += 1000) {
      await database.db.insert(messages).values(
        Array.from({ length: 1000 }, (_, k) => ({
          userId: user.id,
          role: (start + k) % 2 === 0 ? 'user' : 'assistant',
          content: textOf(start + k + 7, MESSAGE_CHARS),
        })),
      );
    }
  } finally {
    await database.close();
    unloadKeys();
  }
}

/**
 * Downloads `url` to the end, and once its first bytes have arrived — the export under way, its
 * response held open — asks /api/health, and for the same download a second time, and waits for
 * both answers before reading on.
 */
async function downloadWhileAskingHealth(
  server: ServerProcess,
  url: string,
  cookie: string,
): Promise<{ bytes: Uint8Array[]; health: number; again: { status: number; code: string } }> {
  // The server notices a cancelled download when its socket closes: until then the slot is taken.
  let response = await fetch(`${server.url}${url}`, { headers: { cookie } });
  for (let tries = 0; response.status === 429 && tries < 400; tries++) {
    await response.text();
    await new Promise((resolve) => setTimeout(resolve, 50));
    response = await fetch(`${server.url}${url}`, { headers: { cookie } });
  }
  expect(response.status, await (response.status === 200 ? Promise.resolve('') : response.text())).toBe(200);
  const reader = response.body!.getReader();
  const bytes: Uint8Array[] = [];
  let health = 0;
  let again = { status: 0, code: '' };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes.push(value);
    if (bytes.length === 1) {
      health = (await fetch(`${server.url}/api/health`)).status;
      const second = await fetch(`${server.url}${url}`, { headers: { cookie } });
      again = { status: second.status, code: ((await second.json()) as { code: string }).code };
    }
  }
  return { bytes, health, again };
}

describe('an account far heavier than anyone writes', () => {
  it('exports its journal and its whole account, streamed, with the server answering throughout', { timeout: 600_000 }, async () => {
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    const env = { DATA_DIR: dataDir, PORT: String(port) };
    const email = `lourd-${Date.now()}@exemple.fr`;
    const password = 'un-mot-de-passe-solide';
    const first = await startServerProcess(env, SERVER_FLAGS);
    const signup = await fetch(`${first.url}/api/auth/signup`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, gender: 'female', age: 34, consent: true }),
    });
    expect(signup.status).toBe(201);
    expect(await first.stop()).toBe(0);

    await seed(email);

    const server = await startServerProcess(env, SERVER_FLAGS, { stdout: 'pipe' });
    let gcLines = '';
    server.child.stdout?.on('data', (chunk: Buffer) => {
      gcLines += chunk.toString('utf8');
    });
    try {
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      expect(login.status).toBe(200);
      const cookie = login.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
      const pid = server.child.pid!;
      const before = peakMb(pid);

      // A download cancelled after its first bytes gives its slot back: the person can start again.
      const cancelled = await fetch(`${server.url}/api/account/export`, { headers: { cookie } });
      const cancelledReader = cancelled.body!.getReader();
      await cancelledReader.read();
      await cancelledReader.cancel();

      const journal = await downloadWhileAskingHealth(server, '/api/journal/export', cookie);
      expect(journal.health).toBe(200);
      // One heavy download at a time per person: the second waits its turn.
      expect(journal.again).toEqual({ status: 429, code: 'download/in-progress' });
      const parsed = JSON.parse(Buffer.concat(journal.bytes).toString('utf8')) as { entries: { text: string; mood: number }[] };
      expect(parsed.entries).toHaveLength(ENTRIES);
      expect(parsed.entries[ENTRIES - 1]?.text).toBe(textOf(ENTRIES - 1, ENTRY_CHARS));
      journal.bytes.length = 0;

      const zip = await downloadWhileAskingHealth(server, '/api/account/export', cookie);
      expect(zip.health).toBe(200);
      expect(zip.again).toEqual({ status: 429, code: 'download/in-progress' });
      // Unzipped as a stream here too: only the sizes and the last chat message are kept.
      const sizes: Record<string, number> = {};
      let chatTail = '';
      const unzip = new Unzip((file) => {
        sizes[file.name] = 0;
        file.ondata = (error, chunk) => {
          if (error) throw error;
          sizes[file.name] = (sizes[file.name] ?? 0) + chunk.length;
          if (file.name === 'chat.json') chatTail = (chatTail + Buffer.from(chunk).toString('latin1')).slice(-4000);
        };
        file.start();
      });
      unzip.register(UnzipInflate);
      for (const chunk of zip.bytes) unzip.push(chunk);
      unzip.push(new Uint8Array(0), true);
      expect(sizes['journal.json']).toBeGreaterThan(ENTRIES * ENTRY_CHARS);
      expect(sizes['journal.md']).toBeGreaterThan(ENTRIES * ENTRY_CHARS);
      expect(sizes['chat.json']).toBeGreaterThan(MESSAGES * MESSAGE_CHARS);
      expect(sizes['chat.md']).toBeGreaterThan(MESSAGES * MESSAGE_CHARS);
      expect(Buffer.from(chatTail, 'latin1').toString('utf8')).toContain(textOf(MESSAGES - 1 + 7, MESSAGE_CHARS));

      // Still alive within its small heap (the figures go in the note: what V8 found still
      // live after its full collections, against the limit).
      expect(server.child.exitCode).toBeNull();
      const written = Object.values(sizes).reduce((sum, size) => sum + size, 0);
      const live = liveAfterFullGc(gcLines);
      console.log(
        `heavy export: ${(written / 1e6).toFixed(0)} MB unzipped in the ZIP; server heap limit ${HEAP_MB} MB; ` +
          `live heap after full collections at most ${live.toFixed(0)} MB; ` +
          `peak resident memory (with the database) ${before.toFixed(0)} MB before, ${peakMb(pid).toFixed(0)} MB after`,
      );
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});
