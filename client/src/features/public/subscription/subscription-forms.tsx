import Grid from '@mui/material/Grid';
import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { EmailAndPhoneFields } from '../../../components/public-forms/reader-fields';
import { RequestCompanySubscriptionDocument, RequestPersonalSubscriptionDocument } from '../../../gql/graphql';
import { LIMITS } from '../../../gql/limits';
import { inputMaxLength } from '../../../lib/validation/trimmed-length';
import { PublicForm, type PublicFormTexts } from '../../../components/public-forms/public-form';
import { trimmed } from '../../../components/public-forms/public-form-rules';
import { NextStep, type SubscriptionOffer } from './subscription-offer';
import {
  companySubscriptionSchema,
  emptyCompany,
  emptyPersonal,
  personalSubscriptionSchema,
  type CompanySubscriptionValues,
  type PersonalSubscriptionValues,
} from './subscription-schema';

const L = LIMITS.Subscription;

function useTexts(label: string): Omit<PublicFormTexts, 'successDetail'> {
  const { t } = useLingui();
  return {
    label,
    submit: t`Abonelik talebini gönder`,
    submitting: t`Gönderiliyor…`,
    success: t`Abonelik talebiniz alındı.`,
    failure: t`Abonelik talebiniz gönderilemedi.`,
  };
}

/** The fields both requests share; `company` names the person field as the contact person. */
function ContactFields({ company = false }: { company?: boolean }) {
  const { t } = useLingui();
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikTextField
          name="name"
          label={company ? t`Yetkili kişinin adı soyadı` : t`Ad soyad`}
          autoComplete="name"
          required
          slotProps={{ htmlInput: { maxLength: inputMaxLength(L.name) } }}
        />
      </Grid>
      <EmailAndPhoneFields max={L} />
      <Grid size={12}>
        <FormikTextField
          name="address"
          label={t`Teslimat adresi`}
          autoComplete="street-address"
          multiline
          minRows={3}
          required
          helperText={t`Dergiler bu adrese ücretsiz kargoyla gönderilir.`}
          slotProps={{ htmlInput: { maxLength: inputMaxLength(L.address) } }}
        />
      </Grid>
    </>
  );
}

/** `/abonelik/bireysel`: a yearly personal subscription request (spec §5). */
export function PersonalSubscriptionForm({ offer }: { offer: SubscriptionOffer }) {
  const { t } = useLingui();
  const [request] = useMutation(RequestPersonalSubscriptionDocument);
  const texts = useTexts(t`Bireysel abonelik formu`);
  return (
    <PublicForm<PersonalSubscriptionValues>
      initialValues={emptyPersonal}
      validationSchema={personalSubscriptionSchema}
      send={(values) => request({ variables: { input: trimmed(values) as PersonalSubscriptionValues } })}
      texts={{ ...texts, successDetail: <NextStep offer={offer} plan="personal" /> }}
    >
      <Grid container columnSpacing={2}>
        <ContactFields />
      </Grid>
    </PublicForm>
  );
}

/** `/abonelik/kurumsal`: a yearly corporate subscription request; the tax number is optional (spec §5). */
export function CompanySubscriptionForm({ offer }: { offer: SubscriptionOffer }) {
  const { t } = useLingui();
  const [request] = useMutation(RequestCompanySubscriptionDocument);
  const texts = useTexts(t`Kurumsal abonelik formu`);
  return (
    <PublicForm<CompanySubscriptionValues>
      initialValues={emptyCompany}
      validationSchema={companySubscriptionSchema}
      send={(values) => {
        const input = trimmed(values, ['taxNumber']);
        return request({ variables: { input: { ...(input as PersonalSubscriptionValues), companyName: input.companyName ?? '', taxNumber: input.taxNumber } } });
      }}
      texts={{ ...texts, successDetail: <NextStep offer={offer} plan="corporate" /> }}
    >
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormikTextField name="companyName" label={t`Kurum adı`} autoComplete="organization" required slotProps={{ htmlInput: { maxLength: inputMaxLength(L.companyName) } }} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormikTextField
            name="taxNumber"
            label={t`Vergi numarası (isteğe bağlı)`}
            slotProps={{ htmlInput: { maxLength: inputMaxLength(L.taxNumber), inputMode: 'numeric' } }}
          />
        </Grid>
        <ContactFields company />
      </Grid>
    </PublicForm>
  );
}
