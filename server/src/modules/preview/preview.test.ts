import sharp from 'sharp';
import { pathOf as loggedPath } from '../../lib/request-log.js';
import { expectGraphQLError } from '../../test/expect.js';
import { insertNews, unique } from '../../test/factories.js';
import { fakeClientDist } from '../../test/fake-client-dist.js';
import { useTestApp } from '../../test/resource-contract.js';
import type { TestApp } from '../../test/test-app.js';
import type { TestClient } from '../../test/test-client.js';
import { ArchiveIssue } from '../archive/archive-issue.entity.js';
import { News } from '../news/news.entity.js';
import { EditorialKind, PublicationStatus } from '../publishing/publication.js';
import { WITH_UNPUBLISHED } from '../publishing/publishable.entity.js';
import { PREVIEW_LINK_DAYS, staffPreviewToken } from './preview-token.js';

/*
 * Previews over HTTP on the real database (issue 15 §3): a staff member's own signed address and
 * shared links, valid, expired, revoked, forged, for another item and after publishing; the page the
 * address leads to, rendered by a stand-in client build that shows what its public item query
 * answers; and who may do what.
 */

/** A client build whose detail pages show the item their public query answers (404 when it answers nothing). */
const RENDERER = `
  const QUERIES = {
    haber: 'query ($slug: String!) { item: publicNewsItem(slug: $slug) { id title } }',
    'kose-yazisi': 'query ($slug: String!) { item: publicColumn(slug: $slug) { id title } }',
    arsiv: 'query ($slug: String!) { item: publicArchiveIssue(slug: $slug) { id title } }',
  };
  export async function render(request) {
    const [, section, slug] = new URL(request.url, 'http://localhost').pathname.split('/');
    const query = QUERIES[section];
    if (!query || !slug) return { status: 404, html: '<p>yok</p>', shared: true };
    const result = await request.execute({ query, variables: { slug: decodeURIComponent(slug) } });
    const item = result.data && result.data.item;
    return item ? { status: 200, html: '<h1>' + item.title + '</h1>', shared: true } : { status: 404, html: '<p>yok</p>', shared: true };
  }
`;

const api = useTestApp({ clientDist: fakeClientDist(RENDERER), trustProxy: 1 });
let t: TestApp;
let staff: TestClient;
let reader: TestClient;

beforeAll(() => {
  ({ t, staff } = api);
  reader = t.client();
});

const TABLES: Record<EditorialKind, string> = { News: 'news', Column: 'columns', ArchiveIssue: 'archive_issues' };

async function setStatus(kind: EditorialKind, id: number, status: PublicationStatus) {
  await t.app.db.orm.em.getConnection().execute(`update "${TABLES[kind]}" set status = ?, published_at = ${status === PublicationStatus.published ? 'now()' : 'null'} where id = ?`, [status, id]);
}

async function draftNews(): Promise<{ id: number; slug: string; title: string }> {
  const [news] = await insertNews(t, undefined, 1, { titlePrefix: unique('Taslak Haber ') });
  await setStatus(EditorialKind.News, news!.id, PublicationStatus.draft);
  return news!;
}

/** The path and query of an absolute address of this server. */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

async function staffPreviewUrl(id: number): Promise<string> {
  const response = await staff.graphql<{ newsItem: { pagePreviewUrl: string } }>('query ($id: Int!) { newsItem(id: $id) { pagePreviewUrl } }', { id });
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.newsItem.pagePreviewUrl;
}

const CREATE_LINK = 'mutation ($kind: EditorialKind!, $id: Int!) { createPreviewLink(input: { kind: $kind, id: $id }) { id url active createdAt expiresAt revokedAt createdBy { name } } }';
const REVOKE_LINK = 'mutation ($id: Int!) { revokePreviewLink(input: { id: $id }) { id active revokedAt } }';
const LINKS = 'query ($kind: EditorialKind!, $id: Int!) { previewLinks(kind: $kind, id: $id) { id active } }';

async function createLink(kind: EditorialKind, id: number) {
  const response = await staff.graphql(CREATE_LINK, { kind, id });
  expect(response.body.errors).toBeUndefined();
  return response.body.data.createPreviewLink as { id: number; url: string; active: boolean; expiresAt: string; revokedAt: string | null; createdBy: { name: string } };
}

