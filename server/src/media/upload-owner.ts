/**
 * Who is writing an upload folder: this host and process (`<host>_<pid>`). A pending folder whose
 * owner is gone was left by a crash; one whose owner still runs (another instance) is left alone.
 */
import { hostname } from 'node:os';
import { isProcessRunning } from '../lib/process.js';

const host = () =>
  hostname()
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 60) || 'host';

/** This process's owner name. */
export const currentOwner = (): string => `${host()}_${process.pid}`;

/**
 * Whether an owner can no longer finish its upload. On this host a process is asked directly (our
 * own pid counts as gone: at start nothing of ours is in flight, and in a container a restarted
 * server has the pid of the one that crashed). Another host's owner is gone once its mark is older
 * than `staleAfterMs`: no upload takes that long.
 */
export function isOwnerGone(owner: string, since: Date, { now = new Date(), staleAfterMs = 60 * 60 * 1000 } = {}): boolean {
  const split = owner.lastIndexOf('_');
  const pid = Number(owner.slice(split + 1));
  if (split > 0 && owner.slice(0, split) === host() && Number.isInteger(pid) && pid > 0) return pid === process.pid || !isProcessRunning(pid);
  return now.getTime() - since.getTime() > staleAfterMs;
}
