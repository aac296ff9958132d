import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A client build whose renderer reads the public categories through the server's GraphQL, as a
 * real page's loader does, and answers like the real client: the page with their names, or its
 * server-error page (500) when the query failed. `?wait=MS` makes a render take that long first.
 */
export function fakeClientDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'dergi-fault-dist-'));
  mkdirSync(path.join(dist, 'client', 'assets'), { recursive: true });
  mkdirSync(path.join(dist, 'server'), { recursive: true });
  // An ES module, as the real build is (the server may run through swc's loader, which needs to be told).
  writeFileSync(path.join(dist, 'package.json'), '{ "type": "module" }');
  writeFileSync(path.join(dist, 'client', 'index.html'), '<!doctype html><html><body><!--app-html--></body></html>');
  writeFileSync(
    path.join(dist, 'server', 'entry-server.js'),
    `let renders = 0;
    export async function render(request) {
      const url = new URL(request.url, 'http://localhost');
      const wait = Number(url.searchParams.get('wait') ?? 0);
      if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
      const result = await request.execute({ query: '{ publicAllCategories { name } }' });
      if (result.errors?.length) return { status: 500, html: '<!doctype html><title>Sunucu hatası</title><h1>Sunucu hatası</h1>', shared: true };
      renders += 1;
      const names = result.data.publicAllCategories.map((category) => category.name).join(', ');
      return { status: 200, html: '<!doctype html><p>render ' + renders + ' of ' + url.pathname + ': ' + names + '</p>', shared: true };
    }\n`,
  );
  return dist;
}
