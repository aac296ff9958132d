import { ObjectType } from 'type-graphql';
import { PageType } from '../common/paging.js';
import { Category } from './category.entity.js';

@ObjectType()
export class CategoryPage extends PageType(Category) {}
