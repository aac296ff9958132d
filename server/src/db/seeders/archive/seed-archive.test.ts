import 'reflect-metadata';
import { foldText } from '../../../modules/common/slug.js';
import { freshDatabase, type TestDatabase } from '../../../test/test-app.js';
import { openDatabase, type Database } from '../../database.js';
import { archiveSizeFor, growArchive } from './grow-archive.js';

/*
 * The archive seeder on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL): the sizes
 * asked for, texts searchable exactly as the services fold them, unique slugs, 37 years of dates,
 * skewed hits, counts kept, and a second run that grows the archive again.
 */

let database: TestDatabase;
let db: Database;
const rows = async <T>(sql: string) => db.orm.em.getConnection().execute<T[]>(sql);
const one = async (sql: string) => Number(Object.values((await rows<Record<string, unknown>>(sql))[0]!)[0]);

beforeAll(async () => {
  database = await freshDatabase();
  db = await openDatabase(database);
}, 120_000);

afterAll(async () => {
  await db?.close();
  await database?.drop();
});

describe('growArchive', () => {
  it('grows every table to the size asked for, with realistic, searchable rows', async () => {
    const size = archiveSizeFor(2_000);
    expect(size).toEqual({ news: 2_000, columns: 100, archiveIssues: 3, events: 40, subscribers: 400, subscriptionRequests: 60 });
    await growArchive(db.orm.em.fork(), size);

    expect(await one('select count(*) from news where deleted_at is null')).toBe(2_000);
    expect(await one('select count(*) from columns')).toBe(100);
    expect(await one('select count(*) from archive_issues')).toBe(3);
    expect(await one('select count(*) from events')).toBe(40);
    expect(await one('select count(*) from newsletter_subscribers')).toBe(400);
    expect(await one('select count(*) from subscription_requests')).toBe(60);
    expect(await one('select count(distinct news_id) from news_tags')).toBe(2_000);
    expect(await one('select count(distinct news_id) from news_photos')).toBeGreaterThan(100);
    expect(await one('select count(*) from news where category_id is null')).toBe(0);

    // search_text is what the entity hook writes.
    const sample = await rows<{ title: string; teaser: string; search_text: string }>('select title, teaser, search_text from news order by id limit 50');
    for (const row of sample) expect(row.search_text).toBe(foldText(`${row.title} ${row.teaser}`));
    expect(await one(`select count(*) from news where content_html not like '<p>%'`)).toBe(0);

    // 37 years of dates, and hits skewed: the top 1% of news holds far more than 1% of the reads.
    const years = await one(`select extract(year from max(created_at)) - extract(year from min(created_at)) from news`);
    expect(years).toBeGreaterThanOrEqual(30);
    expect(years).toBeLessThanOrEqual(37);
    const topShare = await one(`select sum(hit) filter (where rank <= 20)::float / sum(hit) from (select hit, row_number() over (order by hit desc) as rank from news) ranked`);
    expect(topShare).toBeGreaterThan(0.1);

    // Kept counts agree with a count.
    expect(await one(`select live from list_counts where list = 'news'`)).toBe(2_000);
    expect(await one(`select live from list_counts where list = 'columns'`)).toBe(100);

    // The home as a magazine runs it: both chosen-news blocks filled with news of their kind, and its advert.
    const slots = await rows<{ area: string; type: string }>(`select s.area, n.type from page_slots s join news n on n.id = s.news_id order by s.area`);
    expect(slots).toEqual([
      { area: 'home-primary', type: 'headline' },
      { area: 'home-secondary', type: 'dusunceOkulu' },
    ]);
    expect(await one(`select count(*) from adverts where location = 'home-main' and image_path <> '' and link like 'http%/abonelik'`)).toBe(1);

    // The site counts as started: a first start adds no demo content on top (its categories would collide).
    expect(await one(`select count(*) from app_meta where key = 'initialized_at'`)).toBe(1);
  });

  it('grows again: slugs and addresses stay unique and the counts follow', async () => {
    await growArchive(db.orm.em.fork(), { news: 500, columns: 10, archiveIssues: 1, events: 1, subscribers: 50, subscriptionRequests: 5 });
    expect(await one('select count(*) from news')).toBe(2_500);
    expect(await one('select count(distinct slug) from news')).toBe(2_500);
    expect(await one('select count(distinct email) from newsletter_subscribers')).toBe(450);
    expect(await one(`select live from list_counts where list = 'news'`)).toBe(2_500);
    expect(await one(`select sum(live) from list_counts where list like 'news.category_id:%'`)).toBe(2_500);
    // The home's blocks chosen on the first run stay as they were.
    expect(await one('select count(*) from page_slots')).toBe(2);
    expect(await one('select count(*) from adverts')).toBe(1);
  });
});

