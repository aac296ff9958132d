import Button, { type ButtonProps } from '@mui/material/Button';
import { useFormikContext } from 'formik';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * The submit button of a formik form. It stays disabled until the page has hydrated, so a click on
 * the server-rendered form can never submit it natively (which would put the fields in the URL),
 * and while the form is being submitted.
 */
export function SubmitButton({ disabled, ...props }: Omit<ButtonProps, 'type'>) {
  const { isSubmitting } = useFormikContext();
  const hydrated = useHydrated();
  return <Button type="submit" variant="contained" {...props} disabled={!hydrated || isSubmitting || disabled} />;
}
