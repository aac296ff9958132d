import type { EntityManager } from '@mikro-orm/postgresql';
import { paragraph, renderRichText } from '../../../modules/common/rich-text.js';
import type { RichText } from '../../../modules/common/rich-text.types.js';
import { foldText, slugify } from '../../../modules/common/slug.js';
import { INITIALIZED } from '../../app-meta.entity.js';
import { ACTIONS, ADJECTIVES, CATEGORY_NAMES, FIRST_NAMES, LAST_NAMES, PLACES, SENTENCES, SUBJECTS } from './archive-words.js';

/*
 * Grows a database to a real magazine's archive by bulk SQL (one multi-row insert per batch from a
 * JSON record set, never the services one by one): news with categories, tags, galleries and the
 * posters the demo seed stored, columns, archive issues, events, newsletter subscribers and
 * subscription requests. Texts are folded into search_text by the entities' own foldText, so a
 * search finds seeded rows exactly as it finds edited ones. Running it again adds more: slugs and
 * e-mail addresses carry the next free id.
 */

export interface ArchiveSize {
  news: number;
  columns: number;
  archiveIssues: number;
  events: number;
  subscribers: number;
  subscriptionRequests: number;
}

/** The issue's archive (100,000 news, 5,000 columns, …) scaled to `news`. */
export function archiveSizeFor(news: number): ArchiveSize {
  const scaled = (perHundredThousand: number) => Math.max(1, Math.round((news * perHundredThousand) / 100_000));
  return {
    news,
    columns: scaled(5_000),
    archiveIssues: scaled(150),
    events: scaled(2_000),
    subscribers: scaled(20_000),
    subscriptionRequests: scaled(3_000),
  };
}

const YEARS = 37;
const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;
const BATCH = 2_000;
const TAG_COUNT = 300;
const COLUMNIST_COUNT = 60;
/** Share of news with a gallery (three photos each). */
const GALLERY_SHARE = 0.1;
const FALLBACK_IMAGE = '/media/news/archive-poster.webp';

type Row = Record<string, unknown>;
type Log = (message: string) => void;

/** A small seeded generator, so two runs of one size make the same texts. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  /** Hits as real traffic has them: most items read a little, a few read a lot (Pareto, alpha 1.2). */
  const hits = () => Math.min(2_000_000, Math.floor(3 / Math.pow(1 - next(), 1 / 1.2)) - 3);
  /** A moment in the last 37 years, more of them recent (the site grew). */
  const pastDate = (now: number) => new Date(now - Math.pow(next(), 1.5) * YEARS * YEAR_MS);
  return { next, pick, hits, pastDate };
}

/** `publicUrl`: the site's address, for the home advert's link (an advert links absolutely). */
export async function growArchive(em: EntityManager, size: ArchiveSize, log: Log = () => {}, { publicUrl = 'http://localhost:3000' } = {}): Promise<void> {
  const sql = new Sql(em);
  const rng = random(size.news + (await sql.maxId('news')));
  const now = Date.now();
  const images = await sharedImages(sql);

  const categoryIds = await ensureCategories(sql);
  const tagIds = await ensureTags(sql, rng);
  const columnistIds = await ensureColumnists(sql, rng, images.columnist);

  await inBatches(size.news, async (count, done) => {
    const first = (await sql.maxId('news')) + 1;
    const rows = Array.from({ length: count }, (_, index) => newsRow(rng, first + index, now, categoryIds, images.poster));
    const inserted = await sql.insert('news', NEWS_COLUMNS, rows, 'id, slug');
    const ids = inserted.map((row) => Number(row.id));
    const pivot = ids.flatMap((newsId) => distinct(Array.from({ length: 1 + Math.floor(rng.next() * 3) }, () => rng.pick(tagIds))).map((tagId) => ({ news_id: newsId, tag_id: tagId })));
    await sql.insert('news_tags', { news_id: 'int', tag_id: 'int' }, pivot);
    const photos = ids.filter(() => rng.next() < GALLERY_SHARE).flatMap((newsId) => [1, 2, 3].map((position) => ({ news_id: newsId, path: rng.pick(images.photos), position })));
    await sql.insert('news_photos', { news_id: 'int', path: 'text', position: 'int' }, photos);
    log(`news: ${done + count} of ${size.news}`);
  });

  await ensureHomeBlocks(sql, images.poster, publicUrl);

  await inBatches(size.columns, async (count) => {
    const first = (await sql.maxId('columns')) + 1;
    await sql.insert('columns', COLUMN_COLUMNS, Array.from({ length: count }, (_, index) => columnRow(rng, first + index, now, columnistIds)));
  });
  log(`columns: ${size.columns}`);

  const firstIssue = (await sql.maxId('archive_issues')) + 1;
  await sql.insert('archive_issues', ARCHIVE_COLUMNS, Array.from({ length: size.archiveIssues }, (_, index) => archiveRow(rng, firstIssue + index, now, images.poster)));
  log(`archive issues: ${size.archiveIssues}`);

  await inBatches(size.events, async (count) => {
    await sql.insert('events', EVENT_COLUMNS, Array.from({ length: count }, () => eventRow(rng, now)));
  });
  log(`events: ${size.events}`);

  await inBatches(size.subscribers, async (count) => {
    const first = (await sql.maxId('newsletter_subscribers')) + 1;
    await sql.insert('newsletter_subscribers', SUBSCRIBER_COLUMNS, Array.from({ length: count }, (_, index) => subscriberRow(rng, first + index, now)));
  });
  log(`newsletter subscribers: ${size.subscribers}`);

  await inBatches(size.subscriptionRequests, async (count) => {
    const first = (await sql.maxId('subscription_requests')) + 1;
    await sql.insert('subscription_requests', REQUEST_COLUMNS, Array.from({ length: count }, (_, index) => requestRow(rng, first + index, now)));
  });
  log(`subscription requests: ${size.subscriptionRequests}`);

  // The grown archive is the site's content: a server's first start on it adds no demo content,
  // whose categories would collide with the archive's.
  await sql.run(`insert into app_meta (key, value) values ('${INITIALIZED}', '${new Date(now).toISOString()}') on conflict (key) do nothing`);

  // Fresh statistics for the planner, and a visibility map so deep pages are index-only scans.
  for (const table of ['news', 'news_tags', 'news_photos', 'columns', 'archive_issues', 'events', 'newsletter_subscribers', 'subscription_requests', 'categories', 'tags']) {
    await sql.run(`vacuum analyze "${table}"`);
  }
}

