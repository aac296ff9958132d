import { Entity, Index } from '@mikro-orm/decorators/legacy';
import { ObjectType } from 'type-graphql';
import { liveUniqueIndex, trigramIndex } from '../common/indexes.js';
import { NamedEntity } from '../common/named.js';

/** A news category. Deleting one keeps it as a placeholder so news keep their reference. */
@ObjectType({ description: 'A news category.' })
@Entity({ tableName: 'categories' })
@Index(liveUniqueIndex('categories', 'name_key', 'name', 'Category.Name.taken', 'A category with this name already exists.'))
@Index(trigramIndex('categories'))
export class Category extends NamedEntity {}
