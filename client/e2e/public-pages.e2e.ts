import { request as httpRequest } from 'node:http';
import { baseUrl, USERS } from './support';

/**
 * The reader's site as a crawler or a reader without JavaScript gets it: every public route in
 * both languages is complete HTML with its title, canonical URL, hreflang twins, sharing tags and
 * structured data; missing items are 404 pages, old slugs 301s; the HTML depends on nothing but
 * the address.
 */

interface Fetched {
  status: number;
  location: string | null;
  html: string;
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Fetched> {
  const response = await fetch(baseUrl + path, { redirect: 'manual', headers });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** The `content` of a meta tag (by name or property) or the href of a link (by rel/hreflang). */
function meta(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
  return tag?.[1];
}
function link(html: string, rel: string, hreflang?: string): string | undefined {
  const pattern = hreflang ? `<link rel="${rel}" hreflang="${hreflang}" href="([^"]*)"` : `<link rel="${rel}" href="([^"]*)"`;
  return html.match(new RegExp(pattern))?.[1];
}
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}
const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

interface Slugged {
  id: number;
  slug: string;
  title: string;
}

let news: Slugged;
let column: Slugged;
let issue: Slugged;

beforeAll(async () => {
  [news] = await api<Slugged[]>('/public-news/latest?limit=1');
  [column] = await api<Slugged[]>('/public-columns/latest?limit=1');
  issue = (await api<{ items: Slugged[] }>('/public-archives/list')).items[0]!;
  expect(news && column && issue).toBeTruthy();
});

/** Each public page at its Turkish and English path, and what its HTML must contain. */
function pages(): Array<{ tr: string; en: string; content: string[]; ld?: string }> {
  return [
    { tr: '/', en: '/en', content: [news.title], ld: 'Organization' },
    { tr: '/yayin', en: '/en/publication', content: ['2.359', '2,359'] },
    { tr: '/hakkimizda', en: '/en/about', content: ['1989'] },
    { tr: '/iletisim', en: '/en/contact', content: ['name="email"'] },
    { tr: '/haber', en: '/en/news', content: [news.title] },
    { tr: `/haber/${news.slug}`, en: `/en/news/${news.slug}`, content: [news.title], ld: 'NewsArticle' },
    { tr: '/kose-yazisi', en: '/en/columns', content: [column.title] },
    { tr: `/kose-yazisi/${column.slug}`, en: `/en/columns/${column.slug}`, content: [column.title], ld: 'NewsArticle' },
    { tr: '/arsiv', en: '/en/archive', content: [issue.title] },
    { tr: `/arsiv/${issue.slug}`, en: `/en/archive/${issue.slug}`, content: [issue.title], ld: 'PublicationIssue' },
    { tr: '/abonelik', en: '/en/subscription', content: ['1.500', '1,500'] },
    { tr: '/abonelik/bireysel', en: '/en/subscription/personal', content: ['name="address"'] },
    { tr: '/abonelik/kurumsal', en: '/en/subscription/corporate', content: ['name="taxNumber"'] },
  ];
}

describe('every public page, in Turkish and English, without JavaScript', () => {
  it('is complete HTML with title, canonical, hreflang both ways, Open Graph and JSON-LD', async () => {
    for (const twins of pages()) {
      for (const lang of ['tr', 'en'] as const) {
        const path = twins[lang];
        const { status, html } = await get(path);
        const where = `${path} (${status})`;
        expect([where, status]).toEqual([where, 200]);
        expect([where, html.match(/<html lang="(\w+)"/)?.[1]]).toEqual([where, lang]);
        expect([where, decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '')]).toEqual([where, expect.stringContaining('Dergi Ankara')]);
        expect([where, Boolean(meta(html, 'description'))]).toEqual([where, true]);
        expect([where, link(html, 'canonical')]).toEqual([where, `${baseUrl}${path}`]);
        expect([where, link(html, 'alternate', 'tr')]).toEqual([where, `${baseUrl}${twins.tr}`]);
        expect([where, link(html, 'alternate', 'en')]).toEqual([where, `${baseUrl}${twins.en}`]);
        expect([where, link(html, 'alternate', 'x-default')]).toEqual([where, `${baseUrl}${twins.tr}`]);
        expect([where, meta(html, 'og:title')]).toEqual([where, expect.any(String)]);
        expect([where, meta(html, 'og:url')]).toEqual([where, `${baseUrl}${path}`]);
        expect([where, meta(html, 'twitter:card')]).toEqual([where, expect.any(String)]);
        const text = decode(html);
        expect([where, twins.content.some((piece) => text.includes(piece))]).toEqual([where, true]);
        if (twins.ld) expect([where, jsonLd(html).map((data) => data['@type'])]).toEqual([where, expect.arrayContaining([twins.ld])]);
        // No inline executable script: files, the state block and JSON-LD only (strict CSP).
        for (const tag of html.match(/<script[^>]*>/g) ?? []) expect([where, tag]).toEqual([where, expect.stringMatching(/ src=| type="application\/(ld\+)?json"/)]);
      }
    }
  });

  it('news and columns carry their poster and title for sharing', async () => {
    const { html } = await get(`/haber/${news.slug}`);
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:image')).toMatch(/^https?:\/\/.+\/media\//);
    expect(decode(meta(html, 'og:title') ?? '')).toContain(news.title);
    const article = jsonLd(html).find((data) => data['@type'] === 'NewsArticle')!;
    expect(decode(String(article.headline))).toBe(news.title);
  });

  it('a missing item is a 404 page with the not-found title and a link back to its list', async () => {
    const cases = [
      { path: '/haber/boyle-bir-haber-yok', title: 'Haber bulunamadı', list: '/haber' },
      { path: '/en/news/no-such-news', title: 'News not found', list: '/en/news' },
      { path: '/kose-yazisi/boyle-bir-yazi-yok', title: 'Köşe yazısı bulunamadı', list: '/kose-yazisi' },
      { path: '/en/columns/no-such-column', title: 'Column not found', list: '/en/columns' },
      { path: '/arsiv/boyle-bir-sayi-yok', title: 'Arşiv sayısı bulunamadı', list: '/arsiv' },
      { path: '/en/archive/no-such-issue', title: 'Archive issue not found', list: '/en/archive' },
    ];
    for (const { path, title, list } of cases) {
      const { status, html } = await get(path);
      expect([path, status]).toEqual([path, 404]);
      expect([path, decode(html)]).toEqual([path, expect.stringContaining(title)]);
      expect([path, html]).toEqual([path, expect.stringContaining(`href="${list}"`)]);
      expect([path, meta(html, 'robots')]).toEqual([path, 'noindex']);
    }
  });

  it('an id answers 301 to the current slug, in both languages', async () => {
    expect(await get(`/haber/${news.id}`)).toMatchObject({ status: 301, location: `/haber/${news.slug}` });
    expect(await get(`/en/news/${news.id}`)).toMatchObject({ status: 301, location: `/en/news/${news.slug}` });
    expect(await get(`/en/columns/${column.id}`)).toMatchObject({ status: 301, location: `/en/columns/${column.slug}` });
    expect(await get(`/arsiv/${issue.id}`)).toMatchObject({ status: 301, location: `/arsiv/${issue.slug}` });
  });

  it('an old slug answers 301 to the current one after the title changed, in both languages', async () => {
    const staff = await signedInStaff();
    const renamed = await staff('PATCH', `/columns/${column.id}`, { title: `${column.title} (güncellendi)` });
    expect(renamed.status).toBe(200);
    const { slug } = (await renamed.json()) as { slug: string };
    expect(slug).not.toBe(column.slug);

    expect(await get(`/kose-yazisi/${column.slug}`)).toMatchObject({ status: 301, location: `/kose-yazisi/${slug}` });
    expect(await get(`/en/columns/${column.slug}`)).toMatchObject({ status: 301, location: `/en/columns/${slug}` });
    expect((await get(`/kose-yazisi/${slug}`)).status).toBe(200);
    column = { ...column, slug };
  });
});

