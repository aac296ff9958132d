import { escapeHtml } from '../lib/html.js';
import type { MailMessage } from './mailer.js';

/** Whom a mail goes to: mail knows an address, a name and a language, not the user record. */
export interface Recipient {
  email: string;
  name: string;
  language: string;
}

const RESET_COPY = {
  tr: {
    subject: 'Şifre sıfırlama bağlantınız',
    greeting: (name: string) => `Merhaba ${name},`,
    body: 'Şifrenizi sıfırlamak için aşağıdaki bağlantıyı açın. Bağlantı bir saat geçerlidir ve bir kez kullanılabilir.',
    ignore: 'Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz; şifreniz değişmez.',
  },
  en: {
    subject: 'Your password reset link',
    greeting: (name: string) => `Hello ${name},`,
    body: 'Open the link below to reset your password. It is valid for one hour and can be used once.',
    ignore: 'If you did not ask for this, you can ignore this email; your password stays the same.',
  },
};

export function passwordResetMail(user: Recipient, link: string): MailMessage {
  const copy = user.language === 'en' ? RESET_COPY.en : RESET_COPY.tr;
  return {
    to: user.email,
    subject: copy.subject,
    text: `${copy.greeting(user.name)}\n\n${copy.body}\n\n${link}\n\n${copy.ignore}\n`,
    html:
      `<p>${escapeHtml(copy.greeting(user.name))}</p><p>${escapeHtml(copy.body)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(copy.ignore)}</p>`,
  };
}
