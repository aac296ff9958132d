import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { IdInput } from '../common/id.input.js';
import { PublicPageArgs } from '../common/paging.js';
import { EditorialListArgs } from '../publishing/publication.inputs.js';
import { ArchiveIssue } from './archive-issue.entity.js';
import { CreateArchiveIssueInput, UpdateArchiveIssueInput } from './archive-issue.inputs.js';
import { toYesNo } from './archive-issue.service.js';
import { ArchiveIssuePage } from './archive-issue.types.js';

@Resolver(() => ArchiveIssue)
export class ArchiveIssueResolver {
  @Query(() => ArchiveIssuePage, { description: 'Admin list: newest first; `query` matches the words of title and description in any order.' })
  archiveIssueList(@Args() args: EditorialListArgs, @Ctx() ctx: Context) {
    return ctx.archiveIssues.list(args);
  }

  @Query(() => ArchiveIssue, { description: 'One issue; NOT_FOUND when missing or deleted.' })
  archiveIssue(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
    return ctx.archiveIssues.get(id);
  }

  @Query(() => ArchiveIssuePage, { description: "The reader's archive: newest first." })
  publicArchiveList(@Args() args: PublicPageArgs, @Ctx() ctx: Context) {
    return ctx.archiveIssues.publicList(args);
  }

  @Query(() => ArchiveIssue, {
    description: "One live issue by its slug, an earlier slug or its id (as text); NOT_FOUND otherwise. Compare the answer's `slug` to redirect an old address.",
  })
  async publicArchiveIssue(@Arg('slug') slug: string, @Ctx() ctx: Context) {
    return ctx.archiveIssues.publicItem(slug, await ctx.previewGrant());
  }

  @Mutation(() => ArchiveIssue, { description: 'Creates an issue with its poster and PDF preview; published at once unless `status` says otherwise.' })
  async createArchiveIssue(@Arg('input') input: CreateArchiveIssueInput, @Ctx() ctx: Context) {
    return ctx.archiveIssues.create(input, await ctx.currentUser());
  }

  @Mutation(() => ArchiveIssue, { description: 'Edits an issue; a new poster or preview replaces (and removes) the old one. A stale `version` is refused (CONFLICT).' })
  async updateArchiveIssue(@Arg('input') input: UpdateArchiveIssueInput, @Ctx() ctx: Context) {
    return ctx.archiveIssues.update(input, await ctx.currentUser());
  }

  @Mutation(() => Boolean, { description: 'Soft delete; the files stay with the row.' })
  async deleteArchiveIssue(@Arg('input') input: IdInput, @Ctx() ctx: Context) {
    await ctx.archiveIssues.delete(input.id);
    return true;
  }

  @FieldResolver(() => String, { description: '`yes` or `no`.' })
  isFeatured(@Root() issue: ArchiveIssue) {
    return toYesNo(issue.isFeatured);
  }
}
