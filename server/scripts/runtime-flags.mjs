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
 * enough; and blocks of 256 kB and more are mapped on their own and freed memory above 1 MB at the
 * heap's top is given back, instead of the thresholds rising with the load and the heap keeping
 * what a busy minute took (decision 0014). 256 kB, not 32: every block mapped on its own is mapped
 * afresh and each of its pages faults when first touched, and a render's blocks of 32–256 kB (the
 * page's bytes, the compressors' tables) cost it 150–500 faults, a third of its CPU in this VM;
 * not 1 MB or glibc's own dynamic threshold, under which the heap kept 440–490 MB after the bench's
 * load (target 400). Measured with `npm run bench -- --archive` on 100,000 news: news page rendered
 * 16–27 → 13–19 ms CPU, news list 26–27 → 22–26, staff news list 10–13 → 7–9; RSS 180 at rest,
 * 382 after the load, 242 a minute later (180 / 329 / 202 with 32 kB).
 */
export const RUNTIME_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '262144', MALLOC_TRIM_THRESHOLD_: '1048576' };
