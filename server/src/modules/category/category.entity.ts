import type { Opt } from '@mikro-orm/core';
import { BeforeCreate, BeforeUpdate, Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { foldText } from '../common/slug.js';

/** A news category. Deleting one keeps it as a placeholder so news keep their reference. */
@ObjectType({ description: 'A news category.' })
@Entity({ tableName: 'categories' })
export class Category extends BaseEntity {
  @Field()
  @Property({ length: 50 })
  name!: string;

  @Field({ description: 'URL segment made from the name.' })
  @Property({ length: 160, unique: true })
  slug!: string;

  @Field()
  @Property({ length: 150 })
  description!: string;

  @Index()
  @Property({ type: 'datetime', nullable: true })
  deletedAt?: Date;

  /** The name folded like a slug ("Şehir Işığı" → "sehir isigi"): no two live categories share it. */
  @Index()
  @Property({ length: 60, hidden: true })
  nameKey: Opt<string> = '';

  /** Name and description folded the same way, so a search folds its query alike. */
  @Property({ type: 'text', hidden: true })
  searchText: Opt<string> = '';

  @BeforeCreate()
  @BeforeUpdate()
  protected fold() {
    this.nameKey = foldText(this.name);
    this.searchText = foldText(`${this.name} ${this.description}`);
  }
}
