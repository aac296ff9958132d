import { CategoriesDocument, CategoryDocument, CategoryForEditDocument, CreateCategoryDocument, DeleteCategoryDocument, UpdateCategoryDocument } from '../../../gql/graphql';
import { LIMITS } from '../../../gql/limits';
import { defineNamedResource } from '../named/named-resource';
import { categoriesAdmin } from './categories.admin';
import { CATEGORY_TEXTS } from './category-texts';

/** Categories on the named preset: their texts, documents and rules (keys `Category.Name.*`, `Category.Description.*`). */
export const categoryResource = defineNamedResource({
  paths: categoriesAdmin.paths,
  cache: categoriesAdmin.cache,
  texts: CATEGORY_TEXTS,
  area: 'Category',
  limits: LIMITS.Category,
  list: { query: CategoriesDocument, select: (data) => data.categoryList },
  show: { query: CategoryDocument, select: (data) => data.category },
  edit: { query: CategoryForEditDocument, select: (data) => data.category },
  create: { mutation: CreateCategoryDocument, select: (data) => data.createCategory },
  update: { mutation: UpdateCategoryDocument, select: (data) => data.updateCategory },
  remove: DeleteCategoryDocument,
});
