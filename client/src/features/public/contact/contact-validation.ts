import { msg } from '@lingui/core/macro';

/**
 * Texts of the Contact validation keys (limits in `contact-schema.ts`, the server's in
 * `contact.inputs.ts`). They reach the screen through the catalog (`translateValidationKey`).
 */
export const CONTACT_MESSAGES = [
  msg({ id: 'Contact.Name.required', message: 'Adınızı ve soyadınızı yazın.' }),
  msg({ id: 'Contact.Name.max', message: 'Ad soyad en fazla 150 karakter olabilir.' }),
  msg({ id: 'Contact.Email.required', message: 'E-posta adresi zorunludur.' }),
  msg({ id: 'Contact.Email.invalid', message: 'Geçerli bir e-posta adresi girin.' }),
  msg({ id: 'Contact.Email.max', message: 'E-posta adresi en fazla 150 karakter olabilir.' }),
  msg({ id: 'Contact.Phone.required', message: 'Telefon numarası zorunludur.' }),
  msg({ id: 'Contact.Phone.invalid', message: 'Telefon numarası yalnızca rakam, boşluk, +, -, ( ve ) içerebilir.' }),
  msg({ id: 'Contact.Phone.max', message: 'Telefon numarası en fazla 30 karakter olabilir.' }),
  msg({ id: 'Contact.Message.required', message: 'Mesajınızı yazın.' }),
  msg({ id: 'Contact.Message.max', message: 'Mesaj en fazla 5000 karakter olabilir.' }),
  msg({ id: 'Contact.Name.invalid', message: 'Adınız görünmeyen ya da kontrol karakterleri içeremez; en az bir harf olmalıdır.' }),
  msg({ id: 'Contact.Message.invalid', message: 'Mesajınız geçersiz karakterler içeriyor.' }),
];
