import { object } from 'yup';
import { LIMITS } from '../../../gql/limits';
import { emailAddress, phoneNumber, requiredText } from '../../../components/public-forms/public-form-rules';

const L = LIMITS.Contact;

/** Spec §5 Contact: every field required, a valid email, a phone of digits, spaces, + - ( ). */
export const contactSchema = object({
  name: requiredText('Contact.Name', L.name.max),
  email: emailAddress('Contact.Email', L.email.max),
  phone: phoneNumber('Contact.Phone', L.phone.max),
  message: requiredText('Contact.Message', L.message.max),
});

export type ContactValues = {
  name: string;
  email: string;
  phone: string;
  message: string;
};

export const emptyContact: ContactValues = { name: '', email: '', phone: '', message: '' };
