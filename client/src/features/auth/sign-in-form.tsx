import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { SubmitButton } from '../../components/form/submit-button';
import { formikDefaults } from '../../components/form/formik-defaults';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useMutation } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { FormikTextField } from '../../components/form/formik-text-field';
import { SignInDocument } from '../../gql/graphql';
import { errorStatus, getErrorInfo, retryAfterMinutes } from '../../lib/apollo/error-info';
import { pathFor } from '../../lib/i18n/paths';
import { useLang } from '../../lib/i18n/use-lang';
import { useSession, type SessionUser } from '../../lib/session/session';
import { signInSchema } from './auth-schemas';
import { applyServerErrors } from '../../components/form/server-errors';
import { PasswordField } from '../../components/form/password-field';

interface SignInValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** Sign-in answers of spec §8: 400, 404/422, 429 (with retryAfter), 500. */
function useSignInErrorMessage() {
  const { t } = useLingui();
  return (error: unknown): ReactNode => {
    const info = getErrorInfo(error);
    const status = errorStatus(info);
    if (status === 422 || status === 404) return t`E-posta adresi veya şifre hatalı.`;
    if (status === 429) {
      const minutes = retryAfterMinutes(info);
      return (
        <Trans>
          Çok fazla giriş denemesi yapıldı. Lütfen <Plural value={minutes} one="# dakika" other="# dakika" /> sonra tekrar deneyin.
        </Trans>
      );
    }
    if (status === 400) return t`Giriş yapılırken bir hata oluştu. Lütfen bilgilerinizi kontrol edip tekrar deneyin.`;
    return t`Teknik bir sorun nedeniyle giriş yapılamadı. Lütfen daha sonra tekrar deneyin.`;
  };
}

/** `forgotPasswordLink` false: no link leaving the page (the sign-in dialog over unsaved work). */
export function SignInForm({ onSignedIn, forgotPasswordLink = true }: { onSignedIn: (user: SessionUser) => void; forgotPasswordLink?: boolean }) {
  const { t } = useLingui();
  const lang = useLang();
  const session = useSession();
  const [signIn] = useMutation(SignInDocument, { context: { skipAuthRefresh: true } });
  const [failure, setFailure] = useState<ReactNode>(null);
  const errorMessage = useSignInErrorMessage();

  return (
    <Formik<SignInValues>
      initialValues={{ email: '', password: '', rememberMe: false }}
      validationSchema={signInSchema}
      {...formikDefaults}
      onSubmit={async (values, helpers) => {
        setFailure(null);
        try {
          const result = await signIn({
            variables: { input: { email: values.email.trim(), password: values.password, rememberMe: values.rememberMe } },
          });
          const payload = result.data?.signIn;
          if (!payload) throw new Error('Empty sign-in answer');
          session.start(payload.accessToken, payload.user);
          onSignedIn(payload.user);
        } catch (error) {
          applyServerErrors(helpers, error, ['email', 'password']);
          setFailure(errorMessage(error));
        }
      }}
    >
      {({ isSubmitting, values, setFieldValue }) => (
        <Form method="post" noValidate aria-label={t`Giriş formu`}>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <FormikTextField name="email" label={t`E-posta`} type="email" autoComplete="email" autoFocus />
          <PasswordField name="password" label={t`Şifre`} autoComplete="current-password" />
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
            <FormControlLabel
              control={
                <Checkbox
                  name="rememberMe"
                  checked={values.rememberMe}
                  onChange={(event) => setFieldValue('rememberMe', event.target.checked)}
                />
              }
              label={t`Beni hatırla`}
            />
            {forgotPasswordLink && (
              <Link component={RouterLink} to={pathFor(lang, 'forgotPassword')}>
                {t`Şifremi unuttum`}
              </Link>
            )}
          </Stack>
          <Box sx={{ mt: 3 }}>
            <SubmitButton size="large" fullWidth>
              {isSubmitting ? t`Giriş yapılıyor…` : t`Giriş yap`}
            </SubmitButton>
          </Box>
        </Form>
      )}
    </Formik>
  );
}
