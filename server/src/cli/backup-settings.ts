import { loadConfig, type Config } from '../config.js';

/**
 * DATA_DIR and DATABASE_URL, read by the server's own config. The rest of the server's settings
 * (APP_SECRET, PUBLIC_URL, the bank account) do not concern a backup, so their production checks are
 * skipped, and no secret is generated into DATA_DIR.
 */
export function storageSettings(): Pick<Config, 'dataDir' | 'databaseUrl'> {
  const { dataDir, databaseUrl } = loadConfig(process.env, { production: false, appSecret: 'not-used-by-backup-or-restore-0123456789' });
  return { dataDir, databaseUrl };
}
