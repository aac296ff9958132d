import Alert from '@mui/material/Alert';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { AuthCard } from '../../features/auth/auth-card';
import { safeRedirect } from '../../features/auth/safe-redirect';
import { SignInForm } from '../../features/auth/sign-in-form';
import { PageMeta } from '../../lib/head/page-meta';
import { useToast } from '../../lib/toast/use-toast';

/** /giris and /en/sign-in; search params: status (signedOut | requested), redirectTo, displayToast. */
export function Component() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const status = params.get('status');
  const redirectTo = safeRedirect(params.get('redirectTo'));
  const displayToast = params.get('displayToast') === 'true';
  const shown = useRef(false);

  // displayToast=true arrives after a successful password reset: say so once, then drop the flag.
  useEffect(() => {
    if (!displayToast || shown.current) return;
    shown.current = true;
    toast.success(t`Şifreniz başarıyla sıfırlandı. Yeni şifrenizle giriş yapabilirsiniz.`);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('displayToast');
        return next;
      },
      { replace: true },
    );
  }, [displayToast, toast, t, setParams]);

  return (
    <AuthCard title={t`Giriş yap`} intro={t`Yönetim paneline erişmek için hesabınızla giriş yapın.`}>
      <PageMeta title={t`Giriş yap`} description={t`Dergi Ankara yönetim paneline giriş.`} />
      {status === 'signedOut' && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {t`Oturumunuz kapatıldı.`}
        </Alert>
      )}
      {status === 'requested' && (
        <Alert severity="warning" role="status" sx={{ mb: 2 }}>
          {t`Devam etmek için lütfen giriş yapın.`}
        </Alert>
      )}
      <SignInForm onSignedIn={() => navigate(redirectTo, { replace: true })} />
    </AuthCard>
  );
}
