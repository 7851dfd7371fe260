/**
 * npm run bench — performance figures and ratios against the targets of the issues. Figures, not
 * timed tests: they depend on the machine, so they are printed, not asserted. `npm run bench -- auth`
 * runs one section (server, growth, chat, pages, auth…).
 */
import os from 'node:os';
import { benchAuth } from './auth';
import { benchChat } from './chat';
import { benchDatabase } from './database';
import { benchGrowth } from './growth';
import { benchPages } from './pages';
import { benchServer } from './server';

const sections: Record<string, () => Promise<void>> = {
  server: benchServer,
  growth: benchGrowth,
  chat: benchChat,
  pages: benchPages,
  auth: benchAuth,
  database: benchDatabase,
};
const only = process.argv.slice(2);

console.log(
  `Renouveau benchmarks — ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
for (const [name, run] of Object.entries(sections)) {
  if (only.length > 0 && !only.includes(name)) continue;
  await run();
}
process.exit(0);
