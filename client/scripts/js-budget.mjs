// JavaScript budget of the public pages: opens each page in Chromium and collects every JavaScript
// response it loads (scripts and modulepreloads) until the network is idle — what a reader who
// lands on the page and reads downloads — then moves the pointer over it, as a reader about to
// interact does, which starts the app (client/src/app/hydration.ts), and collects what that loads
// until the app has hydrated and the network is idle again. Each file is gzipped at level 9 here
// (transfer sizes depend on the server and the cache). Prints a table per page and exits 1 when
// the home page or a news page loads more than BUDGET_BYTES before the interaction, or more than
// CEILING_BYTES in all.
//
//   node scripts/js-budget.mjs [SITE_URL]   a running site (default $SITE_URL or http://localhost:3000)
//   node scripts/js-budget.mjs --start      starts the built server itself, as the browser tests do
//                                           (`npm run budget -w client`), on a new embedded database
//                                           with demo content, and stops it afterwards
import { gzipSync } from 'node:zlib';
import { launchBrowser, startServer } from './built-server.mjs';

/** 150 kB of gzipped JavaScript for the pages readers land on from search and shared links (issue 6). */
export const BUDGET_BYTES = 150 * 1024;

/**
 * The app a page starts on the first interaction, with the page's route and catalog: measured
 * 242–250 kB. Its shared base does not fit in 150 kB on this stack (source-map shares of the home
 * page: react-dom 62 kB, MUI with its system and emotion ~55 kB, Apollo Client with rxjs and graphql
 * ~45 kB, react-router 29 kB), which is why a reader's page does not load it before the reader
 * interacts. CI fails above this ceiling so the weight can only go down; lower it as it does.
 */
export const CEILING_BYTES = Number(process.env.JS_BUDGET_CEILING_KB ?? 262) * 1024;

const args = process.argv.slice(2);
const startOwnServer = args.includes('--start');
const urlArg = args.find((arg) => !arg.startsWith('--'));

const isJavaScript = (response) =>
  /\b(java|ecma)script\b/i.test(response.headers()['content-type'] ?? '') || /\.m?js(\?|$)/.test(new URL(response.url()).pathname);

/** Resolves once no request has been open for `quietMs` (page.goto's networkidle, for later moments). */
function networkQuiet(page, quietMs = 500, timeoutMs = 60_000) {
  let open = 0;
  let last = Date.now();
  const started = () => open++;
  const ended = () => {
    open--;
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + timeoutMs;
    const timer = setInterval(() => {
      if (open <= 0 && Date.now() - last >= quietMs) done(resolve);
      else if (Date.now() > deadline) done(() => reject(new Error(`the network did not settle within ${timeoutMs} ms`)));
    }, 100);
    const done = (settle) => {
      clearInterval(timer);
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
      settle();
    };
  });
}

async function readFiles(pending) {
  const files = await Promise.all(pending);
  const failed = files.filter((file) => file.error);
  if (failed.length) throw new Error(`could not read ${failed.map((file) => `${file.url} (${file.error})`).join(', ')}`);
  return files.sort((a, b) => b.gzip - a.gzip);
}

/**
 * Opens `pathname` and measures the JavaScript it loads until the network is idle (`onLoad`), then
 * what the first interaction adds until the app has hydrated and the network is idle (`onInteraction`).
 */
async function measure(browser, baseUrl, pathname) {
  const context = await browser.newContext({ baseURL: baseUrl, locale: pathname.startsWith('/en') ? 'en-US' : 'tr-TR' });
  const page = await context.newPage();
  const seen = new Set();
  let pending = [];
  page.on('response', (response) => {
    if (!isJavaScript(response) || seen.has(response.url())) return;
    seen.add(response.url());
    // Bodies are read as they arrive (a later navigation could discard them).
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), bytes: body.length, gzip: gzipSync(body, { level: 9 }).length }),
        (error) => ({ url: response.url(), error: String(error.message ?? error) }),
      ),
    );
  });
  try {
    const response = await page.goto(pathname, { waitUntil: 'networkidle', timeout: 60_000 });
    const status = response?.status() ?? 0;
    const onLoad = await readFiles(pending);
    pending = [];
    const quiet = networkQuiet(page);
    await page.mouse.move(40, 40);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
    await quiet;
    return { status, onLoad, onInteraction: await readFiles(pending) };
  } finally {
    await context.close();
  }
}

