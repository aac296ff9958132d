import type { GraphQLSchema } from 'graphql';
import type { NonEmptyArray } from 'type-graphql';
import { applyMiddleware } from 'graphql-middleware';
import { buildSchema } from 'type-graphql';
import type { RateLimiter } from '../lib/rate-limit.js';
import { auditMiddleware } from '../modules/audit/audit.middleware.js';
import { modules } from '../modules/index.js';
import type { AuditedMutation } from '../modules/audit/audit.map.js';
import { validateArgument } from './argument-validation.js';
import { permissions } from './permissions.js';

function nonEmpty<T>(list: T[]): NonEmptyArray<T> {
  const [first, ...rest] = list;
  if (first === undefined) throw new Error('No module has a resolver.');
  return [first, ...rest];
}

export const resolvers = nonEmpty(modules.flatMap((module) => module.resolvers ?? []));

/** Every staff mutation the audit log records (each module's `audited`), by name. */
export const AUDITED_MUTATIONS: Record<string, AuditedMutation> = Object.assign({}, ...modules.map((module) => module.audited ?? {}));

/** The schema as type-graphql builds it from the resolvers (what `schema.graphql` shows). */
export function buildBareSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    // Every argument goes through one validation: its input rules and its texts (argument-validation.ts).
    validateFn: validateArgument,
  });
}

/** The served schema: the bare one behind the shield's permission map, then the audit log's recorder. */
export async function buildAppSchema(limiter: RateLimiter): Promise<GraphQLSchema> {
  const schema = await buildBareSchema();
  return applyMiddleware(schema, permissions(limiter, schema), auditMiddleware(schema, AUDITED_MUTATIONS));
}
