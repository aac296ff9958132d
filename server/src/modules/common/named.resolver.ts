import { Arg, Args, Ctx, Int, Mutation, Query, Resolver, type ClassType } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { IdInput } from './id.input.js';
import type { NamedEntity, NamedService } from './named.js';
import { SearchPageArgs } from './paging.js';

export interface NamedResolverOptions<T extends NamedEntity> {
  type: ClassType<T>;
  page: ClassType<object>;
  create: ClassType<object>;
  update: ClassType<object>;
  /** Singular and plural field names: `category`/`categories` → categoryList, category, allCategories, createCategory, … */
  names: { one: string; many: string };
  service: (ctx: Context) => NamedService<T>;
}

const capitalized = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * The queries and mutations of a named resource (categories, tags), following type-graphql's
 * resolver inheritance: the resource's resolver extends this class and adds its own fields.
 */
export function namedResolver<T extends NamedEntity>(options: NamedResolverOptions<T>) {
  const { one, many } = options.names;
  const One = capitalized(one);

  @Resolver()
  abstract class NamedResolver {
    @Query(() => options.page, { name: `${one}List`, description: 'Admin list: newest first; `query` matches the words of name and description in any order.' })
    list(@Args() args: SearchPageArgs, @Ctx() ctx: Context) {
      return options.service(ctx).list(args);
    }

    @Query(() => [options.type], { name: `all${capitalized(many)}`, description: 'Every live record by name (choice lists).' })
    all(@Ctx() ctx: Context) {
      return options.service(ctx).all();
    }

    @Query(() => options.type, { name: one, description: 'One record; NOT_FOUND when missing or deleted.' })
    one(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
      return options.service(ctx).get(id);
    }

    @Mutation(() => options.type, { name: `create${One}` })
    create(@Arg('input', () => options.create) input: never, @Ctx() ctx: Context) {
      return options.service(ctx).create(input);
    }

    @Mutation(() => options.type, { name: `update${One}` })
    update(@Arg('input', () => options.update) input: never, @Ctx() ctx: Context) {
      return options.service(ctx).update(input);
    }

    @Mutation(() => Boolean, { name: `delete${One}`, description: 'Soft delete; news keep a "deleted" placeholder.' })
    async delete(@Arg('input') input: IdInput, @Ctx() ctx: Context) {
      await options.service(ctx).delete(input.id);
      return true;
    }
  }
  return NamedResolver;
}
