import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root, type ClassType } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { AppError } from '../../lib/errors.js';
import { ArchiveIssue } from '../archive/archive-issue.entity.js';
import { Column } from '../column/column.entity.js';
import { News } from '../news/news.entity.js';
import { EditorialKind } from '../publishing/publication.js';
import { User } from '../user/user.entity.js';
import { PreviewLink } from './preview-link.entity.js';
import { CreatePreviewLinkInput, RevokePreviewLinkInput } from './preview.inputs.js';

async function signedInUser(ctx: Context): Promise<User> {
  const user = await ctx.currentUser();
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}

@Resolver(() => PreviewLink)
export class PreviewLinkResolver {
  @Query(() => [PreviewLink], { description: 'The shared preview links of an item, newest first (revoked and expired ones too). Staff only.' })
  previewLinks(@Arg('kind', () => EditorialKind) kind: EditorialKind, @Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
    return ctx.previews.links({ kind, id });
  }

  @Mutation(() => PreviewLink, { description: 'A preview link of an item to share with someone without an account, valid 7 days. Staff only.' })
  async createPreviewLink(@Arg('input') input: CreatePreviewLinkInput, @Ctx() ctx: Context) {
    return ctx.previews.createLink({ kind: input.kind, id: input.id }, await signedInUser(ctx));
  }

  @Mutation(() => PreviewLink, { description: 'Ends a shared preview link at once. Staff only.' })
  revokePreviewLink(@Arg('input') input: RevokePreviewLinkInput, @Ctx() ctx: Context) {
    return ctx.previews.revokeLink(input.id);
  }

  @FieldResolver(() => String, { description: 'The address to share: /onizleme/<token>.' })
  url(@Root() link: PreviewLink, @Ctx() ctx: Context) {
    return ctx.previews.linkUrl(link);
  }

  @FieldResolver(() => Boolean, { description: 'Whether it still opens the item: neither revoked nor expired.' })
  active(@Root() link: PreviewLink, @Ctx() ctx: Context) {
    return ctx.previews.isActive(link);
  }

  @FieldResolver(() => User, { nullable: true, description: 'Who made it; null once the account is gone for good.' })
  createdBy(@Root() link: PreviewLink, @Ctx() ctx: Context) {
    const id = link.createdBy?.id;
    return id ? ctx.users.byIdIncludingDeleted(id) : null;
  }
}

/** `pagePreviewUrl` on an editorial type: the staff member's own preview address, valid an hour. */
function pagePreviewUrlResolver(type: ClassType, kind: EditorialKind) {
  @Resolver(() => type)
  class PagePreviewUrlResolver {
    @FieldResolver(() => String, { description: "Staff only: the item's page as readers will see it, signed, valid for 1 hour." })
    pagePreviewUrl(@Root() item: { id: number }, @Ctx() ctx: Context) {
      return ctx.previews.staffUrl({ kind, id: item.id });
    }
  }
  return PagePreviewUrlResolver;
}

export const pagePreviewUrlResolvers = [
  pagePreviewUrlResolver(News, EditorialKind.News),
  pagePreviewUrlResolver(Column, EditorialKind.Column),
  pagePreviewUrlResolver(ArchiveIssue, EditorialKind.ArchiveIssue),
] as const;
