// Performance is measured, not hoped (design.md §7): starts the built server on a fresh embedded
// database with demo content and measures, at a fixed concurrency, requests per second and p50/p99
// latency of the home page, a news page, a public REST list and a GraphQL query — each also as a
// ratio to a static file served by the same server in the same run, so machines compare. Pages are
// measured as readers get them (kept by the page cache) and, for the home page, rendered every time.
// Then the memory of the server that kept pages, at rest, after the load and BENCH_SETTLE_SECONDS
// later, against issue 14's targets for the embedded database; the run fails when it misses them.
//
//   npm run build && npm run bench            (BENCH_SECONDS=10 BENCH_CONCURRENCY=50 to change)
//   npm run bench -- --archive                 the archive mode (archive.mjs): 100,000 news on PostgreSQL
//   node bench/render-cost.mjs [a b]           server CPU ms per uncached page and list answer (of built checkouts a, b)

import { launchBrowser, startServer } from '../client/scripts/built-server.mjs';
import { measureFirstTaps, printFirstTaps } from '../client/scripts/first-tap.mjs';
import { judgeMemory, productionEnv, rssMb, SETTLE_SECONDS } from './measure.mjs';

if (process.argv.includes('--archive')) {
  const { runArchiveBench } = await import('./archive.mjs');
  process.exit((await runArchiveBench()) ? 0 : 1);
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
/** Issue 14 §2: the process's memory on the embedded database (MB), at rest and under load. */
const EMBEDDED_MEMORY = { atRest: 450, afterLoad: 600 };

/** The built server in production mode on a fresh embedded database with demo content (`uncached`: keeping no page). */
async function startProductionServer({ uncached = false } = {}) {
  const server = startServer({ env: productionEnv({ SEED_DEMO: 'true', ...(uncached ? { PAGE_CACHE_SECONDS: '0' } : {}) }) });
  return { baseUrl: await server.ready, stop: server.stop, pid: server.pid };
}

/** `CONCURRENCY` loops sending `request` for `SECONDS`; every answer must have the expected status. */
async function measure(name, request) {
  const latencies = [];
  let failures = 0;
  const end = performance.now() + SECONDS * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      const response = await request();
      await response.arrayBuffer();
      if (!response.ok) failures++;
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, loop));
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { name, rps: latencies.length / SECONDS, p50: at(0.5), p99: at(0.99), failures };
}

const { baseUrl, stop, pid } = await startProductionServer();
// A second server that keeps nothing, for the home rendered every time (a page's key ignores an unknown `?n=`).
const uncachedServer = await startProductionServer({ uncached: true });
try {
  const gzip = { 'accept-encoding': 'gzip, br' };
  const latest = await (await fetch(`${baseUrl}/api/public-news/latest?limit=1`)).json();
  const newsPath = `/haber/${latest[0].slug}`;
  const asset = (await (await fetch(baseUrl)).text()).match(/src="(\/assets\/[^"]+\.js)"/)[1];
  const graphql = JSON.stringify({ query: '{ publicLatestNews(limit: 6) { id title slug teaser posterUrl createdAt } }' });
  const token = await (await fetch(`${baseUrl}/api/app/get-csrf-token`)).json();
  const cases = [
    ['static file (baseline)', () => fetch(baseUrl + asset, { headers: gzip })],
    ['home page /', () => fetch(`${baseUrl}/`, { headers: gzip })],
    ['home page /, rendered every time', () => fetch(`${uncachedServer.baseUrl}/`, { headers: gzip })],
    [`news page ${newsPath}`, () => fetch(baseUrl + newsPath, { headers: gzip })],
    ['REST /api/public-news/news-list', () => fetch(`${baseUrl}/api/public-news/news-list?page=1`, { headers: gzip })],
    ['GraphQL publicLatestNews', () => fetch(`${baseUrl}/graphql`, { method: 'POST', headers: { ...gzip, 'content-type': 'application/json', 'x-csrf-token': token.token }, body: graphql })],
  ];
  for (const [, request] of cases) await (await request()).arrayBuffer(); // warm up
  const memory = { atRest: rssMb(pid) };
  const results = [];
  for (const [name, request] of cases) results.push(await measure(name, request));
  memory.afterLoad = rssMb(pid);
  const baseline = results[0];
  console.log(`\n${SECONDS} s each at concurrency ${CONCURRENCY}, ${baseUrl}\n`);
  console.log('case'.padEnd(44), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'vs static'.padStart(10), 'failed'.padStart(7));
  for (const r of results) {
    console.log(r.name.padEnd(44), r.rps.toFixed(0).padStart(8), r.p50.toFixed(1).padStart(8), r.p99.toFixed(1).padStart(8), `${((r.rps / baseline.rps) * 100).toFixed(1)}%`.padStart(10), String(r.failures).padStart(7));
  }
  // A reader's first tap on a phone (issue 14 §2), in Chromium against the same server.
  const browser = await launchBrowser();
  try {
    printFirstTaps(await measureFirstTaps(browser, baseUrl));
  } finally {
    await browser.close();
  }
  // The first taps above are a reader's few requests, part of the rest before memory is read again.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
  memory.afterRest = rssMb(pid);
  if (!judgeMemory(memory, EMBEDDED_MEMORY, 'Memory on the embedded database').pass) process.exitCode = 1;
} finally {
  await Promise.all([stop(), uncachedServer.stop()]);
}
