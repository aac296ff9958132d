import Avatar from '@mui/material/Avatar';
import { useLingui } from '@lingui/react/macro';
import { FormikChoiceField } from '../../../components/admin/formik-choice-field';
import type { ColumnistChoiceFieldsFragment } from '../../../gql/graphql';

export interface ColumnistFieldProps {
  name: string;
  label: string;
  /** The preloaded choice list (`allColumnists`, plus the column's own columnist when it was deleted). */
  columnists: ColumnistChoiceFieldsFragment[];
}

/** The columnist of a column, chosen by name from a preloaded list (formik value: the id or null). */
export function ColumnistField({ name, label, columnists }: ColumnistFieldProps) {
  const { t } = useLingui();
  const nameOf = (option: ColumnistChoiceFieldsFragment) => (option.deleted ? `${option.name} (${t`silinmiş yazar`})` : option.name);
  return (
    <FormikChoiceField
      name={name}
      label={label}
      options={columnists}
      optionLabel={nameOf}
      optionDisabled={(option) => option.deleted}
      noOptionsText={t`Eşleşen köşe yazarı yok.`}
      optionSx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}
      renderOption={(option) => (
        <>
          <Avatar src={option.deleted ? undefined : option.thumbUrl} alt="" sx={{ width: 28, height: 28 }} />
          {nameOf(option)}
        </>
      )}
    />
  );
}
