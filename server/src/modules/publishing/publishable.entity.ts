import type { EntityClass, FilterQuery, Opt } from '@mikro-orm/core';
import type { EntityManager, QBFilterQuery } from '@mikro-orm/postgresql';
import { BeforeCreate, BeforeUpdate, Enum, Filter, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { keptListTotal } from '../common/list-count.entity.js';
import type { SqlFragment } from '../common/resource-queries.js';
import { SoftDeletableEntity } from '../common/soft-delete.js';
import { type EditorialKind, PublicationStatus } from './publication.js';

/** The default filter that hides drafts and scheduled rows from every query that does not turn it off by name. */
export const PUBLISHED_FILTER = 'published';

/** The SQL predicate of a published live row, for raw queries and partial indexes (the ORM filters add it themselves). */
export const PUBLISHED_LIVE_SQL = `"deleted_at" is null and "status" = 'published'`;

/**
 * An editorial record (news, column, archive issue) that readers see only once it is published. Like
 * the `live` filter, the `published` filter is on by default, so a reader path that forgets a
 * condition still cannot show a draft; staff paths turn it off explicitly with `WITH_UNPUBLISHED`.
 */
@ObjectType()
@Filter({ name: PUBLISHED_FILTER, cond: { status: PublicationStatus.published }, default: true })
export abstract class PublishableEntity extends SoftDeletableEntity {
  @Field(() => PublicationStatus)
  @Enum({ items: () => PublicationStatus, default: PublicationStatus.published })
  status: Opt<PublicationStatus> = PublicationStatus.published;

  @Field(() => Date, { nullable: true, description: 'When a scheduled item is to be published.' })
  @Property({ type: 'datetime', nullable: true })
  publishAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was first published; public lists order and date by it.' })
  @Property({ type: 'datetime', nullable: true })
  publishedAt?: Date | null;

  /** Optimistic locking: the ORM adds 1 on every update of the row and refuses a write based on an older one. */
  @Field(() => Int, { description: 'Goes up by one on every save; an update based on an older version is refused.' })
  @Property({ type: 'integer', version: true, default: 1 })
  version: Opt<number> = 1;

  /**
   * A row saved as published gets its publication time once (a later withdrawal and republication
   * keep it): a new row its creation time, so a backdated import keeps its place in the lists.
   */
  @BeforeCreate()
  protected stampCreatedPublication() {
    if (this.status === PublicationStatus.published) this.publishedAt ??= this.createdAt;
  }

  @BeforeUpdate()
  protected stampPublication() {
    if (this.status === PublicationStatus.published) this.publishedAt ??= new Date();
  }
}

/** Find options that include drafts and scheduled rows (staff reads and writes). */
export const WITH_UNPUBLISHED = { filters: { [PUBLISHED_FILTER]: false } } as const;

/**
 * A staff list's total from the kept count of its published rows (list_counts, the list `keptList`
 * names) plus its unpublished live rows, counted (there are few, read from the status index): a
 * scalar subquery, which the page's own statement reads (findPage's `keptTotal`).
 */
export async function staffListTotal<T extends PublishableEntity>(em: EntityManager, entity: EntityClass<T>, keptPublished: string, where: FilterQuery<T> = {}): Promise<SqlFragment> {
  const unpublished = { ...(where as object), status: { $in: [PublicationStatus.draft, PublicationStatus.scheduled] } } as unknown as QBFilterQuery<T>;
  const qb = em.createQueryBuilder(entity).count().where(unpublished);
  await qb.applyFilters(WITH_UNPUBLISHED.filters);
  const unpublishedCount = qb.toQuery();
  const published = keptListTotal(keptPublished);
  return { sql: `(${unpublishedCount.sql})::int + ${published.sql}`, params: [...unpublishedCount.params, ...published.params] };
}

/** How the scheduler, revisions and previews read a module's editorial record (ModuleDescriptor.publishable). */
export interface Publishable<T extends PublishableEntity = PublishableEntity> {
  kind: EditorialKind;
  entity: EntityClass<T>;
  /** The short text under the title (teaser, description): a revision's summary; none for a column. */
  summaryField?: keyof T & string;
  /** Its Slate JSON fields; the first is a revision's content. */
  richTextFields: readonly (keyof T & string)[];
  /** Its other main fields a revision keeps as name/value pairs, in this order (relations by their name or title). */
  fields: readonly (keyof T & string)[];
}

/** A module's `publishable`, checked against its entity's own fields. */
export const publishable = <T extends PublishableEntity>(descriptor: Publishable<T>): Publishable => descriptor as unknown as Publishable;
