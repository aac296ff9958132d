import { IsInt, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';

export const ADMIN_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const MAX_QUERY_LENGTH = 100;

export const PUBLIC_PAGE_SIZE = 12;
/** The largest `limit` of a public short list (latest, featured, top, …). */
export const MAX_PUBLIC_LIMIT = 20;

/** `page` (1-based) and `pageSize` (1-100, defaulting to `defaultPageSize`) of a list. */
function pageArgs(defaultPageSize: number) {
  @ArgsType()
  abstract class PageArgsClass {
    @Field(() => Int, { defaultValue: 1 })
    @IsInt({ message: 'Paging.Page.invalid' })
    @Min(1, { message: 'Paging.Page.min' })
    page!: number;

    @Field(() => Int, { defaultValue: defaultPageSize })
    @IsInt({ message: 'Paging.PageSize.invalid' })
    @Min(1, { message: 'Paging.PageSize.min' })
    @Max(MAX_PAGE_SIZE, { message: 'Paging.PageSize.max' })
    pageSize!: number;
  }
  return PageArgsClass;
}

/** Paging of an admin list: 20 a page by default. */
@ArgsType()
export class PageArgs extends pageArgs(ADMIN_PAGE_SIZE) {}

/** Paging of a public list (design.md §5): 12 a page by default. */
@ArgsType()
export class PublicPageArgs extends pageArgs(PUBLIC_PAGE_SIZE) {}

/** `limit` of a public short list: 1 to 20 items, `defaultValue` when left out; else `Public.Limit.invalid`. */
export function LimitArgs(defaultValue: number) {
  @ArgsType()
  abstract class LimitArgsClass {
    @Field(() => Int, { defaultValue, description: `How many items (1-${MAX_PUBLIC_LIMIT}).` })
    @IsInt({ message: 'Public.Limit.invalid' })
    @Min(1, { message: 'Public.Limit.invalid' })
    @Max(MAX_PUBLIC_LIMIT, { message: 'Public.Limit.invalid' })
    limit!: number;
  }
  return LimitArgsClass;
}

/** A public short list of six items by default (latest, featured, …). */
@ArgsType()
export class ShortListArgs extends LimitArgs(6) {}

/** A public short list of five items by default (most read). */
@ArgsType()
export class TopListArgs extends LimitArgs(5) {}

/** An admin list: paging plus a free-text `query` (default empty). */
@ArgsType()
export class SearchPageArgs extends PageArgs {
  @Field({ defaultValue: '' })
  @MaxLength(MAX_QUERY_LENGTH, { message: 'Paging.Query.max' })
  query!: string;
}

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  totalItems: number;
  totalPages: number;
  /** False when `totalItems` is a lower bound (a capped count, decision 0008): at least that many exist. */
  totalItemsExact: boolean;
}

export function toPage<T>(items: T[], totalItems: number, args: { page: number; pageSize: number }, totalItemsExact = true): Page<T> {
  return { items, page: args.page, pageSize: args.pageSize, totalItems, totalPages: Math.ceil(totalItems / args.pageSize), totalItemsExact };
}

export const pageOffset = (args: { page: number; pageSize: number }) => (args.page - 1) * args.pageSize;

/** The GraphQL type of a page of `itemType`: `{ items, page, pageSize, totalItems, totalPages }`. */
export function PageType<T extends object>(itemType: ClassType<T>) {
  @ObjectType()
  abstract class PageClass implements Page<T> {
    @Field(() => [itemType])
    items!: T[];

    @Field(() => Int)
    page!: number;

    @Field(() => Int)
    pageSize!: number;

    @Field(() => Int)
    totalItems!: number;

    @Field(() => Int)
    totalPages!: number;

    @Field(() => Boolean, {
      description: 'False when totalItems is a lower bound: the list was counted only up to a cap, so at least that many exist and pages up to totalPages can be opened.',
    })
    totalItemsExact!: boolean;
  }
  return PageClass;
}
