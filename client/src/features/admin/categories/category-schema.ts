import { object } from 'yup';
import { LIMITS } from '../../../gql/limits';
import { trimmedLength } from '../../../lib/validation/trimmed-length';

/** The server's limits (generated from its rules): the schema and the form's input hints read them from here. */
export const CATEGORY_LIMITS = LIMITS.Category;

export const categorySchema = object({
  name: trimmedLength('Category.Name', CATEGORY_LIMITS.name),
  description: trimmedLength('Category.Description', CATEGORY_LIMITS.description),
});

export interface CategoryValues {
  name: string;
  description: string;
}
