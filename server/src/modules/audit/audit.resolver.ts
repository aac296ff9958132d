import { Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { User } from '../user/user.entity.js';
import { AuditEntry } from './audit-entry.entity.js';
import { AuditEntryListArgs, AuditEntryPage } from './audit.types.js';

@Resolver(() => AuditEntry)
export class AuditResolver {
  @Query(() => AuditEntryPage, { description: 'The audit log, newest first; optionally of one user and one kind of record. Staff only.' })
  auditEntries(@Args() args: AuditEntryListArgs, @Ctx() ctx: Context) {
    return ctx.audit.list(args);
  }

  @Query(() => [User], {
    description: 'Everyone who has an entry in the audit log, deleted users included (`deleted` true): the choices of its person filter. Staff only.',
  })
  auditPeople(@Ctx() ctx: Context) {
    return ctx.audit.people();
  }

  @FieldResolver(() => User, {
    nullable: true,
    description: 'Who did it, even when deleted since (then `deleted` is true, for a placeholder); null once the account is gone for good (`userName` remains).',
  })
  user(@Root() entry: AuditEntry, @Ctx() ctx: Context) {
    const id = entry.user?.id;
    return id ? ctx.users.byIdIncludingDeleted(id) : null;
  }
}
