import type { Loaded } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BatchLoader } from '../../lib/batch-loader.js';
import type { MediaService } from '../../media/media.service.js';
import { Category } from '../category/category.entity.js';
import { keptCounts, keptList, keptListTotal } from '../common/list-count.entity.js';
import { badInput, notFound } from '../../lib/errors.js';
import type { PageArgs } from '../common/paging.js';
import { pageOffset, toPage, type Page } from '../common/paging.js';
import { anyByIds, findOr404, findPage, listRows, CARD, OmittedFields, RICH_TEXT, placeholders, MOST_READ_FIRST, NEWEST_FIRST, PUBLIC_SORTS, PUBLISHED_FIRST } from '../common/resource-queries.js';
import { PUBLISHED_LIVE_SQL, staffListTotal, WITH_UNPUBLISHED } from '../publishing/publishable.entity.js';
import { searchWhere } from '../common/search.js';
import { findBySlugOrId, newSlug, renameSlug } from '../common/slug-history.js';
import { previewedItem } from '../preview/preview.service.js';
import type { PreviewTarget } from '../preview/preview-token.js';
import { EditorialKind } from '../publishing/publication.js';
import { softDelete } from '../common/soft-delete.js';
import { Tag } from '../tag/tag.entity.js';
import type { User } from '../user/user.entity.js';
import { featuredUntilFor } from './featuring.js';
import { NewsPhoto } from './news-photo.entity.js';
import { NewsType } from './news-type.js';
import { News } from './news.entity.js';
import { applyPublication, checkVersion, createTarget, publicationTarget, recordSave, saveEditorial } from '../publishing/publication.service.js';
import { statusWhere, type EditorialListArgs } from '../publishing/publication.inputs.js';
import type { AddNewsPhotosInput, CreateNewsInput, ReorderNewsPhotosInput, UpdateNewsInput } from './news.inputs.js';
import type { PublicNewsListArgs } from './news.types.js';

/** What news can be listed by: a category (news.category_id) or a tag (the news_tags pivot). */
export type NewsOwner = 'category' | 'tag';

/*
 * The published live news of an owner as `n` (id, published_at): raw SQL, so the ORM's filters do not
 * apply and the predicate is written out. A tag's news are looked up one by one in the published-id
 * index (`offset 0` keeps the subquery a nested loop): left to itself the planner hashes the whole
 * news index for a tag's few hundred rows.
 */
const OWNER_SQL: Record<NewsOwner, { column: string; from: string }> = {
  category: { column: 'n.category_id', from: `(select id, published_at, category_id from news where ${PUBLISHED_LIVE_SQL}) n` },
  tag: {
    column: 'nt.tag_id',
    from: `news_tags nt cross join lateral (select id, published_at from news where id = nt.news_id and ${PUBLISHED_LIVE_SQL} offset 0) n`,
  },
};

const FOLDER = 'news';

/** The lists whose published live news count list_counts keeps (migrations ArchiveScale, Publishing). */
const ALL_NEWS = keptList('news');
const categoryList = (categoryId: number) => keptList('news', { column: 'category_id', id: categoryId });

/** A news item read as a card (CARD): its rich text is not there to read. */
export type NewsCard = Loaded<News, never, never, (typeof CARD.exclude)[number]>;

/**
 * News: the admin list and detail, create and edit with a poster (stored before the database
 * write, discarded when it fails), the photo gallery, and related lists of a category or tag,
 * batched so a page of 20 categories costs two queries, never one per row.
 */
/** The latest published `limit` live news of every type (`NewsService.latest`; the RSS feed reads it too). */
export function latestNews(em: EntityManager, limit: number): Promise<NewsCard[]> {
  return listRows(em, News, { orderBy: PUBLISHED_FIRST, limit, ...CARD });
}

export class NewsService {
  private readonly countLoaders = new Map<NewsOwner, BatchLoader<number, number>>();
  private readonly pageLoaders = new Map<string, BatchLoader<number, News[]>>();
  private readonly tagLoader = new BatchLoader<number, Tag[]>((ids) => this.tagsOf(ids), []);
  private readonly photoLoader = new BatchLoader<number, NewsPhoto[]>((ids) => this.photosOf(ids), []);
  private readonly categoryLoader = new BatchLoader<number, Category | null>((ids) => this.categoriesById(ids), null, { keep: true });
  /** The rich text of news read as cards (CARD), when a client asks for it. */
  readonly richText: OmittedFields<News>;

  constructor(
    private readonly em: EntityManager,
    private readonly media: MediaService,
  ) {
    this.richText = new OmittedFields(em, News, RICH_TEXT);
  }