// ---------------------------------------------------------------------------------------------
// Rows. Column types are those of json_to_recordset; search_text as the entities' hooks fold it.

const NEWS_COLUMNS = {
  created_at: 'timestamptz', updated_at: 'timestamptz', published_at: 'timestamptz', title: 'text', slug: 'text', teaser: 'text', content: 'jsonb', content_html: 'text',
  poster_path: 'text', category_id: 'int', type: 'text', hit: 'int', search_text: 'text',
};

function newsRow(rng: ReturnType<typeof random>, id: number, now: number, categoryIds: number[], posters: string[]): Row {
  const title = `${rng.pick(ADJECTIVES)} ${rng.pick(SUBJECTS).toLocaleLowerCase('tr')}: ${rng.pick(PLACES)} ${rng.pick(ACTIONS)}`;
  const teaser = `${rng.pick(SUBJECTS)} ve ${rng.pick(SUBJECTS).toLocaleLowerCase('tr')} üzerine ${rng.pick(PLACES)}’dan bir haber. ${rng.pick(SENTENCES)}`.slice(0, 200);
  const content = body(rng, 3);
  const created = rng.pastDate(now);
  const type = rng.next() < 0.02 ? 'headline' : rng.next() < 0.05 ? 'dusunceOkulu' : 'news';
  return {
    created_at: created.toISOString(), updated_at: created.toISOString(), published_at: created.toISOString(), title, slug: uniqueSlug(title, id), teaser,
    content, content_html: renderRichText(content), poster_path: rng.pick(posters),
    category_id: categoryIds.length ? categoryIds[Math.floor(Math.pow(rng.next(), 1.6) * categoryIds.length)]! : null,
    type, hit: rng.hits(), search_text: foldText(`${title} ${teaser}`),
  };
}

const COLUMN_COLUMNS = {
  created_at: 'timestamptz', updated_at: 'timestamptz', published_at: 'timestamptz', title: 'text', slug: 'text', content: 'jsonb', content_html: 'text', columnist_id: 'int', hit: 'int', search_text: 'text',
};

function columnRow(rng: ReturnType<typeof random>, id: number, now: number, columnistIds: number[]): Row {
  const title = `${rng.pick(SUBJECTS)} ve ${rng.pick(PLACES)} üzerine`;
  const content = body(rng, 5);
  const created = rng.pastDate(now).toISOString();
  return {
    created_at: created, updated_at: created, published_at: created, title, slug: uniqueSlug(title, id), content, content_html: renderRichText(content),
    columnist_id: rng.pick(columnistIds), hit: rng.hits(), search_text: foldText(title),
  };
}

const ARCHIVE_COLUMNS = {
  created_at: 'timestamptz', updated_at: 'timestamptz', published_at: 'timestamptz', title: 'text', slug: 'text', description: 'text', poster_path: 'text', preview_path: 'text',
  price: 'numeric', link: 'text', masthead: 'jsonb', masthead_html: 'text', content: 'jsonb', content_html: 'text', hit: 'int', search_text: 'text',
};

