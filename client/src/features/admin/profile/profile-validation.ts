import { msg } from '@lingui/core/macro';

/**
 * Texts of the Profile validation keys (limits in `profile-schema.ts`). They reach the screen
 * through the catalog (`translateValidationKey` looks the key up as a message id).
 */
export const PROFILE_MESSAGES = [
  msg({ id: 'Profile.Name.required', message: 'Ad zorunludur.' }),
  msg({ id: 'Profile.Name.min', message: 'Ad en az 2 karakter olmalıdır.' }),
  msg({ id: 'Profile.Name.max', message: 'Ad en fazla 15 karakter olabilir.' }),
  msg({ id: 'Profile.Email.required', message: 'E-posta adresi zorunludur.' }),
  msg({ id: 'Profile.Email.invalid', message: 'Geçerli bir e-posta adresi girin.' }),
  msg({ id: 'Profile.Email.max', message: 'E-posta adresi en fazla 150 karakter olabilir.' }),
  msg({ id: 'Profile.Email.taken', message: 'Bu e-posta adresi başka bir kullanıcıya ait.' }),
  msg({ id: 'Profile.OldPassword.required', message: 'Mevcut şifre zorunludur.' }),
  msg({ id: 'Profile.OldPassword.incorrect', message: 'Mevcut şifre yanlış.' }),
  msg({ id: 'Profile.NewPassword.required', message: 'Yeni şifre zorunludur.' }),
  msg({ id: 'Profile.NewPassword.min', message: 'Yeni şifre en az 8 karakter olmalıdır.' }),
  msg({ id: 'Profile.NewPassword.max', message: 'Yeni şifre en fazla 25 karakter olabilir.' }),
  msg({ id: 'Profile.PasswordConfirm.required', message: 'Şifre tekrarı zorunludur.' }),
  msg({ id: 'Profile.PasswordConfirm.match', message: 'Şifreler eşleşmiyor.' }),
  msg({ id: 'Profile.Avatar.required', message: 'Bir görsel seçin.' }),
  msg({ id: 'Profile.Name.invalid', message: 'Ad görünmeyen ya da kontrol karakterleri içeremez; en az bir harf veya rakam olmalıdır.' }),
  msg({ id: 'Profile.OldPassword.invalid', message: 'Mevcut şifre geçersiz karakterler içeriyor.' }),
  msg({ id: 'Profile.NewPassword.invalid', message: 'Yeni şifre geçersiz karakterler içeriyor.' }),
  msg({ id: 'Profile.PasswordConfirm.invalid', message: 'Şifre tekrarı geçersiz karakterler içeriyor.' }),
];
