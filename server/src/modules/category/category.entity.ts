import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';

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
}
