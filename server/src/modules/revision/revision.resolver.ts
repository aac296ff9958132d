import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { AppError } from '../../lib/errors.js';
import { RichTextScalar } from '../common/rich-text-field.js';
import { richTextToPlainText } from '../common/rich-text.js';
import { EditorialKind } from '../publishing/publication.js';
import { User } from '../user/user.entity.js';
import { Revision, RevisionField } from './revision.entity.js';
import { AutosaveDraftInput, RestoreRevisionInput } from './revision.inputs.js';

/** The staff user of the request (the shield lets no one else in). */
async function staffUser(ctx: Context): Promise<User> {
  const user = await ctx.currentUser();
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}

@Resolver(() => Revision)
export class RevisionResolver {
  @Query(() => [Revision], { description: 'The revisions of a news item, column or archive issue, newest first; NOT_FOUND when the item is missing.' })
  revisions(@Arg('kind', () => EditorialKind) kind: EditorialKind, @Arg('itemId', () => Int) itemId: number, @Ctx() ctx: Context) {
    return ctx.revisions.list(kind, itemId);
  }

  @Query(() => Revision, { description: 'One revision; NOT_FOUND when it or its item is missing.' })
  revision(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
    return ctx.revisions.get(id);
  }

  @Query(() => Revision, {
    nullable: true,
    description: "The newest autosaved or restored text written after the item's last save, by anyone; null when there is none.",
  })
  pendingDraft(@Arg('kind', () => EditorialKind) kind: EditorialKind, @Arg('itemId', () => Int) itemId: number, @Ctx() ctx: Context) {
    return ctx.revisions.pendingDraft(kind, itemId);
  }

  @Mutation(() => Revision, { description: "Keeps what the editor is typing as their autosave revision (replaced in place until the next save); never changes the item." })
  async autosaveDraft(@Arg('input') input: AutosaveDraftInput, @Ctx() ctx: Context) {
    return ctx.revisions.autosave(input, await staffUser(ctx));
  }

  @Mutation(() => Revision, { description: "Copies a revision as the newest draft (a `restore` revision) for the edit form to offer; the item's row is not changed." })
  async restoreRevision(@Arg('input') input: RestoreRevisionInput, @Ctx() ctx: Context) {
    return ctx.revisions.restore(input.id, await staffUser(ctx));
  }

  @FieldResolver(() => RichTextScalar, { description: 'Slate JSON.' })
  content(@Root() revision: Revision) {
    return revision.content;
  }

  @FieldResolver(() => String, { description: 'The rich text as plain words (what the history compares).' })
  contentText(@Root() revision: Revision) {
    return richTextToPlainText(revision.content);
  }

  @FieldResolver(() => [RevisionField], { description: "The main fields in the edit form's order, as text." })
  fields(@Root() revision: Revision) {
    return revision.fields;
  }

  @FieldResolver(() => User, { nullable: true, description: 'Who wrote it; null for the scheduler. A deleted user answers with `deleted: true`.' })
  author(@Root() revision: Revision, @Ctx() ctx: Context) {
    return revision.author ? ctx.users.byIdIncludingDeleted(revision.author.id) : null;
  }
}
