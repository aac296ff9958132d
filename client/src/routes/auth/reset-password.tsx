import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { AuthCard } from '../../features/auth/auth-card';
import { InvalidResetRequest, ResetPasswordForm } from '../../features/auth/reset-password-form';
import { PageMeta } from '../../lib/head/page-meta';
import { pathFor } from '../../lib/i18n/paths';
import { useLang } from '../../lib/i18n/use-lang';

/** /sifreyi-sifirla and /en/reset-password; the token comes from `?token=`. */
export function Component() {
  const { t } = useLingui();
  const lang = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';

  return (
    <AuthCard title={t`Şifreyi sıfırla`} intro={token ? t`Hesabınız için yeni bir şifre belirleyin.` : undefined}>
      <PageMeta title={t`Şifreyi sıfırla`} description={t`Dergi Ankara yönetim paneli için yeni şifre belirleme.`} noIndex />
      {token ? (
        <ResetPasswordForm token={token} onDone={() => navigate(`${pathFor(lang, 'signIn')}?displayToast=true`, { replace: true })} />
      ) : (
        <InvalidResetRequest />
      )}
    </AuthCard>
  );
}
