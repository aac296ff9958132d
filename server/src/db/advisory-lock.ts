import pg from 'pg';

/**
 * PostgreSQL advisory locks that make start-up work run once across the instances of one site
 * (several app processes on one database). The embedded database has one process by design, so
 * there each helper just runs the work. A lock is held by its own connection, outside the ORM's
 * pool, and goes with that connection: a crashed instance never leaves one behind.
 */
export const ADVISORY_LOCKS = {
  /** Migrations: the others wait, then find nothing left to do. */
  migrations: 0x64657267_01,
  /** The first start's demo content and the staff account of ADMIN_EMAIL: one instance at a time. */
  firstStart: 0x64657267_02,
  /** The orphan sweep of media: one instance sweeps, the others go on without it. */
  mediaSweep: 0x64657267_03,
  /** Publishing the scheduled items that are due: one instance publishes, the others skip that round. */
  scheduledPublishing: 0x64657267_04,
} as const;

/** The database to lock on: its URL, or undefined for the embedded one. */
type LockTarget = { url: string; embedded: boolean };

async function withLockConnection<T>(target: LockTarget, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: target.url });
  // A lost lock connection is noticed by the query that uses it; an idle one must not crash the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Runs `work` holding the lock, after waiting for any other instance that holds it. */
export async function whileLocked<T>(target: LockTarget, key: number, work: () => Promise<T>): Promise<T> {
  if (target.embedded) return work();
  return withLockConnection(target, async (client) => {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    }
  });
}

/** Runs `work` only when no other instance holds the lock right now; answers whether it ran. */
export async function ifUnlocked(target: LockTarget, key: number, work: () => Promise<void>): Promise<boolean> {
  if (target.embedded) {
    await work();
    return true;
  }
  return withLockConnection(target, async (client) => {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
    if (!rows[0]?.locked) return false;
    try {
      await work();
      return true;
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    }
  });
}
