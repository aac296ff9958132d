import type { FormikErrors, FormikHelpers } from 'formik';
import { getErrorInfo } from '../../lib/apollo/error-info';

/**
 * The field keys of a server error limited to the form's own fields: BAD_USER_INPUT
 * (`Tag.Description.min`) and CONFLICT (`Tag.Name.taken`) both carry `extensions.fields`.
 */
export function serverFieldErrors<Field extends string>(error: unknown, fields: readonly Field[]): Partial<Record<Field, string>> {
  const info = getErrorInfo(error);
  const result: Partial<Record<Field, string>> = {};
  if ((info.code !== 'BAD_USER_INPUT' && info.code !== 'CONFLICT') || !info.fields) return result;
  for (const field of fields) {
    if (info.fields[field]) result[field] = info.fields[field];
  }
  return result;
}

/** Shows a server error's field keys next to the formik fields they belong to (typed values stay). */
export function applyServerErrors<Values>(helpers: Pick<FormikHelpers<Values>, 'setErrors'>, error: unknown, fields: readonly (keyof Values & string)[]): void {
  helpers.setErrors(serverFieldErrors(error, fields) as FormikErrors<Values>);
}
