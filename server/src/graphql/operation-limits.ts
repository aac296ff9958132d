import {
  GraphQLError,
  Kind,
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  type ASTVisitor,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { ADMIN_PAGE_SIZE, MAX_PAGE_SIZE, MAX_PUBLIC_LIMIT } from '../modules/common/paging.js';
import { NEWS_LIMITS } from '../modules/news/news.inputs.js';

/**
 * Bounds on one GraphQL operation, checked while the document is validated — before any resolver
 * runs — so a single request cannot keep the server busy (aliases × nested lists multiply work).
 */
export const OPERATION_LIMITS = {
  /**
   * Tokens of a document, checked while it is parsed (Apollo's `parseOptions.maxTokens`): the
   * site's largest operation has under 300; a 1 MB document would keep validation busy for a second.
   */
  tokens: 5_000,
  /** Nesting of selections below the operation. */
  depth: 12,
  /** Aliased fields in the whole document. */
  aliases: 30,
  /**
   * Estimated resolver calls: each field counts once per item of every list around it. The site's
   * own heaviest operation, a REST news list of 100 items with their tags and galleries, is about
   * 15 000 at the assumed list sizes.
   */
  cost: 20_000,
} as const;

/** Message keys of the refusals, in `extensions.fields.query` (answered 400 BAD_USER_INPUT). */
export const LIMIT_KEYS = { depth: 'Query.Depth.max', aliases: 'Query.Aliases.max', cost: 'Query.Cost.max' } as const;

/**
 * Items assumed in a list that takes no `pageSize` or `limit` (the `all*` choice lists, the public
 * categories and columnists): counting such a list as one item let a legal query do 43 times the
 * work it was estimated at (security review T3-H2). A magazine's categories and columnists stay
 * well below this.
 */
export const ASSUMED_LIST_SIZE = 50;

/**
 * Lists of one record, assumed (or capped) shorter (`Type.field` → items): a news item's tags and
 * gallery (a few each in practice; the data has no cap), the dashboard's latest five.
 */
export const LIST_SIZES: Readonly<Record<string, number>> = {
  'News.tags': 20,
  'News.photos': 20,
  'Mutation.addNewsPhotos': NEWS_LIMITS.photosPerUpload,
  'Mutation.reorderNewsPhotos': 20,
  'DashboardSection.latest': 5,
};

/** Counts stop growing here: a document can nest lists far past what a float can hold. */
const COST_CEILING = Number.MAX_SAFE_INTEGER;

/**
 * Selection sets nested in one another, fragments' included, before the walk stops and counts the
 * rest at the ceiling: far past any real operation (depth 12), well short of the call stack's end.
 */
const MAX_NESTING = 256;
const add = (a: number, b: number) => Math.min(a + b, COST_CEILING);
const times = (a: number, b: number) => Math.min(a * b, COST_CEILING);

/** The arguments that size a list, and their largest value (what a variable may hold). */
const LIST_SIZE_ARGS = { pageSize: MAX_PAGE_SIZE, limit: MAX_PUBLIC_LIMIT } as const;

/** How many items a field stands for: sized by an argument, or a fixed count (1 for a non-list field). */
type FieldSize = { arg: keyof typeof LIST_SIZE_ARGS; defaultValue: number; max: number } | { fixed: number };

interface TypeSizes {
  /** The named type a field returns. */
  types: Map<string, GraphQLNamedType>;
  sizes: Map<string, FieldSize>;
}

/** Each object or interface type's fields with their sizes and named types, built once per schema. */
type SchemaSizes = Map<string, TypeSizes>;

/** The output fields of a type (input types and scalars have none that resolve). */
const fieldsOf = (type: GraphQLNamedType): GraphQLField<unknown, unknown>[] =>
  isObjectType(type) || isInterfaceType(type) ? Object.values(type.getFields()) : [];

function argSizeOf(field: GraphQLField<unknown, unknown>): FieldSize | undefined {
  for (const [arg, max] of Object.entries(LIST_SIZE_ARGS) as [keyof typeof LIST_SIZE_ARGS, number][]) {
    const found = field.args.find((a) => a.name === arg);
    if (!found) continue;
    const defaultValue = typeof found.defaultValue === 'number' ? found.defaultValue : arg === 'pageSize' ? ADMIN_PAGE_SIZE : max;
    return { arg, defaultValue, max };
  }
  return undefined;
}

/**
 * The types a sized field returns as one object (a page: `NewsPage`): the field's size already
 * counts the page's `items`, so the lists of these types count as one.
 */
export function pageTypesOf(schema: GraphQLSchema): Set<string> {
  const pages = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    for (const field of fieldsOf(type)) {
      if (argSizeOf(field) && !isListType(getNullableType(field.type))) pages.add(getNamedType(field.type).name);
    }
  }
  return pages;
}

