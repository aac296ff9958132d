import { Arg, Ctx, Query, registerEnumType, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { ArchiveIssue } from '../archive/archive-issue.entity.js';
import { Column } from '../column/column.entity.js';
import { redirectedSlug } from '../common/slug-history.js';
import { News } from '../news/news.entity.js';

/** The records the reader's site opens by slug. */
export enum SluggedKind {
  news = 'news',
  column = 'column',
  archiveIssue = 'archiveIssue',
}

registerEnumType(SluggedKind, { name: 'SluggedKind', description: 'Records with public pages addressed by slug.' });

const ENTITIES = { news: News, column: Column, archiveIssue: ArchiveIssue } as const;

@Resolver()
export class SlugRedirectResolver {
  @Query(() => String, {
    nullable: true,
    description: 'Where an earlier slug of a renamed record leads now (its current slug), for a permanent redirect; null when it leads nowhere.',
  })
  publicSlugRedirect(@Arg('kind', () => SluggedKind) kind: SluggedKind, @Arg('slug') slug: string, @Ctx() ctx: Context) {
    return redirectedSlug(ctx.em, ENTITIES[kind] as typeof News, slug).then((current) => current ?? null);
  }
}
