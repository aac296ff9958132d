// Server CPU per request (issue 14 §2 "Render cost"): starts the BUILT server in production mode on a
// fresh embedded database with demo content and nothing kept between readers (PAGE_CACHE_SECONDS=0),
// sends each case's request N times one after another from 127.0.0.1, and reads the process's CPU time
// (utime + stime of /proc/<pid>/stat, all its threads) before and after: CPU ms per request. Linux only.
//
//   node bench/render-cost.mjs                (RENDER_COST_REQUESTS=200 to change N)
//   node bench/render-cost.mjs /tmp/a /tmp/b  the built checkouts (git worktrees) at those paths, each run
//                                             twice in turn (a b a b) so both see the same machine load
//
// It runs server/dist/index.js directly, never rebuilding: build first (`npm run build`).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newDataDir, startServer } from '../client/scripts/built-server.mjs';
import { cpuMs, productionEnv } from './measure.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The built server, uncached, in production mode; `pid` is the process whose CPU is read. */
export async function startUncachedServer(extraEnv = {}, checkout = root) {
  const server = startServer({
    env: productionEnv({ SEED_DEMO: 'true', PAGE_CACHE_SECONDS: '0', ...extraEnv }),
    dataDir: newDataDir('dergi-render-cost-'),
    entry: path.join(checkout, 'server/dist/index.js'),
    cwd: checkout,
  });
  const address = await server.ready;
  return { baseUrl: address.replace('//localhost', '//127.0.0.1'), pid: server.pid, stop: server.stop };
}

/** The public pages and list answers measured, as [name, path, init?]. */
export async function renderCases(baseUrl) {
  const latest = await (await fetch(`${baseUrl}/api/public-news/latest?limit=1`)).json();
  const graphql = JSON.stringify({
    query: '{ publicLatestNews(limit: 6) { id title slug teaser posterUrl createdAt } }',
  });
  const token = await (await fetch(`${baseUrl}/api/app/get-csrf-token`)).json();
  return [
    ['home page /', '/'],
    ['home page /en', '/en'],
    ['news page', `/haber/${latest[0].slug}`],
    ['news page (en)', `/en/news/${latest[0].slug}`],
    ['news list /haber', '/haber'],
    ['news list /en/news', '/en/news'],
    ['REST /api/public-news/news-list', '/api/public-news/news-list?page=1'],
    ['GraphQL publicLatestNews', '/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': token.token }, body: graphql }],
  ];
}

/** CPU ms per request of each case: `requests` sequential requests after a warm-up. */
export async function measureRenderCost({ requests = 200, warmup = 30, extraEnv, checkout } = {}) {
  const server = await startUncachedServer(extraEnv, checkout);
  try {
    const cases = await renderCases(server.baseUrl);
    const results = [];
    for (const [name, target, init = {}] of cases) {
      const send = async () => {
        const response = await fetch(server.baseUrl + target, { ...init, headers: { 'accept-encoding': 'gzip', ...init.headers } });
        const body = await response.arrayBuffer();
        if (!response.ok) throw new Error(`${name}: ${response.status}`);
        return body.byteLength;
      };
      for (let i = 0; i < warmup; i++) await send();
      const before = cpuMs(server.pid);
      let bytes = 0;
      for (let i = 0; i < requests; i++) bytes = await send();
      results.push({ name, cpuMsPerRequest: (cpuMs(server.pid) - before) / requests, gzipBytes: bytes });
    }
    return results;
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const requests = Number(process.env.RENDER_COST_REQUESTS ?? 200);
  const checkouts = process.argv.slice(2);
  const runs = checkouts.length ? [...checkouts, ...checkouts] : [root];
  const byCheckout = new Map();
  for (const checkout of runs) {
    const results = await measureRenderCost({ requests, checkout });
    byCheckout.set(checkout, [...(byCheckout.get(checkout) ?? []), results]);
  }
  console.log(`\nserver CPU ms per request, ${requests} sequential requests each, nothing cached (bytes: uncompressed body)\n`);
  const names = [...byCheckout.keys()];
  console.log('case'.padEnd(36), ...names.map((name) => path.basename(name).slice(-14).padStart(15)), 'bytes'.padStart(8));
  const [first] = byCheckout.values();
  first[0].forEach(({ name, gzipBytes }, index) => {
    const cells = names.map((checkout) => {
      const values = byCheckout.get(checkout).map((results) => results[index].cpuMsPerRequest);
      return values.map((value) => value.toFixed(1)).join(' / ').padStart(15);
    });
    console.log(name.padEnd(36), ...cells, String(gzipBytes).padStart(8));
  });
}
