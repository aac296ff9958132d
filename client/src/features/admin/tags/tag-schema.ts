import { object } from 'yup';
import { LIMITS } from '../../../gql/limits';
import { trimmedLength } from '../../../lib/validation/trimmed-length';

/** The server's limits (generated from its rules): the schema and the form's input hints read them from here. */
export const TAG_LIMITS = LIMITS.Tag;

export const tagSchema = object({
  name: trimmedLength('Tag.Name', TAG_LIMITS.name),
  description: trimmedLength('Tag.Description', TAG_LIMITS.description),
});

export interface TagValues {
  name: string;
  description: string;
}
