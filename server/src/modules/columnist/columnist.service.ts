import type { EntityManager } from '@mikro-orm/postgresql';
import { BatchLoader } from '../../lib/batch-loader.js';
import type { MediaService } from '../../media/media.service.js';
import type { UploadInput } from '../../media/upload.scalar.js';
import { badInput } from '../../lib/errors.js';
import type { SearchPageArgs } from '../common/paging.js';
import { anyByIds, findOr404, findPage, NEWEST_FIRST } from '../common/resource-queries.js';
import { searchWhere } from '../common/search.js';
import { newSlug, renameSlug } from '../common/slug-history.js';
import { softDelete } from '../common/soft-delete.js';
import { Columnist } from './columnist.entity.js';

const NOT_FOUND = 'Columnist not found.';
/** Where portraits are stored: `/media/columnists/<id>-<ext>/…`. */
const MEDIA = { folder: 'columnists', field: 'image' } as const;

export interface ColumnistInput {
  name: string;
  image?: UploadInput | null;
}

export interface ColumnistUpdate {
  id: number;
  name?: string | null;
  image?: UploadInput | null;
}

/**
 * Columnists: list, choices, detail, create and edit with a portrait, soft delete. The portrait is
 * stored before the database write and discarded when the write fails; a replaced one is removed
 * after the write. A soft delete removes the portrait's files: columns still show their columnist
 * as a labelled "deleted" placeholder, without the picture.
 */
export class ColumnistService {
  private readonly withDeleted = new BatchLoader<number, Columnist | null>((ids) => this.byIdsWithDeleted(ids), null, { keep: true });

  constructor(
    private readonly em: EntityManager,
    private readonly media: MediaService,
  ) {}

  /** Newest first, optionally filtered by the words of the name, in any order. */
  list(args: SearchPageArgs) {
    return findPage(this.em, Columnist, { where: searchWhere(args.query) as never, orderBy: NEWEST_FIRST, ...args });
  }

  /** Every live columnist by name, for choice lists and the public site. */
  all(): Promise<Columnist[]> {
    return this.em.find(Columnist, {}, { orderBy: { name: 'asc', id: 'asc' } });
  }

  get(id: number): Promise<Columnist> {
    return findOr404(this.em, Columnist, { id }, NOT_FOUND);
  }

  /** A columnist whether deleted or not (the placeholder of a column), batched per request. */
  loadWithDeleted(id: number): Promise<Columnist | null> {
    return this.withDeleted.load(id);
  }

  async create(input: ColumnistInput): Promise<Columnist> {
    if (!input.image) throw badInput({ image: 'Columnist.Image.required' });
    const name = input.name.trim();
    const image = await this.media.storeImage(input.image, MEDIA);
    return this.media.withStoredFiles([image], async () => {
      const slug = await newSlug(this.em, Columnist, name);
      const columnist = this.em.create(Columnist, { name, slug, imagePath: image.path });
      await this.em.flush();
      return columnist;
    });
  }

  async update(input: ColumnistUpdate): Promise<Columnist> {
    const columnist = await this.get(input.id);
    const image = input.image ? await this.media.storeImage(input.image, MEDIA) : undefined;
    const previous = columnist.imagePath;
    return this.media.withStoredFiles(
      [image],
      async () => {
        const name = input.name?.trim() ?? columnist.name;
        if (name !== columnist.name) await renameSlug(this.em, Columnist, columnist, name);
        columnist.name = name;
        if (image) columnist.imagePath = image.path;
        await this.em.flush();
        return columnist;
      },
      { replaces: image ? [previous] : [] },
    );
  }

  /** Soft delete: columns keep a "deleted columnist" placeholder; the portrait's files are removed. */
  async delete(id: number): Promise<void> {
    const columnist = await this.get(id);
    await softDelete(this.em, columnist);
    await this.media.removeAll([columnist.imagePath]);
  }

  private byIdsWithDeleted(ids: readonly number[]): Promise<Map<number, Columnist>> {
    return anyByIds(this.em, Columnist, ids);
  }
}
