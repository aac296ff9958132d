// Archive mode of the benchmark (issue 14 §5): the built server on PostgreSQL over a database grown
// to a real magazine's size by `npm run seed:archive` (created once on 127.0.0.1:5432 and reused),
// each line measured at 1, 10 and 50 connections: requests/s, p50/p95/p99 and the server's CPU ms per
// request, with PASS or FAIL against the line's target; the results go to bench/results/.
//
//   npm run build && npm run bench -- --archive
//   BENCH_SECONDS=5 BENCH_NEWS=100000 BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/dergi_bench
//   BENCH_LINES=rest,sitemap (only the lines whose names contain one of these words)
//
// A line is { name, request, target }: add a line to LINES (or push to it from another module) and it
// is measured, printed and judged like the others.

import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { newDataDir, serverEnv } from '../client/scripts/built-server.mjs';
import { measure, printTable, rssMb, verdict } from './measure.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
// One connection is one reader's latency (the issue's 73-102 ms were that); 10 and 50 show how the
// one Node thread queues: at c connections a request waits for about c times the CPU of one.
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,10,50').split(',').map(Number);
const NEWS = Number(process.env.BENCH_NEWS ?? 100_000);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/dergi_bench';
const ONLY = process.env.BENCH_LINES?.split(',').map((word) => word.trim().toLowerCase()).filter(Boolean);
const ADMIN = { email: 'bench@dergi.example', password: 'Bench-Sifre-2026-uzun' };

/** Targets of issue 14 §2 (ms). */
const LIST = { p95: 50 };
const SITEMAP = { p95: 100 };
const TWO_WORDS = encodeURIComponent('kültür ankara');

/**
 * The lines: `request(ctx)` answers a fetch; ctx has baseUrl, headers (gzip), staff (admin headers),
 * graphql (a POST of a document), n() (a new number each call) and asset (a built static file).
 */
export const LINES = [
  { name: 'static file (baseline)', request: (c) => fetch(c.baseUrl + c.asset, { headers: c.headers }) },
  { name: 'REST public news list, page 1', request: (c) => fetch(`${c.baseUrl}/api/public-news/news-list?page=1`, { headers: c.headers }), target: { ...LIST, cpuMs: 2 } },
  { name: 'GraphQL publicNewsList, page 1', request: (c) => c.graphql('{ publicNewsList(page: 1) { items { id title slug teaser posterUrl createdAt } totalItems totalPages } }'), target: LIST },
  { name: 'public news, newest, page 3000', request: (c) => fetch(`${c.baseUrl}/api/public-news/news-list?page=3000`, { headers: c.headers }), target: LIST },
  { name: 'public news, most read, page 1', request: (c) => fetch(`${c.baseUrl}/api/public-news/news-list?page=1&sortBy=hit`, { headers: c.headers }), target: LIST },
  { name: 'public news, most read, page 3000', request: (c) => fetch(`${c.baseUrl}/api/public-news/news-list?page=3000&sortBy=hit`, { headers: c.headers }), target: LIST },
  { name: 'public news of a category, page 1', request: (c) => fetch(`${c.baseUrl}/api/public-news/news-list?page=1&categoryId=${c.categoryId}`, { headers: c.headers }), target: LIST },
  { name: 'public news of a category, page 500', request: (c) => fetch(`${c.baseUrl}/api/public-news/news-list?page=500&categoryId=${c.categoryId}`, { headers: c.headers }), target: LIST },
  { name: 'public news by two title words', request: (c) => fetch(`${c.baseUrl}/api/public-news/news-list?page=1&title=${TWO_WORDS}`, { headers: c.headers }), target: LIST },
  { name: 'public columns, page 1', request: (c) => fetch(`${c.baseUrl}/api/public-columns/column-list?page=1`, { headers: c.headers }), target: LIST },
  { name: 'admin news, page 1', request: (c) => fetch(`${c.baseUrl}/api/news?page=1`, { headers: c.staff }), target: LIST },
  { name: 'admin news, page 3000', request: (c) => fetch(`${c.baseUrl}/api/news?page=3000`, { headers: c.staff }), target: LIST },
  { name: 'admin news search, two Turkish words', request: (c) => fetch(`${c.baseUrl}/api/news?page=1&query=${TWO_WORDS}`, { headers: c.staff }), target: LIST },
  { name: 'admin categories with news counts', request: (c) => fetch(`${c.baseUrl}/api/categories?page=1`, { headers: c.staff }), target: LIST },
  { name: 'admin tag with its news, page 1', request: (c) => fetch(`${c.baseUrl}/api/tags/${c.tagId}`, { headers: c.staff }), target: LIST },
  { name: 'sitemap index /sitemap.xml', request: (c) => fetch(`${c.baseUrl}/sitemap.xml`, { headers: c.headers }), target: SITEMAP },
  { name: 'sitemap file /sitemap-news-100.xml', request: (c) => fetch(`${c.baseUrl}/sitemap-news-100.xml`, { headers: c.headers }), target: SITEMAP },
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

/** The built server on the bench database; its pid is read for CPU and memory. */
function startArchiveServer() {
  const dataDir = newDataDir('dergi-bench-');
  const env = serverEnv(dataDir, {
    DATABASE_URL,
    NODE_ENV: 'production',
    APP_SECRET: 'bench-secret-'.padEnd(48, 'x'),
    SUBSCRIPTION_IBAN: process.env.SUBSCRIPTION_IBAN ?? 'TR330006100519786457841326',
    SUBSCRIPTION_ACCOUNT_HOLDER: 'Dergi Ankara',
    SUBSCRIPTION_BANK: 'Bank',
    PUBLIC_URL: 'http://localhost',
    SEED_DEMO: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'info',
    // One address sends every request here: the per-address rate of /graphql would refuse most.
    GRAPHQL_REQUESTS_PER_MINUTE: '0',
  });
  const entry = process.env.BENCH_SERVER_ENTRY ? path.resolve(root, process.env.BENCH_SERVER_ENTRY) : path.join(root, 'server/scripts/start.mjs');
  const child = spawn(process.execPath, [entry], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let started = false;
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`server did not start in time:\n${output}`));
    }, 240_000);
    const onData = (chunk) => {
      if (started) return;
      output += chunk;
      const match = output.match(/listening on (http:\/\/localhost:\d+)/);
      if (match) {
        started = true;
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    execFileSync('rm', ['-rf', dataDir]);
  };
  return { ready, pid: child.pid, stop };
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
  const assets = readdirSync(path.join(root, 'client/dist/client/assets')).filter((file) => file.endsWith('.js'));
  const graphqlHeaders = { ...headers, 'content-type': 'application/json', 'x-csrf-token': token, ...(cookie ? { cookie } : {}) };
  let counter = 0;
  return {
    baseUrl,
    headers,
    staff,
    categoryId: category?.id ?? 1,
    tagId: tags.items?.[0]?.id ?? 1,
    asset: `/assets/${assets.sort()[0]}`,
    n: () => ++counter,
    graphql: (query) => fetch(`${baseUrl}/graphql`, { method: 'POST', headers: graphqlHeaders, body: JSON.stringify({ query }) }),
  };
}

