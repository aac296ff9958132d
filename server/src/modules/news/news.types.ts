import { IsIn, IsInt, IsOptional, MaxLength } from 'class-validator';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { MAX_QUERY_LENGTH, PageType, PublicPageArgs } from '../common/paging.js';
import { PUBLIC_SORT_NAMES, type PublicSort } from '../common/resource-queries.js';
import { News } from './news.entity.js';

@ObjectType()
export class NewsPage extends PageType(News) {}

/** The reader's news list (spec §2 /haber): paging, title words, the order and a category. */
@ArgsType()
export class PublicNewsListArgs extends PublicPageArgs {
  @Field({ defaultValue: '', description: 'Words of the title, in any order, case- and accent-insensitively.' })
  @MaxLength(MAX_QUERY_LENGTH, { message: 'Paging.Query.max' })
  title!: string;

  @Field(() => String, { defaultValue: 'createdAt', description: '`createdAt` (newest first) or `hit` (most read first, then newest).' })
  @IsIn(PUBLIC_SORT_NAMES, { message: 'PublicNews.SortBy.invalid' })
  sortBy!: PublicSort;

  @Field(() => Int, { nullable: true, description: 'Only the news of this category (an unknown one gives an empty page).' })
  @IsOptional()
  @IsInt({ message: 'PublicNews.CategoryId.invalid' })
  categoryId?: number | null;
}
