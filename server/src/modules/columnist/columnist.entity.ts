import type { Opt } from '@mikro-orm/core';
import { BeforeCreate, BeforeUpdate, Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { trigramIndex } from '../common/indexes.js';
import { foldText } from '../common/slug.js';
import { SoftDeletableEntity } from '../common/soft-delete.js';

/** Spec §5: a columnist's name is 2-150 characters. */
export const COLUMNIST_LIMITS = { name: { min: 2, max: 150 } } as const;

/** A writer of columns. Deleting one keeps it as a placeholder for its columns. */
@ObjectType({ description: 'A writer of columns.' })
@Entity({ tableName: 'columnists' })
@Index(trigramIndex('columnists'))
export class Columnist extends SoftDeletableEntity {
  @Field()
  @Property({ type: 'string', length: COLUMNIST_LIMITS.name.max })
  name!: string;

  @Field({ description: 'URL segment made from the name.' })
  @Property({ type: 'string', length: 160, unique: true })
  slug!: string;

  /** Public path of the portrait: the stored `…/large.webp` (`/media/columnists/<id>-<ext>/large.webp`). */
  @Property({ type: 'string', length: 500 })
  imagePath!: string;

  /** The name folded like a slug, so a search folds its query alike. */
  @Property({ type: 'text', hidden: true })
  searchText: Opt<string> = '';

  @BeforeCreate()
  @BeforeUpdate()
  protected fold() {
    this.searchText = foldText(this.name);
  }
}
