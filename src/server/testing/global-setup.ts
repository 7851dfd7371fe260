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

/**
 * Migrate once, copy per test file. With RENOUVEAU_DB=postgres (npm run test:pg) the template is
 * a database on TEST_DATABASE_URL's server and each file gets `CREATE DATABASE … TEMPLATE`;
 * otherwise it is a dump of a migrated PGlite, which each file loads (a fraction of a fresh
 * PGlite's start-up).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
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
    project.provide('testDatabase', { kind: 'postgres', adminUrl, templateName: POSTGRES_TEMPLATE });
    return async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${POSTGRES_TEMPLATE} with (force)`);
      await cleanup.end();
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
  project.provide('testDatabase', { kind: 'pglite', templateFile: file });
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}
