import { msg } from '@lingui/core/macro';

/**
 * Texts of the Category validation keys (rules in `named/named-schema.ts`, limits in the generated
 * `gql/limits.ts`). They reach the screen through the catalog (`translateValidationKey` looks the
 * key up as a message id).
 */
export const CATEGORY_MESSAGES = [
  msg({ id: 'Category.Name.required', message: 'Kategori adı zorunludur.' }),
  msg({ id: 'Category.Name.min', message: 'Kategori adı en az 2 karakter olmalıdır.' }),
  msg({ id: 'Category.Name.max', message: 'Kategori adı en fazla 50 karakter olabilir.' }),
  msg({ id: 'Category.Name.taken', message: 'Bu adla bir kategori zaten var.' }),
  msg({ id: 'Category.Description.required', message: 'Açıklama zorunludur.' }),
  msg({ id: 'Category.Description.min', message: 'Açıklama en az 2 karakter olmalıdır.' }),
  msg({ id: 'Category.Description.max', message: 'Açıklama en fazla 150 karakter olabilir.' }),
  msg({ id: 'Category.Name.invalid', message: 'Kategori adı görünmeyen ya da kontrol karakterleri içeremez; en az bir harf veya rakam olmalıdır.' }),
  msg({ id: 'Category.Description.invalid', message: 'Açıklama geçersiz karakterler içeriyor.' }),
];
