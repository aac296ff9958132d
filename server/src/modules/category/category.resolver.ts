import { Arg, Args, Ctx, FieldResolver, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { IdInput } from '../common/id.input.js';
import { PageArgs, PageType, SearchPageArgs } from '../common/paging.js';
import { NewsPage } from '../news/news.types.js';
import { Category } from './category.entity.js';
import { CreateCategoryInput, UpdateCategoryInput } from './category.inputs.js';

@ObjectType()
export class CategoryPage extends PageType(Category) {}

@Resolver(() => Category)
export class CategoryResolver {
  @Query(() => CategoryPage, { description: 'Admin list: newest first; `query` matches name and description.' })
  categories(@Args() args: SearchPageArgs, @Ctx() ctx: Context) {
    return ctx.categories.list(args);
  }

  @Query(() => [Category], { description: 'Every category by name (choice lists).' })
  allCategories(@Ctx() ctx: Context) {
    return ctx.categories.all();
  }

  @Query(() => [Category], { description: 'Every category by name, for the public site.' })
  publicCategories(@Ctx() ctx: Context) {
    return ctx.categories.all();
  }

  @Query(() => Category, { description: 'One category; NOT_FOUND when missing or deleted.' })
  category(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
    return ctx.categories.get(id);
  }

  @Mutation(() => Category)
  createCategory(@Arg('input') input: CreateCategoryInput, @Ctx() ctx: Context) {
    return ctx.categories.create(input);
  }

  @Mutation(() => Category)
  updateCategory(@Arg('input') input: UpdateCategoryInput, @Ctx() ctx: Context) {
    return ctx.categories.update(input);
  }

  @Mutation(() => Boolean, { description: 'Soft delete; news keep a "deleted category" placeholder.' })
  async deleteCategory(@Arg('input') input: IdInput, @Ctx() ctx: Context) {
    await ctx.categories.delete(input.id);
    return true;
  }

  @FieldResolver(() => Int, { description: 'Number of live news in the category.' })
  newsCount(@Root() category: Category, @Ctx() ctx: Context) {
    return ctx.loaders.categoryNewsCount.load(category.id);
  }

  @FieldResolver(() => NewsPage, { description: 'Related news, newest first.' })
  news(@Root() category: Category, @Args() args: PageArgs, @Ctx() ctx: Context) {
    return ctx.categories.news(category.id, args);
  }
}
