import { getErrorInfo } from '../../lib/apollo/error-info';

/** BAD_USER_INPUT `extensions.fields` (field → key) limited to the form's own fields. */
export function serverFieldErrors<T extends string>(error: unknown, fields: readonly T[]): Partial<Record<T, string>> {
  const info = getErrorInfo(error);
  const result: Partial<Record<T, string>> = {};
  if (info.code !== 'BAD_USER_INPUT' || !info.fields) return result;
  for (const field of fields) {
    if (info.fields[field]) result[field] = info.fields[field];
  }
  return result;
}
