import { fakeClientDist as distWithEntry } from '../fake-client-dist.js';

/**
 * A client build whose renderer reads the public categories through the server's GraphQL, as a
 * real page's loader does, and answers like the real client: the page with their names, or its
 * server-error page (500) when the query failed. `?wait=MS` makes a render take that long first.
 */
export function fakeClientDist(): string {
  return distWithEntry(
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
}
