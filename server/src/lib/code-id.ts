import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder of the server's code this process runs: `dist` when built, `src` under the test runner. */
const CODE_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The server's own modules: compiled or source, without tests, type declarations and source maps. */
const CODE_FILE = /\.(js|ts)$/;
const NOT_CODE = /\.(test|d)\.ts$|\.test\.js$/;

/**
 * A short id of a build's contents (each part ended by a NUL, so moving text between parts changes
 * it): the first 12 characters of their SHA-1. What the instances share in Redis outlives a deploy,
 * so what is kept there names the build that made it (the client's pages, the server's answers).
 */
export function buildIdOf(parts: Iterable<string | Buffer>): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64url').slice(0, 12);
}

function* codeFiles(root: string): Generator<string | Buffer> {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => CODE_FILE.test(file) && !NOT_CODE.test(file));
  for (const file of files.sort()) {
    yield file;
    yield readFileSync(path.join(root, file));
  }
}

/** The running code's id, read once: an app is made once a process, but many times in the tests. */
let runningCodeId: string | undefined;

/**
 * The id of the server code in `root` (by default the code this process runs, which cannot change
 * under it, so its id is read once): its modules' paths and texts (~340 files, under 20 ms). An
 * answer kept under it is served only by instances of the same code, so a new build never sends
 * the old one's REST or GraphQL answers.
 */
export function serverCodeId(root = CODE_ROOT): string {
  if (root !== CODE_ROOT) return buildIdOf(codeFiles(root));
  return (runningCodeId ??= buildIdOf(codeFiles(root)));
}
