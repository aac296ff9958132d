import 'reflect-metadata';
import { restoreBackup } from '../db/backup/restore.js';
import { runArchiveCommand } from './backup-settings.js';

const USAGE = `Loads an archive written by "npm run backup" into an empty DATA_DIR (embedded database) or an
empty PostgreSQL database (DATABASE_URL), with its media (into DATA_DIR/uploads, or an empty S3_* bucket).

  npm run restore -- FILE

The target must be empty: a restore never overwrites a site. Start the site on it afterwards.`;

runArchiveCommand({ usage: USAGE, fileIsTo: 'restore', name: 'Restore', run: restoreBackup });
