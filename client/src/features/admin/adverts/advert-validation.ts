import { msg } from '@lingui/core/macro';

/**
 * Texts of the Advert validation keys (limits in `advert-schema.ts`). They reach the screen
 * through the catalog (`translateValidationKey` looks the key up as a message id).
 */
export const ADVERT_MESSAGES = [
  msg({ id: 'Advert.Name.required', message: 'Reklamın adı zorunludur.' }),
  msg({ id: 'Advert.Name.max', message: 'Reklamın adı en fazla 150 karakter olabilir.' }),
  msg({ id: 'Advert.Link.required', message: 'Reklamın bağlantısı zorunludur.' }),
  msg({ id: 'Advert.Link.invalid', message: 'http:// ya da https:// ile başlayan geçerli bir adres girin.' }),
  msg({ id: 'Advert.Link.max', message: 'Bağlantı en fazla 500 karakter olabilir.' }),
  msg({ id: 'Advert.Slot.invalid', message: 'Reklam alanı geçersiz.' }),
  msg({ id: 'Advert.Name.invalid', message: 'Reklam adı görünmeyen ya da kontrol karakterleri içeremez; en az bir harf veya rakam olmalıdır.' }),
];
