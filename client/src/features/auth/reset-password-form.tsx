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
import { ResetPasswordDocument } from '../../gql/graphql';
import { errorStatus, getErrorInfo, retryAfterMinutes } from '../../lib/apollo/error-info';
import { pathFor } from '../../lib/i18n/paths';
import { useLang } from '../../lib/i18n/use-lang';
import { resetPasswordSchema } from './auth-schemas';
import { applyServerErrors } from '../../components/form/server-errors';
import { PasswordField } from '../../components/form/password-field';

export function InvalidResetRequest() {
  const lang = useLang();
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      <Trans>
        Geçersiz istek. Bağlantının süresi dolmuş ya da daha önce kullanılmış olabilir.{' '}
        <Link component={RouterLink} to={pathFor(lang, 'forgotPassword')} color="inherit" sx={{ fontWeight: 600 }}>
          Yeni bir sıfırlama bağlantısı isteyin
        </Link>
        .
      </Trans>
    </Alert>
  );
}

export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useLingui();
  const [resetPassword] = useMutation(ResetPasswordDocument, { context: { skipAuthRefresh: true } });
  const [failure, setFailure] = useState<ReactNode>(null);

  const failureMessage = (error: unknown): ReactNode => {
    const info = getErrorInfo(error);
    if (info.code === 'INVALID_REQUEST') return <InvalidResetRequest />;
    const status = errorStatus(info);
    if (status === 429) {
      const minutes = retryAfterMinutes(info);
      return (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          <Trans>
            Çok fazla istek gönderildi. Lütfen <Plural value={minutes} one="# dakika" other="# dakika" /> sonra tekrar deneyin.
          </Trans>
        </Alert>
      );
    }
    return (
      <Alert severity="error" role="alert" sx={{ mb: 2 }}>
        {status === 400 || status === 404
          ? t`Şifre sıfırlanırken bir hata oluştu. Lütfen bilgilerinizi kontrol edin.`
          : t`Teknik bir sorun nedeniyle şifre sıfırlanamadı. Lütfen daha sonra tekrar deneyin.`}
      </Alert>
    );
  };

  return (
    <Formik
      initialValues={{ password: '', passwordConfirm: '' }}
      validationSchema={resetPasswordSchema}
      {...formikDefaults}
      onSubmit={async (values, helpers) => {
        setFailure(null);
        try {
          await resetPassword({ variables: { input: { token, password: values.password, passwordConfirm: values.passwordConfirm } } });
          onDone();
        } catch (error) {
          applyServerErrors(helpers, error, ['password', 'passwordConfirm']);
          setFailure(failureMessage(error));
        }
      }}
    >
      {() => (
        <Form method="post" noValidate aria-label={t`Şifre sıfırlama formu`}>
          {failure}
          <PasswordField name="password" label={t`Yeni şifre`} autoComplete="new-password" autoFocus helperText={t`8-25 karakter`} />
          <PasswordField name="passwordConfirm" label={t`Yeni şifre (tekrar)`} autoComplete="new-password" />
          <Box sx={{ mt: 3 }}>
            <SubmitButton size="large" fullWidth>
              {t`Şifreyi sıfırla`}
            </SubmitButton>
          </Box>
        </Form>
      )}
    </Formik>
  );
}
