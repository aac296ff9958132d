import type { Descendant } from 'slate';
import { number, object } from 'yup';
import { richTextRequired } from '../../../components/rich-text/rich-text-value';
import { trimmedLength } from '../../../lib/validation/trimmed-length';
import { LIMITS } from '../../../gql/limits';

/** Spec §5, the server's limits: the schema and the form's input hints read them from here. */
export const COLUMN_LIMITS = LIMITS.Column;

export const columnSchema = object({
  title: trimmedLength('Column.Title', COLUMN_LIMITS.title),
  content: richTextRequired('Column.Content.required'),
  columnistId: number().nullable().required('Column.ColumnistId.required'),
});

export interface ColumnValues {
  title: string;
  /** Slate's JSON. */
  content: Descendant[];
  /** Null until a columnist is chosen. */
  columnistId: number | null;
}
