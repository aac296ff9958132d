import { msg } from '@lingui/core/macro';

/**
 * Texts of the Event validation keys (limits in `event-schema.ts`). They reach the screen through
 * the catalog (`translateValidationKey` looks the key up as a message id).
 */
export const EVENT_MESSAGES = [
  msg({ id: 'Event.Title.required', message: 'Etkinlik başlığı zorunludur.' }),
  msg({ id: 'Event.Title.min', message: 'Etkinlik başlığı en az 2 karakter olmalıdır.' }),
  msg({ id: 'Event.Title.max', message: 'Etkinlik başlığı en fazla 150 karakter olabilir.' }),
  msg({ id: 'Event.Date.required', message: 'Etkinlik tarihi zorunludur.' }),
  msg({ id: 'Event.Date.invalid', message: 'Geçerli bir tarih ve saat girin.' }),
  msg({ id: 'Event.Location.required', message: 'Etkinlik yeri zorunludur.' }),
  msg({ id: 'Event.Location.min', message: 'Etkinlik yeri en az 2 karakter olmalıdır.' }),
  msg({ id: 'Event.Location.max', message: 'Etkinlik yeri en fazla 150 karakter olabilir.' }),
  msg({ id: 'Event.Title.invalid', message: 'Başlık görünmeyen ya da kontrol karakterleri içeremez; en az bir harf veya rakam olmalıdır.' }),
  msg({ id: 'Event.Location.invalid', message: 'Yer geçersiz karakterler içeriyor.' }),
];
