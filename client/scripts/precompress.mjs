// Runs at the end of `npm run build`: writes `.br` and `.gz` beside every text asset of the client
// build (dist/client) at the highest quality, once, so the server sends them as they are
// (server/src/site/precompressed-assets.ts) instead of compressing each request.
//   node scripts/precompress.mjs [folder]   (default: dist/client)
import { readdir, readFile, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const EXTENSIONS = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.html', '.map', '.txt', '.xml']);
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 256;

const root = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../dist/client', import.meta.url)));

async function* files(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

let count = 0;
let plainBytes = 0;
let brBytes = 0;
let gzBytes = 0;
for await (const file of files(root)) {
  if (!EXTENSIONS.has(path.extname(file).toLowerCase())) continue;
  const data = await readFile(file);
  for (const suffix of ['.br', '.gz']) await unlink(file + suffix).catch(() => {});
  if (data.length < MIN_BYTES) continue;
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: constants.BROTLI_MAX_WINDOW_BITS,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  const gz = gzipSync(data, { level: constants.Z_BEST_COMPRESSION, memLevel: 9 });
  // A copy that is not smaller is left out: the server then sends the plain file.
  if (br.length < data.length) await writeFile(file + '.br', br);
  if (gz.length < data.length) await writeFile(file + '.gz', gz);
  // The copies keep the original's time, so Last-Modified and ETags agree across variants.
  const { atime, mtime } = await stat(file);
  for (const suffix of ['.br', '.gz']) await utimes(file + suffix, atime, mtime).catch(() => {});
  count += 1;
  plainBytes += data.length;
  brBytes += br.length;
  gzBytes += gz.length;
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log(`precompressed ${count} files under ${path.relative(process.cwd(), root) || '.'}: ${kb(plainBytes)} → br ${kb(brBytes)}, gzip ${kb(gzBytes)}`);
