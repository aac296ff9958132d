import { DateTimePicker, type DateTimePickerProps } from '@mui/x-date-pickers/DateTimePicker';
import { useField, useFormikContext } from 'formik';
import { useLingui } from '@lingui/react';
import { translateValidationKey } from '../../lib/i18n/validation-validation';
import { PickerLocalization } from './picker-localization';

export interface FormikDateTimeFieldProps extends Omit<DateTimePickerProps, 'name' | 'value' | 'onChange' | 'label'> {
  /** The formik value: a wall-clock `Date` (its local fields are the picked day and time), or null. */
  name: string;
  label: string;
  helperText?: string;
  required?: boolean;
  autoFocus?: boolean;
}

/**
 * A date-and-time picker bound to formik, in the interface language (24-hour, weeks from Monday).
 * Typed by keyboard section by section, or picked from the calendar and clock. The value is a
 * wall-clock `Date` — convert with `istanbulWallClockToIso` / `isoToIstanbulWallClock`
 * (`lib/i18n/istanbul-time.ts`) to read and send Istanbul times whatever the browser's zone.
 * A partly typed value is an invalid Date, so the schema can say `<Area>.Date.invalid`.
 * Errors are validation keys, shown translated under the field like `FormikTextField`'s.
 */
export function FormikDateTimeField({ name, label, helperText, required, autoFocus, slotProps, ...props }: FormikDateTimeFieldProps) {
  const [field, meta, helpers] = useField<Date | null>(name);
  const { submitCount } = useFormikContext();
  const { i18n } = useLingui();
  const showError = Boolean(meta.error) && (meta.touched || submitCount > 0);
  return (
    <PickerLocalization>
      <DateTimePicker
        ampm={false}
        {...props}
        label={label}
        name={name}
        value={field.value ?? null}
        autoFocus={autoFocus}
        onChange={(value) => void helpers.setValue(value ?? null)}
        onClose={() => void helpers.setTouched(true, false)}
        slotProps={{
          ...slotProps,
          textField: {
            fullWidth: true,
            margin: 'normal',
            required,
            onBlur: () => void helpers.setTouched(true, false),
            error: showError,
            helperText: showError ? translateValidationKey(i18n, meta.error) : helperText,
            ...(typeof slotProps?.textField === 'object' ? slotProps.textField : {}),
          },
        }}
      />
    </PickerLocalization>
  );
}
