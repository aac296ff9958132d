import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { FormikChoiceField } from '../../../components/admin/formik-choice-field';
import type { NewsChoiceFieldsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';

export interface NewsFieldProps {
  name: string;
  label: string;
  /** The preloaded choice list (`allNews`: every live item, newest first). */
  news: NewsChoiceFieldsFragment[];
}

/** A news item chosen by typing part of its title (formik value: the id or null). */
export function NewsField({ name, label, news }: NewsFieldProps) {
  const { t } = useLingui();
  const lang = useLang();
  return (
    <FormikChoiceField
      name={name}
      label={label}
      options={news}
      optionLabel={(option) => option.title}
      noOptionsText={t`Eşleşen haber yok.`}
      hint={t`Başlığın bir kısmını yazarak arayın.`}
      optionSx={{ display: 'block !important' }}
      renderOption={(option) => (
        <>
          <Typography component="span" sx={{ display: 'block' }}>
            {option.title}
          </Typography>
          <Typography component="span" variant="caption" color="textSecondary">
            {formatDateTime(option.createdAt, lang)}
          </Typography>
        </>
      )}
    />
  );
}
