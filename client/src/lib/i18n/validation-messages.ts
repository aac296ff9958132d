import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Validation messages by key (`Area.Field.reason`, spec §5). The yup schemas and the
 * server's BAD_USER_INPUT `extensions.fields` both speak in these keys.
 */
const VALIDATION_MESSAGES: Record<string, MessageDescriptor> = {
  'Auth.Email.required': msg({ id: 'Auth.Email.required', message: 'E-posta adresi zorunludur.' }),
  'Auth.Email.invalid': msg({ id: 'Auth.Email.invalid', message: 'Geçerli bir e-posta adresi girin.' }),
  'Auth.Email.max': msg({ id: 'Auth.Email.max', message: 'E-posta adresi en fazla 150 karakter olabilir.' }),
  'Auth.Password.required': msg({ id: 'Auth.Password.required', message: 'Şifre zorunludur.' }),
  'Auth.Password.min': msg({ id: 'Auth.Password.min', message: 'Şifre en az 8 karakter olmalıdır.' }),
  'Auth.Password.max': msg({ id: 'Auth.Password.max', message: 'Şifre en fazla 25 karakter olabilir.' }),
  'Auth.PasswordConfirm.required': msg({ id: 'Auth.PasswordConfirm.required', message: 'Şifre tekrarı zorunludur.' }),
  'Auth.PasswordConfirm.match': msg({ id: 'Auth.PasswordConfirm.match', message: 'Şifreler eşleşmiyor.' }),
  'Category.Name.required': msg({ id: 'Category.Name.required', message: 'Kategori adı zorunludur.' }),
  'Category.Name.min': msg({ id: 'Category.Name.min', message: 'Kategori adı en az 2 karakter olmalıdır.' }),
  'Category.Name.max': msg({ id: 'Category.Name.max', message: 'Kategori adı en fazla 50 karakter olabilir.' }),
  'Category.Name.taken': msg({ id: 'Category.Name.taken', message: 'Bu adla bir kategori zaten var.' }),
  'Category.Description.required': msg({ id: 'Category.Description.required', message: 'Açıklama zorunludur.' }),
  'Category.Description.min': msg({ id: 'Category.Description.min', message: 'Açıklama en az 2 karakter olmalıdır.' }),
  'Category.Description.max': msg({ id: 'Category.Description.max', message: 'Açıklama en fazla 150 karakter olabilir.' }),
};

const UNKNOWN = msg({ id: 'Validation.invalid', message: 'Bu alanın değeri geçersiz.' });

/** The user-facing text for a validation key; unknown keys get a generic message. */
export function translateValidationKey(i18n: I18n, key: string | undefined): string | undefined {
  if (!key) return undefined;
  return i18n._(VALIDATION_MESSAGES[key] ?? UNKNOWN);
}
