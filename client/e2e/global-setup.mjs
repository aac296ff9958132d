// Browser tests: start the real app the way `npm start` does (building what is missing) on a new
// embedded database with demo content, a Turkish and an English staff account.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
// One state file per checkout: engineers run browser tests side by side on one machine, and a
// shared name let one run's teardown read another's data folder and delete it mid-run.
export const STATE_FILE = path.join(tmpdir(), `dergi-e2e-state-${createHash('sha1').update(path.resolve(root)).digest('hex').slice(0, 12)}.json`);

const USERS = {
  tr: { email: 'editor@dergi.test', password: 'Dogru-Sifre-1', name: 'Editor' },
  en: { email: 'editor.en@dergi.test', password: 'Right-Password-1', name: 'Editor EN' },
};

function waitForListening(child) {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), 240_000);
    const onData = (chunk) => {
      output += chunk;
      const match = output.match(/listening on (http:\/\/localhost:\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

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
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dergi-e2e-'));
  const port = await freePort();
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, LOG_LEVEL: 'info' };
  delete env.DATABASE_URL;
  delete env.NODE_ENV; // jest's "test"; the app runs as a user would start it
  execFileSync(
    'npm',
    ['run', 'user:create', '--', '--email', USERS.en.email, '--password', USERS.en.password, '--name', USERS.en.name, '--language', 'en'],
    { cwd: root, env, stdio: 'ignore' },
  );
  const server = spawn(process.execPath, [path.join(root, 'server/scripts/start.mjs')], {
    cwd: root,
    env: { ...env, ADMIN_EMAIL: USERS.tr.email, ADMIN_PASSWORD: USERS.tr.password },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const baseUrl = await waitForListening(server);
  server.stdout.resume();
  server.stderr.resume();
  writeFileSync(STATE_FILE, JSON.stringify({ baseUrl, dataDir, users: USERS }));
  globalThis.__DERGI_SERVER__ = server;
}
