import { IsInt, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';

export const ADMIN_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const MAX_QUERY_LENGTH = 100;

/** `page` (1-based) and `pageSize` of a list; admin lists default to 20 a page. */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 1 })
  @IsInt({ message: 'Paging.Page.invalid' })
  @Min(1, { message: 'Paging.Page.min' })
  page!: number;

  @Field(() => Int, { defaultValue: ADMIN_PAGE_SIZE })
  @IsInt({ message: 'Paging.PageSize.invalid' })
  @Min(1, { message: 'Paging.PageSize.min' })
  @Max(MAX_PAGE_SIZE, { message: 'Paging.PageSize.max' })
  pageSize!: number;
}

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
}

export function toPage<T>(items: T[], totalItems: number, args: { page: number; pageSize: number }): Page<T> {
  return { items, page: args.page, pageSize: args.pageSize, totalItems, totalPages: Math.ceil(totalItems / args.pageSize) };
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
  }
  return PageClass;
}
