import { Field, InputType } from 'type-graphql';
import { EmailAddress, MessageArea, MultiLine, NameText, PhoneNumber, TrimmedLength } from '../common/validation.js';

/** Spec §5: every field required; the lengths fit the table's columns (message is text). */
export const CONTACT_LIMITS = {
  name: { max: 150 },
  email: { max: 150 },
  phone: { max: 30 },
  message: { max: 5000 },
} as const;

@InputType({ description: "A reader's message from the contact form." })
@MessageArea('Contact')
export class ContactMessageInput {
  @Field()
  @NameText('Contact.Name', 1, CONTACT_LIMITS.name.max)
  name!: string;

  @Field()
  @EmailAddress('Contact.Email', CONTACT_LIMITS.email.max)
  email!: string;

  @Field({ description: 'Digits, spaces, +, -, ( and ) only.' })
  @PhoneNumber('Contact.Phone', CONTACT_LIMITS.phone.max)
  phone!: string;

  @Field()
  @MultiLine()
  @TrimmedLength('Contact.Message', 1, CONTACT_LIMITS.message.max)
  message!: string;
}
