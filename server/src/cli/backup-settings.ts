import { loadConfig, type Config } from '../config.js';

/**
 * npm runs a workspace's scripts in that workspace's folder (server/), but the operator types FILE
 * and a relative DATA_DIR from where they ran npm (the repository root, where `npm start` runs and
 * resolves DATA_DIR). npm names that folder in INIT_CWD; the commands work from there.
 */
export function fromInvocationFolder(): void {
  const folder = process.env.INIT_CWD;
  if (folder && folder !== process.cwd()) process.chdir(folder);
}

/**
 * DATA_DIR and DATABASE_URL, read by the server's own config. The rest of the server's settings
 * (APP_SECRET, PUBLIC_URL, the bank account) do not concern a backup, so their production checks are
 * skipped, and no secret is generated into DATA_DIR.
 */
export function storageSettings(): Pick<Config, 'dataDir' | 'databaseUrl'> {
  const { dataDir, databaseUrl } = loadConfig(process.env, { production: false, appSecret: 'not-used-by-backup-or-restore-0123456789' });
  return { dataDir, databaseUrl };
}
