import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../db/database.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded-postgres.js';
import { archiveSizeFor, growArchive } from '../db/seeders/archive/grow-archive.js';
import { ArchiveIssueService } from '../modules/archive/archive-issue.service.js';
import { ColumnService } from '../modules/column/column.service.js';
import { EventService } from '../modules/event/event.service.js';
import { NewsService } from '../modules/news/news.service.js';
import { PageSlotService } from '../modules/page-slot/page-slot.service.js';
import { sitemapFiles, writeSitemapFile } from '../site/sitemap.js';
import { freshDatabase, type TestDatabase } from './test-app.js';

/*
 * The hot list queries at archive shape (issue 14 §2): the seeder grows a database, the services
 * run each public and admin list as the resolvers call them, and every statement they send is
 * EXPLAINed. A sequential scan of news or columns fails: a list must read an index in its order
 * and never count the whole table. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */

const NEWS = 5_000;
/** Two Turkish words, as an editor searches (folded: "kültür Ankara"). */
const TWO_WORDS = 'kültür Ankara';

let database: TestDatabase;
let embedded: EmbeddedPostgres | undefined;
let orm: MikroORM;
let captured: string[] = [];

beforeAll(async () => {
  database = await freshDatabase();
  if (!database.databaseUrl) embedded = await startEmbeddedPostgres(database.dataDir);
  const url = database.databaseUrl ?? embedded!.url;
  orm = await MikroORM.init({
    ...ormOptions(url, Boolean(embedded)),
    debug: ['query', 'query-params'],
    colors: false,
    logger: (message: string) => captured.push(message),
  });
  await orm.migrator.up();
  await growArchive(orm.em.fork(), archiveSizeFor(NEWS));
}, 300_000);

afterAll(async () => {
  await orm?.close(true);
  await embedded?.stop();
  await database?.drop();
});

/** The statements `run` sends, without MikroORM's log decoration. */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  captured = [];
  await run();
  return captured
    .filter((line) => line.includes('[query]'))
    .map((line) => line.replace(/^.*?\[query\]\s*/, '').replace(/\s*\[took [^\]]*\]\s*$/, '').trim())
    .filter((sql) => /^\(?(select|with)\b/i.test(sql));
}

async function plansOf(run: () => Promise<unknown>): Promise<{ sql: string; plan: string }[]> {
  const statements = await statementsOf(run);
  expect(statements.length).toBeGreaterThan(0);
  const connection = orm.em.getConnection();
  const plans = [];
  for (const sql of statements) {
    const rows = await connection.execute<{ 'QUERY PLAN': string }[]>(`explain ${sql}`);
    plans.push({ sql, plan: rows.map((row) => row['QUERY PLAN']).join('\n') });
  }
  return plans;
}

const news = () => new NewsService(orm.em.fork(), undefined as never);
const columns = () => new ColumnService(orm.em.fork());
const DEEP_PAGE = 300; // offset 3,588 of 5,000 news at 12 a page

const HOT_LISTS: Array<[string, () => Promise<unknown>]> = [
  ['public news, newest, page 1', () => news().publicList({ page: 1, pageSize: 12, title: '', sortBy: 'createdAt' })],
  ['public news, newest, deep page', () => news().publicList({ page: DEEP_PAGE, pageSize: 12, title: '', sortBy: 'createdAt' })],
  ['public news, most read, page 1', () => news().publicList({ page: 1, pageSize: 12, title: '', sortBy: 'hit' })],
  ['public news, most read, deep page', () => news().publicList({ page: DEEP_PAGE, pageSize: 12, title: '', sortBy: 'hit' })],
  ['public news of a category', () => news().publicList({ page: 1, pageSize: 12, title: '', sortBy: 'createdAt', categoryId: 1 })],
  ['public news of a category, most read, deep page', () => news().publicList({ page: 30, pageSize: 12, title: '', sortBy: 'hit', categoryId: 1 })],
  ['public news by title words', () => news().publicList({ page: 1, pageSize: 12, title: TWO_WORDS, sortBy: 'createdAt' })],
  ['news of a tag, with its count', () => news().relatedPage('tag', 1, { page: 1, pageSize: 12 })],
  ['news counts of categories', () => Promise.all([1, 2, 3].map((id) => news().relatedCount('category', id)))],
  ['home page lists', async () => {
    const service = news();
    await Promise.all([service.latest(6), service.top(5), service.featured(6), service.headline()]);
  }],
  ['admin news, page 1', () => news().list({ page: 1, pageSize: 20, query: '' })],
  ['admin news, deep page', () => news().list({ page: 200, pageSize: 20, query: '' })],
  ['admin news, two Turkish words', () => news().list({ page: 1, pageSize: 20, query: TWO_WORDS })],
  ['public columns, newest and most read', () => Promise.all([columns().publicList({ page: 1, pageSize: 12, sortBy: 'createdAt' }), columns().publicList({ page: 10, pageSize: 12, sortBy: 'hit' })])],
  ['public columns of a columnist', () => columns().publicList({ page: 1, pageSize: 12, sortBy: 'createdAt', columnistId: 1 })],
  ['admin columns, with and without words', () => Promise.all([columns().list({ page: 1, pageSize: 20, query: '' }), columns().list({ page: 1, pageSize: 20, query: TWO_WORDS })])],
  ['events and archive issues', () => Promise.all([new EventService(orm.em.fork()).list({ page: 1, pageSize: 20, query: '' }), new ArchiveIssueService(orm.em.fork(), undefined as never).publicList({ page: 1, pageSize: 12 })])],
  ['sitemap index and a news file', async () => {
    const em = orm.em.fork();
    await sitemapFiles(em);
    await writeSitemapFile(em, 'https://dergi.example', { kind: 'news', number: 2 }, async () => {});
  }],
];

