import { msg } from '@lingui/core/macro';

/**
 * Texts of the Tag validation keys (rules in `named/named-schema.ts`, limits in the generated
 * `gql/limits.ts`). They reach the screen through the catalog (`translateValidationKey` looks the
 * key up as a message id).
 */
export const TAG_MESSAGES = [
  msg({ id: 'Tag.Name.required', message: 'Etiket adı zorunludur.' }),
  msg({ id: 'Tag.Name.min', message: 'Etiket adı en az 2 karakter olmalıdır.' }),
  msg({ id: 'Tag.Name.max', message: 'Etiket adı en fazla 50 karakter olabilir.' }),
  msg({ id: 'Tag.Name.taken', message: 'Bu adla bir etiket zaten var.' }),
  msg({ id: 'Tag.Description.required', message: 'Açıklama zorunludur.' }),
  msg({ id: 'Tag.Description.min', message: 'Açıklama en az 2 karakter olmalıdır.' }),
  msg({ id: 'Tag.Description.max', message: 'Açıklama en fazla 150 karakter olabilir.' }),
  msg({ id: 'Tag.Name.invalid', message: 'Etiket adı görünmeyen ya da kontrol karakterleri içeremez; en az bir harf veya rakam olmalıdır.' }),
  msg({ id: 'Tag.Description.invalid', message: 'Açıklama geçersiz karakterler içeriyor.' }),
];