  /** Admin list: newest first, optionally filtered by the words of title and teaser and by status. */
  list(args: EditorialListArgs): Promise<Page<News>> {
    const search = searchWhere(args.query);
    const where = { ...search, ...statusWhere(args.status) };
    const keptTotal = search || args.status ? undefined : () => staffListTotal(this.em, News, ALL_NEWS);
    return findPage(this.em, News, { where: where as never, orderBy: NEWEST_FIRST, page: args.page, pageSize: args.pageSize, keptTotal, omit: CARD.exclude, ...WITH_UNPUBLISHED });
  }

  /**
   * Every live news item, newest first, drafts and scheduled ones too (staff choice lists such as the
   * home-page slots: a slot may hold an item before it is published; readers see it only then).
   */
  all(): Promise<NewsCard[]> {
    return this.em.find(News, {}, { orderBy: NEWEST_FIRST, ...CARD, ...WITH_UNPUBLISHED });
  }

  /** Staff: any live item, published or not. */
  get(id: number): Promise<News> {
    return findOr404(this.em, News, { id }, 'News not found.', WITH_UNPUBLISHED.filters);
  }

  /** The reader's list: live news by the words of title and teaser and by category, newest or most read first. */
  publicList(args: PublicNewsListArgs): Promise<Page<News>> {
    const search = searchWhere(args.title);
    const where = { ...search, ...(args.categoryId != null ? { category: args.categoryId } : {}) };
    const list = args.categoryId != null ? categoryList(args.categoryId) : ALL_NEWS;
    const keptTotal = search ? undefined : () => keptListTotal(list);
    return findPage(this.em, News, { where: where as never, orderBy: PUBLIC_SORTS[args.sortBy], page: args.page, pageSize: args.pageSize, keptTotal, omit: CARD.exclude });
  }

  /** The newest `limit` live news of every type. */
  latest(limit: number): Promise<NewsCard[]> {
    return latestNews(this.em, limit);
  }

  /** Live news whose featuring period has not ended, latest published first. */
  featured(limit: number, now: Date = new Date()): Promise<NewsCard[]> {
    return listRows(this.em, News, { where: { featuredUntil: { $gt: now } }, orderBy: PUBLISHED_FIRST, limit, ...CARD });
  }

  /** The most read live news (then the newest). */
  top(limit: number): Promise<NewsCard[]> {
    return listRows(this.em, News, { orderBy: MOST_READ_FIRST, limit, ...CARD });
  }

  /** The latest published live news of one type (the "Düşünce Okulu" block). */
  ofType(type: NewsType, limit: number): Promise<NewsCard[]> {
    return listRows(this.em, News, { where: { type }, orderBy: PUBLISHED_FIRST, limit, ...CARD });
  }

  /** The headline of the week: the latest published live news of type headline, if any. */
  async headline(): Promise<NewsCard | null> {
    const [headline] = await listRows(this.em, News, { where: { type: NewsType.headline }, orderBy: PUBLISHED_FIRST, limit: 1, ...CARD });
    return headline ?? null;
  }

  /** A live news item by its slug, an earlier slug or its id as digits; or the unpublished one a preview grant opens. */
  async publicItem(slugOrId: string, preview?: PreviewTarget): Promise<News> {
    return (await previewedItem(this.em, News, EditorialKind.News, slugOrId, preview)) ?? findBySlugOrId(this.em, News, slugOrId, 'News not found.');
  }

  /** A new item: published at once unless the input asks for a draft or a schedule. */
  async create(input: CreateNewsInput, author: User | null): Promise<News> {
    const missing = {
      ...(input.poster ? {} : { poster: 'News.Poster.required' }),
      ...(input.categoryId == null ? { categoryId: 'News.CategoryId.required' } : {}),
    };
    if (Object.keys(missing).length) throw badInput(missing);
    const now = new Date();
    const publication = createTarget(input, now);
    const { category, tags } = await this.references(input.categoryId!, input.tagIds!);
    const poster = await this.media.storeImage(input.poster!, { folder: FOLDER, field: 'poster' });
    const created = await this.media.withStoredFiles([poster], async () => {
      const title = input.title!.trim();
      const news = this.em.create(News, {
        title,
        slug: await newSlug(this.em, News, title),
        teaser: input.teaser!.trim(),
        content: input.content as News['content'],
        posterPath: poster.path,
        category,
        tags,
        type: (input.type as NewsType | null) ?? NewsType.news,
        featuredUntil: featuredUntilFor(input.isFeatured ?? 'no') ?? undefined,
        author: author ?? undefined,
      });
      applyPublication(news, publication, now);
      await this.em.flush();
      return news;
    });
    await recordSave(this.em, EditorialKind.News, created, undefined, author);
    return created;
  }

