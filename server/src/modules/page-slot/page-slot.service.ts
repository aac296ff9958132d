import type { EntityManager } from '@mikro-orm/postgresql';
import { BatchLoader } from '../../lib/batch-loader.js';
import { badInput, notFound } from '../../lib/errors.js';
import type { SearchPageArgs } from '../common/paging.js';
import { CARD, findOr404, findPage, listRows } from '../common/resource-queries.js';
import { searchWhere } from '../common/search.js';
import { WITH_DELETED } from '../common/soft-delete.js';
import { News } from '../news/news.entity.js';
import type { NewsCard } from '../news/news.service.js';
import { WITH_UNPUBLISHED } from '../publishing/publishable.entity.js';
import { PAGE_SLOT_AREAS, PageSlot, type PageSlotArea } from './page-slot.entity.js';

const NOT_FOUND = 'Page slot not found.';

export interface PageSlotUpdate {
  id: number;
  newsId?: number | null;
}

/** Home-page slots: the public site reads them; staff list them and choose each one's news (no create or delete). */
export class PageSlotService {
  /** The slots a render asks for at once (the home's two) in one statement. */
  private readonly slotLoader = new BatchLoader<string, PageSlot | null>((areas) => this.slotsOf(areas), null);

  constructor(private readonly em: EntityManager) {}

  /** The slot of a key (`home-primary`, `home-secondary`); NOT_FOUND for a slot the site does not have. */
  async byArea(area: string): Promise<PageSlot> {
    if (!PAGE_SLOT_AREAS.includes(area as PageSlotArea)) throw notFound(NOT_FOUND);
    const slot = await this.slotLoader.load(area);
    if (!slot) throw notFound(NOT_FOUND);
    return slot;
  }

  private async slotsOf(areas: readonly string[]): Promise<Map<string, PageSlot>> {
    const slots = await listRows(this.em, PageSlot, { where: { area: { $in: [...areas] } }, orderBy: { id: 'asc' } });
    return new Map(slots.map((slot) => [slot.area, slot]));
  }

  /** The slot's news item while it is live and published; null when none is chosen, it was deleted or it is not published (yet). */
  /** Read as a card; the slots' cards asked for in one turn are one statement (`listRows`). */
  async newsOf(slot: PageSlot): Promise<NewsCard | null> {
    const id = slot.news?.id;
    if (!id) return null;
    const [card] = await listRows(this.em, News, { where: { id }, orderBy: { id: 'asc' }, limit: 1, ...CARD });
    return card ?? null;
  }

  /** The slot's chosen news item even when it was deleted or is not published (the admin shows its state). */
  async chosenNewsOf(slot: PageSlot): Promise<News | null> {
    const id = slot.news?.id;
    return id ? this.em.findOne(News, { id }, { filters: { ...WITH_DELETED.filters, ...WITH_UNPUBLISHED.filters } }) : null;
  }

  /** Admin list, by slot key; `query` matches the words of the key (`home primary`). */
  list(args: SearchPageArgs) {
    return findPage(this.em, PageSlot, { where: searchWhere(args.query, 'area') as never, orderBy: { area: 'asc', id: 'asc' }, ...args });
  }

  get(id: number): Promise<PageSlot> {
    return findOr404(this.em, PageSlot, { id }, NOT_FOUND);
  }

  /**
   * Chooses the slot's news item: a live one (`PageSlot.NewsId.invalid` for a missing or deleted one).
   * A draft or scheduled item may be chosen ahead; readers see it in the slot once it is published.
   */
  async update(input: PageSlotUpdate): Promise<PageSlot> {
    const slot = await this.get(input.id);
    if (input.newsId == null) throw badInput({ newsId: 'PageSlot.NewsId.required' });
    const news = await this.em.findOne(News, { id: input.newsId }, WITH_UNPUBLISHED);
    if (!news) throw badInput({ newsId: 'PageSlot.NewsId.invalid' });
    slot.news = news;
    await this.em.flush();
    return slot;
  }
}