const sizesBySchema = new WeakMap<GraphQLSchema, SchemaSizes>();

function schemaSizesOf(schema: GraphQLSchema): SchemaSizes {
  const cached = sizesBySchema.get(schema);
  if (cached) return cached;
  const pages = pageTypesOf(schema);
  const sizes: SchemaSizes = new Map();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    const entry: TypeSizes = { types: new Map(), sizes: new Map() };
    for (const field of fieldsOf(type)) {
      entry.types.set(field.name, getNamedType(field.type));
      const isList = isListType(getNullableType(field.type));
      const assumed = pages.has(type.name) ? 1 : (LIST_SIZES[`${type.name}.${field.name}`] ?? ASSUMED_LIST_SIZE);
      entry.sizes.set(field.name, argSizeOf(field) ?? { fixed: isList ? assumed : 1 });
    }
    sizes.set(type.name, entry);
  }
  sizesBySchema.set(schema, sizes);
  return sizes;
}

export interface OperationMeasure {
  depth: number;
  /** Estimated field resolutions (at most Number.MAX_SAFE_INTEGER). */
  cost: number;
  /** Selections visited to measure it: linear in the document's size (each fragment is walked once). */
  steps: number;
}

interface Unit {
  depth: number;
  /** The cost of one pass over the selections; a list around them multiplies it. */
  cost: number;
}

/**
 * Measures the operations of one document. Each fragment is measured once, at a multiplier of one
 * (cost is linear in the multiplier), and every spread of it reuses that figure: fragments that
 * spread each other twice per level cost steps in proportion to their number, not 2^levels.
 */
class DocumentMeasure {
  steps = 0;
  private nesting = 0;
  private readonly fragments: Map<string, FragmentDefinitionNode>;
  private readonly measured = new Map<string, Unit | 'measuring'>();

  constructor(
    private readonly schema: GraphQLSchema,
    document: DocumentNode,
    private readonly sizes: SchemaSizes,
    private readonly variables: Readonly<Record<string, unknown>> | undefined,
  ) {
    this.fragments = new Map(
      document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
    );
  }

  operation(definition: OperationDefinitionNode): Unit {
    const root = { query: this.schema.getQueryType(), mutation: this.schema.getMutationType(), subscription: this.schema.getSubscriptionType() }[definition.operation];
    return this.selectionSet(definition.selectionSet, root?.name);
  }

  private selectionSet(set: SelectionSetNode, typeName: string | undefined): Unit {
    if (this.nesting >= MAX_NESTING) return { depth: 0, cost: COST_CEILING };
    this.nesting += 1;
    try {
      return this.selections(set, typeName);
    } finally {
      this.nesting -= 1;
    }
  }

  private selections(set: SelectionSetNode, typeName: string | undefined): Unit {
    let depth = 0;
    let cost = 0;
    for (const selection of set.selections) {
      this.steps += 1;
      let inner: Unit;
      if (selection.kind === Kind.FIELD) {
        inner = this.field(selection, typeName);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = this.selectionSet(selection.selectionSet, selection.typeCondition?.name.value ?? typeName);
      } else {
        inner = this.fragment(selection.name.value);
      }
      depth = Math.max(depth, inner.depth);
      cost = add(cost, inner.cost);
    }
    return { depth, cost };
  }