function archiveRow(rng: ReturnType<typeof random>, number: number, now: number, posters: string[]): Row {
  const published = new Date(now - ((number * 3) % (YEARS * 12)) * (YEAR_MS / 12));
  const title = `Sayı ${number}: ${rng.pick(SUBJECTS)} ve ${rng.pick(PLACES)}`;
  const description = `${rng.pick(SENTENCES)} ${rng.pick(SENTENCES)}`.slice(0, 250);
  const masthead: RichText = [paragraph(`Genel yayın yönetmeni: ${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`)];
  const content = body(rng, 2);
  return {
    created_at: published.toISOString(), updated_at: published.toISOString(), published_at: published.toISOString(), title, slug: uniqueSlug(title, number), description,
    poster_path: rng.pick(posters), preview_path: rng.pick(posters), price: 150, link: 'https://dergi.example/satin-al',
    masthead, masthead_html: renderRichText(masthead), content, content_html: renderRichText(content),
    hit: rng.hits(), search_text: foldText(`${title} ${description}`),
  };
}

const EVENT_COLUMNS = { title: 'text', date: 'timestamptz', location: 'text', search_text: 'text' };

function eventRow(rng: ReturnType<typeof random>, now: number): Row {
  const title = `${rng.pick(SUBJECTS)} ${rng.pick(ACTIONS)}`.slice(0, 150);
  const location = `${rng.pick(PLACES)}, Ankara`;
  return { title, date: rng.pastDate(now).toISOString(), location, search_text: foldText(`${title} ${location}`) };
}

const SUBSCRIBER_COLUMNS = { created_at: 'timestamptz', updated_at: 'timestamptz', email: 'text', search_text: 'text' };

function subscriberRow(rng: ReturnType<typeof random>, id: number, now: number): Row {
  const email = `${foldText(rng.pick(FIRST_NAMES))}.${foldText(rng.pick(LAST_NAMES))}.${id}@okur.example`;
  const created = rng.pastDate(now).toISOString();
  return { created_at: created, updated_at: created, email, search_text: foldText(email) };
}

const REQUEST_COLUMNS = {
  created_at: 'timestamptz', updated_at: 'timestamptz', type: 'text', status: 'text', name: 'text', email: 'text', phone: 'text', address: 'text',
  company_name: 'text', tax_number: 'text', subscribed_at: 'timestamptz', search_text: 'text',
};

function requestRow(rng: ReturnType<typeof random>, id: number, now: number): Row {
  const name = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
  const company = rng.next() < 0.2;
  const companyName = company ? `${rng.pick(LAST_NAMES)} Yayıncılık A.Ş.` : null;
  const email = `${foldText(name).replace(/ /g, '.')}.${id}@abone.example`;
  const phone = `0312 ${String(1_000_000 + ((id * 7919) % 9_000_000)).slice(0, 7)}`;
  const address = `${rng.pick(PLACES)} Mah. ${1 + (id % 120)}. Sokak No: ${1 + (id % 40)}, Ankara`;
  const created = rng.pastDate(now);
  const confirmed = rng.next() < 0.7;
  return {
    created_at: created.toISOString(), updated_at: created.toISOString(), type: company ? 'company' : 'personal', status: confirmed ? 'confirmed' : 'pending',
    name, email, phone, address, company_name: companyName, tax_number: company ? String(1_000_000_000 + id) : null,
    subscribed_at: confirmed ? created.toISOString() : null,
    search_text: foldText([name, companyName, email, phone, address].filter(Boolean).join(' ')),
  };
}

function body(rng: ReturnType<typeof random>, paragraphs: number): RichText {
  return Array.from({ length: paragraphs }, () => paragraph(`${rng.pick(SENTENCES)} ${rng.pick(SENTENCES)} ${rng.pick(SENTENCES)}`));
}

/** The title's slug with the row's number: unique however many times the archive grows. */
const uniqueSlug = (title: string, id: number) => `${slugify(title).slice(0, 140)}-${id}`;

const distinct = <T>(items: T[]) => [...new Set(items)];

async function inBatches(total: number, insert: (count: number, done: number) => Promise<void>) {
  for (let done = 0; done < total; done += BATCH) await insert(Math.min(BATCH, total - done), done);
}

// ---------------------------------------------------------------------------------------------
// What the archive hangs on: categories, tags, columnists, and the images already stored.

async function sharedImages(sql: Sql) {
  const posters = (await sql.rows(`select distinct poster_path as path from news where poster_path <> '' limit 20`)).map((row) => String(row.path));
  const photos = (await sql.rows(`select distinct path from news_photos limit 20`)).map((row) => String(row.path));
  const columnist = (await sql.rows(`select distinct image_path as path from columnists limit 20`)).map((row) => String(row.path));
  const poster = posters.length ? posters : [FALLBACK_IMAGE];
  return { poster, photos: photos.length ? photos : poster, columnist: columnist.length ? columnist : poster };
}

