import { isIntrospectionType, isObjectType, type GraphQLSchema } from 'graphql';
import type { IMiddlewareTypeMap } from 'graphql-middleware';
import { allow, deny, shield, type IRules } from 'graphql-shield';
import { AppError } from '../lib/errors.js';
import type { RateLimiter } from '../lib/rate-limit.js';
import { modules } from '../modules/index.js';
import { isStaff, type ResourceRules } from './rules.js';

/** Every module's rules, merged into the one shield map below. */
const moduleRules = (limiter: RateLimiter): ResourceRules[] =>
  modules.flatMap(({ rules }) => (rules === undefined ? [] : [typeof rules === 'function' ? rules(limiter) : rules]));

/** An opened type: every field allowed, except those a module guards with its own rule. */
function typeRule(type: string, rules: ResourceRules[]) {
  const fields = Object.assign({}, ...rules.map((r) => r.fields?.[type] ?? {}));
  return Object.keys(fields).length ? { '*': allow, ...fields } : allow;
}

type FieldRules = Record<string, IRules>;

/** The shield's rule tree: who may run what, type by type (one rule) or field by field. */
function ruleTree(rules: ResourceRules[]): Record<string, IRules> {
  return {
    Query: Object.assign({ '*': isStaff }, ...rules.map((r) => r.Query ?? {})),
    Mutation: Object.assign({ '*': isStaff }, ...rules.map((r) => r.Mutation ?? {})),
    ...Object.fromEntries(rules.flatMap((r) => r.types).map((type) => [type, typeRule(type, rules)])),
  };
}

/** The rule a field answers to, as the shield reads the tree: its own, its type's `*` or one rule, else deny. */
function fieldRule(tree: Record<string, IRules>, type: string, field: string): IRules {
  const rules = tree[type];
  if (rules === undefined) return deny;
  // A field map is a plain object; a rule is an instance of the shield's rule classes.
  if (Object.getPrototypeOf(rules) !== Object.prototype) return rules;
  const fields = rules as FieldRules;
  return fields[field] ?? fields['*'] ?? deny;
}

/**
 * Who may run what, in one place: every query and mutation needs a signed-in staff user unless a
 * module's rules open it; an object type not listed by a module is denied, and a module may guard
 * single fields of a type (`fields`).
 *
 * A field whose rule is `allow` is left as it is: the shield would wrap it in an async check that
 * always passes, and an opened type's every field (each title and date of each item of a list) then
 * cost two promises and a turn of the microtask queue, a tenth of a staff list's CPU. Every other
 * field, a denied one included, keeps the shield's check.
 */
export function permissions(limiter: RateLimiter, schema: GraphQLSchema): IMiddlewareTypeMap {
  const tree = ruleTree(moduleRules(limiter));
  const checks = shield(tree as IRules, {
    fallbackRule: deny,
    fallbackError: () => new AppError('FORBIDDEN', 'Not allowed.'),
    allowExternalErrors: true,
    // An error thrown inside a rule (the database away while looking up the caller) reaches
    // formatError as itself (a 503), instead of shield reading it as a refusal (a false 403).
    // A rule still refuses by returning false or an error, never by throwing.
    debug: true,
  }).generate(schema) as IMiddlewareTypeMap;
  return Object.fromEntries(
    Object.values(schema.getTypeMap())
      .filter((type) => isObjectType(type) && !isIntrospectionType(type))
      .map((type) => [type.name, Object.fromEntries(Object.entries(checks[type.name] ?? {}).filter(([field]) => fieldRule(tree, type.name, field) !== allow))] as const)
      .filter(([, fields]) => Object.keys(fields).length > 0),
  );
}

/** The object types the modules open. */
export const typeRules = (limiter: RateLimiter): string[] => moduleRules(limiter).flatMap((r) => r.types);

/** The names of the queries and mutations anyone may call (for the schema-driven permission test). */
export function publicOperations(limiter: RateLimiter): { Query: string[]; Mutation: string[] } {
  const rules = moduleRules(limiter);
  return {
    Query: rules.flatMap((r) => Object.keys(r.Query ?? {})),
    Mutation: rules.flatMap((r) => Object.keys(r.Mutation ?? {})),
  };
}
