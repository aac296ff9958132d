// How the server process runs wherever it is started (npm start, the image, the benchmarks and browser
// tests), so that a magazine's small server holds it (issue 14 §2, memory). scripts/check-deploy.mjs
// checks that package.json's start script and the Dockerfile say the same.

/**
 * V8's young generation capped at 8 MB a half (by default it grows to 32 MB and more on a machine
 * with much memory). Measured on PostgreSQL with the next setting: 374 → 230 MB at rest, 475 → 270 MB
 * after 200 renders; CPU per render unchanged within the noise (4 MB a half cost a third more CPU).
 * `--expose-gc` lets the server collect the start's one-off garbage once it listens (src/index.ts).
 */
export const NODE_FLAGS = ['--max-semi-space-size=8', '--expose-gc'];

/** glibc's malloc keeps an arena per thread (libuv's pool, sharp's): two are enough. */
export const RUNTIME_ENV = { MALLOC_ARENA_MAX: '2' };
