import type { Loaded } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BatchLoader } from '../../lib/batch-loader.js';
import { Columnist } from '../columnist/columnist.entity.js';
import { badInput } from '../../lib/errors.js';
import { findOr404, findPage, listRows, NEWEST_FIRST, CARD, OmittedFields, RICH_TEXT, PUBLIC_SORTS, PUBLISHED_FIRST, type PublicSort } from '../common/resource-queries.js';
import { staffListTotal, WITH_UNPUBLISHED } from '../publishing/publishable.entity.js';
import type { RichText } from '../common/rich-text.types.js';
import { searchWhere } from '../common/search.js';
import { keptCounts, keptList, keptListTotal } from '../common/list-count.entity.js';
import { previewedItem } from '../preview/preview.service.js';
import type { PreviewTarget } from '../preview/preview-token.js';
import { EditorialKind } from '../publishing/publication.js';
import { findBySlugOrId, newSlug, renameSlug } from '../common/slug-history.js';
import { softDelete } from '../common/soft-delete.js';
import { Column } from './column.entity.js';
import { statusWhere, type EditorialListArgs } from '../publishing/publication.inputs.js';
import { applyPublication, checkVersion, createTarget, publicationTarget, recordSave, saveEditorial, type PublicationChange } from '../publishing/publication.service.js';
import type { User } from '../user/user.entity.js';

const NOT_FOUND = 'Column not found.';
const INVALID_COLUMNIST = { columnistId: 'Column.ColumnistId.invalid' };

export interface ColumnListArgs extends EditorialListArgs {
  columnistId?: number | null;
}

export interface ColumnInput extends PublicationChange {
  title: string;
  content: RichText;
  columnistId?: number | null;
}

export interface ColumnUpdate extends PublicationChange {
  id: number;
  /** The version the edit is based on: refused when the column was saved since. */
  version?: number | null;
  title?: string | null;
  content?: RichText | null;
  columnistId?: number | null;
}

/** A column read as a card (CARD): its rich text is not there to read. */
export type ColumnCard = Loaded<Column, never, never, (typeof CARD.exclude)[number]>;

/** Columns: list, detail, create, edit and soft delete; the columnist must be a live one. */
export class ColumnService {
  private readonly counts = new BatchLoader<number, number>((ids) => this.countsBy(ids), 0);
  /** The rich text of columns read as cards (CARD), when a client asks for it. */
  readonly richText: OmittedFields<Column>;

  constructor(private readonly em: EntityManager) {
    this.richText = new OmittedFields(em, Column, RICH_TEXT);
  }

  /** Newest first, optionally by one columnist and status, and filtered by the words of the title, in any order. */
  list(args: ColumnListArgs) {
    const search = searchWhere(args.query);
    const where = { ...search, ...(args.columnistId ? { columnist: args.columnistId } : {}), ...statusWhere(args.status) };
    const keptTotal = search || args.status ? undefined : () => staffListTotal(this.em, Column, columnsList(args.columnistId || undefined), where);
    return findPage(this.em, Column, { where: where as never, orderBy: NEWEST_FIRST, page: args.page, pageSize: args.pageSize, keptTotal, omit: CARD.exclude, ...WITH_UNPUBLISHED });
  }

  /** The reader's list: live columns, optionally of one columnist, newest or most read first. */
  publicList(args: { page: number; pageSize: number; sortBy: PublicSort; columnistId?: number | null }) {
    const where = args.columnistId != null ? { columnist: args.columnistId } : {};
    const keptTotal = () => keptListTotal(columnsList(args.columnistId ?? undefined));
    return findPage(this.em, Column, { where: where as never, orderBy: PUBLIC_SORTS[args.sortBy], page: args.page, pageSize: args.pageSize, keptTotal, omit: CARD.exclude });
  }

  /** The latest published `limit` live columns. */
  latest(limit: number): Promise<ColumnCard[]> {
    return listRows(this.em, Column, { orderBy: PUBLISHED_FIRST, limit, ...CARD });
  }

  /** A live column by its slug, an earlier slug or its id as digits; or the unpublished one a preview grant opens. */
  async publicItem(slugOrId: string, preview?: PreviewTarget): Promise<Column> {
    return (await previewedItem(this.em, Column, EditorialKind.Column, slugOrId, preview)) ?? findBySlugOrId(this.em, Column, slugOrId, NOT_FOUND);
  }

  /** Staff: any live column, published or not. */
  get(id: number): Promise<Column> {
    return findOr404(this.em, Column, { id }, NOT_FOUND, WITH_UNPUBLISHED.filters);
  }

  /** Number of published live columns of a columnist, batched per request. */
  countOf(columnistId: number): Promise<number> {
    return this.counts.load(columnistId);
  }

  /** A new column: published at once unless the input asks for a draft or a schedule. */
  async create(input: ColumnInput, author: User | null): Promise<Column> {
    const now = new Date();
    const publication = createTarget(input, now);
    const columnist = await this.liveColumnist(input.columnistId);
    const title = input.title.trim();
    const slug = await newSlug(this.em, Column, title);
    const column = this.em.create(Column, { title, slug, content: input.content, columnist });
    applyPublication(column, publication, now);
    await this.em.flush();
    await recordSave(this.em, EditorialKind.Column, column, undefined, author);
    return column;
  }

  /**
   * Changes what is sent. A new columnist must be live; a column whose columnist was deleted can
   * still be edited while it keeps that columnist. With a `version`, refused when the column was saved since (CONFLICT).
   */
  async update(input: ColumnUpdate, author: User | null): Promise<Column> {
    const now = new Date();
    const publication = publicationTarget(input, now);
    const column = await this.get(input.id);
    checkVersion(column, input.version);
    const before = column.status;
    if (input.columnistId && input.columnistId !== column.columnist?.id) column.columnist = await this.liveColumnist(input.columnistId);
    const title = input.title?.trim() ?? column.title;
    if (title !== column.title) await renameSlug(this.em, Column, column, title);
    column.title = title;
    if (input.content) column.content = input.content;
    if (publication) applyPublication(column, publication, now);
    await saveEditorial(this.em, column, input.version);
    await recordSave(this.em, EditorialKind.Column, column, before, author);
    return column;
  }

  async delete(id: number): Promise<void> {
    await softDelete(this.em, await this.get(id));
  }

  private async liveColumnist(id: number | null | undefined): Promise<Columnist> {
    if (!id) throw badInput({ columnistId: 'Column.ColumnistId.required' });
    const columnist = await this.em.findOne(Columnist, { id });
    if (!columnist) throw badInput(INVALID_COLUMNIST);
    return columnist;
  }

  /** Published live columns per columnist, as list_counts keeps them. */
  private async countsBy(ids: readonly number[]): Promise<Map<number, number>> {
    const kept = await keptCounts(this.em, ids.map(columnsList));
    return new Map(ids.map((id) => [id, kept.get(columnsList(id))!]));
  }
}

/** The published live columns list_counts keeps: all of them, or one columnist's (migrations ArchiveScale, Publishing). */
const columnsList = (columnistId?: number) => keptList('columns', columnistId === undefined ? undefined : { column: 'columnist_id', id: columnistId });
