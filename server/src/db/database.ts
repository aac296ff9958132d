import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, MikroORM, type Options } from '@mikro-orm/postgresql';
import { ADVISORY_LOCKS, whileLocked } from './advisory-lock.js';
import { entities } from './entities.js';
import { migrationsList } from './migrations/index.js';
import path from 'node:path';
import { explainEmbeddedFailure } from './disk-full.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.js';

export interface Database {
  orm: MikroORM;
  /** The connection string in use (the embedded one when no DATABASE_URL was given). */
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

/** How long a query waits for a pooled connection before it fails. */
export const POOL_ACQUIRE_TIMEOUT_MS = 10_000;

export function ormOptions(clientUrl: string, embedded: boolean, debug = false): Options {
  return defineConfig({
    clientUrl,
    entities,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: { migrationsList, snapshot: false, transactional: true, allOrNothing: true, silent: true },
    // PGlite is a single session: one connection, queries queue behind it.
    pool: embedded ? { min: 0, max: 1 } : { min: 0, max: 10 },
    // A connection that cannot be had within this time is an error, not a hang (e.g. a query on another
    // EntityManager inside a transaction on the single embedded session).
    driverOptions: { connectionTimeoutMillis: POOL_ACQUIRE_TIMEOUT_MS },
    forceUtcTimezone: true,
    // No relation here has an inverse side to propagate to, and the accessors MikroORM would define on
    // each loaded entity, one property at a time, cost a list or a render CPU for nothing (decision 0016).
    propagationOnPrototype: false,
    debug,
    allowGlobalContext: false,
  });
}

/** Opens the configured database (or starts the embedded one) and brings its schema up to date. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  const url = options.databaseUrl ?? (embedded = await startEmbeddedPostgres(options.dataDir)).url;
  try {
    const orm = await MikroORM.init(ormOptions(url, Boolean(embedded)));
    // Instances starting together migrate one at a time; the later ones find nothing left to do.
    await whileLocked({ url, embedded: Boolean(embedded) }, ADVISORY_LOCKS.migrations, () => orm.migrator.up());
    return {
      orm,
      url,
      embedded: Boolean(embedded),
      async close() {
        await orm.close(true);
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop().catch(() => undefined);
    throw embedded ? explainEmbeddedFailure(error, path.join(options.dataDir, 'pglite')) : error;
  }
}
