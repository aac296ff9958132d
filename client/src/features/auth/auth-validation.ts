import { msg } from '@lingui/core/macro';

/**
 * Texts of the Auth validation keys. They reach the screen through the catalog
 * (`translateValidationKey` looks the key up as a message id); this list is their source.
 */
export const AUTH_MESSAGES = [
  msg({ id: 'Auth.Email.required', message: 'E-posta adresi zorunludur.' }),
  msg({ id: 'Auth.Email.invalid', message: 'Geçerli bir e-posta adresi girin.' }),
  msg({ id: 'Auth.Email.max', message: 'E-posta adresi en fazla 150 karakter olabilir.' }),
  msg({ id: 'Auth.Password.required', message: 'Şifre zorunludur.' }),
  msg({ id: 'Auth.Password.min', message: 'Şifre en az 8 karakter olmalıdır.' }),
  msg({ id: 'Auth.Password.max', message: 'Şifre en fazla 25 karakter olabilir.' }),
  msg({ id: 'Auth.PasswordConfirm.required', message: 'Şifre tekrarı zorunludur.' }),
  msg({ id: 'Auth.PasswordConfirm.match', message: 'Şifreler eşleşmiyor.' }),
  msg({ id: 'Auth.Password.invalid', message: 'Şifre geçersiz karakterler içeriyor.' }),
  msg({ id: 'Auth.PasswordConfirm.invalid', message: 'Şifre tekrarı geçersiz karakterler içeriyor.' }),
  msg({ id: 'Auth.Token.invalid', message: 'Bağlantı geçersiz.' }),
];
