import type { GraphQLSchema } from 'graphql';
import type { IMiddleware, IMiddlewareFunction } from 'graphql-middleware';
import type { Context } from '../../graphql/context.js';
import type { User } from '../user/user.entity.js';
import { AuditAction, AuditKind } from './audit-entry.entity.js';
import type { AuditedMutation } from './audit.map.js';
import { labelOf } from './audit.service.js';

/** The id a mutation's `input` names (update, delete, confirm, photos of a news item). */
function inputId(args: Record<string, unknown>): number | undefined {
  const id = (args.input as { id?: unknown } | undefined)?.id;
  return typeof id === 'number' ? id : undefined;
}

/** Who did it: the signed-in user; for a sign-in the account in the answer, for a sign-out the one signing out. */
async function actor(ctx: Context, action: AuditAction, result: unknown): Promise<User | null> {
  if (action === AuditAction.signIn) return (result as { user?: User } | null)?.user ?? null;
  return ctx.currentUser();
}

/**
 * One middleware for every audited mutation (each module's `audited`): it runs the resolver and, when that
 * succeeded, records who did what to which record. The label of a record about to be deleted is
 * read before the resolver runs; a created or edited record is labelled from the answer.
 */
function auditResolver(audited: AuditedMutation): IMiddlewareFunction<unknown, Context, Record<string, unknown>> {
  return async (resolve, parent, args, ctx, info) => {
    const action = typeof audited.action === 'function' ? audited.action(args) : audited.action;
    const askedKind = typeof audited.kind === 'function' ? audited.kind(args) : audited.kind;
    const inputRecordId = inputId(args);
    // Read before: a sign-out ends the session the user is known by, a delete the record's label.
    const signingOut = action === AuditAction.signOut ? ((await ctx.currentUser()) ?? (await ctx.auth.userOfRefreshCookie(ctx.cookies))) : null;
    const before =
      inputRecordId !== undefined && action !== AuditAction.create && !audited.recordOf ? await ctx.audit.labelOfRecord(askedKind, inputRecordId) : undefined;

    const result = await resolve(parent, args, ctx, info);
    const named = audited.recordOf?.(result);
    const kind = named?.kind ?? askedKind;
    const id = named?.id ?? inputRecordId;

    const user = signingOut ?? (await actor(ctx, action, result));
    if (!user) return result;
    const own = kind === AuditKind.Profile;
    // An answer that names its record but has no title of its own (a preview link) is labelled by the record.
    const namedLabel = named && !labelOf(result) ? await ctx.audit.labelOfRecord(named.kind, named.id) : undefined;
    await ctx.audit.record({
      user,
      action,
      kind,
      recordId: own ? user.id : kind === AuditKind.Session ? null : (id ?? (result as { id?: number } | null)?.id ?? null),
      label: own ? user.name : kind === AuditKind.Session ? null : (labelOf(result) ?? before ?? namedLabel ?? null),
      ip: ctx.ip,
    });
    return result;
  };
}

/** The audit middleware of a schema: the audited mutations it has (the modules' `audited`). */
export function auditMiddleware(schema: GraphQLSchema, audited: Record<string, AuditedMutation>): IMiddleware {
  const mutations = schema.getMutationType()?.getFields() ?? {};
  return {
    Mutation: Object.fromEntries(
      Object.entries(audited)
        .filter(([name]) => name in mutations)
        .map(([name, entry]) => [name, auditResolver(entry)]),
    ),
  };
}
