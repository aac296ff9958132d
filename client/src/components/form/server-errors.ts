import type { FormikErrors, FormikHelpers } from 'formik';
import { getErrorInfo } from '../../lib/apollo/error-info';

/**
 * Codes whose errors carry `extensions.fields`: BAD_USER_INPUT (`Tag.Description.min`), CONFLICT
 * (`Tag.Name.taken`), the upload refusals 413, 415 and 507 (`Media.File.tooLarge|unsupported`,
 * `Media.Storage.full` under the file field), and a wrong current password, 422 (`Profile.OldPassword.incorrect`).
 */
const FIELD_ERROR_CODES = new Set(['BAD_USER_INPUT', 'CONFLICT', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'INSUFFICIENT_STORAGE', 'INVALID_CREDENTIALS']);

/** The field keys of a server error limited to the form's own fields. */
export function serverFieldErrors<Field extends string>(error: unknown, fields: readonly Field[]): Partial<Record<Field, string>> {
  const info = getErrorInfo(error);
  const result: Partial<Record<Field, string>> = {};
  if (!info.code || !FIELD_ERROR_CODES.has(info.code) || !info.fields) return result;
  for (const field of fields) {
    if (info.fields[field]) result[field] = info.fields[field];
  }
  return result;
}

/** Shows a server error's field keys next to the formik fields they belong to (typed values stay). */
export function applyServerErrors<Values>(helpers: Pick<FormikHelpers<Values>, 'setErrors'>, error: unknown, fields: readonly (keyof Values & string)[]): void {
  helpers.setErrors(serverFieldErrors(error, fields) as FormikErrors<Values>);
}
