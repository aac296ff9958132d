import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { ConfigError } from '../config.js';
import { BackupError } from '../db/backup/backup-error.js';
import { createBackup } from '../db/backup/backup.js';
import { storageSettings } from './backup-settings.js';
import { fromInvocationFolder } from './invocation-folder.js';

const USAGE = `Writes one archive (.tar.gz) of the database and the media (DATA_DIR/uploads).

  npm run backup -- FILE          for example: npm run backup -- backups/dergi-$(date +%F).tar.gz

Uses the same DATABASE_URL / DATA_DIR as the server, and may run while the site runs: the database
is read as one consistent snapshot. Restore with: npm run restore -- FILE`;

async function main() {
  fromInvocationFolder();
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { help: { type: 'boolean', short: 'h' } } });
  if (values.help) return console.log(USAGE);
  if (positionals.length !== 1) {
    console.error(`${positionals.length ? 'Give exactly one FILE.' : 'Missing FILE: name the archive to write.'}\n\n${USAGE}`);
    process.exit(1);
  }
  await createBackup(storageSettings(), positionals[0]!, { info: (message) => console.log(message), warn: (message) => console.warn(`Warning: ${message}`) });
}

main().catch((error) => {
  if (error instanceof BackupError) console.error(`Backup failed: ${error.message}`);
  else if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error('Backup failed:', error);
  process.exit(1);
});
