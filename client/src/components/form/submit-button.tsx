import Button, { type ButtonProps } from '@mui/material/Button';
import { useFormikContext } from 'formik';
import { useRef } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { visuallyHidden } from '../visually-hidden';
import { useSubmitFocus } from './use-submit-focus';

/**
 * The submit button of a formik form. It stays disabled until the page has hydrated, so a click on
 * the server-rendered form can never submit it natively (which would put the fields in the URL),
 * and while the form is being submitted. After a submit it places focus (the first invalid field,
 * or back on itself) and announces the number of erring fields in the live region beside it.
 */
export function SubmitButton({ disabled, ...props }: Omit<ButtonProps, 'type'>) {
  const { isSubmitting, errors } = useFormikContext();
  const hydrated = useHydrated();
  const button = useRef<HTMLButtonElement>(null);
  const errorCount = useSubmitFocus(button, { isSubmitting, errors });
  return (
    <>
      <Button ref={button} type="submit" variant="contained" {...props} disabled={!hydrated || isSubmitting || disabled} />
      <span ref={errorCount} aria-live="assertive" aria-atomic="true" data-form-errors style={visuallyHidden} />
    </>
  );
}
