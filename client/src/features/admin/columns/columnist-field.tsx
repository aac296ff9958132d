import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useField, useFormikContext } from 'formik';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import type { ColumnistChoiceFieldsFragment } from '../../../gql/graphql';
import { translateValidationKey } from '../../../lib/i18n/validation-validation';

export interface ColumnistFieldProps {
  name: string;
  label: string;
  /** The preloaded choice list (`allColumnists`, plus the column's own columnist when it was deleted). */
  columnists: ColumnistChoiceFieldsFragment[];
}

/**
 * The columnist of a column, chosen by name from a preloaded list (formik value: the id or null).
 * Errors are validation keys shown like `FormikTextField`'s.
 */
export function ColumnistField({ name, label, columnists }: ColumnistFieldProps) {
  const [field, meta, helpers] = useField<number | null>(name);
  const { submitCount } = useFormikContext();
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const showError = Boolean(meta.error) && (meta.touched || submitCount > 0);
  const value = columnists.find((columnist) => columnist.id === field.value) ?? null;

  return (
    <Autocomplete
      options={columnists}
      value={value}
      onChange={(_event, next) => void helpers.setValue(next?.id ?? null)}
      onBlur={() => void helpers.setTouched(true, false)}
      getOptionLabel={(option) => (option.deleted ? `${option.name} (${t`silinmiş yazar`})` : option.name)}
      getOptionDisabled={(option) => option.deleted}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      openOnFocus
      noOptionsText={t`Eşleşen köşe yazarı yok.`}
      openText={t`Aç`}
      closeText={t`Kapat`}
      clearText={t`Temizle`}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Avatar src={option.deleted ? undefined : option.thumbUrl} alt="" sx={{ width: 28, height: 28 }} />
          {option.deleted ? `${option.name} (${t`silinmiş yazar`})` : option.name}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          margin="normal"
          error={showError}
          helperText={showError ? translateValidationKey(i18n, meta.error) : undefined}
        />
      )}
    />
  );
}
