import { msg } from '@lingui/core/macro';

/**
 * Texts of the Editorial validation keys the server answers for the publication of news, columns
 * and archive issues (status, schedule, the version of a save). They reach the screen through the
 * catalog (`translateValidationKey` looks the key up as a message id). `Editorial.Version.conflict`
 * is the conflict dialog's title (components/admin/editorial/editorial-validation.ts): one text per id.
 */
export const EDITORIAL_MESSAGES = [
  msg({ id: 'Editorial.Status.required', message: 'Yayın durumunu seçin: taslak, zamanlanmış ya da yayımlanmış.' }),
  msg({ id: 'Editorial.PublishAt.required', message: 'Zamanlamak için yayın tarihini ve saatini seçin.' }),
  msg({ id: 'Editorial.PublishAt.past', message: 'Yayın zamanı ileri bir tarih ve saat olmalıdır.' }),
  msg({ id: 'Editorial.Version.invalid', message: 'Kayıt sürümü geçersiz.' }),
  msg({ id: 'Editorial.Days.invalid', message: 'Gün sayısı 1 ile 60 arasında olmalıdır.' }),
];
