import type { EntityManager } from '@mikro-orm/postgresql';
import type { MediaService } from '../../media/media.service.js';
import type { UploadInput } from '../../media/upload.scalar.js';
import { notFound } from '../../lib/errors.js';
import type { SearchPageArgs } from '../common/paging.js';
import { findOr404, findPage, listRows } from '../common/resource-queries.js';
import { searchWhere } from '../common/search.js';
import { FIXED_PAGES, type ContentKind } from '../../lib/public-pages.js';
import { ArchiveIssue } from '../archive/archive-issue.entity.js';
import { Column } from '../column/column.entity.js';
import { News } from '../news/news.entity.js';
import { WITH_UNPUBLISHED } from '../publishing/publishable.entity.js';
import { Advert, ADVERT_LOCATIONS, type AdvertLocation } from './advert.entity.js';

const NOT_FOUND = 'Advert not found.';
/** Where advert images are stored: `/media/adverts/<id>-<ext>/…`. */
const MEDIA = { folder: 'adverts', field: 'image' } as const;

export interface AdvertUpdate {
  id: number;
  name?: string | null;
  link?: string | null;
  image?: UploadInput | null;
  slot?: string | null;
}

/**
 * Adverts: the public site reads the advert of a slot; staff list and edit them (spec §6: no create
 * or delete). A new image is stored before the database write and discarded when the write fails;
 * the replaced one is removed after it.
 */
export class AdvertService {
  constructor(
    private readonly em: EntityManager,
    private readonly media: MediaService,
  ) {}

  /**
   * The advert of a slot key (`home-main`); NOT_FOUND for a slot the site does not have or one not
   * set up, and while it links to a page of this site that is not published yet (the link would
   * show readers its address).
   */
  async bySlot(slot: string): Promise<Advert> {
    if (!ADVERT_LOCATIONS.includes(slot as AdvertLocation)) throw notFound(NOT_FOUND);
    const [advert] = await listRows(this.em, Advert, { where: { location: slot }, orderBy: { id: 'asc' }, limit: 1 });
    if (!advert || (await linksToUnpublished(this.em, advert.link))) throw notFound(NOT_FOUND);
    return advert;
  }

  /** By slot key, optionally filtered by the words of name, slot and link, in any order. */
  list(args: SearchPageArgs) {
    return findPage(this.em, Advert, { where: searchWhere(args.query) as never, orderBy: { location: 'asc', id: 'asc' }, ...args });
  }

  get(id: number): Promise<Advert> {
    return findOr404(this.em, Advert, { id }, NOT_FOUND);
  }

  async update(input: AdvertUpdate): Promise<Advert> {
    const advert = await this.get(input.id);
    const image = input.image ? await this.media.storeImage(input.image, MEDIA) : undefined;
    const previous = advert.imagePath;
    return this.media.withStoredFiles(
      [image],
      async () => {
        advert.name = input.name?.trim() ?? advert.name;
        advert.link = input.link?.trim() ?? advert.link;
        advert.location = input.slot ?? advert.location;
        if (image) advert.imagePath = image.path;
        await this.em.flush();
        return advert;
      },
      { replaces: image ? [previous] : [] },
    );
  }
}

/** The editorial records with pages of their own, by the kind of page that shows them. */
const LINKABLE: Record<ContentKind, typeof News | typeof Column | typeof ArchiveIssue> = { news: News, columns: Column, archive: ArchiveIssue };

/**
 * Whether a link opens the page of a news item, column or archive issue of this site (by its path,
 * `/haber/<slug>` or `/en/news/<slug>`, on any host) that exists but is not published.
 */
async function linksToUnpublished(em: EntityManager, link: string): Promise<boolean> {
  let path: string;
  try {
    path = decodeURIComponent(new URL(link, 'https://site.invalid').pathname);
  } catch {
    return false;
  }
  for (const [kind, entity] of Object.entries(LINKABLE) as [ContentKind, typeof News][]) {
    const prefix = [FIXED_PAGES[kind].tr, FIXED_PAGES[kind].en].find((page) => path.startsWith(`${page}/`));
    if (!prefix) continue;
    const slug = path.slice(prefix.length + 1).split('/')[0]!;
    if ((await em.count(entity, { slug })) > 0) return false;
    return (await em.count(entity, { slug }, WITH_UNPUBLISHED)) > 0;
  }
  return false;
}
