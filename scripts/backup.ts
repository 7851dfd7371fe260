/**
 * npm run backup [-- FILE]: a consistent copy of the embedded database (PGlite in DATA_DIR), as a
 * gzipped tarball readable by its owner only. Without FILE it goes to
 * sauvegardes/renouveau-<date>.tar.gz under the current folder.
 *
 * PGlite runs inside the server's process, so nothing else can read it while the server runs, and
 * copying its files under it could catch a page half written. This therefore takes the data
 * directory's lock as a server does: while a server runs it says to stop it first and writes
 * nothing; while the backup runs (a few seconds), a server started by mistake stops at once on the
 * lock instead of writing under it.
 *
 * With DATABASE_URL the data is in PostgreSQL: use pg_dump (docs/deploy.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { dumpPgliteDataDir, NoPgliteDatabaseError } from '../src/server/db/backup';
import { DataDirLockedError } from '../src/server/db/data-dir-lock';
import { PRIVATE_DIR_MODE, writePrivateFile } from '../src/server/db/private-files';
import { embeddedDatabaseEnv, fail } from './data-dir-command';

const USAGE =
  'Usage : npm run backup [-- FICHIER]   (par défaut sauvegardes/renouveau-<date>.tar.gz)\n' +
  'Usage: npm run backup [-- FILE]      (default sauvegardes/renouveau-<date>.tar.gz)';

function humanSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} Kio`;
  return `${(bytes / 1024 / 1024).toFixed(1)} Mio`;
}

/** The default destination: a private folder that git ignores, so a backup is never committed. */
function defaultFile(): string {
  const folder = path.resolve('sauvegardes');
  fs.mkdirSync(folder, { recursive: true, mode: PRIVATE_DIR_MODE });
  fs.chmodSync(folder, PRIVATE_DIR_MODE);
  const ignore = path.join(folder, '.gitignore');
  if (!fs.existsSync(ignore)) fs.writeFileSync(ignore, '# Sauvegardes de Renouveau : jamais dans git.\n*\n', { mode: 0o600 });
  const stamp = new Date()
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  return path.join(folder, `renouveau-${stamp}.tar.gz`);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const unknown = args.filter((arg) => arg.startsWith('-'));
  if (unknown.length > 0 || args.length > 1) fail(`Arguments non compris / unexpected arguments: ${args.join(' ')}\n${USAGE}`);

  const env = embeddedDatabaseEnv(
    'DATABASE_URL est défini : les données sont dans PostgreSQL, pas dans DATA_DIR. ' +
      'Sauvegardez-les avec pg_dump (voir docs/deploy.md).\n' +
      'DATABASE_URL is set: the data is in PostgreSQL, not in DATA_DIR. Back it up with pg_dump (see docs/deploy.md).',
  );
  const dataDir = path.resolve(env.DATA_DIR);
  const file = args[0] ? path.resolve(args[0]) : defaultFile();
  if (fs.existsSync(file)) {
    fail(`${file} existe déjà : choisissez un autre nom.\n${file} already exists: choose another name.`);
  }
  if (!fs.existsSync(path.dirname(file))) {
    fail(`Le dossier ${path.dirname(file)} n’existe pas.\nThe folder ${path.dirname(file)} does not exist.`);
  }

  console.log(`Sauvegarde de ${dataDir}… / backing up ${dataDir}…`);
  let backup: Uint8Array;
  try {
    backup = await dumpPgliteDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      fail(
        `Le serveur Renouveau (PID ${error.pid}) utilise ${dataDir} : la base intégrée ne peut pas être copiée ` +
          `de façon cohérente pendant qu’il tourne, et rien n’a été écrit. Arrêtez le serveur (Ctrl+C, ou ` +
          `kill -TERM ${error.pid} : il termine d’abord les requêtes en cours), lancez npm run backup, puis ` +
          `redémarrez-le avec npm start.\n` +
          `The Renouveau server (PID ${error.pid}) is using ${dataDir}: the embedded database cannot be copied ` +
          `consistently while it runs, and nothing was written. Stop the server (Ctrl+C, or kill -TERM ${error.pid}: ` +
          `it finishes running requests first), run npm run backup, then start it again with npm start.`,
      );
    }
    if (error instanceof NoPgliteDatabaseError) {
      fail(
        `Aucune base de données dans ${dataDir} : rien à sauvegarder (vérifiez DATA_DIR).\n` +
          `No database in ${dataDir}: nothing to back up (check DATA_DIR).`,
      );
    }
    throw error;
  }
  writePrivateFile(file, backup);
  console.log(
    `Sauvegarde écrite : ${file} (${humanSize(backup.byteLength)}), lisible par vous seul. Elle contient tout ce que ` +
      `les personnes ont écrit : gardez-en une copie chiffrée hors de cette machine. Pour la restaurer : ` +
      `npm run restore -- ${file}\n` +
      `Backup written: ${file}, readable by you only. It holds everything people wrote: keep an encrypted copy ` +
      `off this machine. To restore it: npm run restore -- ${file}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