  /** Changes what is sent; with a `version`, refused when the item was saved since (CONFLICT). */
  async update(input: UpdateNewsInput, author: User | null): Promise<News> {
    const now = new Date();
    const publication = publicationTarget(input, now);
    const news = await this.get(input.id);
    checkVersion(news, input.version);
    const before = news.status;
    const { category, tags } = await this.references(input.categoryId ?? undefined, input.tagIds ?? undefined);
    const poster = input.poster ? await this.media.storeImage(input.poster, { folder: FOLDER, field: 'poster' }) : undefined;
    const replaced = poster ? news.posterPath : undefined;
    const saved = await this.media.withStoredFiles(
      [poster],
      async () => {
        if (input.title != null && input.title.trim() !== news.title) {
          news.title = input.title.trim();
          await renameSlug(this.em, News, news, news.title);
        }
        if (input.teaser != null) news.teaser = input.teaser.trim();
        if (input.content != null) news.content = input.content as News['content'];
        if (poster) news.posterPath = poster.path;
        if (category) news.category = category;
        if (tags) news.tags.set(tags);
        if (input.type != null) news.type = input.type as NewsType;
        if (input.isFeatured != null) news.featuredUntil = featuredUntilFor(input.isFeatured) ?? undefined;
        if (publication) applyPublication(news, publication, now);
        await saveEditorial(this.em, news, input.version);
        return news;
      },
      { replaces: [replaced] },
    );
    await recordSave(this.em, EditorialKind.News, saved, before, author);
    return saved;
  }

  /** Soft delete; the poster and the gallery files are removed with it. */
  async delete(id: number): Promise<void> {
    const news = await this.get(id);
    const photos = await this.em.find(NewsPhoto, { news: id });
    await softDelete(this.em, news);
    await this.media.removeAll([news.posterPath, ...photos.map((photo) => photo.path)]);
  }

  /** Adds up to 10 photos at the end of the gallery; all are stored or none. */
  async addPhotos(input: AddNewsPhotosInput): Promise<NewsPhoto[]> {
    const news = await this.get(input.id);
    const stored = await this.media.storeImages(input.photos, { folder: FOLDER, field: 'photos' });
    return this.media.withStoredFiles(stored, async () => {
      const last = await this.em.find(NewsPhoto, { news }, { orderBy: { position: 'desc' }, limit: 1 });
      const start = (last[0]?.position ?? 0) + 1;
      const photos = stored.map((file, index) => this.em.create(NewsPhoto, { news, path: file.path, position: start + index }));
      await this.em.flush();
      return photos;
    });
  }

  async deletePhoto(newsId: number, photoId: number): Promise<void> {
    await this.get(newsId);
    const photo = await this.em.findOne(NewsPhoto, { id: photoId, news: newsId });
    if (!photo) throw notFound('Photo not found.');
    await this.em.remove(photo).flush();
    await this.media.remove(photo.path);
  }

  /** Puts the gallery in the given order; the ids must be exactly the gallery's photos. */
  async reorderPhotos(input: ReorderNewsPhotosInput): Promise<NewsPhoto[]> {
    await this.get(input.id);
    const photos = await this.em.find(NewsPhoto, { news: input.id });
    const byId = new Map(photos.map((photo) => [photo.id, photo]));
    const complete = input.photoIds.length === photos.length && input.photoIds.every((id) => byId.has(id));
    if (!complete || new Set(input.photoIds).size !== photos.length) throw badInput({ photoIds: 'News.PhotoIds.invalid' });
    input.photoIds.forEach((id, index) => (byId.get(id)!.position = index + 1));
    await this.em.flush();
    return input.photoIds.map((id) => byId.get(id)!);
  }

  /** The live tags of a news item (batched). */
  tags(newsId: number): Promise<Tag[]> {
    return this.tagLoader.load(newsId);
  }

  /** The gallery of a news item in order (batched). */
  photos(newsId: number): Promise<NewsPhoto[]> {
    return this.photoLoader.load(newsId);
  }

  /** The category of a news item, a deleted one included so it can show as a placeholder (batched). */
  category(categoryId: number): Promise<Category | null> {
    return this.categoryLoader.load(categoryId);
  }

  /** Live news of an owner, newest first. */
  async relatedPage(owner: NewsOwner, ownerId: number, args: PageArgs): Promise<Page<News>> {
    const [items, total] = await Promise.all([this.pageLoader(owner, args).load(ownerId), this.relatedCount(owner, ownerId)]);
    return toPage(items, total, args);
  }

  /** Number of live news of an owner. */
  relatedCount(owner: NewsOwner, ownerId: number): Promise<number> {
    let loader = this.countLoaders.get(owner);
    if (!loader) this.countLoaders.set(owner, (loader = new BatchLoader((ids) => this.countsBy(owner, ids), 0)));
    return loader.load(ownerId);
  }