describe('hot list queries at archive shape', () => {
  it.each(HOT_LISTS)('%s: no sequential scan of news or columns', async (_name, run) => {
    for (const { sql, plan } of await plansOf(run)) {
      if (/Seq Scan on (news|columns)\b/.test(plan)) throw new Error(`A sequential scan of a big table:\n${sql}\n${plan}`);
    }
  });

  it('a list counts nothing when its total is kept: the newest news, their page and its total are one statement', async () => {
    const statements = await statementsOf(() => news().publicList({ page: DEEP_PAGE, pageSize: 12, title: '', sortBy: 'createdAt' }));
    expect(statements.filter((sql) => /count\(/i.test(sql))).toEqual([]);
    expect(statements.some((sql) => /from "news"/.test(sql) && /order by .*"published_at" desc/.test(sql) && /offset 3588\b/.test(sql))).toBe(true);
    expect(statements).toHaveLength(1);
  });

  it.each([
    ['public news, newest, deep page', 'news_published_newest', () => news().publicList({ page: DEEP_PAGE, pageSize: 12, title: '', sortBy: 'createdAt' })],
    ['admin news, deep page', 'news_live_newest', () => news().list({ page: 200, pageSize: 20, query: '' })],
  ] as const)('%s: the list\'s order is walked once, however many times the page\'s ids are used', async (_name, index, run) => {
    const [{ plan }] = await plansOf(run);
    expect(plan.match(new RegExp(`Index (Only )?Scan using ${index}\\b`, 'g'))).toHaveLength(1);
  });

  it("the home's news lists are one statement, each list an index walk stopped at its limit", async () => {
    const plans = await plansOf(async () => {
      const service = news();
      await Promise.all([service.latest(9), service.top(5), service.featured(4), service.headline()]);
    });
    expect(plans).toHaveLength(1);
    expect(plans[0]!.sql).toMatch(/union all/);
    expect(plans[0]!.plan.match(/Limit/g)).toHaveLength(4);
  });

  it("the home's two chosen news are one statement, read as cards (not their rich text)", async () => {
    const slots = new PageSlotService(orm.em.fork());
    const [primary, secondary] = await Promise.all([slots.byArea('home-primary'), slots.byArea('home-secondary')]);
    let shown: unknown[] = [];
    const statements = await statementsOf(async () => (shown = await Promise.all([slots.newsOf(primary), slots.newsOf(secondary)])));
    expect(shown.map((news) => (news as { id: number } | null)?.id)).toEqual([primary.news!.id, secondary.news!.id]);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/from "news"/);
    expect(statements[0]).not.toMatch(/content_html|\*/);
  });

  it('would fail on a sequential scan: counting the whole table is one', async () => {
    // content_html is in no index (search_text is in the staff order's, which an index-only scan reads).
    const [{ plan }] = await plansOf(() => orm.em.getConnection().execute('select count(*) from news where deleted_at is null and content_html <> \'\''));
    expect(plan).toMatch(/Seq Scan on news\b/);
  });
});
