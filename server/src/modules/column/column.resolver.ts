import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { Columnist } from '../columnist/columnist.entity.js';
import { IdInput } from '../common/id.input.js';
import { RichTextScalar } from '../common/rich-text-field.js';
import { Column } from './column.entity.js';
import { CreateColumnInput, UpdateColumnInput } from './column.inputs.js';
import { ColumnListArgs, ColumnPage, PublicColumnListArgs } from './column.types.js';
import { ShortListArgs } from '../common/paging.js';

@Resolver(() => Column)
export class ColumnResolver {
  @Query(() => ColumnPage, { description: 'Admin list: newest first; `query` matches the words of the title in any order.' })
  columnList(@Args() args: ColumnListArgs, @Ctx() ctx: Context) {
    return ctx.columns.list(args);
  }

  @Query(() => Column, { description: 'One column; NOT_FOUND when missing or deleted.' })
  column(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
    return ctx.columns.get(id);
  }

  @Query(() => ColumnPage, { description: "The reader's column list: `sortBy` createdAt (newest first) or hit (most read first)." })
  publicColumnList(@Args() args: PublicColumnListArgs, @Ctx() ctx: Context) {
    return ctx.columns.publicList(args);
  }

  @Query(() => [Column], { description: 'The newest columns (home page).' })
  publicLatestColumns(@Args() { limit }: ShortListArgs, @Ctx() ctx: Context) {
    return ctx.columns.latest(limit);
  }

  @Query(() => Column, {
    description: "One live column by its slug, an earlier slug or its id (as text); NOT_FOUND otherwise. Compare the answer's `slug` to redirect an old address.",
  })
  async publicColumn(@Arg('slug') slug: string, @Ctx() ctx: Context) {
    return ctx.columns.publicItem(slug, await ctx.previewGrant());
  }

  @Mutation(() => Column, { description: 'Creates a column; published at once unless `status` says otherwise.' })
  async createColumn(@Arg('input') input: CreateColumnInput, @Ctx() ctx: Context) {
    return ctx.columns.create(input, await ctx.currentUser());
  }

  @Mutation(() => Column, { description: 'Edits a column; a stale `version` is refused (CONFLICT).' })
  async updateColumn(@Arg('input') input: UpdateColumnInput, @Ctx() ctx: Context) {
    return ctx.columns.update(input, await ctx.currentUser());
  }

  @Mutation(() => Boolean, { description: 'Soft delete.' })
  async deleteColumn(@Arg('input') input: IdInput, @Ctx() ctx: Context) {
    await ctx.columns.delete(input.id);
    return true;
  }

  @FieldResolver(() => RichTextScalar, { description: "Slate's JSON." })
  content(@Root() column: Column, @Ctx() ctx: Context) {
    return ctx.columns.richText.of(column, 'content');
  }

  @FieldResolver(() => String, { description: 'The content rendered to HTML by the server.' })
  contentHtml(@Root() column: Column, @Ctx() ctx: Context) {
    return ctx.columns.richText.of(column, 'contentHtml');
  }

  @FieldResolver(() => Columnist, {
    nullable: true,
    description: 'The columnist, even when deleted (then `deleted` is true, for a placeholder); null only if the row is gone.',
  })
  columnist(@Root() column: Column, @Ctx() ctx: Context) {
    const id = column.columnist?.id;
    return id ? ctx.columnists.loadWithDeleted(id) : null;
  }
}
