import { Field, InputType } from 'type-graphql';
import { EmailAddress, MessageArea } from '../common/validation.js';

/** Spec §5: email required, valid, at most 150 characters. */
export const NEWSLETTER_LIMITS = { email: { max: 150 } } as const;

@InputType({ description: 'An address signing up for the newsletter.' })
@MessageArea('Newsletter')
export class NewsletterInput {
  @Field()
  @EmailAddress('Newsletter.Email', NEWSLETTER_LIMITS.email.max)
  email!: string;
}
