/**
 * npm run crisis-stats — how often the crisis detector fired, per day, source and category (counts
 * only: no person, no text). Reads the database of the environment: DATABASE_URL, or the PGlite
 * files in DATA_DIR (stop the server first: PGlite serves one process).
 */
import path from 'node:path';
import { desc } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { crisisCounts } from '../src/server/db/schema';
import { loadEnv } from '../src/server/env';

const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR) });
try {
  await database.migrate(); // a database that was never started is simply empty
  const rows = await database.db.select().from(crisisCounts).orderBy(desc(crisisCounts.day), crisisCounts.source, crisisCounts.category);
  if (rows.length === 0) console.log('Aucune détection enregistrée. / No detection recorded.');
  for (const row of rows) console.log(`${row.day}  ${row.source.padEnd(8)} ${row.category.padEnd(10)} ${row.count}`);
} finally {
  await database.close();
}
