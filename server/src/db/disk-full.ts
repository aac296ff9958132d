/** The server could not start for a reason the operator can act on (printed without a stack). */
export class StartupError extends Error {}

/** PGlite's file system reports errors as Emscripten errno values, 51 being ENOSPC; its ErrnoError has no message. */
const EMSCRIPTEN_ENOSPC = 51;

/** Whether `error` says the disk is full: Node's or Emscripten's ENOSPC, or PostgreSQL's disk_full (53100). */
export function isDiskFull(error: unknown): boolean {
  const { code, errno, name, message } = (error ?? {}) as { code?: unknown; errno?: unknown; name?: unknown; message?: unknown };
  if (code === 'ENOSPC' || code === '53100') return true;
  if (name === 'ErrnoError' && errno === EMSCRIPTEN_ENOSPC) return true;
  return typeof message === 'string' && /No space left on device/i.test(message);
}

/** The error to report when the embedded database in `dbDir` failed: a full disk is named as such. */
export function explainEmbeddedFailure(error: unknown, dbDir: string): unknown {
  if (!isDiskFull(error)) return error;
  return new StartupError(
    `The embedded database could not write to ${dbDir}: the disk is full (ENOSPC). Free some space there, or set DATA_DIR to a folder on a larger disk.`,
  );
}