async function ensureCategories(sql: Sql): Promise<number[]> {
  const rows = CATEGORY_NAMES.map((name) => {
    const description = `${name} üzerine haberler ve yazılar.`;
    return { name, slug: slugify(name), description, name_key: foldText(name), search_text: foldText(`${name} ${description}`) };
  });
  await sql.insert('categories', { name: 'text', slug: 'text', description: 'text', name_key: 'text', search_text: 'text' }, rows, undefined, 'on conflict do nothing');
  return (await sql.rows(`select id from categories where deleted_at is null order by id`)).map((row) => Number(row.id));
}

async function ensureTags(sql: Sql, rng: ReturnType<typeof random>): Promise<number[]> {
  const names = distinct(Array.from({ length: TAG_COUNT * 3 }, () => `${rng.pick([...PLACES, ...SUBJECTS])} ${rng.pick(SUBJECTS)}`)).slice(0, TAG_COUNT);
  const rows = names.map((name) => {
    const description = `${name} etiketli içerikler.`;
    return { name, slug: slugify(name), description, name_key: foldText(name), search_text: foldText(`${name} ${description}`) };
  });
  await sql.insert('tags', { name: 'text', slug: 'text', description: 'text', name_key: 'text', search_text: 'text' }, rows, undefined, 'on conflict do nothing');
  return (await sql.rows(`select id from tags where deleted_at is null order by id`)).map((row) => Number(row.id));
}

/**
 * The home as a magazine runs it: its two chosen-news blocks (the newest headline and Düşünce Okulu
 * news) and its advert, where the database has none yet (a grown empty database; a grown copy of the
 * site keeps its own choices).
 */
async function ensureHomeBlocks(sql: Sql, posters: string[], publicUrl: string) {
  for (const [area, type] of [['home-primary', 'headline'], ['home-secondary', 'dusunceOkulu']] as const) {
    await sql.rows(
      `insert into page_slots (area, news_id) select ?, (select id from news where type = ? and status = 'published' and deleted_at is null order by created_at desc limit 1) on conflict (area) do nothing`,
      [area, type],
    );
  }
  const name = 'Yıllık abonelik: dört sayı kapınızda';
  const link = `${publicUrl}/abonelik`;
  await sql.rows(`insert into adverts (location, name, image_path, link, search_text) values ('home-main', ?, ?, ?, ?) on conflict (location) do nothing`, [
    name,
    posters[0]!,
    link,
    foldText(`${name} home-main ${link}`),
  ]);
}

async function ensureColumnists(sql: Sql, rng: ReturnType<typeof random>, images: string[]): Promise<number[]> {
  const existing = (await sql.rows(`select id from columnists where deleted_at is null order by id`)).map((row) => Number(row.id));
  if (existing.length >= COLUMNIST_COUNT) return existing;
  const first = (await sql.maxId('columnists')) + 1;
  const rows = Array.from({ length: COLUMNIST_COUNT - existing.length }, (_, index) => {
    const name = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
    return { name, slug: uniqueSlug(name, first + index), image_path: rng.pick(images), search_text: foldText(name) };
  });
  const inserted = await sql.insert('columnists', { name: 'text', slug: 'text', image_path: 'text', search_text: 'text' }, rows, 'id');
  return [...existing, ...inserted.map((row) => Number(row.id))];
}

/** Bulk SQL on the EntityManager's connection: rows go in as one JSON record set per statement. */
class Sql {
  constructor(private readonly em: EntityManager) {}

  rows(sql: string, params: unknown[] = []): Promise<Row[]> {
    return this.em.getConnection().execute<Row[]>(sql, params);
  }

  async run(sql: string): Promise<void> {
    await this.em.getConnection().execute(sql);
  }

  async maxId(table: string): Promise<number> {
    const [row] = await this.rows(`select coalesce(max(id), 0)::int as id from "${table}"`);
    return Number(row?.id ?? 0);
  }

  /** Inserts `rows` (objects with `columns`' keys) in one statement; answers the `returning` columns. */
  async insert(table: string, columns: Record<string, string>, rows: Row[], returning?: string, conflict = ''): Promise<Row[]> {
    if (rows.length === 0) return [];
    const names = Object.keys(columns).map((name) => `"${name}"`).join(', ');
    const types = Object.entries(columns).map(([name, type]) => `"${name}" ${type}`).join(', ');
    return this.rows(
      `insert into "${table}" (${names}) select ${names} from json_to_recordset(?::json) as r(${types}) ${conflict}${returning ? ` returning ${returning}` : ''}`,
      [JSON.stringify(rows)],
    );
  }
}
