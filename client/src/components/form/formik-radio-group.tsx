import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useField, useFormikContext } from 'formik';
import { useId } from 'react';
import { useLingui } from '@lingui/react';
import { translateValidationKey } from '../../lib/i18n/validation-validation';

export interface FormikRadioGroupProps {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  helperText?: string;
  row?: boolean;
}

/**
 * A labelled radio group bound to a formik text value. Errors are validation keys, shown in the
 * interface language once the field was touched or the form submitted, as `FormikTextField` does.
 */
export function FormikRadioGroup({ name, label, options, helperText, row = true }: FormikRadioGroupProps) {
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const { i18n } = useLingui();
  const id = useId();
  const showError = Boolean(meta.error) && (meta.touched || submitCount > 0);
  const helper = showError ? translateValidationKey(i18n, meta.error) : helperText;
  return (
    <FormControl component="fieldset" margin="normal" error={showError} fullWidth>
      <FormLabel component="legend" id={`${id}-label`}>
        {label}
      </FormLabel>
      <RadioGroup {...field} value={field.value ?? ''} row={row} aria-labelledby={`${id}-label`} aria-describedby={helper ? `${id}-helper` : undefined}>
        {options.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
        ))}
      </RadioGroup>
      {helper && <FormHelperText id={`${id}-helper`}>{helper}</FormHelperText>}
    </FormControl>
  );
}
