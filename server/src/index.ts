import 'reflect-metadata';
import { createApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

try {
  const config = loadConfig();
  const app = await createApp(config);
  const port = await app.listen();
  app.log.info(`listening on http://localhost:${port} (${app.db.embedded ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`);
  const stop = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
