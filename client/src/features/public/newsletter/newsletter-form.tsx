import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import { useMutation } from '@apollo/client/react';
import { useRef, useState, type FormEvent } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { serverFieldErrors } from '../../../components/form/server-errors';
import { useRestoreFocusAfter } from '../../../components/form/use-submit-focus';
import { SubscribeToNewsletterDocument } from '../../../gql/graphql';
import { errorStatus, getErrorInfo, retryAfterMinutes } from '../../../lib/apollo/error-info';
import { translateValidationKey } from '../../../lib/i18n/validation-validation';
import { useToast } from '../../../lib/toast/use-toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { validateNewsletterEmail } from './newsletter-schema';

type Outcome = { severity: 'success' | 'info' | 'error'; message: string } | null;

export interface NewsletterFormProps {
  /** Makes the field ids unique if the form appears twice on a page. */
  idPrefix?: string;
  /** The id of the heading that names the form. */
  labelledBy?: string;
}

/**
 * The newsletter sign-up (spec §1, §8): one email field. The result is shown under the form and as
 * a toast: subscribed, already subscribed (409), too many requests (429, with the minutes to wait)
 * or a general error; the server's field keys (`Newsletter.Email.invalid`) go under the field.
 * It is on every public page, so it is a plain React form (no formik/yup) on MUI's light inputs.
 */
export function NewsletterForm({ idPrefix = 'newsletter', labelledBy }: NewsletterFormProps) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const hydrated = useHydrated();
  const [subscribe] = useMutation(SubscribeToNewsletterDocument);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useRestoreFocusAfter(busy, button);

  const fieldId = `${idPrefix}-email`;
  const helperId = `${fieldId}-error`;
  const showError = Boolean(error) && touched;

  const report = (next: NonNullable<Outcome>) => {
    setOutcome(next);
    if (next.severity === 'success') toast.success(next.message);
    else if (next.severity === 'info') toast.info(next.message);
    else toast.error(next.message);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    setOutcome(null);
    const invalid = validateNewsletterEmail(email);
    setError(invalid);
    if (invalid) {
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await subscribe({ variables: { input: { email: email.trim() } } });
      report({ severity: 'success', message: t`Bültenimize başarıyla abone oldunuz.` });
      setEmail('');
      setTouched(false);
    } catch (failure) {
      const info = getErrorInfo(failure);
      const status = errorStatus(info);
      if (status === 409) {
        report({ severity: 'info', message: t`Bu e-posta adresi bültenimize zaten kayıtlı.` });
      } else if (status === 429) {
        const minutes = retryAfterMinutes(info);
        report({
          severity: 'error',
          message: t`Çok fazla istek gönderildi. Lütfen ${plural(minutes, { one: '# dakika', other: '# dakika' })} sonra tekrar deneyin.`,
        });
      } else {
        if (status === 400) setError(serverFieldErrors(failure, ['email']).email);
        report({ severity: 'error', message: t`Bülten aboneliğiniz kaydedilemedi. Lütfen daha sonra tekrar deneyin.` });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form method="post" noValidate onSubmit={onSubmit} aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : t`Bülten aboneliği formu`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormControl fullWidth size="small" error={showError}>
          <InputLabel htmlFor={fieldId}>{t`E-posta adresiniz`}</InputLabel>
          <OutlinedInput
            id={fieldId}
            inputRef={input}
            name="email"
            type="email"
            autoComplete="email"
            label={t`E-posta adresiniz`}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (touched) setError(validateNewsletterEmail(event.target.value));
            }}
            onBlur={() => {
              if (email) {
                setTouched(true);
                setError(validateNewsletterEmail(email));
              }
            }}
            inputProps={{ 'aria-describedby': showError ? helperId : undefined, inputMode: 'email' }}
            sx={{ bgcolor: 'background.paper' }}
          />
          {showError ? <FormHelperText id={helperId}>{translateValidationKey(i18n, error)}</FormHelperText> : null}
        </FormControl>
        <Button ref={button} type="submit" variant="contained" color="secondary" disabled={!hydrated || busy} sx={{ whiteSpace: 'nowrap', px: 3, minHeight: 40 }}>
          {t`Abone ol`}
        </Button>
      </Stack>
      <div aria-live="polite">
        {outcome ? (
          <Alert severity={outcome.severity} sx={{ mt: 1.5 }}>
            {outcome.message}
          </Alert>
        ) : null}
      </div>
    </form>
  );
}
