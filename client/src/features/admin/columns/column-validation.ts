import { msg } from '@lingui/core/macro';

/**
 * Texts of the Column validation keys (limits in `column-schema.ts`). They reach the screen through
 * the catalog (`translateValidationKey` looks the key up as a message id), for the text field, the
 * columnist choice and the rich-text field alike.
 */
export const COLUMN_MESSAGES = [
  msg({ id: 'Column.Title.required', message: 'Başlık zorunludur.' }),
  msg({ id: 'Column.Title.min', message: 'Başlık en az 2 karakter olmalıdır.' }),
  msg({ id: 'Column.Title.max', message: 'Başlık en fazla 150 karakter olabilir.' }),
  msg({ id: 'Column.Content.required', message: 'İçerik zorunludur.' }),
  msg({ id: 'Column.Content.invalid', message: 'İçerik izin verilmeyen bir biçim taşıyor.' }),
  msg({ id: 'Column.ColumnistId.required', message: 'Köşe yazarı seçilmelidir.' }),
  msg({ id: 'Column.ColumnistId.invalid', message: 'Seçilen köşe yazarı bulunamadı.' }),
  msg({ id: 'Column.Title.invalid', message: 'Başlık görünmeyen ya da kontrol karakterleri içeremez; en az bir harf veya rakam olmalıdır.' }),
];
