import { ArgsType, Field, ObjectType } from 'type-graphql';
import { PageType, SearchPageArgs } from '../common/paging.js';
import { ContactMessage } from './contact-message.entity.js';

@ObjectType()
export class ContactMessagePage extends PageType(ContactMessage) {}

/** The admin list of contact messages: paging, the free-text query, and optionally read or unread ones only. */
@ArgsType()
export class ContactMessageListArgs extends SearchPageArgs {
  @Field(() => Boolean, { nullable: true, description: 'true: only read messages; false: only unread ones; left out: all.' })
  read?: boolean | null;
}
