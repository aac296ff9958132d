import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { ConfigError } from '../config.js';
import { BackupError } from '../db/backup/backup-error.js';
import { restoreBackup } from '../db/backup/restore.js';
import { storageSettings } from './backup-settings.js';
import { fromInvocationFolder } from './invocation-folder.js';

const USAGE = `Loads an archive written by "npm run backup" into an empty DATA_DIR (embedded database) or an
empty PostgreSQL database (DATABASE_URL), with its media.

  npm run restore -- FILE

The target must be empty: a restore never overwrites a site. Start the site on it afterwards.`;

async function main() {
  fromInvocationFolder();
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { help: { type: 'boolean', short: 'h' } } });
  if (values.help) return console.log(USAGE);
  if (positionals.length !== 1) {
    console.error(`${positionals.length ? 'Give exactly one FILE.' : 'Missing FILE: name the archive to restore.'}\n\n${USAGE}`);
    process.exit(1);
  }
  await restoreBackup(storageSettings(), positionals[0]!, { info: (message) => console.log(message), warn: (message) => console.warn(`Warning: ${message}`) });
}

main().catch((error) => {
  if (error instanceof BackupError) console.error(`Restore failed: ${error.message}`);
  else if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error('Restore failed:', error);
  process.exit(1);
});
