// Archive mode of the benchmark (issue 14 §5): the built server on PostgreSQL over a database grown
// to a real magazine's size by `npm run seed:archive` (created once on 127.0.0.1:5432 and reused),
// each line measured at 1, 10 and 50 connections: requests/s, p50/p95/p99 and the server's CPU ms per
// request, with PASS or FAIL against the line's target; then the server's memory at rest, after the
// load and a minute later, and a reader's first tap on a phone, each against its target. The results
// go to bench/results/.
//
//   npm run build && npm run bench -- --archive
//   BENCH_SECONDS=5 BENCH_NEWS=100000 BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/dergi_bench
//   BENCH_LINES=rest,sitemap (only the lines whose names contain one of these words)
//   BENCH_SETTLE_SECONDS=60 (the rest before memory is read again)
//   BENCH_WARMUP_SECONDS=2 (each line's unmeasured run at 10 connections before it is measured)
//
// A line is { name, request, target }: add a line to LINES (or push to it from another module) and it
// is measured, printed and judged like the others.

import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { launchBrowser, newDataDir, startServer } from '../client/scripts/built-server.mjs';
import { measureFirstTaps, printFirstTaps } from '../client/scripts/first-tap.mjs';
import { judgeMemory, measure, printTable, productionEnv, rawFetch, rssMb, SETTLE_SECONDS, verdict } from './measure.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
// One connection is one reader's latency (the issue's 73-102 ms were that); 10 and 50 show how the
// one Node thread queues: at c connections a request waits for about c times the CPU of one.
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,10,50').split(',').map(Number);
const NEWS = Number(process.env.BENCH_NEWS ?? 100_000);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/dergi_bench';
/**
 * Each line runs unmeasured for this long first, so that what is measured is the steady cost of a
 * request: V8 compiles and optimises a path over its first hundreds of requests, on helper threads
 * whose CPU the process's count includes, and a line's first run (at one connection) paid for it
 * (one run: a news page rendered 12.3 ms of CPU at 1 connection, then 6.4 at 10; the same pages at
 * 1 connection on a warmed server, 8.0).
 */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const ONLY = process.env.BENCH_LINES?.split(',').map((word) => word.trim().toLowerCase()).filter(Boolean);
const ADMIN = { email: 'bench@dergi.example', password: 'Bench-Sifre-2026-uzun' };

/** Targets of issue 14 §2 (ms; memory in MB, on PostgreSQL). */
const LIST = { p95: 50 };
const SITEMAP = { p95: 100 };
const RENDERED = { cpuMs: 8 };
const KEPT = { cpuMs: 0.15 };
const MEMORY = { atRest: 250, afterLoad: 400 };
const TWO_WORDS = encodeURIComponent('kültür ankara');

/**
 * The lines: `request(ctx)` answers ctx.fetch (measure.mjs rawFetch: the body read, not decoded);
 * ctx has baseUrl, headers (gzip), staff (admin headers),
 * graphql (a POST of a document), asset (a built static file), nextSlug() and nextPage() (a news
 * item's slug and a list page not asked for before). An `uncached` line goes to a server keeping nothing.
 */