export async function runArchiveBench() {
  const news = await ensureArchive();
  const server = startArchiveServer();
  try {
    const baseUrl = await server.ready;
    const ctx = await context(baseUrl);
    const lines = LINES.filter((line) => !ONLY || ONLY.some((word) => line.name.toLowerCase().includes(word)));
    for (const line of lines) {
      const response = await line.request(ctx);
      await response.arrayBuffer();
      if (!response.ok) console.warn(`warning: ${line.name} answers ${response.status} before the run`);
    }
    const memoryAtRest = rssMb(server.pid);
    const rows = [];
    for (const line of lines) {
      for (const connections of CONNECTIONS) {
        const result = await measure({ request: () => line.request(ctx), status: line.status }, { connections, seconds: SECONDS, pid: server.pid });
        rows.push({ name: line.name, target: line.target, result, verdict: verdict(line.target, result) });
      }
    }
    console.log(`\nArchive bench: ${news} news on PostgreSQL (${new URL(DATABASE_URL).pathname.slice(1)}), ${SECONDS} s a line, ${ctx.baseUrl}\n`);
    printTable(rows);
    const judged = rows.filter((row) => row.verdict);
    const failed = judged.filter((row) => !row.verdict.pass);
    console.log(`\n${judged.length - failed.length} of ${judged.length} PASS${failed.length ? `, ${failed.length} FAIL` : ''}; server memory ${memoryAtRest?.toFixed(0)} MB at rest, ${rssMb(server.pid)?.toFixed(0)} MB after the load`);
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    const file = path.join(root, 'bench/results', `archive-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, JSON.stringify({ mode: 'archive', news, seconds: SECONDS, connections: CONNECTIONS, memoryMb: { atRest: memoryAtRest, afterLoad: rssMb(server.pid) }, rows }, null, 2) + '\n');
    console.log(`results written to ${path.relative(root, file)}`);
    return failed.length === 0;
  } finally {
    await server.stop();
  }
}
