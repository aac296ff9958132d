import { object } from 'yup';
import { trimmedLength } from '../../lib/validation/trimmed-length';

/** Spec §5, the server's limits: the schema and the form's input hints read them from here. */
export const TAG_LIMITS = {
  name: { min: 2, max: 50 },
  description: { min: 2, max: 150 },
};

export const tagSchema = object({
  name: trimmedLength('Tag.Name', TAG_LIMITS.name),
  description: trimmedLength('Tag.Description', TAG_LIMITS.description),
});

export interface TagValues {
  name: string;
  description: string;
}
