import { msg } from '@lingui/core/macro';

/**
 * Texts of the Archive validation keys (limits in `archive-schema.ts`). They reach the screen
 * through the catalog (`translateValidationKey` looks the key up as a message id).
 */
export const ARCHIVE_MESSAGES = [
  msg({ id: 'Archive.Title.required', message: 'Başlık zorunludur.' }),
  msg({ id: 'Archive.Title.min', message: 'Başlık en az 2 karakter olmalıdır.' }),
  msg({ id: 'Archive.Title.max', message: 'Başlık en fazla 150 karakter olabilir.' }),
  msg({ id: 'Archive.Description.required', message: 'Açıklama zorunludur.' }),
  msg({ id: 'Archive.Description.max', message: 'Açıklama en fazla 250 karakter olabilir.' }),
  msg({ id: 'Archive.Content.required', message: 'İçindekiler zorunludur.' }),
  msg({ id: 'Archive.Content.invalid', message: 'İçindekiler geçersiz.' }),
  msg({ id: 'Archive.Masthead.required', message: 'Künye zorunludur.' }),
  msg({ id: 'Archive.Masthead.invalid', message: 'Künye geçersiz.' }),
  msg({ id: 'Archive.Poster.required', message: 'Kapak görseli zorunludur.' }),
  msg({ id: 'Archive.Preview.required', message: 'PDF önizleme dosyası zorunludur.' }),
  msg({ id: 'Archive.Price.required', message: 'Fiyat zorunludur.' }),
  msg({ id: 'Archive.Price.invalid', message: 'Fiyat, en fazla iki ondalık basamaklı ve sıfır ya da daha büyük bir tutar olmalıdır.' }),
  msg({ id: 'Archive.Link.required', message: 'Satın alma bağlantısı zorunludur.' }),
  msg({ id: 'Archive.Link.invalid', message: 'Satın alma bağlantısı http:// ya da https:// ile başlayan geçerli bir adres olmalıdır.' }),
  msg({ id: 'Archive.IsFeatured.required', message: 'Öne çıkarma seçimi zorunludur.' }),
  msg({ id: 'Archive.IsFeatured.invalid', message: 'Öne çıkarma seçimi geçersiz.' }),
  msg({ id: 'Archive.Title.invalid', message: 'Başlık görünmeyen ya da kontrol karakterleri içeremez; en az bir harf veya rakam olmalıdır.' }),
  msg({ id: 'Archive.Description.invalid', message: 'Açıklama geçersiz karakterler içeriyor.' }),
];
