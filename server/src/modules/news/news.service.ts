import type { EntityManager } from '@mikro-orm/postgresql';
import { BatchLoader } from '../../lib/batch-loader.js';
import type { PageArgs } from '../common/paging.js';
import { pageOffset, toPage, type Page } from '../common/paging.js';
import { News } from './news.entity.js';

/** What news can be listed by: a category (news.category_id) or a tag (the news_tags pivot). */
export type NewsOwner = 'category' | 'tag';

const OWNER_SQL: Record<NewsOwner, { column: string; from: string }> = {
  category: { column: 'n.category_id', from: 'news n' },
  tag: { column: 'nt.tag_id', from: 'news n join news_tags nt on nt.news_id = n.id' },
};

/**
 * News: related lists of a category or tag, batched so a page of 20 categories costs two queries
 * (counts, and one window query for every category's page), never one per row.
 */
export class NewsService {
  private readonly countLoaders = new Map<NewsOwner, BatchLoader<number, number>>();
  private readonly pageLoaders = new Map<string, BatchLoader<number, News[]>>();

  constructor(private readonly em: EntityManager) {}

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

  private pageLoader(owner: NewsOwner, args: PageArgs): BatchLoader<number, News[]> {
    const key = `${owner}:${args.page}:${args.pageSize}`;
    let loader = this.pageLoaders.get(key);
    if (!loader) this.pageLoaders.set(key, (loader = new BatchLoader((ids) => this.pagesBy(owner, ids, args), [])));
    return loader;
  }

  private async countsBy(owner: NewsOwner, ids: readonly number[]): Promise<Map<number, number>> {
    const { column, from } = OWNER_SQL[owner];
    const rows: { owner: number; count: string }[] = await this.em.getConnection().execute(
      `select ${column} as owner, count(*) as count from ${from} where n.deleted_at is null and ${column} in (${placeholders(ids)}) group by ${column}`,
      [...ids],
    );
    return new Map(rows.map((row) => [Number(row.owner), Number(row.count)]));
  }

  private async pagesBy(owner: NewsOwner, ids: readonly number[], args: PageArgs): Promise<Map<number, News[]>> {
    const { column, from } = OWNER_SQL[owner];
    const offset = pageOffset(args);
    const rows: { id: number; owner: number }[] = await this.em.getConnection().execute(
      `select id, owner from (
         select n.id, ${column} as owner, row_number() over (partition by ${column} order by n.created_at desc, n.id desc) as position
         from ${from} where n.deleted_at is null and ${column} in (${placeholders(ids)})
       ) ranked where position > ? and position <= ? order by owner, position`,
      [...ids, offset, offset + args.pageSize],
    );
    const news = new Map((await this.em.find(News, { id: { $in: rows.map((row) => row.id) } })).map((item) => [item.id, item]));
    const pages = new Map<number, News[]>();
    for (const row of rows) {
      const item = news.get(row.id);
      if (!item) continue;
      const owned = pages.get(Number(row.owner)) ?? [];
      owned.push(item);
      pages.set(Number(row.owner), owned);
    }
    return pages;
  }
}

const placeholders = (ids: readonly unknown[]) => ids.map(() => '?').join(', ');