/** The staff's REST calls (`method`, a path under /api, a JSON body), signed in once through the sign-in a client makes. */
async function signedInStaff(): Promise<(method: string, path: string, body?: unknown) => Promise<Response>> {
  const cookie = (response: Response) => response.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');
  const issued = await fetch(`${baseUrl}/api/app/get-csrf-token`);
  const csrfCookie = cookie(issued);
  const { token } = (await issued.json()) as { token: string };
  const signIn = await fetch(`${baseUrl}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: csrfCookie },
    body: JSON.stringify({ email: USERS.tr.email, password: USERS.tr.password }),
  });
  expect(signIn.status).toBe(200);
  const cookies = [csrfCookie, cookie(signIn)].filter(Boolean).join('; ');
  const { accessToken } = (await (await fetch(`${baseUrl}/api/auth/get-access-token`, { headers: { cookie: cookies } })).json()) as { accessToken: string };
  const headers = { 'content-type': 'application/json', 'x-csrf-token': token, cookie: cookies, authorization: `Bearer ${accessToken}` };
  return (method, path, body) => fetch(`${baseUrl}/api${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}

/** A GET with any headers, the Host header included (fetch does not let a caller set it). */
function rawGet(path: string, headers: Record<string, string>): Promise<{ html: string; pageCache: unknown }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ html: body, pageCache: res.headers['x-page-cache'] }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the HTML of a public page depends only on its address', () => {
  it('ignores cookies, Authorization, Accept-Language and the Host header, each rendered afresh, and unused query parameters', async () => {
    const staff = await signedInStaff();
    const [tag] = (await (await staff('GET', '/tags/all-tags')).json()) as Array<{ id: number; description: string }>;
    /** The page rendered for this very request: saving a tag as it was marks every kept page stale first. */
    const rendered = async (path: string, headers: Record<string, string>) => {
      expect((await staff('PATCH', `/tags/${tag!.id}`, { description: tag!.description ?? '' })).status).toBe(200);
      return rawGet(path, headers);
    };
    for (const path of ['/', `/haber/${news.slug}`, '/haber?page=1&sortBy=hit', '/en/columns']) {
      const plain = await rendered(path, {});
      const variants = [
        await rendered(path, { cookie: 'refresh_token=abc; lang=en; theme=dark' }),
        await rendered(path, { authorization: 'Bearer not-a-token' }),
        await rendered(path, { 'accept-language': 'en-US,en;q=0.9' }),
        await rendered(path, { host: 'evil.example' }),
      ];
      expect(plain.html).toMatch(/<html lang=/);
      // Each one rendered afresh: equal pages come from the renderer, not from one kept copy.
      for (const variant of [plain, ...variants]) expect([path, variant.pageCache]).toEqual([path, 'miss']);
      for (const variant of variants) expect([path, variant.html === plain.html]).toEqual([path, true]);
      expect(plain.html).not.toContain('evil.example');
      // A parameter the page does not read (tracking, a cache-buster) gets the kept page, never a new render.
      const unused = await rawGet(`${path}${path.includes('?') ? '&' : '?'}probe=1&utm_source=newsletter&fbclid=1`, {});
      expect([path, unused.pageCache, unused.html === plain.html]).toEqual([path, 'hit', true]);
    }
  });
});
