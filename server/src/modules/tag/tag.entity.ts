import { Entity, Index } from '@mikro-orm/decorators/legacy';
import { ObjectType } from 'type-graphql';
import { liveUniqueIndex, trigramIndex } from '../common/indexes.js';
import { NamedEntity } from '../common/named.js';

/** A keyword attached to news, several per news item. Deleting one keeps it as a placeholder. */
@ObjectType({ description: 'A keyword attached to news.' })
@Entity({ tableName: 'tags' })
@Index(liveUniqueIndex('tags', 'name_key', 'name', 'Tag.Name.taken', 'A tag with this name already exists.'))
@Index(trigramIndex('tags'))
export class Tag extends NamedEntity {}