const PUBLIC_NEWS = 'query ($slug: String!) { publicNewsItem(slug: $slug) { id title } }';

function expectNoStore(headers: Headers) {
  expect(headers.get('cache-control')).toBe('private, no-store');
  expect(headers.get('x-robots-tag')).toMatch(/noindex/);
}

describe("a staff member's preview address", () => {
  it('leads to the real page, which shows the draft to anyone holding it, never kept, not indexed', async () => {
    const news = await draftNews();
    const url = await staffPreviewUrl(news.id);
    expect(url).toMatch(new RegExp(`^${t.config.publicUrl}/onizleme/s\\.News\\.${news.id}\\.\\d+\\.[A-Za-z0-9_-]{43}$`));
    const token = url.split('/').pop()!;

    const redirect = await reader.get(pathOf(url));
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe(`/haber/${news.slug}?onizleme=${encodeURIComponent(token)}`);
    expectNoStore(redirect.headers);

    for (let i = 0; i < 2; i += 1) {
      const page = await reader.get(redirect.headers.get('location')!);
      expect(page.status).toBe(200);
      expect(page.body).toContain(`<h1>${news.title}</h1>`);
      expectNoStore(page.headers);
      expect(page.headers.get('x-page-cache')).toBeNull();
    }
    // Without the token the page is the reader's: the draft is not there.
    const plain = await reader.get(`/haber/${news.slug}`);
    expect(plain.status).toBe(404);
    expect(plain.body).not.toContain(news.title);
  });

  it("opens that item's public query to a GraphQL client sending it as X-Preview-Token, and nothing else", async () => {
    const news = await draftNews();
    const other = await draftNews();
    const token = (await staffPreviewUrl(news.id)).split('/').pop()!;
    const headers = { 'x-preview-token': token };

    expectGraphQLError(await reader.graphql(PUBLIC_NEWS, { slug: news.slug }), 'NOT_FOUND', 404);
    expect((await reader.graphql(PUBLIC_NEWS, { slug: news.slug }, { headers })).body.data).toEqual({ publicNewsItem: { id: news.id, title: news.title } });
    expect((await reader.graphql(PUBLIC_NEWS, { slug: String(news.id) }, { headers })).body.data).toEqual({ publicNewsItem: { id: news.id, title: news.title } });
    // Another draft, and the lists, stay closed.
    expectGraphQLError(await reader.graphql(PUBLIC_NEWS, { slug: other.slug }, { headers }), 'NOT_FOUND', 404);
    expect((await reader.get(`/haber/${other.slug}?onizleme=${encodeURIComponent(token)}`)).status).toBe(404);
    const list = await reader.graphql('{ publicLatestNews(limit: 10) { id } }', undefined, { headers });
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data.publicLatestNews.map((item: { id: number }) => item.id)).not.toContain(news.id);
  });

  it('is refused once its hour is over (410), and a forged or tampered one is unknown (404)', async () => {
    const news = await draftNews();
    const expired = staffPreviewToken(t.config.appSecret, { kind: EditorialKind.News, id: news.id }, Date.now() - 61 * 60 * 1000);
    const gone = await reader.get(`/onizleme/${expired}`, { headers: { 'accept-language': 'en' } });
    expect(gone.status).toBe(410);
    expect(gone.body).toContain('The preview link has expired');
    expectNoStore(gone.headers);
    expect((await reader.get(`/haber/${news.slug}?onizleme=${encodeURIComponent(expired)}`)).status).toBe(404);

    const valid = (await staffPreviewUrl(news.id)).split('/').pop()!;
    const tampered = valid.slice(0, -1) + (valid.endsWith('A') ? 'B' : 'A');
    const otherItem = valid.replace(`.News.${news.id}.`, `.News.${news.id + 1}.`);
    const otherKind = valid.replace('s.News.', 's.Column.');
    const forgedSecret = staffPreviewToken('another-secret-that-is-long-enough-for-hmac-0123', { kind: EditorialKind.News, id: news.id });
    for (const token of [tampered, otherItem, otherKind, forgedSecret, 'abc', 'l.1.x', `l.99999.${'A'.repeat(43)}`]) {
      const answer = await reader.get(`/onizleme/${encodeURIComponent(token)}`);
      expect({ token, status: answer.status }).toEqual({ token, status: 404 });
      expect(answer.body).toContain('Önizleme bulunamadı');
      expect((await reader.graphql(PUBLIC_NEWS, { slug: news.slug }, { headers: { 'x-preview-token': token } })).body.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    }
  });

  it('leads to the public page once the item is published', async () => {
    const news = await draftNews();
    const url = await staffPreviewUrl(news.id);
    await setStatus(EditorialKind.News, news.id, PublicationStatus.published);
    const redirect = await reader.get(pathOf(url));
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe(`/haber/${news.slug}`);
    expect((await reader.get(`/haber/${news.slug}`)).body).toContain(news.title);
  });

  it('is a field only staff can read', async () => {
    const [published] = await insertNews(t, undefined, 1);
    const response = await reader.graphql('query ($slug: String!) { publicNewsItem(slug: $slug) { id pagePreviewUrl } }', { slug: published!.slug });
    expect(response.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(response.body.data?.publicNewsItem ?? null).toBeNull();
  });
});

describe('shared preview links', () => {
  it('are made for 7 days, listed, and show the draft to someone without an account', async () => {
    const news = await draftNews();
    const before = Date.now();
    const link = await createLink(EditorialKind.News, news.id);
    expect(link).toMatchObject({ active: true, revokedAt: null, createdBy: { name: expect.any(String) } });
    const days = (Date.parse(link.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(PREVIEW_LINK_DAYS - 0.01);
    expect(days).toBeLessThan(PREVIEW_LINK_DAYS + 0.01);
    expect(link.url).toMatch(new RegExp(`^${t.config.publicUrl}/onizleme/l\\.${link.id}\\.[A-Za-z0-9_-]{43}$`));

    const listed = await staff.graphql(LINKS, { kind: EditorialKind.News, id: news.id });
    expect(listed.body.data.previewLinks).toEqual([{ id: link.id, active: true }]);

    const stranger = t.client();
    const redirect = await stranger.get(pathOf(link.url));
    expect(redirect.status).toBe(302);
    const page = await stranger.get(redirect.headers.get('location')!);
    expect(page.status).toBe(200);
    expect(page.body).toContain(news.title);
    expectNoStore(page.headers);
  });

  it('stop working when revoked (410), and revoking again changes nothing', async () => {
    const news = await draftNews();
    const link = await createLink(EditorialKind.News, news.id);
    const token = link.url.split('/').pop()!;
    const revoked = await staff.graphql(REVOKE_LINK, { id: link.id });
    expect(revoked.body.data.revokePreviewLink).toMatchObject({ id: link.id, active: false, revokedAt: expect.any(String) });
    const again = await staff.graphql(REVOKE_LINK, { id: link.id });
    expect(again.body.data.revokePreviewLink.revokedAt).toBe(revoked.body.data.revokePreviewLink.revokedAt);

    const answer = await reader.get(pathOf(link.url));
    expect(answer.status).toBe(410);
    expect(answer.body).toContain('Önizleme bağlantısının süresi doldu');
    expect((await reader.get(`/haber/${news.slug}?onizleme=${encodeURIComponent(token)}`)).status).toBe(404);
    expectGraphQLError(await reader.graphql(PUBLIC_NEWS, { slug: news.slug }, { headers: { 'x-preview-token': token } }), 'NOT_FOUND', 404);
    expect((await staff.graphql(LINKS, { kind: EditorialKind.News, id: news.id })).body.data.previewLinks).toEqual([{ id: link.id, active: false }]);
  });

  it('stop working once expired (410), and lead to the public page once the item is published', async () => {
    const news = await draftNews();
    const link = await createLink(EditorialKind.News, news.id);
    await t.app.db.orm.em.getConnection().execute(`update preview_links set expires_at = now() - interval '1 minute' where id = ?`, [link.id]);
    expect((await reader.get(pathOf(link.url))).status).toBe(410);
    expect((await staff.graphql(LINKS, { kind: EditorialKind.News, id: news.id })).body.data.previewLinks).toEqual([{ id: link.id, active: false }]);

    await setStatus(EditorialKind.News, news.id, PublicationStatus.published);
    const redirect = await reader.get(pathOf(link.url));
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe(`/haber/${news.slug}`);
  });

  it('show a draft column and a draft archive issue on their own pages', async () => {
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c33' } }).jpeg().toBuffer();
    const columnist = await staff.multipart('POST', '/api/columnists', { name: unique('Yazar ') }, { image: { name: 'portre.jpg', bytes: jpeg, type: 'image/jpeg' } });
    const content = [{ type: 'paragraph', children: [{ text: 'Kentin belleği.' }] }];
    const column = (await staff.post('/api/columns', { title: unique('Taslak Yazı '), content, columnistId: columnist.body.id })).body as { id: number; slug: string; title: string };
    await setStatus(EditorialKind.Column, column.id, PublicationStatus.draft);

    const em = t.app.db.orm.em.fork();
    const issue = em.create(ArchiveIssue, {
      title: unique('Taslak Sayı '),
      slug: unique('taslak-sayi-'),
      description: 'Bahar sayısı',
      posterPath: '/media/archive/test.webp',
      previewPath: '/media/archive/test.pdf',
      price: '10.00',
      link: 'https://example.com/satin-al',
      masthead: content,
      content,
      status: PublicationStatus.draft,
    });
    await em.flush();

    for (const [kind, item, section] of [
      [EditorialKind.Column, column, 'kose-yazisi'],
      [EditorialKind.ArchiveIssue, issue, 'arsiv'],
    ] as const) {
      expect((await reader.get(`/${section}/${item.slug}`)).status).toBe(404);
      const link = await createLink(kind, item.id);
      const redirect = await reader.get(pathOf(link.url));
      expect(redirect.status).toBe(302);
      expect(redirect.headers.get('location')).toMatch(new RegExp(`^/${section}/${item.slug}\\?onizleme=`));
      const page = await reader.get(redirect.headers.get('location')!);
      expect({ kind, status: page.status }).toEqual({ kind, status: 200 });
      expect(page.body).toContain(item.title);
    }
  });

  it('are recorded in the audit log with the item, and both mutations and the list are staff only', async () => {
    const news = await draftNews();
    const link = await createLink(EditorialKind.News, news.id);
    await staff.graphql(REVOKE_LINK, { id: link.id });
    const entries = await staff.graphql('{ auditEntries(kind: News, pageSize: 100) { items { action kind recordId label } } }');
    const ofItem = entries.body.data.auditEntries.items.filter((entry: { recordId: number }) => entry.recordId === news.id);
    expect(ofItem).toEqual([
      { action: 'previewLink', kind: 'News', recordId: news.id, label: news.title },
      { action: 'previewLink', kind: 'News', recordId: news.id, label: news.title },
    ]);

    expectGraphQLError(await reader.graphql(CREATE_LINK, { kind: EditorialKind.News, id: news.id }), 'UNAUTHENTICATED', 401);
    expectGraphQLError(await reader.graphql(REVOKE_LINK, { id: link.id }), 'UNAUTHENTICATED', 401);
    expectGraphQLError(await reader.graphql(LINKS, { kind: EditorialKind.News, id: news.id }), 'UNAUTHENTICATED', 401);
  });

  it('answer 404 for an item or link that does not exist, and 400 for a kind that is not editorial', async () => {
    expectGraphQLError(await staff.graphql(CREATE_LINK, { kind: EditorialKind.News, id: 2_000_000_000 }), 'NOT_FOUND', 404);
    expectGraphQLError(await staff.graphql(REVOKE_LINK, { id: 2_000_000_000 }), 'NOT_FOUND', 404);
    const wrongKind = await staff.graphql(CREATE_LINK, { kind: 'Category', id: 1 });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('views of a preview', () => {
  it('are not counted', async () => {
    const news = await draftNews();
    const token = (await staffPreviewUrl(news.id)).split('/').pop()!;
    const counted = await reader.graphql('mutation ($id: Int!) { recordView(kind: "news", id: $id) }', { id: news.id }, { headers: { 'x-preview-token': token } });
    expect(counted.body.data?.recordView ?? false).toBe(false);
    const row = await t.app.db.orm.em.fork().findOneOrFail(News, { id: news.id }, WITH_UNPUBLISHED);
    expect(row.hit).toBe(0);
  });
});

describe('the request log', () => {
  it('never holds a preview token', () => {
    const token = `s.News.5.1999999999.${'A'.repeat(43)}`;
    expect(loggedPath({ originalUrl: `/onizleme/${token}` } as never)).toBe('/onizleme/…');
    expect(loggedPath({ originalUrl: `/haber/bir-haber?onizleme=${token}` } as never)).toBe('/haber/bir-haber');
  });
});
