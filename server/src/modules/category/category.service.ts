import type { EntityManager } from '@mikro-orm/postgresql';
import { NamedService } from '../common/named.js';
import { Category } from './category.entity.js';

export class CategoryService extends NamedService<Category> {
  constructor(em: EntityManager) {
    super(em, Category, { area: 'Category', notFound: 'Category not found.', taken: 'A category with this name already exists.' });
  }
}
