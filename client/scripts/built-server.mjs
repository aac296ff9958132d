// Starts the built server the way a user would (`server/scripts/start.mjs`, building what is
// missing) on a new embedded database with demo content, for the browser tests (e2e/global-setup.mjs)
// and the scripts that measure it (js-budget.mjs, ../../bench/run.mjs), and launches Debian's
// Chromium for them.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { NODE_FLAGS, RUNTIME_ENV } from '../../server/scripts/runtime-flags.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A new folder for a server's embedded database (and media). */
export function newDataDir(prefix = 'dergi-measure-') {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

/**
 * The environment of a server on the embedded database in `dataDir`: the process's own without
 * DATABASE_URL, NODE_ENV (jest's "test"; the app runs as a user would start it) and PUBLIC_URL,
 * with `overrides` laid over it.
 */
export function serverEnv(dataDir, overrides = {}) {
  const env = { ...process.env, ...RUNTIME_ENV, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info' };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  delete env.PUBLIC_URL;
  return Object.assign(env, overrides);
}

/**
 * The server started from `entry` (by default as `npm start` does, building what is missing) with
 * `env` laid over serverEnv; `ready` answers its address, `pid` is read for CPU and memory, and
 * `stop()` ends it and deletes its data folder.
 */
export function startServer({ env: overrides = {}, dataDir = newDataDir(), entry = path.join(root, 'server/scripts/start.mjs'), cwd = root } = {}) {
  const env = serverEnv(dataDir, overrides);
  // With the flags the site runs with everywhere (server/scripts/runtime-flags.mjs).
  const child = spawn(process.execPath, [...NODE_FLAGS, entry], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const ready = new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), 240_000);
    const onData = (chunk) => {
      output += chunk;
      const match = output.match(/listening on (http:\/\/localhost:\d+)/);
      if (match) {
        clearTimeout(timer);
        // Stop collecting: the server logs a line a request, and scanning all of them again on each one
        // took this process 3 ms a request after a minute of load, which the bench counted as latency.
        child.stdout.off('data', onData);
        child.stderr.off('data', onData);
        child.stdout.resume();
        child.stderr.resume();
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return { ready, stop, pid: child.pid };
}

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

