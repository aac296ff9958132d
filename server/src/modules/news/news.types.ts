import { ObjectType } from 'type-graphql';
import { PageType } from '../common/paging.js';
import { News } from './news.entity.js';

@ObjectType()
export class NewsPage extends PageType(News) {}
