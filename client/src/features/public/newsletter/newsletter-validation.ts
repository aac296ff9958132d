import { msg } from '@lingui/core/macro';

/**
 * Texts of the Newsletter validation keys (limits in `newsletter-schema.ts`, the server's in
 * server/src/modules/newsletter/newsletter.inputs.ts). They reach the screen through the catalog
 * (`translateValidationKey` looks the key up as a message id).
 */
export const NEWSLETTER_MESSAGES = [
  msg({ id: 'Newsletter.Email.required', message: 'E-posta adresi zorunludur.' }),
  msg({ id: 'Newsletter.Email.invalid', message: 'Geçerli bir e-posta adresi girin.' }),
  msg({ id: 'Newsletter.Email.max', message: 'E-posta adresi en fazla 150 karakter olabilir.' }),
  msg({ id: 'Newsletter.Email.taken', message: 'Bu e-posta adresi bültenimize zaten kayıtlı.' }),
];
