import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory, dumped once: each test database is loaded from it. */
    pgliteTemplate: string;
  }
}

/**
 * A brand-new PGlite takes seconds and a migration more; loading a dump of a migrated one takes
 * a fraction of that. So: migrate once, dump, and let every test file load the dump.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'renouveau-template-'));
  const file = path.join(dir, 'template.tar');
  const pglite = await PGlite.create();
  const database = await openDatabase({ pglite });
  await database.migrate();
  const dump = await pglite.dumpDataDir('none');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
