import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField, useFormikContext } from 'formik';
import { useLingui } from '@lingui/react';
import { translateValidationKey } from '../../lib/i18n/validation-validation';

export type FormikTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error'> & { name: string };

/**
 * A MUI text field bound to formik. Errors are validation keys (`Category.Name.min`),
 * shown in the interface language once the field was touched or the form submitted.
 */
export function FormikTextField({ name, helperText, onBlur, ...props }: FormikTextFieldProps) {
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const { i18n } = useLingui();
  const showError = Boolean(meta.error) && (meta.touched || submitCount > 0);
  return (
    <TextField
      {...props}
      {...field}
      value={field.value ?? ''}
      onBlur={(event) => {
        field.onBlur(event);
        onBlur?.(event);
      }}
      error={showError}
      helperText={showError ? translateValidationKey(i18n, meta.error) : helperText}
    />
  );
}
