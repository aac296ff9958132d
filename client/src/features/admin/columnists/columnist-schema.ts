import { mixed, object } from 'yup';
import { trimmedLength } from '../../../lib/validation/trimmed-length';
import { LIMITS } from '../../../gql/limits';

/** Spec §5, the server's limits: the schema and the form's input hints read them from here. */
export const COLUMNIST_LIMITS = LIMITS.Columnist;

const name = trimmedLength('Columnist.Name', COLUMNIST_LIMITS.name);

/** Creating: a portrait is required (`Columnist.Image.required`). */
export const createColumnistSchema = object({
  name,
  image: mixed<File>().nullable().required('Columnist.Image.required'),
});

/** Editing: no new portrait keeps the stored one. */
export const updateColumnistSchema = object({
  name,
  image: mixed<File>().nullable(),
});

export interface ColumnistValues {
  name: string;
  /** A newly chosen portrait; null keeps the stored one (edit) or is refused (create). */
  image: File | null;
}
