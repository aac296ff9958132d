import { msg } from '@lingui/core/macro';

/** Texts of the media keys every upload field may receive from the server (413 and 415). */
export const MEDIA_MESSAGES = [
  msg({ id: 'Media.File.tooLarge', message: 'Dosya çok büyük.' }),
  msg({ id: 'Media.File.unsupported', message: 'Bu dosya türü desteklenmiyor.' }),
];
