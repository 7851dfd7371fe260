// Creates a new PGlite data directory, then exits. Run in its own process by client.ts: creating a
// database (initdb) grows PGlite's WebAssembly memory to ~750 MiB, which a process never gives
// back; the server then opens the finished directory and stays near 300 MiB.
import { PGlite } from '@electric-sql/pglite';

const [dataDir, optionsJson] = process.argv.slice(2);
const db = await PGlite.create(dataDir, JSON.parse(optionsJson ?? '{}'));
await db.close();
