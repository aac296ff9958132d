import { CategoriesDocument, CategoryDocument, CategoryForEditDocument, CreateCategoryDocument, DeleteCategoryDocument, UpdateCategoryDocument } from '../../../gql/graphql';
import { defineNamedResource } from '../named/named-resource';
import { categoriesAdmin } from './categories.admin';
import { CATEGORY_TEXTS } from './category-texts';

/** Categories on the named preset. */
export const categoryResource = defineNamedResource('Category', categoriesAdmin, CATEGORY_TEXTS, { list: CategoriesDocument, show: CategoryDocument, edit: CategoryForEditDocument, create: CreateCategoryDocument, update: UpdateCategoryDocument, remove: DeleteCategoryDocument });
