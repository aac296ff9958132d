import { Field, InputType } from 'type-graphql';
import { EmailAddress, MessageArea, MultiLine, NameText, OptionalDigits, PhoneNumber, TrimmedLength } from '../common/validation.js';

/** Spec §5; the lengths fit the table's columns (address is text). */
export const SUBSCRIPTION_LIMITS = {
  name: { max: 150 },
  companyName: { max: 150 },
  email: { max: 150 },
  phone: { max: 30 },
  address: { max: 500 },
  taxNumber: { max: 20 },
} as const;

const L = SUBSCRIPTION_LIMITS;

@InputType({ description: 'A request for a yearly personal print subscription.' })
@MessageArea('Subscription')
export class PersonalSubscriptionInput {
  @Field()
  @NameText('Subscription.Name', 1, L.name.max)
  name!: string;

  @Field()
  @EmailAddress('Subscription.Email', L.email.max)
  email!: string;

  @Field({ description: 'Digits, spaces, +, -, ( and ) only.' })
  @PhoneNumber('Subscription.Phone', L.phone.max)
  phone!: string;

  @Field({ description: 'Where the issues are shipped.' })
  @MultiLine()
  @TrimmedLength('Subscription.Address', 1, L.address.max)
  address!: string;
}

@InputType({ description: 'A request for a yearly corporate print subscription.' })
@MessageArea('Subscription')
export class CompanySubscriptionInput extends PersonalSubscriptionInput {
  @Field({ description: "The company's name (`name` is the person making the request)." })
  @NameText('Subscription.CompanyName', 1, L.companyName.max)
  companyName!: string;

  @Field(() => String, { nullable: true, description: 'Optional; digits only, at most 20.' })
  @OptionalDigits('Subscription.TaxNumber', L.taxNumber.max)
  taxNumber?: string | null;
}
