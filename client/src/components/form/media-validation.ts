import { msg } from '@lingui/core/macro';

/** Texts of the media keys every upload field may receive from the server (413, 415 and 507). */
export const MEDIA_MESSAGES = [
  msg({ id: 'Media.File.tooLarge', message: 'Dosya çok büyük.' }),
  msg({ id: 'Media.File.unsupported', message: 'Bu dosya türü desteklenmiyor.' }),
  msg({ id: 'Media.Pdf.tooComplex', message: 'Bu PDF işlenemeyecek kadar karmaşık ya da büyük; lütfen yeniden dışa aktarıp tekrar deneyin.' }),
  msg({ id: 'Media.Storage.full', message: 'Depolama alanı dolu; dosya kaydedilemedi. Lütfen site yöneticisine haber verin.' }),
];
