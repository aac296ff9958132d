import { useLingui } from '@lingui/react/macro';
import { AuthCard } from '../../features/auth/auth-card';
import { ForgotPasswordForm } from '../../features/auth/forgot-password-form';
import { PageMeta } from '../../lib/head/page-meta';

/** /sifremi-unuttum and /en/forgot-password. */
export function Component() {
  const { t } = useLingui();
  return (
    <AuthCard title={t`Şifremi unuttum`} intro={t`E-posta adresinizi yazın; size şifrenizi sıfırlamanız için bir bağlantı gönderelim.`}>
      <PageMeta title={t`Şifremi unuttum`} description={t`Dergi Ankara yönetim paneli şifre sıfırlama isteği.`} />
      <ForgotPasswordForm />
    </AuthCard>
  );
}
