import { css } from '@emotion/react';
import Alert from '@mui/material/Alert';
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
import { buttonOf, palette, SM, typography, typographyOf } from '../../../lib/static-styles';
import { validateNewsletterEmail } from './newsletter-schema';
import { staticStyled } from '../../../lib/static-styled';

const EASE_OUT = 'cubic-bezier(0.0, 0, 0.2, 1)';
const REST_BORDER = 'rgba(0, 0, 0, 0.23)';
/** The label above the border, in the gap the legend opens: when the field has focus or a value. */
const floatingLabel = { userSelect: 'none', pointerEvents: 'auto', maxWidth: 'calc(133% - 32px)', transform: 'translate(14px, -9px) scale(0.75)' } as const;
const openNotch = { maxWidth: '100%', transition: `max-width 100ms ${EASE_OUT} 50ms` } as const;

/**
 * The form's look, serialised once (lib/static-styles.ts says why): it is in the reader band of
 * every public page, where its Stack, FormControl, InputLabel, OutlinedInput and Button were a
 * dozen MUI components. The markup and rules are what those produced for a small outlined field:
 * the label inside the field at rest and floating into a gap of the border (the legend) on focus
 * or with a value; the border darker on hover, 2px and ink-blue on focus, red with an error.
 * Focus is `:focus-within` where MUI kept it in state; the value and the error are classes.
 */
const Form = staticStyled(
  'form',
  css({
    '& .newsletter-row': { display: 'flex', flexDirection: 'column', gap: 12, [SM]: { flexDirection: 'row', alignItems: 'flex-start' } },
    '& .newsletter-field': { display: 'inline-flex', flexDirection: 'column', position: 'relative', minWidth: 0, padding: 0, margin: 0, border: 0, verticalAlign: 'top', width: '100%' },
    // The parts by their element (one of each in the form), so that a state's rule below outranks them.
    '& label': {
      color: palette.text.secondary,
      fontFamily: typography.fontFamily,
      fontWeight: 400,
      fontSize: '1rem',
      lineHeight: '1.4375em',
      padding: 0,
      display: 'block',
      transformOrigin: 'top left',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      position: 'absolute',
      left: 0,
      top: 0,
      transition: ['color', 'transform', 'max-width'].map((property) => `${property} 200ms ${EASE_OUT} 0ms`).join(','),
      zIndex: 1,
      pointerEvents: 'none',
      transform: 'translate(14px, 9px) scale(1)',
      maxWidth: 'calc(100% - 24px)',
    },
    '& .newsletter-input': {
      fontFamily: typography.fontFamily,
      fontWeight: 400,
      fontSize: '1rem',
      lineHeight: '1.4375em',
      color: palette.text.primary,
      boxSizing: 'border-box',
      position: 'relative',
      cursor: 'text',
      display: 'inline-flex',
      alignItems: 'center',
      borderRadius: 2,
      backgroundColor: palette.background.paper,
      '&:hover > fieldset': { borderColor: palette.text.primary },
      '@media (hover: none)': { '&:hover > fieldset': { borderColor: REST_BORDER } },
    },
    '& input': {
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      padding: '8.5px 14px',
      border: 0,
      boxSizing: 'content-box',
      background: 'none',
      height: '1.4375em',
      margin: 0,
      display: 'block',
      minWidth: 0,
      width: '100%',
      '&:focus': { outline: 0 },
      '&:invalid': { boxShadow: 'none' },
      '&:-webkit-autofill': { borderRadius: 'inherit' },
    },
    '& fieldset': {
      textAlign: 'left',
      position: 'absolute',
      bottom: 0,
      right: 0,
      top: -5,
      left: 0,
      margin: 0,
      padding: '0 8px',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      borderStyle: 'solid',
      borderWidth: 1,
      overflow: 'hidden',
      minWidth: '0%',
      borderColor: REST_BORDER,
    },
    '& legend': {
      float: 'unset',
      width: 'auto',
      overflow: 'hidden',
      display: 'block',
      padding: 0,
      height: 11,
      fontSize: '0.75em',
      visibility: 'hidden',
      maxWidth: 0.01,
      transition: `max-width 50ms ${EASE_OUT} 0ms`,
      whiteSpace: 'nowrap',
      '& > span': { paddingLeft: 5, paddingRight: 5, display: 'inline-block', opacity: 0, visibility: 'visible' },
    },
    '& .newsletter-field:focus-within label, & .newsletter-filled label': floatingLabel,
    '& .newsletter-field:focus-within legend, & .newsletter-filled legend': openNotch,
    // A value the browser filled in before any event: a rule of its own, as a browser without `:has` drops it whole.
    '& .newsletter-field:has(input:-webkit-autofill) label': floatingLabel,
    '& .newsletter-field:has(input:-webkit-autofill) legend': openNotch,
    '& .newsletter-field:focus-within label': { color: palette.primary.main },
    '& .newsletter-field:focus-within fieldset': { borderWidth: 2, borderColor: palette.primary.main },
    '& .newsletter-field.newsletter-error label': { color: palette.error.main },
    '& .newsletter-field.newsletter-error fieldset': { borderColor: palette.error.main },
    // Shown only with an error, so always in its colour.
    '& .newsletter-field > p': { ...typographyOf('caption'), color: palette.error.main, textAlign: 'left', margin: '4px 14px 0' },
    '& .newsletter-submit': { ...buttonOf('contained', 'secondary'), whiteSpace: 'nowrap', paddingLeft: 24, paddingRight: 24, minHeight: 40 },
  }),
);

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
 * It is on every public page, so it is a plain React form (no formik/yup) of plain elements.
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

  const fieldClasses = ['newsletter-field', email ? 'newsletter-filled' : '', showError ? 'newsletter-error' : ''].filter(Boolean).join(' ');
  const label = t`E-posta adresiniz`;
  return (
    <Form method="post" noValidate onSubmit={onSubmit} aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : t`Bülten aboneliği formu`}>
      <div className="newsletter-row">
        <div className={fieldClasses}>
          <label htmlFor={fieldId}>{label}</label>
          <div className="newsletter-input">
            <input
              ref={input}
              id={fieldId}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={email}
              aria-invalid={showError}
              aria-describedby={showError ? helperId : undefined}
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
            />
            {/* The border, with a gap for the floating label: the legend holds the label's text, unseen. */}
            <fieldset aria-hidden="true">
              <legend>
                <span>{label}</span>
              </legend>
            </fieldset>
          </div>
          {showError ? <p id={helperId}>{translateValidationKey(i18n, error)}</p> : null}
        </div>
        <button ref={button} className="newsletter-submit" type="submit" disabled={!hydrated || busy}>
          {t`Abone ol`}
        </button>
      </div>
      <div aria-live="polite">
        {outcome ? (
          <Alert severity={outcome.severity} sx={{ mt: 1.5 }}>
            {outcome.message}
          </Alert>
        ) : null}
      </div>
    </Form>
  );
}
