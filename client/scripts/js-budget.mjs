// JavaScript budget of the public pages: opens each page in Chromium, collects every JavaScript
// response it loads (scripts and modulepreloads, until the network is idle), gzips each at level 9
// itself (transfer sizes depend on the server and the cache), prints a table per page against the
// 150 kB target, and exits 1 when the home page or a news page grows past CEILING_BYTES.
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
 * Not met yet, and not reachable on this stack as it is. Measured from the build's source maps
 * (gzip shares of the home page's files): react-dom 62 kB, Apollo Client with rxjs, graphql and
 * optimism 49 kB, MUI with its system and emotion 58 kB, react-router 29 kB — 198 kB before the
 * app's own code (~25 kB) and its catalog (~7 kB). react-dom, react-router and Apollo alone come to
 * 140 kB. Until that base changes, CI fails above this ceiling — the level measured once the
 * catalog was split and documents and toasts were loaded per need (242–250 kB), plus a small
 * margin — so the weight can only go down. Lower it as it does.
 */
export const CEILING_BYTES = Number(process.env.JS_BUDGET_CEILING_KB ?? 262) * 1024;

const args = process.argv.slice(2);
const startOwnServer = args.includes('--start');
const urlArg = args.find((arg) => !arg.startsWith('--'));

const isJavaScript = (response) =>
  /\b(java|ecma)script\b/i.test(response.headers()['content-type'] ?? '') || /\.m?js(\?|$)/.test(new URL(response.url()).pathname);

/** Opens `pathname` and measures the JavaScript it loads until the network is idle. */
async function measure(browser, baseUrl, pathname) {
  const context = await browser.newContext({ baseURL: baseUrl, locale: pathname.startsWith('/en') ? 'en-US' : 'tr-TR' });
  const page = await context.newPage();
  const pending = new Map();
  page.on('response', (response) => {
    if (!isJavaScript(response) || pending.has(response.url())) return;
    // Bodies are read as they arrive (a later navigation could discard them).
    pending.set(
      response.url(),
      response.body().then(
        (body) => ({ url: response.url(), bytes: body.length, gzip: gzipSync(body, { level: 9 }).length }),
        (error) => ({ url: response.url(), error: String(error.message ?? error) }),
      ),
    );
  });
  try {
    const response = await page.goto(pathname, { waitUntil: 'networkidle', timeout: 60_000 });
    const status = response?.status() ?? 0;
    const files = await Promise.all(pending.values());
    const failed = files.filter((file) => file.error);
    if (failed.length) throw new Error(`could not read ${failed.map((file) => `${file.url} (${file.error})`).join(', ')}`);
    return { status, files: files.sort((a, b) => b.gzip - a.gzip) };
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
    const loc = response.ok ? (await response.text()).match(/<loc>[^<]*?(\/haber\/[^<\/]+)<\/loc>/) : null;
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
    console.log(`JavaScript budget of ${baseUrl}: ${kB(BUDGET_BYTES)} gzipped (level 9) for the home page and a news page`);
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
    const summary = [['page', 'path', 'status', 'files', 'raw', 'gzip', 'budget']];
    const over = [];
    for (const page of pages) {
      const { status, files } = await measure(browser, baseUrl, page.path);
      const raw = files.reduce((sum, file) => sum + file.bytes, 0);
      const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
      const verdict = page.budgeted ? (gzip > BUDGET_BYTES ? `target missed by ${kB(gzip - BUDGET_BYTES)}` : 'ok') : '-';
      if (page.budgeted && gzip > CEILING_BYTES) over.push(`${page.name} (${kB(gzip)} is over the ${kB(CEILING_BYTES)} ceiling)`);
      // Only the budgeted pages decide the exit code; the others are reported.
      if (page.budgeted && (status >= 400 || status === 0)) over.push(`${page.name} answered ${status}`);
      printTable(`${page.name} — ${page.path} (HTTP ${status})`, [
        ['script', 'raw', 'gzip -9'],
        ...files.map((file) => [shortName(file.url), kB(file.bytes), kB(file.gzip)]),
        [`total: ${files.length} files`, kB(raw), kB(gzip)],
      ]);
      summary.push([page.name, page.path, String(status), String(files.length), kB(raw), kB(gzip), verdict]);
    }
    printTable('Summary', [...summary, ['', '', '', '', '', '', over.length ? 'FAIL' : 'PASS']]);
    if (over.length) {
      console.error(`\nOver the ceiling or failing: ${over.join(', ')}`);
      process.exitCode = 1;
    } else if (summary.some((row) => row[6].startsWith('target missed'))) {
      console.log(`\nThe ${kB(BUDGET_BYTES)} target is not met yet (see CEILING_BYTES in this script); nothing grew past the ${kB(CEILING_BYTES)} ceiling.`);
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
