import { mixed, object, string } from 'yup';
import type { Descendant } from 'slate';
import { isRichText, richTextRequired } from '../../../components/rich-text/rich-text-value';
import { trimmedLength } from '../../../lib/validation/trimmed-length';
import { isWebLink } from '../../../lib/validation/web-link';
import { LIMITS } from '../../../gql/limits';

/**
 * Spec §5 and §9, the server's limits (`archive-issue.inputs.ts`): the schema and the form's
 * input hints read them from here.
 */
export const ARCHIVE_LIMITS = {
  ...LIMITS.Archive,
  /** A TRY amount ≥ 0 with at most two decimals, a dot or a comma: "250", "250.5", "250,50". */
  price: /^\d{1,8}(?:[.,]\d{1,2})?$/,
};

export type YesNo = 'yes' | 'no';

export interface ArchiveValues {
  title: string;
  description: string;
  price: string;
  link: string;
  /** Empty until chosen (the radio group starts with nothing picked on create). */
  isFeatured: YesNo | '';
  poster: File | null;
  preview: File | null;
  masthead: Descendant[];
  content: Descendant[];
}

/** An absolute http or https address without spaces, as the server's `isHttpLink`. */
export function isHttpLink(value: string): boolean {
  return value.length <= ARCHIVE_LIMITS.link.max && isWebLink(value);
}

/** A required rich-text field: `<area>.required` when empty, `<area>.invalid` outside the allow-list. */
const richText = (area: string) =>
  richTextRequired(`${area}.required`).test('rich-text-valid', `${area}.invalid`, (value) => value === undefined || isRichText(value));

/** A required file: `key` when none is chosen. */
const requiredFile = (key: string) => mixed<File>().nullable().test('file-required', key, (value) => value != null);

/** The archive issue form's rules; the poster and the PDF preview are required on create only. */
export function archiveSchema(mode: 'create' | 'edit') {
  return object({
    title: trimmedLength('Archive.Title', ARCHIVE_LIMITS.title),
    description: string().trim().required('Archive.Description.required').max(ARCHIVE_LIMITS.description.max, 'Archive.Description.max'),
    price: string().trim().required('Archive.Price.required').matches(ARCHIVE_LIMITS.price, 'Archive.Price.invalid'),
    link: string().trim().required('Archive.Link.required').test('http-link', 'Archive.Link.invalid', (value) => !value || isHttpLink(value)),
    isFeatured: string().required('Archive.IsFeatured.required').oneOf(['yes', 'no'], 'Archive.IsFeatured.invalid'),
    poster: mode === 'create' ? requiredFile('Archive.Poster.required') : mixed<File>().nullable(),
    preview: mode === 'create' ? requiredFile('Archive.Preview.required') : mixed<File>().nullable(),
    masthead: richText('Archive.Masthead'),
    content: richText('Archive.Content'),
  });
}
