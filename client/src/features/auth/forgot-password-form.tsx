import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { SubmitButton } from '../../components/form/submit-button';
import { formikDefaults } from '../../components/form/formik-defaults';
import Link from '@mui/material/Link';
import { useMutation } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { FormikTextField } from '../../components/form/formik-text-field';
import { ForgotPasswordDocument } from '../../gql/graphql';
import { errorStatus, getErrorInfo, retryAfterMinutes } from '../../lib/apollo/error-info';
import { pathFor } from '../../lib/i18n/paths';
import { useLang } from '../../lib/i18n/use-lang';
import { forgotPasswordSchema } from './auth-schemas';
import { applyServerErrors } from '../../components/form/server-errors';

type Outcome = { severity: 'success' | 'error'; message: ReactNode } | null;

export function ForgotPasswordForm() {
  const { t } = useLingui();
  const lang = useLang();
  const [forgotPassword] = useMutation(ForgotPasswordDocument, { context: { skipAuthRefresh: true } });
  const [outcome, setOutcome] = useState<Outcome>(null);

  const failureMessage = (error: unknown): ReactNode => {
    const info = getErrorInfo(error);
    const status = errorStatus(info);
    if (status === 429) {
      const minutes = retryAfterMinutes(info);
      return (
        <Trans>
          Çok fazla istek gönderildi. Lütfen <Plural value={minutes} one="# dakika" other="# dakika" /> sonra tekrar deneyin.
        </Trans>
      );
    }
    if (status === 400 || status === 404) return t`İstek gönderilirken bir hata oluştu. Lütfen e-posta adresinizi kontrol edin.`;
    return t`Teknik bir sorun nedeniyle istek gönderilemedi. Lütfen daha sonra tekrar deneyin.`;
  };

  return (
    <Formik
      initialValues={{ email: '' }}
      validationSchema={forgotPasswordSchema}
      {...formikDefaults}
      onSubmit={async (values, helpers) => {
        setOutcome(null);
        try {
          await forgotPassword({ variables: { input: { email: values.email.trim() } } });
          setOutcome({
            severity: 'success',
            message: t`Bu adres kayıtlıysa şifre sıfırlama bağlantısı e-posta ile gönderildi. Gelen kutunuzu kontrol edin.`,
          });
          helpers.resetForm();
        } catch (error) {
          applyServerErrors(helpers, error, ['email']);
          setOutcome({ severity: 'error', message: failureMessage(error) });
        }
      }}
    >
      {() => (
        <Form method="post" noValidate aria-label={t`Şifre sıfırlama isteği formu`}>
          {outcome && (
            <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
              {outcome.message}
            </Alert>
          )}
          <FormikTextField name="email" label={t`E-posta`} type="email" autoComplete="email" autoFocus />
          <Box sx={{ mt: 3 }}>
            <SubmitButton size="large" fullWidth>
              {t`Sıfırlama bağlantısı gönder`}
            </SubmitButton>
          </Box>
          <Box sx={{ mt: 2, textAlign: 'center' }}>
            <Link component={RouterLink} to={pathFor(lang, 'signIn')}>
              {t`Giriş sayfasına dön`}
            </Link>
          </Box>
        </Form>
      )}
    </Formik>
  );
}