  /** The live category and tags an input names; a missing or deleted one is bad input with its field's key. */
  private async references(categoryId: number | undefined, tagIds: number[] | undefined) {
    const category = categoryId === undefined ? undefined : await this.em.findOne(Category, { id: categoryId });
    const tags = tagIds === undefined ? undefined : await this.em.find(Tag, { id: { $in: tagIds } });
    const fields: Record<string, string> = {};
    if (categoryId !== undefined && !category) fields.categoryId = 'News.CategoryId.invalid';
    if (tagIds && tags!.length !== new Set(tagIds).size) fields.tagIds = 'News.TagIds.invalid';
    if (Object.keys(fields).length) throw badInput(fields);
    return { category: category ?? undefined, tags };
  }

  private pageLoader(owner: NewsOwner, args: PageArgs): BatchLoader<number, News[]> {
    const key = `${owner}:${args.page}:${args.pageSize}`;
    let loader = this.pageLoaders.get(key);
    if (!loader) this.pageLoaders.set(key, (loader = new BatchLoader((ids) => this.pagesBy(owner, ids, args), [])));
    return loader;
  }

  private async countsBy(owner: NewsOwner, ids: readonly number[]): Promise<Map<number, number>> {
    if (owner === 'category') {
      const kept = await keptCounts(this.em, ids.map(categoryList));
      return new Map(ids.map((id) => [id, kept.get(categoryList(id))!]));
    }
    const { column, from } = OWNER_SQL[owner];
    const rows: { owner: number; count: string }[] = await this.em.getConnection().execute(
      `select ${column} as owner, count(*) as count from ${from} where ${column} in (${placeholders(ids)}) group by ${column}`,
      [...ids],
    );
    return new Map(rows.map((row) => [Number(row.owner), Number(row.count)]));
  }

  /** Each owner's page by its own ordered query (an index read for a category), all in one statement. */
  private async pagesBy(owner: NewsOwner, ids: readonly number[], args: PageArgs): Promise<Map<number, News[]>> {
    const { column, from } = OWNER_SQL[owner];
    const onePage = `(select n.id, n.published_at, ${column} as owner from ${from} where ${column} = ? order by n.published_at desc, n.id desc limit ? offset ?)`;
    const rows: { id: number; owner: number }[] = await this.em.getConnection().execute(
      `select id, owner from (${ids.map(() => onePage).join(' union all ')}) pages order by owner, published_at desc, id desc`,
      ids.flatMap((id) => [id, args.pageSize, pageOffset(args)]),
    );
    const news = new Map((await this.em.find(News, { id: { $in: rows.map((row) => row.id) } })).map((item) => [item.id, item]));
    return groupBy(rows, (row) => Number(row.owner), (row) => news.get(row.id));
  }

  /**
   * The live tags of each of the news, by name: one statement, the pivot joined with the tags'
   * rows (the ORM's filters do not reach raw SQL, so the live condition is written out).
   */
  private async tagsOf(newsIds: readonly number[]): Promise<Map<number, Tag[]>> {
    const rows: Array<{ news_id: number } & Record<string, unknown>> = await this.em.getConnection().execute(
      `select nt.news_id, t.* from news_tags nt join tags t on t.id = nt.tag_id and t.deleted_at is null
        where nt.news_id in (${placeholders(newsIds)}) order by t.name, t.id`,
      [...newsIds],
    );
    return groupBy(rows, (row) => Number(row.news_id), ({ news_id: _newsId, ...tag }) => this.em.map(Tag, tag));
  }

  /** The galleries of live news, published or not, in their order: one plain statement, as the tags. */
  private async photosOf(newsIds: readonly number[]): Promise<Map<number, NewsPhoto[]>> {
    const rows: Array<{ news_id: number } & Record<string, unknown>> = await this.em.getConnection().execute(
      `select p.* from news_photos p join news n on n.id = p.news_id and n.deleted_at is null
        where p.news_id in (${placeholders(newsIds)}) order by p.position, p.id`,
      [...newsIds],
    );
    return groupBy(rows, (row) => Number(row.news_id), (row) => this.em.map(NewsPhoto, row));
  }

  private categoriesById(ids: readonly number[]): Promise<Map<number, Category>> {
    return anyByIds(this.em, Category, ids);
  }
}


/** Rows grouped by a key, mapped to values (missing values are left out). */
function groupBy<R, V>(rows: readonly R[], key: (row: R) => number, value: (row: R) => V | undefined): Map<number, V[]> {
  const groups = new Map<number, V[]>();
  for (const row of rows) {
    const item = value(row);
    if (item === undefined) continue;
    const group = groups.get(key(row)) ?? [];
    group.push(item);
    groups.set(key(row), group);
  }
  return groups;
}
