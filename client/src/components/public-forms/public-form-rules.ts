import { string } from 'yup';

/**
 * The yup rules of the reader's forms (contact, subscriptions), twins of the server's
 * `TrimmedLength`, `EmailAddress`, `PhoneNumber` and `OptionalDigits`: the same trimming, limits
 * and `Area.Field.reason` keys, so a message reads the same whether the browser or the server found it.
 */

/** Digits, spaces, `+`, `-`, `(` and `)` only, with at least one digit (spec §5). */
export const PHONE_PATTERN = /^[\d +\-()]+$/;

export function isPhoneNumber(value: string): boolean {
  const trimmed = value.trim();
  return PHONE_PATTERN.test(trimmed) && /\d/.test(trimmed);
}

/** Required text of at most `max` characters after trimming: `<area>.required|max`. */
export function requiredText(area: string, max: number) {
  return string().trim().required(`${area}.required`).max(max, `${area}.max`);
}

/** A required email address: `<area>.required|max|invalid`. */
export function emailAddress(area: string, max: number) {
  return requiredText(area, max).email(`${area}.invalid`);
}

/** A required phone number: `<area>.required|max|invalid`. */
export function phoneNumber(area: string, max: number) {
  return requiredText(area, max).test('phone', `${area}.invalid`, (value) => !value || isPhoneNumber(value));
}

/** An optional number in digits only (a tax number): blank is fine; `<area>.max|invalid`. */
export function optionalDigits(area: string, max: number) {
  return string()
    .trim()
    .max(max, `${area}.max`)
    .matches(/^\d*$/, `${area}.invalid`);
}

/** Trims every text value before it is sent; blank optional values become null. */
export function trimmed<Values extends Record<string, string>>(values: Values, optional: readonly (keyof Values)[] = []): { [K in keyof Values]: string | null } {
  const result = {} as { [K in keyof Values]: string | null };
  for (const key of Object.keys(values) as (keyof Values)[]) {
    const value = values[key].trim();
    result[key] = value === '' && optional.includes(key) ? null : value;
  }
  return result;
}
