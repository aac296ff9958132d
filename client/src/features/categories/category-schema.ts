import { object, string } from 'yup';

/** Spec §5: name 2-50, description 2-150 — the same keys as the server's input validation. */
export const categorySchema = object({
  name: string().trim().required('Category.Name.required').min(2, 'Category.Name.min').max(50, 'Category.Name.max'),
  description: string()
    .trim()
    .required('Category.Description.required')
    .min(2, 'Category.Description.min')
    .max(150, 'Category.Description.max'),
});

export interface CategoryValues {
  name: string;
  description: string;
}
