/**
 * npm run restore -- FILE [--force]: puts a backup made by `npm run backup` into DATA_DIR.
 *
 * Into an empty or new DATA_DIR only: replacing a database by mistake loses everything written
 * since the backup, so a non-empty one needs --force. Never under a running server (the data
 * directory's lock says so), even with --force. The backup is unpacked and opened beside the
 * current database before it replaces it: a damaged file leaves DATA_DIR as it was.
 *
 * `npm run restore FILE --force` (without `--`) also works: npm keeps --force for itself but sets
 * npm_config_force=true for the script.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DataDirNotEmptyError, NotABackupError, restorePgliteDataDir } from '../src/server/db/backup';
import { DataDirLockedError } from '../src/server/db/data-dir-lock';
import { embeddedDatabaseEnv, fail } from './data-dir-command';

const USAGE = 'Usage : npm run restore -- FICHIER [--force]\nUsage: npm run restore -- FILE [--force]';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const force = args.includes('--force') || process.env.npm_config_force === 'true';
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]?.startsWith('-')) fail(`Arguments non compris / unexpected arguments: ${args.join(' ')}\n${USAGE}`);

  const env = embeddedDatabaseEnv(
    'DATABASE_URL est défini : les données sont dans PostgreSQL. Restaurez-les avec pg_restore (voir docs/deploy.md).\n' +
      'DATABASE_URL is set: the data is in PostgreSQL. Restore it with pg_restore (see docs/deploy.md).',
  );
  const dataDir = path.resolve(env.DATA_DIR);
  const file = path.resolve(files[0] as string);
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
    fail(`Sauvegarde introuvable : ${file}\nBackup not found: ${file}`);
  }

  console.log(`Restauration de ${file} dans ${dataDir}… / restoring ${file} into ${dataDir}…`);
  try {
    await restorePgliteDataDir(dataDir, fs.readFileSync(file), { force });
  } catch (error) {
    if (error instanceof DataDirNotEmptyError) {
      fail(
        `Le dossier de données ${dataDir} n’est pas vide (${error.entries.join(', ')}) : la restauration remplacerait ` +
          `la base qu’il contient, et tout ce qui a été écrit depuis la sauvegarde serait perdu. Rien n’a été modifié. ` +
          `Pour la remplacer quand même, sauvegardez-la d’abord (npm run backup), puis relancez avec --force : ` +
          `npm run restore -- ${file} --force. Ou restaurez dans un DATA_DIR vide.\n` +
          `The data directory ${dataDir} is not empty: restoring would replace its database and lose everything ` +
          `written since the backup. Nothing was changed. To replace it anyway, back it up first (npm run backup), ` +
          `then run again with --force: npm run restore -- ${file} --force. Or restore into an empty DATA_DIR.`,
      );
    }
    if (error instanceof DataDirLockedError) {
      fail(
        `Le serveur Renouveau (PID ${error.pid}) utilise ${dataDir} : rien n’a été modifié. Arrêtez le serveur ` +
          `(Ctrl+C, ou kill -TERM ${error.pid}), relancez la restauration, puis redémarrez-le avec npm start.\n` +
          `The Renouveau server (PID ${error.pid}) is using ${dataDir}: nothing was changed. Stop the server ` +
          `(Ctrl+C, or kill -TERM ${error.pid}), run the restore again, then start it with npm start.`,
      );
    }
    if (error instanceof NotABackupError) {
      const cause = error.cause instanceof Error ? error.cause.message : String(error.cause);
      fail(
        `${file} n’est pas une sauvegarde de Renouveau, ou elle est abîmée (${cause}). Le dossier de données n’a pas été modifié.\n` +
          `${file} is not a Renouveau backup, or it is damaged. The data directory was not changed.`,
      );
    }
    throw error;
  }
  console.log(
    `Restauration terminée : la base de ${dataDir} est celle de la sauvegarde. Démarrez le serveur avec npm start ` +
      `(il applique les migrations si la sauvegarde est plus ancienne que l’application).\n` +
      `Restore complete: ${dataDir} now holds the backed-up database. Start the server with npm start ` +
      `(it applies migrations if the backup is older than the app).`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