export const LINES = [
  { name: 'static file (baseline)', request: (c) => c.fetch(c.baseUrl + c.asset, { headers: c.headers }) },
  // A page's key ignores a parameter it does not read, so a render is asked for by an address not yet
  // kept: another news page or list page each time, as a crawler walks the archive (the boxes they
  // show alike are read once meanwhile, decision 0016). The home has one address: it goes to a second
  // server that keeps nothing (`uncached`, PAGE_CACHE_SECONDS=0), so each one reads everything.
  { name: 'home page, rendered every time', uncached: true, request: (c) => c.fetch(`${c.baseUrl}/`, { headers: c.headers }), target: RENDERED },
  { name: 'news page, rendered every time', request: (c) => c.fetch(`${c.baseUrl}/haber/${c.nextSlug()}`, { headers: c.headers }), target: RENDERED },
  { name: 'news list page, rendered every time', request: (c) => c.fetch(`${c.baseUrl}/haber?page=${c.nextPage()}`, { headers: c.headers }), target: RENDERED },
  { name: 'news page, kept', request: (c) => c.fetch(c.baseUrl + c.newsPath, { headers: c.headers }), target: KEPT },
  { name: 'REST public news list, page 1', request: (c) => c.fetch(`${c.baseUrl}/api/public-news/news-list?page=1`, { headers: c.headers }), target: { ...LIST, cpuMs: 2 } },
  { name: 'GraphQL publicNewsList, page 1', request: (c) => c.graphql('{ publicNewsList(page: 1) { items { id title slug teaser posterUrl createdAt } totalItems totalPages } }'), target: LIST },
  { name: 'public news, newest, page 3000', request: (c) => c.fetch(`${c.baseUrl}/api/public-news/news-list?page=3000`, { headers: c.headers }), target: LIST },
  { name: 'public news, most read, page 1', request: (c) => c.fetch(`${c.baseUrl}/api/public-news/news-list?page=1&sortBy=hit`, { headers: c.headers }), target: LIST },
  { name: 'public news, most read, page 3000', request: (c) => c.fetch(`${c.baseUrl}/api/public-news/news-list?page=3000&sortBy=hit`, { headers: c.headers }), target: LIST },
  { name: 'public news of a category, page 1', request: (c) => c.fetch(`${c.baseUrl}/api/public-news/news-list?page=1&categoryId=${c.categoryId}`, { headers: c.headers }), target: LIST },
  { name: 'public news of a category, page 500', request: (c) => c.fetch(`${c.baseUrl}/api/public-news/news-list?page=500&categoryId=${c.categoryId}`, { headers: c.headers }), target: LIST },
  { name: 'public news by two title words', request: (c) => c.fetch(`${c.baseUrl}/api/public-news/news-list?page=1&title=${TWO_WORDS}`, { headers: c.headers }), target: LIST },
  { name: 'public columns, page 1', request: (c) => c.fetch(`${c.baseUrl}/api/public-columns/column-list?page=1`, { headers: c.headers }), target: LIST },
  { name: 'admin news, page 1', request: (c) => c.fetch(`${c.baseUrl}/api/news?page=1`, { headers: c.staff }), target: LIST },
  { name: 'admin news, page 3000', request: (c) => c.fetch(`${c.baseUrl}/api/news?page=3000`, { headers: c.staff }), target: LIST },
  { name: 'admin news search, two Turkish words', request: (c) => c.fetch(`${c.baseUrl}/api/news?page=1&query=${TWO_WORDS}`, { headers: c.staff }), target: LIST },
  { name: 'admin categories with news counts', request: (c) => c.fetch(`${c.baseUrl}/api/categories?page=1`, { headers: c.staff }), target: LIST },
  { name: 'admin tag with its news, page 1', request: (c) => c.fetch(`${c.baseUrl}/api/tags/${c.tagId}`, { headers: c.staff }), target: LIST },
  { name: 'sitemap index /sitemap.xml', request: (c) => c.fetch(`${c.baseUrl}/sitemap.xml`, { headers: c.headers }), target: SITEMAP },
  { name: 'sitemap file /sitemap-news-100.xml', request: (c) => c.fetch(`${c.baseUrl}/sitemap-news-100.xml`, { headers: c.headers }), target: SITEMAP },
];

/** The bench database, created and grown to NEWS news once; later runs reuse it. */
async function ensureArchive() {
  const url = new URL(DATABASE_URL);
  const name = url.pathname.slice(1);
  const server = new URL(DATABASE_URL);
  server.pathname = '/postgres';
  if (!['127.0.0.1', 'localhost'].includes(url.hostname)) throw new Error('The bench only talks to 127.0.0.1.');
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!exists.rowCount) await admin.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await admin.end();
  }
  const have = await newsCount();
  if (have < NEWS) {
    console.log(`Growing ${name} from ${have} to ${NEWS} news (once; later runs reuse it)…`);
    execFileSync('npm', ['run', 'seed:archive', '--', '--news', String(NEWS - have)], { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL } });
  }
  return newsCount();
}

async function newsCount() {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(`select live from list_counts where list = 'news'`)).rows[0]?.live ?? 0;
  } catch {
    return 0; // not migrated yet
  } finally {
    await client.end();
  }
}

/** The slugs of `limit` published news, newest first. */
async function newsSlugs(limit) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(`select slug from news where deleted_at is null and status = 'published' order by published_at desc, id desc limit $1`, [limit]);
    return rows.map((row) => row.slug);
  } finally {
    await client.end();
  }
}

/** The built server on the bench database (`uncached`: keeping nothing); its pid is read for CPU and memory. */
function startArchiveServer({ uncached = false } = {}) {
  const entry = process.env.BENCH_SERVER_ENTRY ? path.resolve(root, process.env.BENCH_SERVER_ENTRY) : undefined;
  const env = productionEnv({ DATABASE_URL, SEED_DEMO: 'false', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...(uncached ? { PAGE_CACHE_SECONDS: '0' } : {}) });
  return startServer({ env, dataDir: newDataDir('dergi-bench-'), entry });
}

