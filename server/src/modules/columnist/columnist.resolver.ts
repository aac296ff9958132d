import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { variantUrlOr } from '../../media/media.service.js';
import { IdInput } from '../common/id.input.js';
import { SearchPageArgs } from '../common/paging.js';
import { Columnist } from './columnist.entity.js';
import { CreateColumnistInput, UpdateColumnistInput } from './columnist.inputs.js';
import { ColumnistPage } from './columnist.types.js';

@Resolver(() => Columnist)
export class ColumnistResolver {
  @Query(() => ColumnistPage, { description: 'Admin list: newest first; `query` matches the words of the name in any order.' })
  columnistList(@Args() args: SearchPageArgs, @Ctx() ctx: Context) {
    return ctx.columnists.list(args);
  }

  @Query(() => [Columnist], { description: 'Every live columnist by name (choice lists).' })
  allColumnists(@Ctx() ctx: Context) {
    return ctx.columnists.all();
  }

  @Query(() => [Columnist], { description: 'Every live columnist by name, for the public site.' })
  publicAllColumnists(@Ctx() ctx: Context) {
    return ctx.columnists.all();
  }

  @Query(() => Columnist, { description: 'One columnist; NOT_FOUND when missing or deleted.' })
  columnist(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
    return ctx.columnists.get(id);
  }

  @Mutation(() => Columnist)
  createColumnist(@Arg('input') input: CreateColumnistInput, @Ctx() ctx: Context) {
    return ctx.columnists.create(input);
  }

  @Mutation(() => Columnist)
  updateColumnist(@Arg('input') input: UpdateColumnistInput, @Ctx() ctx: Context) {
    return ctx.columnists.update(input);
  }

  @Mutation(() => Boolean, { description: 'Soft delete; columns keep a "deleted" placeholder (and its portrait).' })
  async deleteColumnist(@Arg('input') input: IdInput, @Ctx() ctx: Context) {
    await ctx.columnists.delete(input.id);
    return true;
  }

  @FieldResolver(() => String, { description: 'The portrait, large (1920 px at most, WebP).' })
  imageUrl(@Root() columnist: Columnist) {
    return columnist.imagePath;
  }

  @FieldResolver(() => String, { description: 'The portrait as a thumbnail (320 px, WebP); the image itself when it has no variants.' })
  thumbUrl(@Root() columnist: Columnist) {
    return variantUrlOr(columnist.imagePath, 'thumb');
  }

  @FieldResolver(() => Int, { description: 'Number of live columns by the columnist.' })
  columnCount(@Root() columnist: Columnist, @Ctx() ctx: Context) {
    return ctx.columns.countOf(columnist.id);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the columnist was deleted (shown as a placeholder).' })
  deleted(@Root() columnist: Columnist) {
    return columnist.deletedAt != null;
  }
}
