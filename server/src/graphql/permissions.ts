import { allow, deny, shield } from 'graphql-shield';
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

/**
 * Who may run what, in one place: every query and mutation needs a signed-in staff user unless a
 * module's rules open it; an object type not listed by a module is denied, and a module may guard
 * single fields of a type (`fields`).
 */
export function permissions(limiter: RateLimiter) {
  const rules = moduleRules(limiter);
  return shield(
    {
      Query: Object.assign({ '*': isStaff }, ...rules.map((r) => r.Query ?? {})),
      Mutation: Object.assign({ '*': isStaff }, ...rules.map((r) => r.Mutation ?? {})),
      ...Object.fromEntries(rules.flatMap((r) => r.types).map((type) => [type, typeRule(type, rules)])),
    },
    {
      fallbackRule: deny,
      fallbackError: () => new AppError('FORBIDDEN', 'Not allowed.'),
      allowExternalErrors: true,
      // An error thrown inside a rule (the database away while looking up the caller) reaches
      // formatError as itself (a 503), instead of shield reading it as a refusal (a false 403).
      // A rule still refuses by returning false or an error, never by throwing.
      debug: true,
    },
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
