import Grid from '@mui/material/Grid';
import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { EmailAndPhoneFields } from '../../../components/public-forms/reader-fields';
import { SendContactMessageDocument } from '../../../gql/graphql';
import { LIMITS } from '../../../gql/limits';
import { inputMaxLength } from '../../../lib/validation/trimmed-length';
import { PublicForm } from '../../../components/public-forms/public-form';
import { trimmed } from '../../../components/public-forms/public-form-rules';
import { contactSchema, emptyContact, type ContactValues } from './contact-schema';

const L = LIMITS.Contact;

/** The contact page's form (spec §5 Contact, §8 messages): name, email, phone and message. */
export function ContactForm() {
  const { t } = useLingui();
  const [sendMessage] = useMutation(SendContactMessageDocument);
  return (
    <PublicForm<ContactValues>
      initialValues={emptyContact}
      validationSchema={contactSchema}
      send={(values) => sendMessage({ variables: { input: trimmed(values) as ContactValues } })}
      texts={{
        label: t`İletişim formu`,
        submit: t`Mesajı gönder`,
        submitting: t`Gönderiliyor…`,
        success: t`Mesajınız başarıyla gönderildi.`,
        successDetail: t`Teşekkür ederiz. En kısa sürede size dönüş yapacağız.`,
        failure: t`Mesajınız gönderilemedi.`,
      }}
    >
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormikTextField name="name" label={t`Ad soyad`} autoComplete="name" required slotProps={{ htmlInput: { maxLength: inputMaxLength(L.name) } }} />
        </Grid>
        <EmailAndPhoneFields max={L} />
        <Grid size={12}>
          <FormikTextField name="message" label={t`Mesajınız`} multiline minRows={6} required slotProps={{ htmlInput: { maxLength: inputMaxLength(L.message) } }} />
        </Grid>
      </Grid>
    </PublicForm>
  );
}
