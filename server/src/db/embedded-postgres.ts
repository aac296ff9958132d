import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { explainEmbeddedFailure, StartupError } from './disk-full.js';
import { livePresence, removePresence, writePresence } from './embedded-presence.js';

export interface EmbeddedPostgres {
  /** A connection string for the postgresql driver. */
  url: string;
  stop(): Promise<void>;
}

/**
 * PostgreSQL's buffers live inside PGlite's WebAssembly memory, in this process: its default
 * 128 MB of shared_buffers alone held about 140 MB more RSS (measured: 321-355 MB for PGlite
 * reopened on a 200,000-row table, 179-238 MB with these). The files stay in the OS's page cache
 * anyway. As start parameters, not postgresql.conf: PGlite's `postgresqlconf` replaces the file initdb wrote.
 */
const MEMORY_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB'];

/**
 * Starts PGlite (PostgreSQL compiled to WASM) on a folder and exposes it through the Postgres wire
 * protocol on a loopback port, so MikroORM's postgresql driver and the same migrations serve both
 * the embedded default and a real server. PGlite is a single session: the ORM uses one connection.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const dbDir = path.join(dataDir, 'pglite');
  const other = await livePresence(dataDir);
  if (other) {
    throw new StartupError(`The embedded database in ${dataDir} is open in another process (pid ${other.pid}: a running site, backup or restore); stop it first.`);
  }
  const isNew = !existsSync(dbDir) || readdirSync(dbDir).length === 0;
  mkdirSync(dbDir, { recursive: true });
  let db: PGlite;
  try {
    db = await PGlite.create({ dataDir: dbDir, extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, ...MEMORY_SETTINGS] });
  } catch (error) {
    // A database that never got made leaves no half-written folder filling the disk.
    if (isNew) rmSync(dbDir, { recursive: true, force: true });
    throw explainEmbeddedFailure(error, dbDir);
  }
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 2 });
  await server.start();
  const address = server.getServerConn();
  const url = `postgresql://postgres@${address}/postgres`;
  writePresence(dataDir, url);
  return {
    url,
    async stop() {
      await server.stop();
      await db.close();
      removePresence(dataDir);
    },
  };
}
