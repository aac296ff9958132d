import { msg } from '@lingui/core/macro';

/**
 * Texts of the Columnist validation keys (limits in `columnist-schema.ts`). They reach the screen
 * through the catalog (`translateValidationKey` looks the key up as a message id).
 */
export const COLUMNIST_MESSAGES = [
  msg({ id: 'Columnist.Name.required', message: 'Köşe yazarının adı zorunludur.' }),
  msg({ id: 'Columnist.Name.min', message: 'Köşe yazarının adı en az 2 karakter olmalıdır.' }),
  msg({ id: 'Columnist.Name.max', message: 'Köşe yazarının adı en fazla 150 karakter olabilir.' }),
  msg({ id: 'Columnist.Image.required', message: 'Portre görseli zorunludur.' }),
  msg({ id: 'Columnist.Name.invalid', message: 'Yazar adı görünmeyen ya da kontrol karakterleri içeremez; en az bir harf veya rakam olmalıdır.' }),
];
