import { escapeHtml } from '../modules/common/rich-text.js';
import type { User } from '../modules/user/user.entity.js';
import type { MailMessage } from './mailer.js';


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

export function passwordResetMail(user: User, link: string): MailMessage {
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
