import { msg } from '@lingui/core/macro';

/**
 * Texts of the Subscription validation keys (limits in `subscription-schema.ts`, the server's in
 * `subscription.inputs.ts`). They reach the screen through the catalog (`translateValidationKey`).
 */
export const SUBSCRIPTION_MESSAGES = [
  msg({ id: 'Subscription.Name.required', message: 'Adınızı ve soyadınızı yazın.' }),
  msg({ id: 'Subscription.Name.max', message: 'Ad soyad en fazla 150 karakter olabilir.' }),
  msg({ id: 'Subscription.CompanyName.required', message: 'Kurum adı zorunludur.' }),
  msg({ id: 'Subscription.CompanyName.max', message: 'Kurum adı en fazla 150 karakter olabilir.' }),
  msg({ id: 'Subscription.Email.required', message: 'E-posta adresi zorunludur.' }),
  msg({ id: 'Subscription.Email.invalid', message: 'Geçerli bir e-posta adresi girin.' }),
  msg({ id: 'Subscription.Email.max', message: 'E-posta adresi en fazla 150 karakter olabilir.' }),
  msg({ id: 'Subscription.Phone.required', message: 'Telefon numarası zorunludur.' }),
  msg({ id: 'Subscription.Phone.invalid', message: 'Telefon numarası yalnızca rakam, boşluk, +, -, ( ve ) içerebilir.' }),
  msg({ id: 'Subscription.Phone.max', message: 'Telefon numarası en fazla 30 karakter olabilir.' }),
  msg({ id: 'Subscription.Address.required', message: 'Dergilerin gönderileceği adresi yazın.' }),
  msg({ id: 'Subscription.Address.max', message: 'Adres en fazla 500 karakter olabilir.' }),
  msg({ id: 'Subscription.TaxNumber.invalid', message: 'Vergi numarası yalnızca rakamlardan oluşmalıdır.' }),
  msg({ id: 'Subscription.TaxNumber.max', message: 'Vergi numarası en fazla 20 haneli olabilir.' }),
  msg({ id: 'Subscription.Name.invalid', message: 'Adınız görünmeyen ya da kontrol karakterleri içeremez; en az bir harf olmalıdır.' }),
  msg({ id: 'Subscription.CompanyName.invalid', message: 'Kurum adı görünmeyen ya da kontrol karakterleri içeremez; en az bir harf veya rakam olmalıdır.' }),
  msg({ id: 'Subscription.Address.invalid', message: 'Adres geçersiz karakterler içeriyor.' }),
];
