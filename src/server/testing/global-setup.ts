import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

/** Where each test file gets its database from. */
export type TestDatabaseSource = { kind: 'pglite'; templateFile: string } | { kind: 'postgres'; adminUrl: string; templateName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}

export const POSTGRES_TEMPLATE = 'renouveau_test_template';

const SHARED = Symbol.for('renouveau.testDatabaseTemplate');
/** The migrated template the test files copy, and how to remove it. */
interface Template {
  source: TestDatabaseSource;
  remove(): Promise<void>;
}
interface SharedTemplate {
  prepared: Promise<Template>;
  users: number;
}

/**
 * Migrate once, copy per test file. With RENOUVEAU_DB=postgres (npm run test:pg) the template is
 * a database on TEST_DATABASE_URL's server and each file gets `CREATE DATABASE … TEMPLATE`;
 * otherwise it is a dump of a migrated PGlite, which each file loads (a fraction of a fresh
 * PGlite's start-up).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The server tests are two projects (vitest.config.ts: one shares its module graph, one does
  // not) with this one setup, which Vitest loads once per project in its main process: the
  // template is made once for both (kept on that process's globalThis, which they share) and
  // removed after the last.
  const shared = ((globalThis as { [SHARED]?: SharedTemplate })[SHARED] ??= { prepared: prepareTemplate(), users: 0 });
  const { source, remove } = await shared.prepared;
  project.provide('testDatabase', source);
  shared.users += 1;
  return async () => {
    shared.users -= 1;
    if (shared.users === 0) {
      delete (globalThis as { [SHARED]?: SharedTemplate })[SHARED];
      await remove();
    }
  };
}

async function prepareTemplate(): Promise<Template> {
  if (process.env.RENOUVEAU_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('RENOUVEAU_DB=postgres needs TEST_DATABASE_URL');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${POSTGRES_TEMPLATE} with (force)`);
    await admin.query(`create database ${POSTGRES_TEMPLATE}`);
    await admin.end();
    const templateUrl = new URL(adminUrl);
    templateUrl.pathname = `/${POSTGRES_TEMPLATE}`;
    const template = await openDatabase({ databaseUrl: templateUrl.toString(), poolSize: 2 });
    await template.migrate();
    await template.close();
    return {
      source: { kind: 'postgres', adminUrl, templateName: POSTGRES_TEMPLATE },
      async remove() {
        const cleanup = new pg.Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${POSTGRES_TEMPLATE} with (force)`);
        await cleanup.end();
      },
    };
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'renouveau-template-'));
  const file = path.join(dir, 'template.tar');
  const pglite = await PGlite.create();
  const database = await openDatabase({ pglite });
  await database.migrate();
  const dump = await pglite.dumpDataDir('none');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  return { source: { kind: 'pglite', templateFile: file }, remove: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}
