import { object } from 'yup';
import { LIMITS } from '../../../gql/limits';
import { emailAddress, optionalDigits, phoneNumber, requiredText } from '../../../components/public-forms/public-form-rules';

const L = LIMITS.Subscription;

const personal = {
  name: requiredText('Subscription.Name', L.name.max),
  email: emailAddress('Subscription.Email', L.email.max),
  phone: phoneNumber('Subscription.Phone', L.phone.max),
  address: requiredText('Subscription.Address', L.address.max),
};

/** Spec §5 Personal subscription: name, email (valid), phone (digits, spaces, + - ( )), address. */
export const personalSubscriptionSchema = object(personal);

/** Spec §5 Company subscription: the personal fields and the company's name; tax number optional (digits). */
export const companySubscriptionSchema = object({
  ...personal,
  companyName: requiredText('Subscription.CompanyName', L.companyName.max),
  taxNumber: optionalDigits('Subscription.TaxNumber', L.taxNumber.max),
});

export type PersonalSubscriptionValues = {
  name: string;
  email: string;
  phone: string;
  address: string;
};

export type CompanySubscriptionValues = PersonalSubscriptionValues & {
  companyName: string;
  taxNumber: string;
};

export const emptyPersonal: PersonalSubscriptionValues = { name: '', email: '', phone: '', address: '' };
export const emptyCompany: CompanySubscriptionValues = { name: '', companyName: '', email: '', phone: '', address: '', taxNumber: '' };
