import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { ADMIN_PAGE_SIZE, MAX_PAGE_SIZE, MAX_PUBLIC_LIMIT } from '../modules/common/paging.js';

/**
 * Bounds on one GraphQL operation, checked while the document is validated — before any resolver
 * runs — so a single request cannot keep the server busy (aliases × nested pages multiply work).
 */
export const OPERATION_LIMITS = {
  /** Nesting of selections below the operation. */
  depth: 12,
  /** Aliased fields in the whole document. */
  aliases: 30,
  /** Estimated resolver calls: each field counts once per item of every paged list around it. */
  cost: 10_000,
} as const;

/** Message keys of the refusals, in `extensions.fields.query` (answered 400 BAD_USER_INPUT). */
export const LIMIT_KEYS = { depth: 'Query.Depth.max', aliases: 'Query.Aliases.max', cost: 'Query.Cost.max' } as const;

function refuse(context: ValidationContext, limit: keyof typeof LIMIT_KEYS, message: string) {
  context.reportError(new GraphQLError(message, { extensions: { limitKey: LIMIT_KEYS[limit] } }));
}

/** The arguments that size a list, and their largest value (what a variable may hold). */
const LIST_SIZE_ARGS = { pageSize: MAX_PAGE_SIZE, limit: MAX_PUBLIC_LIMIT } as const;

/** How a field's list is sized: by which argument, its default and its largest value. */
interface ListSize {
  arg: keyof typeof LIST_SIZE_ARGS;
  defaultValue: number;
  max: number;
}

/**
 * How many items a list field (one with a `pageSize` or `limit` argument) may return: the literal,
 * the largest value for a variable (validation does not see variables), the argument's default when
 * it is left out. Any other field counts as one item.
 */
function listSizeOf(field: FieldNode, size: ListSize | undefined): number {
  if (!size) return 1;
  const arg = field.arguments?.find((a) => a.name.value === size.arg);
  if (!arg) return size.defaultValue;
  return arg.value.kind === Kind.INT ? Number(arg.value.value) : size.max;
}

interface Measure {
  depth: number;
  cost: number;
}

/** Depth and cost of a selection set, fragments expanded (each fragment at most once per path). */
function measure(
  selectionSet: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  listFields: ReadonlyMap<string, ListSize>,
  multiplier: number,
  seen: ReadonlySet<string>,
): Measure {
  let depth = 0;
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      cost += multiplier;
      if (selection.selectionSet) {
        const size = listSizeOf(selection, listFields.get(selection.name.value));
        const inner = measure(selection.selectionSet, fragments, listFields, multiplier * size, seen);
        depth = Math.max(depth, inner.depth + 1);
        cost += inner.cost;
      }
    } else {
      const name = selection.kind === Kind.FRAGMENT_SPREAD ? selection.name.value : undefined;
      if (name && seen.has(name)) continue;
      const set = selection.kind === Kind.INLINE_FRAGMENT ? selection.selectionSet : fragments[name!]?.selectionSet;
      if (!set) continue;
      const inner = measure(set, fragments, listFields, multiplier, name ? new Set([...seen, name]) : seen);
      depth = Math.max(depth, inner.depth);
      cost += inner.cost;
    }
  }
  return { depth, cost };
}

/** The validation rule: refuses an operation over the depth, alias or cost limit. */
export const operationLimits: ValidationRule = (context: ValidationContext): ASTVisitor => {
    const listFields = listFieldsOf(context);
    let aliases = 0;
    return {
      Field(node) {
        if (node.alias) aliases += 1;
      },
      Document: {
        leave(document) {
          if (aliases > OPERATION_LIMITS.aliases) {
            refuse(context, 'aliases', `At most ${OPERATION_LIMITS.aliases} aliased fields are allowed in one request.`);
          }
          const fragments = Object.fromEntries(
            document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
          );
          for (const definition of document.definitions) {
            if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
            const { depth, cost } = measure(definition.selectionSet, fragments, listFields, 1, new Set());
            if (depth > OPERATION_LIMITS.depth) refuse(context, 'depth', `Selections can be nested at most ${OPERATION_LIMITS.depth} deep.`);
            if (cost > OPERATION_LIMITS.cost) refuse(context, 'cost', `The request would cost about ${cost} field resolutions; at most ${OPERATION_LIMITS.cost} are allowed.`);
          }
        },
      },
    };
};

const listFieldsBySchema = new WeakMap<object, Map<string, ListSize>>();

/**
 * The schema's list fields by name (those taking `pageSize` or `limit`), once per schema. Fields of
 * one name on several types take the largest default.
 */
function listFieldsOf(context: ValidationContext): Map<string, ListSize> {
  const schema = context.getSchema();
  const cached = listFieldsBySchema.get(schema);
  if (cached) return cached;
  const fields = new Map<string, ListSize>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!('getFields' in type) || type.name.startsWith('__')) continue;
    type Args = readonly { name: string; defaultValue?: unknown }[];
    for (const field of Object.values((type as { getFields(): Record<string, { name: string; args?: Args }> }).getFields())) {
      for (const [arg, max] of Object.entries(LIST_SIZE_ARGS) as [ListSize['arg'], number][]) {
        const found = field.args?.find((a) => a.name === arg);
        if (!found) continue;
        const defaultValue = typeof found.defaultValue === 'number' ? found.defaultValue : arg === 'pageSize' ? ADMIN_PAGE_SIZE : max;
        const known = fields.get(field.name);
        if (!known || known.defaultValue < defaultValue) fields.set(field.name, { arg, defaultValue, max });
      }
    }
  }
  listFieldsBySchema.set(schema, fields);
  return fields;
}
