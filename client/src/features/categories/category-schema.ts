import { object } from 'yup';
import { trimmedLength } from '../../lib/validation/trimmed-length';

/** Spec §5, the server's limits: the schema and the form's input hints read them from here. */
export const CATEGORY_LIMITS = {
  name: { min: 2, max: 50 },
  description: { min: 2, max: 150 },
};

export const categorySchema = object({
  name: trimmedLength('Category.Name', CATEGORY_LIMITS.name),
  description: trimmedLength('Category.Description', CATEGORY_LIMITS.description),
});

export interface CategoryValues {
  name: string;
  description: string;
}
