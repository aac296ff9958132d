import 'reflect-metadata';
import { createApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { offsetClock } from './lib/clock.js';
import { collectWhenIdle } from './lib/idle-collection.js';
import { StartupError } from './db/disk-full.js';

/** Past the grace period, how long closing Apollo, Redis and the database may take before the process gives up. */
const CLOSE_TIMEOUT_MS = 15_000;

try {
  const config = loadConfig();
  // Only the browser tests move the clock (CLOCK_OFFSET_FILE, refused in production).
  const app = await createApp(config, { now: config.clockOffsetFile ? offsetClock(config.clockOffsetFile) : undefined });
  const port = await app.listen();
  // The start's one-off work (the embedded database's first-run instance, the migrations, the demo
  // seed) leaves garbage that no request collects while the site rests: collect it once. `gc` is there
  // when the process runs with the flags of server/scripts/runtime-flags.mjs.
  (globalThis as { gc?: () => void }).gc?.();
  // And after each burst of requests, the heap it grew is given back once the site rests.
  collectWhenIdle(app.http);
  app.log.info(`listening on http://localhost:${port} (${app.db.embedded ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`);
  let stopping = false;
  const stop = async (signal: string) => {
    // A second signal must not cut the database's close short: the first one's shutdown is bounded anyway.
    if (stopping) return app.log.info(`${signal}: already shutting down (within ${config.shutdownGraceSeconds} s and the close)`);
    stopping = true;
    app.log.info(`${signal}: shutting down (requests in flight get ${config.shutdownGraceSeconds} s)`);
    setTimeout(() => {
      app.log.error('shutdown did not finish in time; exiting');
      process.exit(1);
    }, config.shutdownGraceSeconds * 1000 + CLOSE_TIMEOUT_MS).unref();
    try {
      await app.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (error) {
      app.log.error('shutdown failed', error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
  if (error instanceof StartupError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
