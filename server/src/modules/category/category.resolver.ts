import { Args, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { namedResolver } from '../common/named.resolver.js';
import { PageArgs } from '../common/paging.js';
import { NewsPage } from '../news/news.types.js';
import { Category } from './category.entity.js';
import { CreateCategoryInput, UpdateCategoryInput } from './category.inputs.js';
import { CategoryPage } from './category.types.js';

@Resolver(() => Category)
export class CategoryResolver extends namedResolver({
  type: Category,
  page: CategoryPage,
  create: CreateCategoryInput,
  update: UpdateCategoryInput,
  names: { one: 'category', many: 'categories' },
  service: (ctx) => ctx.categories,
}) {
  @Query(() => [Category], { description: 'Every category by name, for the public site.' })
  publicAllCategories(@Ctx() ctx: Context) {
    return ctx.categories.all();
  }

  @FieldResolver(() => Int, { description: 'Number of live news in the category.' })
  newsCount(@Root() category: Category, @Ctx() ctx: Context) {
    return ctx.news.relatedCount('category', category.id);
  }

  @FieldResolver(() => NewsPage, { description: 'Related news, newest first.' })
  news(@Root() category: Category, @Args() args: PageArgs, @Ctx() ctx: Context) {
    return ctx.news.relatedPage('category', category.id, args);
  }
}
