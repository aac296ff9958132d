import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What a test may add to the fake build: its own page template, and files under `client/assets`. */
export interface FakeClientDistOptions {
  /** The index.html template (default: a body with the `<!--app-html-->` slot only). */
  indexHtml?: string;
  /** Hashed assets of the build by file name (`app-1a2b.js`, `app-1a2b.js.br`), as served under /assets. */
  assets?: Record<string, string | Buffer>;
}

/**
 * The fake build's `pageKey` unless its entry has its own: the path and every parameter ordered by
 * name, less the tracking ones (`utm_*`, `fbclid`, …). The real client keeps only what each page
 * reads (client/src/lib/i18n/paths.ts); the fakes' pages read whatever they like (`?wait=`).
 */
const FAKE_PAGE_KEY = `
export function pageKey(url) {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const params = [...searchParams].filter(([name]) => !/^(utm_\\w+|fbclid|gclid)$/i.test(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(params).toString();
  return search ? pathname + '?' + search : pathname;
}
`;

/**
 * A client build for server tests, with no real client: an index.html template and a server entry
 * whose `render(request)` is the given module source (an ES module, as the real build is), with
 * FAKE_PAGE_KEY as its `pageKey` unless it exports one.
 */
export function fakeClientDist(entrySource: string, { indexHtml = '<!doctype html><html><body><!--app-html--></body></html>', assets = {} }: FakeClientDistOptions = {}): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'dergi-dist-'));
  mkdirSync(path.join(dist, 'client', 'assets'), { recursive: true });
  mkdirSync(path.join(dist, 'server'), { recursive: true });
  writeFileSync(path.join(dist, 'package.json'), '{ "type": "module" }');
  writeFileSync(path.join(dist, 'client', 'index.html'), indexHtml);
  writeFileSync(path.join(dist, 'server', 'entry-server.js'), /export (function|const) pageKey\b/.test(entrySource) ? entrySource : entrySource + FAKE_PAGE_KEY);
  for (const [name, contents] of Object.entries(assets)) writeFileSync(path.join(dist, 'client', 'assets', name), contents);
  return dist;
}

/**
 * A renderer that numbers its renders ("render 3 of /haber"), so a test sees whether a page was
 * rendered again or kept. `padding` is HTML added to each page; `shared` a JS expression over
 * `request` saying whether the page may be kept for every reader (default: all pages).
 */
export function countingRenderer({ padding = "''", shared = 'true' }: { padding?: string; shared?: string } = {}): string {
  return `let renders = 0;
    export async function render(request) {
      renders += 1;
      const html = '<!doctype html><html><body><p>render ' + renders + ' of ' + request.url + '</p>' + ${padding} + '</body></html>';
      return { status: 200, html, shared: ${shared} };
    }\n`;
}
