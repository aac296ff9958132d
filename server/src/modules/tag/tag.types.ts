import { ObjectType } from 'type-graphql';
import { PageType } from '../common/paging.js';
import { Tag } from './tag.entity.js';

@ObjectType()
export class TagPage extends PageType(Tag) {}
