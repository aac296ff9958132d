import Grid from '@mui/material/Grid';
import { useLingui } from '@lingui/react/macro';
import { FormikTextField } from '../form/formik-text-field';
import { inputMaxLength, type LengthLimit } from '../../lib/validation/trimmed-length';

/** The reader's e-mail and phone, as every public form asks them (half width each); `max` from the form's limits. */
export function EmailAndPhoneFields({ max }: { max: { email: Pick<LengthLimit, 'max'>; phone: Pick<LengthLimit, 'max'> } }) {
  const { t } = useLingui();
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField name="email" label={t`E-posta`} type="email" autoComplete="email" required slotProps={{ htmlInput: { maxLength: inputMaxLength(max.email) } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField
          name="phone"
          label={t`Telefon`}
          type="tel"
          autoComplete="tel"
          required
          helperText={t`Rakam, boşluk, +, -, ( ve ) kullanabilirsiniz.`}
          slotProps={{ htmlInput: { maxLength: inputMaxLength(max.phone), inputMode: 'tel' } }}
        />
      </Grid>
    </>
  );
}