/** What the lines need: CSRF token and cookie, a staff access token, a category and a tag with news, a static file. */
async function context(baseUrl) {
  const headers = { 'accept-encoding': 'gzip, br' };
  const csrfResponse = await fetch(`${baseUrl}/api/app/get-csrf-token`);
  const { token } = await csrfResponse.json();
  const cookie = csrfResponse.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const signIn = await fetch(`${baseUrl}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ ...ADMIN, rememberMe: false }),
  });
  if (!signIn.ok) throw new Error(`bench sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const { accessToken } = await signIn.json();
  const staff = { ...headers, authorization: `Bearer ${accessToken}` };
  const categories = await (await fetch(`${baseUrl}/api/categories?page=1&pageSize=100`, { headers: staff })).json();
  const category = [...categories.items].sort((a, b) => (b.newsCount ?? 0) - (a.newsCount ?? 0))[0];
  const tags = await (await fetch(`${baseUrl}/api/tags?page=1`, { headers: staff })).json();
  const [latest] = await (await fetch(`${baseUrl}/api/public-news/latest?limit=1`, { headers })).json();
  const slugs = await newsSlugs(20_000);
  let slugsAsked = 0;
  let pagesAsked = 1;
  const assets = readdirSync(path.join(root, 'client/dist/client/assets')).filter((file) => file.endsWith('.js'));
  const graphqlHeaders = { ...headers, 'content-type': 'application/json', 'x-csrf-token': token, ...(cookie ? { cookie } : {}) };
  return {
    baseUrl,
    headers,
    staff,
    newsPath: `/haber/${latest.slug}`,
    // Past the latest (the kept line's): each render reads an item no earlier request read.
    nextSlug: () => slugs[++slugsAsked % slugs.length],
    nextPage: () => ++pagesAsked,
    categoryId: category?.id ?? 1,
    tagId: tags.items?.[0]?.id ?? 1,
    asset: `/assets/${assets.sort()[0]}`,
    fetch: rawFetch,
    graphql: (query) => rawFetch(`${baseUrl}/graphql`, { method: 'POST', headers: graphqlHeaders, body: JSON.stringify({ query }) }),
  };
}

/** A reader's first tap on a phone, on a news page of the grown archive, in Chromium. */
async function measureFirstTapsOn(baseUrl) {
  const browser = await launchBrowser();
  try {
    return await measureFirstTaps(browser, baseUrl);
  } finally {
    await browser.close();
  }
}

export async function runArchiveBench() {
  const news = await ensureArchive();
  const lines = LINES.filter((line) => !ONLY || ONLY.some((word) => line.name.toLowerCase().includes(word)));
  const server = startArchiveServer();
  const uncachedServer = lines.some((line) => line.uncached) ? startArchiveServer({ uncached: true }) : undefined;
  try {
    const baseUrl = await server.ready;
    const ctx = await context(baseUrl);
    const uncached = uncachedServer && { ctx: { ...ctx, baseUrl: await uncachedServer.ready }, pid: uncachedServer.pid };
    const target = (line) => (line.uncached ? uncached : { ctx, pid: server.pid });
    for (const line of lines) {
      const response = await line.request(target(line).ctx);
      await response.arrayBuffer();
      if (!response.ok) console.warn(`warning: ${line.name} answers ${response.status} before the run`);
    }
    const memoryAtRest = rssMb(server.pid);
    const rows = [];
    for (const line of lines) {
      const { ctx: lineCtx, pid } = target(line);
      const request = { request: () => line.request(lineCtx), status: line.status };
      if (WARMUP_SECONDS > 0) await measure(request, { connections: 10, seconds: WARMUP_SECONDS, pid });
      for (const connections of CONNECTIONS) {
        const result = await measure(request, { connections, seconds: SECONDS, pid });
        rows.push({ name: line.name, target: line.target, result, verdict: verdict(line.target, result) });
      }
    }
    const memory = { atRest: memoryAtRest, afterLoad: rssMb(server.pid) };
    await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
    memory.afterRest = rssMb(server.pid);
    const firstTaps = await measureFirstTapsOn(baseUrl);

    console.log(`\nArchive bench: ${news} news on PostgreSQL (${new URL(DATABASE_URL).pathname.slice(1)}), ${SECONDS} s a line, ${ctx.baseUrl}\n`);
    printTable(rows);
    const memoryVerdict = judgeMemory(memory, MEMORY);
    const tapsPass = printFirstTaps(firstTaps);
    const judged = rows.filter((row) => row.verdict);
    const failed = judged.filter((row) => !row.verdict.pass);
    console.log(`\n${judged.length - failed.length} of ${judged.length} lines PASS${failed.length ? `, ${failed.length} FAIL` : ''}; first tap ${tapsPass ? 'PASS' : 'FAIL'}; memory ${memoryVerdict.pass ? 'PASS' : 'FAIL'}`);
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    const file = path.join(root, 'bench/results', `archive-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, JSON.stringify({ mode: 'archive', news, seconds: SECONDS, connections: CONNECTIONS, memoryMb: memory, memoryVerdict, firstTaps, rows }, null, 2) + '\n');
    console.log(`results written to ${path.relative(root, file)}`);
    return failed.length === 0 && tapsPass && memoryVerdict.pass;
  } finally {
    await Promise.all([server.stop(), uncachedServer?.stop()]);
  }
}
