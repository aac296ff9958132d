import Alert from '@mui/material/Alert';
import { useLingui } from '@lingui/react/macro';
import { errorStatus, getErrorInfo } from '../lib/apollo/error-info';

/** The spec's generic answers for a failed load: 400, 404, 429, 500 (spec §8), and 503 while the database is out of reach. */
export function QueryErrorAlert({ error, status: forced }: { error?: unknown; status?: number }) {
  const { t } = useLingui();
  const status = forced ?? errorStatus(getErrorInfo(error));
  const message =
    status === 429
      ? t`Çok fazla istek gönderildi. Lütfen birkaç dakika bekleyip tekrar deneyin.`
      : status === 503
        ? t`Site şu anda geçici olarak hizmet veremiyor. Lütfen birkaç dakika sonra tekrar deneyin.`
        : status === 404
          ? t`Aradığınız kayıt bulunamadı. Silinmiş ya da adı değiştirilmiş olabilir.`
          : status >= 500
            ? t`Sunucuda bir hata oluştu. Lütfen daha sonra tekrar deneyin.`
            : t`Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.`;
  return (
    <Alert severity="error" role="alert" sx={{ my: 2 }}>
      {message}
    </Alert>
  );
}
