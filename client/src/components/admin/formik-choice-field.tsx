import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useField, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { translateValidationKey } from '../../lib/i18n/validation-validation';

export interface FormikChoiceFieldProps<Option extends { id: number }> {
  name: string;
  label: string;
  /** The preloaded choices. */
  options: Option[];
  /** The text of a choice in the input (and what typing searches). */
  optionLabel: (option: Option) => string;
  /** A choice's line in the open list. */
  renderOption: (option: Option) => ReactNode;
  optionSx?: SxProps<Theme>;
  optionDisabled?: (option: Option) => boolean;
  noOptionsText: string;
  /** Shown under the field while it has no error. */
  hint?: string;
}

/**
 * A record chosen by typing part of its name from a preloaded list (formik value: the id or null).
 * Errors are validation keys shown like `FormikTextField`'s.
 */
export function FormikChoiceField<Option extends { id: number }>(props: FormikChoiceFieldProps<Option>) {
  const { name, label, options, optionLabel, renderOption, optionSx, optionDisabled, noOptionsText, hint } = props;
  const [field, meta, helpers] = useField<number | null>(name);
  const { submitCount } = useFormikContext();
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const showError = Boolean(meta.error) && (meta.touched || submitCount > 0);
  const value = options.find((option) => option.id === field.value) ?? null;

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, next) => void helpers.setValue(next?.id ?? null)}
      onBlur={() => void helpers.setTouched(true, false)}
      getOptionLabel={optionLabel}
      getOptionDisabled={optionDisabled}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      openOnFocus
      noOptionsText={noOptionsText}
      openText={t`Aç`}
      closeText={t`Kapat`}
      clearText={t`Temizle`}
      renderOption={({ key, ...optionProps }, option) => (
        <Box component="li" key={key} {...optionProps} sx={optionSx}>
          {renderOption(option)}
        </Box>
      )}
      renderInput={(params) => (
        <TextField {...params} name={name} label={label} margin="normal" error={showError} helperText={showError ? translateValidationKey(i18n, meta.error) : hint} />
      )}
    />
  );
}
