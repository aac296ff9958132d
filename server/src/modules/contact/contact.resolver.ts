import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { IdInput } from '../common/id.input.js';
import { ContactMessage } from './contact-message.entity.js';
import { ContactMessageInput } from './contact.inputs.js';
import { ContactMessageListArgs, ContactMessagePage } from './contact.types.js';

@Resolver(() => ContactMessage)
export class ContactResolver {
  @Mutation(() => Boolean, {
    description: 'Public: stores a message from the contact form; true once it is saved. Limited per client address (RATE_LIMITED, 429).',
  })
  async sendContactMessage(@Arg('input') input: ContactMessageInput, @Ctx() ctx: Context) {
    await ctx.contacts.send(input);
    return true;
  }

  @Query(() => ContactMessagePage, { description: 'Admin list: newest first; `query` matches the words of name, email and message in any order.' })
  contactMessageList(@Args() args: ContactMessageListArgs, @Ctx() ctx: Context) {
    return ctx.contacts.list(args);
  }

  @Query(() => ContactMessage, { description: 'One message, without marking it read (see markContactMessageRead); NOT_FOUND when missing.' })
  contactMessage(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
    return ctx.contacts.get(id);
  }

  @Mutation(() => ContactMessage, { description: 'Marks a message read (the first reading time is kept) and answers it; the admin detail calls it on opening.' })
  markContactMessageRead(@Arg('input') input: IdInput, @Ctx() ctx: Context) {
    return ctx.contacts.markRead(input.id);
  }

  @Mutation(() => Boolean, { description: 'Removes the message for good.' })
  async deleteContactMessage(@Arg('input') input: IdInput, @Ctx() ctx: Context) {
    await ctx.contacts.delete(input.id);
    return true;
  }
}
