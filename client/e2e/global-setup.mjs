// Browser tests: start the real app the way `npm start` does (building what is missing) on a new
// embedded database with demo content, a Turkish and an English staff account.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newDataDir, serverEnv, startServer } from '../scripts/built-server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
// One state file per checkout: engineers run browser tests side by side on one machine, and a
// shared name let one run's teardown read another's data folder and delete it mid-run.
export const STATE_FILE = path.join(tmpdir(), `dergi-e2e-state-${createHash('sha1').update(path.resolve(root)).digest('hex').slice(0, 12)}.json`);

const USERS = {
  tr: { email: 'editor@dergi.test', password: 'Dogru-Sifre-1', name: 'Editor' },
  en: { email: 'editor.en@dergi.test', password: 'Right-Password-1', name: 'Editor EN' },
};

/** A port free right now: the site's public URL (its canonical links) must be known before it starts. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export default async function globalSetup() {
  const dataDir = newDataDir('dergi-e2e-');
  const port = await freePort();
  const site = { PORT: String(port), PUBLIC_URL: `http://localhost:${port}` };
  execFileSync(
    'npm',
    ['run', 'user:create', '--', '--email', USERS.en.email, '--password', USERS.en.password, '--name', USERS.en.name, '--language', 'en'],
    { cwd: root, env: serverEnv(dataDir, site), stdio: 'ignore' },
  );
  // The scheduled publishing looks every 2 s, on a clock the tests move (support.ts: moveServerClock).
  const clockOffsetFile = path.join(dataDir, 'clock-offset');
  const clock = { CLOCK_OFFSET_FILE: clockOffsetFile, PUBLISH_INTERVAL_SECONDS: '2' };
  const server = startServer({ dataDir, env: { ...site, ...clock, ADMIN_EMAIL: USERS.tr.email, ADMIN_PASSWORD: USERS.tr.password } });
  // Kept for the teardown, which stops it and deletes its data folder.
  globalThis.__DERGI_SERVER__ = server;
  const baseUrl = await server.ready;
  writeFileSync(STATE_FILE, JSON.stringify({ baseUrl, users: USERS, clockOffsetFile }));
}
