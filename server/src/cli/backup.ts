import 'reflect-metadata';
import { createBackup } from '../db/backup/backup.js';
import { runArchiveCommand } from './backup-settings.js';

const USAGE = `Writes one archive (.tar.gz) of the database and the media (DATA_DIR/uploads, or the S3_* bucket).

  npm run backup -- FILE          for example: npm run backup -- backups/dergi-$(date +%F).tar.gz

Uses the same DATABASE_URL / DATA_DIR as the server, and may run while the site runs: the database
is read as one consistent snapshot. Restore with: npm run restore -- FILE`;

runArchiveCommand({ usage: USAGE, fileIsTo: 'write', name: 'Backup', run: createBackup });
