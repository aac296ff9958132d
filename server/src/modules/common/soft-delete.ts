import type { Opt } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Filter, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from './base.entity.js';

/** The default filter that hides soft-deleted rows; turn it off by name where a placeholder is wanted. */
export const LIVE_FILTER = 'live';

/**
 * A record that is soft-deleted: it keeps its row (and its slug, for redirects and placeholders)
 * and every query leaves it out unless it turns the `live` filter off explicitly, so a forgotten
 * `deletedAt: null` can never publish deleted content.
 */
@ObjectType()
@Filter({ name: LIVE_FILTER, cond: { deletedAt: null }, default: true })
export abstract class SoftDeletableEntity extends BaseEntity {
  @Property({ type: 'datetime', nullable: true })
  deletedAt?: Date;

  @Field(() => Boolean, { name: 'deleted', description: 'Deleted records still answer where others refer to them, as a labelled placeholder.' })
  get isDeleted(): Opt<boolean> {
    return Boolean(this.deletedAt);
  }
}

/** Marks the record deleted and writes it. */
export async function softDelete(em: EntityManager, entity: SoftDeletableEntity): Promise<void> {
  entity.deletedAt = new Date();
  await em.flush();
}

/** Find options that include soft-deleted rows (for "deleted" placeholders and slug checks). */
export const WITH_DELETED = { filters: { [LIVE_FILTER]: false } } as const;
