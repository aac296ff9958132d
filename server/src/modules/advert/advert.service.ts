import type { EntityManager } from '@mikro-orm/postgresql';
import type { MediaService } from '../../media/media.service.js';
import type { UploadInput } from '../../media/upload.scalar.js';
import { notFound } from '../../lib/errors.js';
import type { SearchPageArgs } from '../common/paging.js';
import { findOr404, findPage } from '../common/resource-queries.js';
import { searchWhere } from '../common/search.js';
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

  /** The advert of a slot key (`home-main`); NOT_FOUND for a slot the site does not have or one not set up. */
  async bySlot(slot: string): Promise<Advert> {
    if (!ADVERT_LOCATIONS.includes(slot as AdvertLocation)) throw notFound(NOT_FOUND);
    const advert = await this.em.findOne(Advert, { location: slot });
    if (!advert) throw notFound(NOT_FOUND);
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
