import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { variantUrlOr } from '../../media/media.service.js';
import { Category } from '../category/category.entity.js';
import { IdInput } from '../common/id.input.js';
import { TopListArgs, ShortListArgs } from '../common/paging.js';
import { EditorialListArgs } from '../publishing/publication.inputs.js';
import { RichTextScalar } from '../common/rich-text-field.js';
import { Tag } from '../tag/tag.entity.js';
import { User } from '../user/user.entity.js';
import { featuringPeriodOf } from './featuring.js';
import { NewsPhoto } from './news-photo.entity.js';
import { News } from './news.entity.js';
import { AddNewsPhotosInput, CreateNewsInput, NewsPhotoInput, ReorderNewsPhotosInput, UpdateNewsInput } from './news.inputs.js';
import { NewsType } from './news-type.js';
import { NewsPage, PublicNewsListArgs } from './news.types.js';

@Resolver(() => News)
export class NewsResolver {
  @Query(() => NewsPage, { description: 'Admin list: newest first; `query` matches the words of title and teaser in any order; `status` keeps one status.' })
  newsList(@Args() args: EditorialListArgs, @Ctx() ctx: Context) {
    return ctx.news.list(args);
  }

  @Query(() => [News], { description: 'Every live news item, newest first (choice lists).' })
  allNews(@Ctx() ctx: Context) {
    return ctx.news.all();
  }

  @Query(() => News, { description: 'One news item; NOT_FOUND when missing or deleted.' })
  newsItem(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
    return ctx.news.get(id);
  }

  @Query(() => NewsPage, { description: "The reader's news list: `title` matches words of title and teaser; `sortBy` createdAt (newest first) or hit (most read first)." })
  publicNewsList(@Args() args: PublicNewsListArgs, @Ctx() ctx: Context) {
    return ctx.news.publicList(args);
  }

  @Query(() => [News], { description: 'The newest news (home page).' })
  publicLatestNews(@Args() { limit }: ShortListArgs, @Ctx() ctx: Context) {
    return ctx.news.latest(limit);
  }

  @Query(() => [News], { description: 'News still in their featuring period, newest first.' })
  publicFeaturedNews(@Args() { limit }: ShortListArgs, @Ctx() ctx: Context) {
    return ctx.news.featured(limit);
  }

  @Query(() => [News], { description: 'The most read news (the most-read box), then the newest.' })
  publicTopNews(@Args() { limit }: TopListArgs, @Ctx() ctx: Context) {
    return ctx.news.top(limit);
  }

  @Query(() => [News], { description: 'The newest news of the "Düşünce Okulu" block.' })
  publicDusunceOkuluNews(@Args() { limit }: ShortListArgs, @Ctx() ctx: Context) {
    return ctx.news.ofType(NewsType.dusunceOkulu, limit);
  }

  @Query(() => News, { nullable: true, description: 'The headline of the week: the newest news of type headline; null when there is none.' })
  publicHeadlineNews(@Ctx() ctx: Context) {
    return ctx.news.headline();
  }

  @Query(() => News, {
    description: 'One live news item by its slug, an earlier slug or its id (as text); NOT_FOUND otherwise. Compare the answer\'s `slug` to redirect an old address.',
  })
  async publicNewsItem(@Arg('slug') slug: string, @Ctx() ctx: Context) {
    return ctx.news.publicItem(slug, await ctx.previewGrant());
  }

  @Mutation(() => News, { description: 'Creates a news item written by the signed-in user (multipart: the poster is an Upload); published at once unless `status` says otherwise.' })
  async createNews(@Arg('input') input: CreateNewsInput, @Ctx() ctx: Context) {
    return ctx.news.create(input, await ctx.currentUser());
  }

  @Mutation(() => News, { description: 'Edits a news item; a stale `version` is refused (CONFLICT).' })
  async updateNews(@Arg('input') input: UpdateNewsInput, @Ctx() ctx: Context) {
    return ctx.news.update(input, await ctx.currentUser());
  }

