import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { isProcessRunning } from '../lib/process.js';

/**
 * A process that has the embedded database of a DATA_DIR open says so in `DATA_DIR/embedded-database.json`
 * (its pid and the address of its wire-protocol socket). PGlite takes no lock of its own, and two
 * processes on one folder corrupt it; with this file a backup of a running site goes through the
 * site's socket, and a second server, backup or restore refuses the folder instead.
 */
export interface EmbeddedPresence {
  pid: number;
  url: string;
}

const FILE = 'embedded-database.json';

export function writePresence(dataDir: string, url: string): void {
  writeFileSync(path.join(dataDir, FILE), JSON.stringify({ pid: process.pid, url } satisfies EmbeddedPresence) + '\n', { mode: 0o600 });
}

/** Removes the file when this process wrote it. */
export function removePresence(dataDir: string): void {
  if (readPresence(dataDir)?.pid === process.pid) rmSync(path.join(dataDir, FILE), { force: true });
}

function readPresence(dataDir: string): EmbeddedPresence | undefined {
  try {
    const parsed = JSON.parse(readFileSync(path.join(dataDir, FILE), 'utf8')) as Partial<EmbeddedPresence>;
    return typeof parsed.pid === 'number' && typeof parsed.url === 'string' ? { pid: parsed.pid, url: parsed.url } : undefined;
  } catch {
    return undefined;
  }
}

/** Whether something accepts connections at the URL's host and port (a refused port means a stale file). */
function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) });
    socket.setTimeout(2000);
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

/**
 * The process that has this DATA_DIR's embedded database open now, if any: the file's pid is alive
 * and its socket answers. A file left by a killed process (dead pid, or a reused pid with no socket)
 * does not count.
 */
export async function livePresence(dataDir: string): Promise<EmbeddedPresence | undefined> {
  const presence = readPresence(dataDir);
  if (!presence || !isProcessRunning(presence.pid)) return undefined;
  return (await answers(presence.url)) ? presence : undefined;
}
