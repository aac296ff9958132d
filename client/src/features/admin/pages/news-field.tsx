import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useField, useFormikContext } from 'formik';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import type { NewsChoiceFieldsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';
import { translateValidationKey } from '../../../lib/i18n/validation-validation';

export interface NewsFieldProps {
  name: string;
  label: string;
  /** The preloaded choice list (`allNews`: every live item, newest first). */
  news: NewsChoiceFieldsFragment[];
}

/**
 * A news item chosen by typing part of its title (formik value: the id or null). Errors are
 * validation keys shown like `FormikTextField`'s.
 */
export function NewsField({ name, label, news }: NewsFieldProps) {
  const [field, meta, helpers] = useField<number | null>(name);
  const { submitCount } = useFormikContext();
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const lang = useLang();
  const showError = Boolean(meta.error) && (meta.touched || submitCount > 0);
  const value = news.find((item) => item.id === field.value) ?? null;

  return (
    <Autocomplete
      options={news}
      value={value}
      onChange={(_event, next) => void helpers.setValue(next?.id ?? null)}
      onBlur={() => void helpers.setTouched(true, false)}
      getOptionLabel={(option) => option.title}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      openOnFocus
      noOptionsText={t`Eşleşen haber yok.`}
      openText={t`Aç`}
      closeText={t`Kapat`}
      clearText={t`Temizle`}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Typography component="span" sx={{ display: 'block' }}>
            {option.title}
          </Typography>
          <Typography component="span" variant="caption" color="text.secondary">
            {formatDateTime(option.createdAt, lang)}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          margin="normal"
          error={showError}
          helperText={showError ? translateValidationKey(i18n, meta.error) : t`Başlığın bir kısmını yazarak arayın.`}
        />
      )}
    />
  );
}
