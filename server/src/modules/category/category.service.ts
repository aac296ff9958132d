import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, notFound } from '../common/errors.js';
import { News } from '../news/news.entity.js';
import { pageOffset, toPage, type Page } from '../common/paging.js';
import { searchPattern } from '../common/search.js';
import { foldText, uniqueSlug } from '../common/slug.js';
import { Category } from './category.entity.js';
import type { CreateCategoryInput, UpdateCategoryInput } from './category.inputs.js';

interface ListArgs {
  page: number;
  pageSize: number;
  query: string;
}

export class CategoryService {
  constructor(private readonly em: EntityManager) {}

  /** Live categories, newest first, optionally filtered by words of name or description. */
  async list(args: ListArgs): Promise<Page<Category>> {
    const pattern = searchPattern(args.query);
    const [items, total] = await this.em.findAndCount(
      Category,
      { deletedAt: null, ...(pattern ? { searchText: { $like: pattern } } : {}) },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: args.pageSize, offset: pageOffset(args) },
    );
    return toPage(items, total, args);
  }

  /** Every live category by name, for choice lists and the public site. */
  all(): Promise<Category[]> {
    return this.em.find(Category, { deletedAt: null }, { orderBy: { name: 'asc', id: 'asc' } });
  }

  async get(id: number): Promise<Category> {
    const category = await this.em.findOne(Category, { id, deletedAt: null });
    if (!category) throw notFound('Category not found.');
    return category;
  }

  async create(input: CreateCategoryInput): Promise<Category> {
    const name = input.name.trim();
    await this.assertNameFree(name);
    const category = this.em.create(Category, {
      name,
      description: input.description.trim(),
      slug: await this.freeSlug(name),
    });
    await this.em.flush();
    return category;
  }

  async update(input: UpdateCategoryInput): Promise<Category> {
    const category = await this.get(input.id);
    const name = input.name?.trim() ?? category.name;
    if (name !== category.name) {
      await this.assertNameFree(name, category.id);
      category.slug = await this.freeSlug(name, category.id);
    }
    category.name = name;
    category.description = input.description?.trim() ?? category.description;
    await this.em.flush();
    return category;
  }

  /** Soft delete: news keep pointing at it and show it as a deleted category. */
  async delete(id: number): Promise<void> {
    const category = await this.get(id);
    category.deletedAt = new Date();
    await this.em.flush();
  }

  /** Live news counts for several categories in one query. */
  async newsCounts(ids: readonly number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows: { category_id: number; count: string }[] = await this.em.getConnection().execute(
      `select category_id, count(*) as count from news where deleted_at is null and category_id in (${ids.map(() => '?').join(', ')}) group by category_id`,
      [...ids],
    );
    return new Map(rows.map((row) => [Number(row.category_id), Number(row.count)]));
  }

  /** Live news of a category, newest first. */
  async news(categoryId: number, args: { page: number; pageSize: number }): Promise<Page<News>> {
    const [items, total] = await this.em.findAndCount(
      News,
      { category: categoryId, deletedAt: null },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: args.pageSize, offset: pageOffset(args) },
    );
    return toPage(items, total, args);
  }

  private async assertNameFree(name: string, exceptId?: number) {
    const clash = await this.em.findOne(Category, {
      nameKey: foldText(name),
      deletedAt: null,
      ...(exceptId ? { id: { $ne: exceptId } } : {}),
    });
    if (clash) throw new AppError('CONFLICT', 'A category with this name already exists.', { fields: { name: 'Category.Name.taken' } });
  }

  private freeSlug(name: string, exceptId?: number) {
    return uniqueSlug(name, async (slug) => (await this.em.count(Category, { slug, ...(exceptId ? { id: { $ne: exceptId } } : {}) })) > 0);
  }
}
