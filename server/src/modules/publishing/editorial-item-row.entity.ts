import { Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { EditorialKind } from './publication.js';

/**
 * A row kept about one editorial item (a revision, a preview link): its own id, then the item's kind
 * and id. The item may be a row of any of three tables, so there is no foreign key; an index on
 * (kind, item id) is the entity's own.
 */
@ObjectType()
export abstract class EditorialItemRow {
  @Field(() => Int)
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Field(() => EditorialKind)
  @Enum({ items: () => EditorialKind })
  kind!: EditorialKind;

  @Field(() => Int, { description: 'The id of the news item, column or archive issue.' })
  @Property({ type: 'integer' })
  itemId!: number;
}