/** A news page: the first `/haber/<slug>` link of the home page, else the latest news of the API or the sitemap, else the news list. */
async function findNewsPage(browser, baseUrl) {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'domcontentloaded', timeout: 60_000 });
    const hrefs = await page.$$eval('a[href]', (links) => links.map((link) => link.getAttribute('href')));
    for (const href of hrefs) {
      const url = new URL(href, baseUrl);
      if (url.origin === new URL(baseUrl).origin && /^\/haber\/[^/]+\/?$/.test(url.pathname)) return { path: url.pathname, from: 'the home page' };
    }
  } finally {
    await context.close();
  }
  try {
    const response = await fetch(new URL('/api/public-news/latest', baseUrl));
    if (response.ok) {
      const body = await response.json();
      const items = Array.isArray(body) ? body : (body?.items ?? [body]);
      const slug = items.find((item) => typeof item?.slug === 'string')?.slug;
      if (slug) return { path: `/haber/${encodeURIComponent(slug)}`, from: '/api/public-news/latest' };
    }
  } catch {
    // not there: fall back to the list
  }
  try {
    // The site's own sitemap lists every live news item.
    const response = await fetch(new URL('/sitemap.xml', baseUrl));
    const loc = response.ok ? (await response.text()).match(/<loc>[^<]*?(\/haber\/[^</]+)<\/loc>/) : null;
    if (loc) return { path: loc[1], from: '/sitemap.xml' };
  } catch {
    // no sitemap: fall back to the list
  }
  return { path: '/haber', from: 'no news found: the news list stands in' };
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const shortName = (url) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

function printTable(title, rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  const line = (row) => row.map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]))).join('  ');
  console.log(`\n${title}`);
  console.log(line(rows[0]));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows.slice(1, -1)) console.log(line(row));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  console.log(line(rows.at(-1)));
}

async function main() {
  const server = startOwnServer ? startServer() : undefined;
  let browser;
  try {
    const baseUrl = (server ? await server.ready : urlArg || process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');
    console.log(`JavaScript budget of ${baseUrl}: ${kB(BUDGET_BYTES)} gzipped (level 9) loaded by the home page and a news page before the reader interacts; ${kB(CEILING_BYTES)} in all once the app has started`);
    browser = await launchBrowser();
    const news = await findNewsPage(browser, baseUrl);
    console.log(`news page: ${news.path} (${news.from})`);
    const pages = [
      { name: 'home', path: '/', budgeted: true },
      { name: 'news page', path: news.path, budgeted: true },
      { name: 'news list', path: '/haber' },
      { name: 'columns', path: '/kose-yazisi' },
      { name: 'archive', path: '/arsiv' },
      { name: 'home (en)', path: '/en' },
    ];
    const summary = [['page', 'path', 'status', 'on load', 'after first interaction', 'verdict']];
    const over = [];
    const gzipOf = (files) => files.reduce((sum, file) => sum + file.gzip, 0);
    for (const page of pages) {
      const { status, onLoad, onInteraction } = await measure(browser, baseUrl, page.path);
      const loaded = gzipOf(onLoad);
      const total = loaded + gzipOf(onInteraction);
      // Only the budgeted pages decide the exit code; the others are reported.
      const problems = [];
      if (loaded > BUDGET_BYTES) problems.push(`${kB(loaded)} on load is over the ${kB(BUDGET_BYTES)} budget`);
      if (total > CEILING_BYTES) problems.push(`${kB(total)} in all is over the ${kB(CEILING_BYTES)} ceiling`);
      if (status >= 400 || status === 0) problems.push(`answered ${status}`);
      if (page.budgeted) over.push(...problems.map((problem) => `${page.name}: ${problem}`));
      const rows = (files) => files.map((file) => [shortName(file.url), kB(file.bytes), kB(file.gzip)]);
      const sum = (files) => [kB(files.reduce((total, file) => total + file.bytes, 0)), kB(gzipOf(files))];
      printTable(`${page.name} — ${page.path} (HTTP ${status})`, [
        ['script', 'raw', 'gzip -9'],
        ['on load:', '', ''],
        ...rows(onLoad),
        [`  ${onLoad.length} files`, ...sum(onLoad)],
        ['on the first interaction (the app starts):', '', ''],
        ...rows(onInteraction),
        [`total: ${onLoad.length + onInteraction.length} files`, ...sum([...onLoad, ...onInteraction])],
      ]);
      summary.push([page.name, page.path, String(status), kB(loaded), kB(total), page.budgeted ? (problems.length ? 'FAIL' : 'ok') : '-']);
    }
    printTable('Summary', [...summary, ['', '', '', '', '', over.length ? 'FAIL' : 'PASS']]);
    if (over.length) {
      console.error(`\nOver the budget or failing: ${over.join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser?.close();
    await server?.stop();
  }
}

await main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
