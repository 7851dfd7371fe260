import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, send, signUp } from '#server/testing/test-app';
import { dumpPgliteDataDir, openDatabase, PGLITE_OPTIONS } from './client';

/**
 * Issue 25: the words people write are in no raw file of the embedded database — table files,
 * WAL — nor in a backup. Unlike encryption.test.ts, which reads the rows through SQL, this greps
 * the bytes on disk, where an old row version or a WAL record would show.
 */

const pglite = inject('testDatabase').kind === 'pglite';
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A server's DATA_DIR, migrated (copied from the test template). */
async function newDataDir(): Promise<string> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'renouveau-at-rest-'));
  dirs.push(root);
  const dataDir = path.join(root, 'data');
  fs.mkdirSync(dataDir, { recursive: true });
  const source = inject('testDatabase');
  if (source.kind !== 'pglite') throw new Error('PGlite only');
  const template = await PGlite.create(path.join(dataDir, 'pglite'), {
    ...PGLITE_OPTIONS,
    loadDataDir: new Blob([fs.readFileSync(source.templateFile)]),
  });
  await template.close();
  return dataDir;
}

/** The files under `root` whose bytes contain `needle` (UTF-8), relative to `root`. */
function filesContaining(root: string, needle: string): string[] {
  const bytes = Buffer.from(needle, 'utf8');
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && fs.readFileSync(full).includes(bytes)) found.push(path.relative(root, full));
    }
  };
  walk(root);
  return found;
}

/** For each canary found, the files that hold it: `{}` when none is anywhere. */
function whereFound(root: string, canaries: Record<string, string>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(canaries)
      .map(([name, canary]) => [name, filesContaining(root, canary)] as const)
      .filter(([, files]) => files.length > 0),
  );
}

describe.runIf(pglite)('the raw files of the embedded database and its backup', () => {
  it('hold no goal, matrix item, section title or description, nor feedback in clear; the app reads them back', async () => {
    const dataDir = await newDataDir();
    const database = await openDatabase({ dataDir });
    const t = await createTestApp({ database });
    const CANARIES = {
      goal: 'CANARI-OBJECTIF-q7Wz',
      item: 'CANARI-ITEM-FIXE-p3Kd',
      customItem: 'CANARI-ITEM-PERSO-v9Lx',
      title: 'CANARI-TITRE-m2Hs',
      description: 'CANARI-DESCRIPTION-t5Rb',
      feedback: 'CANARI-AVIS-c8Nf',
    };
    let email: string;
    try {
      const person = await signUp(t.app);
      email = person.email;
      const writes: [string, object][] = [
        ['/api/progress/goals', { content: `Objectif ${CANARIES.goal}` }],
        ['/api/matrix/items', { type: 'likes', content: `J’aime ${CANARIES.item}` }],
        ['/api/feedback', { content: `Mon avis ${CANARIES.feedback}` }],
      ];
      for (const [url, body] of writes) {
        const response = await send(t.app, person.cookie, 'POST', url, body);
        expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
      }
      const section = await send(t.app, person.cookie, 'POST', '/api/matrix/sections', {
        title: `Titre ${CANARIES.title}`,
        description: `Description ${CANARIES.description}`,
      });
      expect(section.statusCode, section.body).toBe(201);
      const item = await send(t.app, person.cookie, 'POST', '/api/matrix/items', {
        type: section.json().section.type,
        content: `Perso ${CANARIES.customItem}`,
      });
      expect(item.statusCode, item.body).toBe(201);

      // The app reads them back in clear.
      const goals = (await send(t.app, person.cookie, 'GET', '/api/progress')).json().goals as { content: string }[];
      expect(goals.map((goal) => goal.content)).toContain(`Objectif ${CANARIES.goal}`);
      const matrix = JSON.stringify((await send(t.app, person.cookie, 'GET', '/api/matrix')).json());
      for (const canary of [CANARIES.item, CANARIES.customItem, CANARIES.title, CANARIES.description]) expect(matrix).toContain(canary);

      // While the server runs: the WAL and the table files as they are written.
      expect(whereFound(dataDir, CANARIES)).toEqual({});
    } finally {
      await t.close();
      await database.close();
    }

    // Stopped (its last checkpoint written), then backed up as `npm run backup` does.
    // The email is stored in clear on purpose: it shows the search finds what is there.
    expect(filesContaining(dataDir, email).length).toBeGreaterThan(0);
    expect(whereFound(dataDir, CANARIES)).toEqual({});
    const backup = zlib.gunzipSync(await dumpPgliteDataDir(dataDir));
    expect(backup.includes(Buffer.from(email))).toBe(true);
    expect(Object.values(CANARIES).filter((canary) => backup.includes(Buffer.from(canary)))).toEqual([]);
  }, 120_000);
});
