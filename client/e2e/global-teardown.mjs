import { readFileSync, rmSync } from 'node:fs';
import { STATE_FILE } from './global-setup.mjs';

export default async function globalTeardown() {
  const server = globalThis.__DERGI_SERVER__;
  const { dataDir } = JSON.parse(readFileSync(STATE_FILE, 'utf8'));
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(STATE_FILE, { force: true });
}
