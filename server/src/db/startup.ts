import type { Config } from '../config.js';
import type { Logger } from '../lib/logger.js';
import type { MediaService } from '../media/media.service.js';
import { referencedMediaPaths } from './media-references.js';
import { UserService } from '../modules/user/user.service.js';
import { ADVISORY_LOCKS, ifUnlocked, whileLocked } from './advisory-lock.js';
import type { Database } from './database.js';
import { isDiskFull, StartupError } from './disk-full.js';
import { seedDemoContent } from './seeders/demo-content.js';
import { AppMeta, INITIALIZED } from './app-meta.entity.js';

/** First-start work: demo content on a new database, and the staff account from the environment. */
export async function prepareData(db: Database, config: Config, log: Logger, media: MediaService): Promise<void> {
  try {
    await prepare(db, config, log, media);
  } catch (error) {
    if (!isDiskFull(error) && (error as { code?: unknown }).code !== 'INSUFFICIENT_STORAGE') throw error;
    throw new StartupError(
      `The first start could not write to ${config.dataDir}: the disk is full (ENOSPC). Free some space there, or set DATA_DIR to a folder on a larger disk.`,
    );
  }
}

async function prepare(db: Database, config: Config, log: Logger, media: MediaService): Promise<void> {
  // Instances starting together take turns: the demo content is added once and the staff account
  // upserted by one at a time (the later ones find the site initialised and the account there).
  await whileLocked(db, ADVISORY_LOCKS.firstStart, () => firstStart(db, config, log, media));
  await sweepMedia(db, log, media);
}

async function firstStart(db: Database, config: Config, log: Logger, media: MediaService): Promise<void> {
  const em = db.orm.em.fork();
  if (!(await em.findOne(AppMeta, { key: INITIALIZED }))) {
    if (config.seedDemo) {
      await seedDemoContent(em, media, config.publicUrl);
      log.info('first start: demo content added (set SEED_DEMO=false to start empty)');
    }
    em.create(AppMeta, { key: INITIALIZED, value: new Date().toISOString() });
    await em.flush();
  }
  const users = new UserService(em);
  if (config.adminEmail && config.adminPassword) {
    const { user, created } = await users.upsertStaff({ email: config.adminEmail, password: config.adminPassword });
    log.info(`staff account ${user.email} ${created ? 'created' : 'updated'} from ADMIN_EMAIL/ADMIN_PASSWORD`);
  } else if ((await users.countStaff()) === 0) {
    log.info(
      'no staff account yet: create one with `npm run user:create -- --email you@example.com --name "Ad Soyad"` ' +
        '(it asks for the password), or start with ADMIN_EMAIL and ADMIN_PASSWORD set',
    );
  }
}

/**
 * Removes upload folders that a crash left without a record (media.service.ts `sweep`); never stops
 * the start. Of instances starting together on one database, one sweeps and the others skip it.
 */
async function sweepMedia(db: Database, log: Logger, media: MediaService): Promise<void> {
  try {
    const swept = await ifUnlocked(db, ADVISORY_LOCKS.mediaSweep, async () => {
      const { removed, settled } = await media.sweep(() => referencedMediaPaths(db.orm.em.fork()));
      if (removed.length + settled.length > 0) log.info(`media sweep: ${removed.length} orphan upload folder(s) removed, ${settled.length} made final`);
    });
    if (!swept) log.info('media sweep: skipped, another instance is sweeping');
  } catch (error) {
    log.error('media sweep failed', error);
  }
}
