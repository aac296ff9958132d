import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder of the server's code this process runs: `dist` when built, `src` under the test runner. */
const CODE_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The server's own modules: compiled or source, without tests, type declarations and source maps. */
const CODE_FILE = /\.(js|ts)$/;
const NOT_CODE = /\.(test|d)\.ts$|\.test\.js$/;

function codeFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => CODE_FILE.test(file) && !NOT_CODE.test(file))
    .sort();
}

/**
 * A short id of the server code in `root` (by default the code this process runs): a SHA-1 of its
 * modules' paths and texts, read once at start-up (~340 files, a few milliseconds). What the
 * instances share in Redis outlives a deploy; an answer kept under this id is served only by
 * instances of the same code, so a new build never sends the old one's REST or GraphQL answers.
 */
export function serverCodeId(root = CODE_ROOT): string {
  const hash = createHash('sha1');
  for (const file of codeFiles(root)) hash.update(file).update('\0').update(readFileSync(path.join(root, file))).update('\0');
  return hash.digest('base64url').slice(0, 12);
}
