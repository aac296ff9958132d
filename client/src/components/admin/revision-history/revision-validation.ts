import { msg } from '@lingui/core/macro';

/**
 * Texts of the Revision validation keys (an autosave's input; its title, summary and text are
 * answered with the item's own keys, `News.Title.max`…). They reach the screen through the catalog.
 */
export const REVISION_MESSAGES = [
  msg({ id: 'Revision.Kind.invalid', message: 'İçerik türü geçersiz.' }),
  msg({ id: 'Revision.BaseVersion.invalid', message: 'Düzenlenen sürüm geçersiz.' }),
  msg({ id: 'Revision.Title.invalid', message: 'Başlık görünmeyen ya da kontrol karakterleri içeremez.' }),
  msg({ id: 'Revision.Summary.invalid', message: 'Özet geçersiz karakterler içeriyor.' }),
  msg({ id: 'Revision.Content.invalid', message: 'Metin geçersiz karakterler içeriyor.' }),
  msg({ id: 'Revision.Fields.max', message: 'Otomatik kayıtta en fazla 40 alan olabilir.' }),
  msg({ id: 'Revision.FieldName.invalid', message: 'Alan adı geçersiz.' }),
  msg({ id: 'Revision.FieldValue.max', message: 'Bir alanın değeri çok uzun.' }),
  msg({ id: 'Revision.FieldValue.invalid', message: 'Bir alanın değeri geçersiz karakterler içeriyor.' }),
];
