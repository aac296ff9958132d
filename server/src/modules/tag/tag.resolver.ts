import { Args, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { namedResolver } from '../common/named.resolver.js';
import { PageArgs } from '../common/paging.js';
import { NewsPage } from '../news/news.types.js';
import { Tag } from './tag.entity.js';
import { CreateTagInput, UpdateTagInput } from './tag.inputs.js';
import { TagPage } from './tag.types.js';

@Resolver(() => Tag)
export class TagResolver extends namedResolver({
  type: Tag,
  page: TagPage,
  create: CreateTagInput,
  update: UpdateTagInput,
  names: { one: 'tag', many: 'tags' },
  service: (ctx) => ctx.tags,
}) {
  @FieldResolver(() => Int, { description: 'Number of live news with the tag.' })
  newsCount(@Root() tag: Tag, @Ctx() ctx: Context) {
    return ctx.news.relatedCount('tag', tag.id);
  }

  @FieldResolver(() => NewsPage, { description: 'Related news, newest first.' })
  news(@Root() tag: Tag, @Args() args: PageArgs, @Ctx() ctx: Context) {
    return ctx.news.relatedPage('tag', tag.id, args);
  }
}
