// How the server process runs wherever it is started (npm start, the image, the benchmarks and browser
// tests), so that a magazine's small server holds it (issue 14 §2, memory). scripts/check-deploy.mjs
// checks that package.json's start script and the Dockerfile say the same.

/**
 * V8's young generation capped at 8 MB a half (by default it grows to 32 MB and more on a machine
 * with much memory). Measured on PostgreSQL with the next setting: 374 → 230 MB at rest, 475 → 270 MB
 * after 200 renders; CPU per render unchanged within the noise (4 MB a half cost a third more CPU).
 * `--heap-growing-percent=100`: after a full collection the old generation may grow to twice what
 * lived, not up to four times (V8's default for a busy heap). Measured after 6 s each of uncached
 * renders, public lists and kept pages at 50 connections on PostgreSQL: 540–581 → 396–403 MB, V8's
 * heap 272–304 → 193–208 MB, for about 8 % more CPU per render; at 50 % it was 360 MB for a third more.
 * `--expose-gc` lets the server collect the start's one-off garbage once it listens, and give back
 * what a burst of requests grew once the site rests (src/index.ts, src/lib/idle-collection.ts).
 */
export const NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=100', '--expose-gc'];

/**
 * glibc's malloc: an arena per thread (libuv's pool, sharp's) is more than a server needs, two are
 * enough; and blocks of 32 kB and more are mapped on their own and freed memory is given back,
 * instead of the thresholds rising with the load and the heap keeping what a busy minute took
 * (measured on PostgreSQL after 20 s of rendering at 50 connections: 433 → 383 MB, not lowered after).
 * 32 kB rather than 128: a rendered page's bytes and the compressors' buffers are 32–128 kB, and V8
 * frees a dead buffer only at a collection, which external memory alone starts after ~64 MB more; in
 * the main arena those buffers left it fragmented and grown (13 → 112 MB after the bench's lines at
 * 50 connections, 79 MB a while later), mapped they go back whole (26 MB). RSS at the end of those
 * lines 395–415 → 336–362 MB; CPU per request the same within the noise.
 */
export const RUNTIME_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '32768', MALLOC_TRIM_THRESHOLD_: '131072' };
