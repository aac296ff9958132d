import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Validation keys (`Area.Field.reason`, spec §5) are lingui message ids. Each feature declares
 * the texts of its own keys (`features/tags/tag-messages.ts`); the catalogs carry them, so a key
 * is translated by looking its id up. The yup schemas and the server's `extensions.fields` both
 * speak in these keys.
 */
const UNKNOWN = msg({ id: 'Validation.invalid', message: 'Bu alanın değeri geçersiz.' });

/** The user-facing text for a validation key; unknown keys get a generic message. */
export function translateValidationKey(i18n: I18n, key: string | undefined): string | undefined {
  if (!key) return undefined;
  // lingui answers an unknown id with the id itself.
  const text = i18n._(key);
  return text === key ? i18n._(UNKNOWN) : text;
}