  private field(field: FieldNode, typeName: string | undefined): Unit {
    if (!field.selectionSet) return { depth: 0, cost: 1 };
    const known = typeName ? this.sizes.get(typeName) : undefined;
    const size = this.sizeOf(field, known?.sizes.get(field.name.value));
    const inner = this.selectionSet(field.selectionSet, known?.types.get(field.name.value)?.name);
    return { depth: inner.depth + 1, cost: add(1, times(size, inner.cost)) };
  }

  /** A fragment's own figures, once; a spread inside its own expansion (a cycle, refused by NoFragmentCycles) adds nothing. */
  private fragment(name: string): Unit {
    const known = this.measured.get(name);
    if (known === 'measuring') return { depth: 0, cost: 0 };
    if (known) return known;
    const definition = this.fragments.get(name);
    if (!definition) return { depth: 0, cost: 0 };
    this.measured.set(name, 'measuring');
    const unit = this.selectionSet(definition.selectionSet, definition.typeCondition.name.value);
    this.measured.set(name, unit);
    return unit;
  }

  /**
   * How many items a field may return: its size argument's literal, the variable's value when it is
   * known (else the largest allowed), the argument's default when it is left out.
   */
  private sizeOf(field: FieldNode, size: FieldSize | undefined): number {
    if (!size) return 1;
    if ('fixed' in size) return size.fixed;
    const arg = field.arguments?.find((a) => a.name.value === size.arg);
    if (!arg) return size.defaultValue;
    if (arg.value.kind === Kind.INT) return Number(arg.value.value);
    const value = arg.value.kind === Kind.VARIABLE ? this.variables?.[arg.value.name.value] : undefined;
    return typeof value === 'number' && value >= 0 ? Math.min(value, size.max) : size.max;
  }
}

/**
 * Depth, estimated cost and the steps taken to measure one operation of a document (the only one,
 * or the one named). With `variables`, sizes given by variables count at their value; without
 * (validation), at their largest.
 */
export function measureOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  { operationName, variables }: { operationName?: string | null; variables?: Readonly<Record<string, unknown>> } = {},
): OperationMeasure {
  const measure = new DocumentMeasure(schema, document, schemaSizesOf(schema), variables);
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName),
  );
  const { depth, cost } = operation ? measure.operation(operation) : { depth: 0, cost: 0 };
  return { depth, cost, steps: measure.steps };
}

function refuse(context: ValidationContext, limit: keyof typeof LIMIT_KEYS, message: string) {
  context.reportError(new GraphQLError(message, { extensions: { limitKey: LIMIT_KEYS[limit] } }));
}

/** The validation rule: refuses an operation over the depth, alias or cost limit. */
export const operationLimits: ValidationRule = (context: ValidationContext): ASTVisitor => {
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
        const schema = context.getSchema();
        // One measure for the whole document: its fragments are walked once whichever operations spread them.
        const measure = new DocumentMeasure(schema, document, schemaSizesOf(schema), undefined);
        for (const definition of document.definitions) {
          if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
          const { depth, cost } = measure.operation(definition);
          if (depth > OPERATION_LIMITS.depth) refuse(context, 'depth', `Selections can be nested at most ${OPERATION_LIMITS.depth} deep.`);
          if (cost > OPERATION_LIMITS.cost) refuse(context, 'cost', `The request would cost about ${cost} field resolutions; at most ${OPERATION_LIMITS.cost} are allowed.`);
        }
      },
    },
  };
};

/** The validation rule's refusal of operations the schema cannot run: it has no subscriptions. */
export const noSubscriptions: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  OperationDefinition(node) {
    if (node.operation === 'subscription' && !context.getSchema().getSubscriptionType()) {
      context.reportError(new GraphQLError('This server does not run subscription operations.', { nodes: [node] }));
    }
  },
});
