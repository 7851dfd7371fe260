/**
 * npm run test:pg — the server tests again, on PostgreSQL. Needs TEST_DATABASE_URL (a server where
 * the tests may create and drop databases; .ci/run starts one). Without it the run is skipped,
 * and says so.
 */
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log(
    'test:pg skipped: TEST_DATABASE_URL is not set, so the server tests ran on PGlite only. ' +
      'Set it to a PostgreSQL server (or run scripts/with-postgres.sh npm run test:pg) to run them on PostgreSQL too.',
  );
  process.exit(0);
}
const result = spawnSync('npx', ['vitest', 'run'], { stdio: 'inherit', env: { ...process.env, RENOUVEAU_DB: 'postgres' } });
process.exit(result.status ?? 1);