  @Mutation(() => Boolean, { description: 'Soft delete; its poster and gallery files are removed.' })
  async deleteNews(@Arg('input') input: IdInput, @Ctx() ctx: Context) {
    await ctx.news.delete(input.id);
    return true;
  }

  @Mutation(() => [NewsPhoto], { description: 'Adds at most 10 photos at once to the end of the gallery.' })
  addNewsPhotos(@Arg('input') input: AddNewsPhotosInput, @Ctx() ctx: Context) {
    return ctx.news.addPhotos(input);
  }

  @Mutation(() => Boolean)
  async deleteNewsPhoto(@Arg('input') input: NewsPhotoInput, @Ctx() ctx: Context) {
    await ctx.news.deletePhoto(input.id, input.photoId);
    return true;
  }

  @Mutation(() => [NewsPhoto], { description: 'Puts the gallery in the given order.' })
  reorderNewsPhotos(@Arg('input') input: ReorderNewsPhotosInput, @Ctx() ctx: Context) {
    return ctx.news.reorderPhotos(input);
  }

  @FieldResolver(() => RichTextScalar, { description: 'Slate JSON.' })
  content(@Root() news: News, @Ctx() ctx: Context) {
    return ctx.news.richText.of(news, 'content');
  }

  @FieldResolver(() => String, { description: 'The content rendered to safe HTML by the server.' })
  contentHtml(@Root() news: News, @Ctx() ctx: Context) {
    return ctx.news.richText.of(news, 'contentHtml');
  }

  @FieldResolver(() => String, { description: 'The poster (large variant).' })
  posterUrl(@Root() news: News) {
    return news.posterPath;
  }

  @FieldResolver(() => String, { description: 'The poster as a small thumbnail (the size segment swapped).' })
  posterThumbUrl(@Root() news: News) {
    return variantUrlOr(news.posterPath, 'thumb');
  }

  @FieldResolver(() => String, { description: 'The featuring choice that matches the time left: no | 1d | 3d | 1w.' })
  isFeatured(@Root() news: News) {
    return featuringPeriodOf(news.featuredUntil);
  }

  @FieldResolver(() => Date, { nullable: true, description: 'End of the featuring period, if any.' })
  featuredAt(@Root() news: News) {
    return news.featuredUntil ?? null;
  }

  @FieldResolver(() => Category, { nullable: true, description: 'The category; a deleted one answers with `deleted: true`.' })
  category(@Root() news: News, @Ctx() ctx: Context) {
    return news.category ? ctx.news.category(news.category.id) : null;
  }

  @FieldResolver(() => Int, { nullable: true })
  categoryId(@Root() news: News) {
    return news.category?.id ?? null;
  }

  @FieldResolver(() => [Tag], { description: 'Live tags by name.' })
  tags(@Root() news: News, @Ctx() ctx: Context) {
    return ctx.news.tags(news.id);
  }

  @FieldResolver(() => [NewsPhoto], { description: 'The gallery in order.' })
  photos(@Root() news: News, @Ctx() ctx: Context) {
    return ctx.news.photos(news.id);
  }

  @FieldResolver(() => User, { nullable: true, description: 'Who wrote it; a deleted user answers with `deleted: true`.' })
  author(@Root() news: News, @Ctx() ctx: Context) {
    return news.author ? ctx.users.byIdIncludingDeleted(news.author.id) : null;
  }
}

@Resolver(() => NewsPhoto)
export class NewsPhotoResolver {
  @FieldResolver(() => Int, { description: 'The photo id (photoId in REST paths).' })
  id(@Root() photo: NewsPhoto) {
    return photo.id;
  }

  @FieldResolver(() => String, { description: 'The photo (large variant).' })
  url(@Root() photo: NewsPhoto) {
    return photo.path;
  }

  @FieldResolver(() => String, { description: 'The small thumbnail.' })
  thumbUrl(@Root() photo: NewsPhoto) {
    return variantUrlOr(photo.path, 'thumb');
  }
}
