import { msg } from '@lingui/core/macro';

/**
 * Texts of the PageSlot validation keys. They reach the screen through the catalog
 * (`translateValidationKey` looks the key up as a message id).
 */
export const PAGE_SLOT_MESSAGES = [
  msg({ id: 'PageSlot.NewsId.required', message: 'Bu blok için bir haber seçin.' }),
  msg({ id: 'PageSlot.NewsId.invalid', message: 'Seçilen haber artık yayında değil; başka bir haber seçin.' }),
];
