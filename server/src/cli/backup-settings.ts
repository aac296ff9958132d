import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { BackupError } from '../db/backup/backup-error.js';
import type { BackupLog } from '../db/backup/backup.js';
import { fromInvocationFolder } from './invocation-folder.js';

/**
 * DATA_DIR, DATABASE_URL and the S3_* media bucket, read by the server's own config, and PUBLIC_URL for
 * the links a command writes (the archive seed's home advert). The rest of the server's settings
 * (APP_SECRET, the bank account) do not concern these commands, so their production checks are
 * skipped, and no secret is generated into DATA_DIR.
 */
export function storageSettings(): Pick<Config, 'dataDir' | 'databaseUrl' | 's3' | 'publicUrl'> {
  const { dataDir, databaseUrl, s3, publicUrl } = loadConfig(process.env, { production: false, appSecret: 'not-used-by-backup-or-restore-0123456789' });
  return { dataDir, databaseUrl, s3, publicUrl };
}

/**
 * The shape of both archive commands: `-h` prints the usage, exactly one FILE is required, and a
 * failure is one line (an archive or configuration problem by its message) with exit code 1.
 */
export function runArchiveCommand(command: {
  usage: string;
  /** What a missing FILE is for: "write", "restore". */
  fileIsTo: string;
  /** "Backup", "Restore": the start of a failure's line. */
  name: string;
  run: (settings: Pick<Config, 'dataDir' | 'databaseUrl' | 's3'>, file: string, log: BackupLog) => Promise<unknown>;
}): void {
  const main = async () => {
    fromInvocationFolder();
    const { values, positionals } = parseArgs({ allowPositionals: true, options: { help: { type: 'boolean', short: 'h' } } });
    if (values.help) return console.log(command.usage);
    if (positionals.length !== 1) {
      console.error(`${positionals.length ? 'Give exactly one FILE.' : `Missing FILE: name the archive to ${command.fileIsTo}.`}\n\n${command.usage}`);
      process.exit(1);
    }
    await command.run(storageSettings(), positionals[0]!, { info: (message) => console.log(message), warn: (message) => console.warn(`Warning: ${message}`) });
  };
  main().catch((error) => {
    if (error instanceof BackupError) console.error(`${command.name} failed: ${error.message}`);
    else if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
    else console.error(`${command.name} failed:`, error);
    process.exit(1);
  });
}
