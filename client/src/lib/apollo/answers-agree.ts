import type { DocumentNode, FieldNode, OperationDefinitionNode, SelectionSetNode, ValueNode } from 'graphql';

/** An answer as a server render's loader wrote it to the cache: its document (as sent), variables and data. */
export interface WrittenAnswer {
  document: DocumentNode;
  variables?: Record<string, unknown>;
  data: unknown;
}

/** A record's id in the cache (`cache.identify`), or undefined for an object kept inside its parent. */
export type Identify = (object: Record<string, unknown>) => string | undefined;

/** The id the cache keeps the top-level fields of every query answer under. */
const ROOT = 'ROOT_QUERY';

function selectsAnAlias(selectionSet: SelectionSetNode | undefined): boolean {
  return (selectionSet?.selections ?? []).some((selection) =>
    selection.kind === 'Field' ? selection.alias !== undefined || selectsAnAlias(selection.selectionSet) : selection.kind === 'InlineFragment' && selectsAnAlias(selection.selectionSet),
  );
}

const rootFieldsOf = new WeakMap<DocumentNode, readonly FieldNode[] | null>();

/**
 * The top-level fields of `document`'s query, or null when its answer's keys are not the cache's
 * below the top (an alias inside a selection) or its top is not plain fields, or when a variable
 * has a default (the cache would key a field by the default where the variables leave it out).
 */
function rootFields(document: DocumentNode): readonly FieldNode[] | null {
  let fields = rootFieldsOf.get(document);
  if (fields === undefined) {
    const operation = document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition');
    const selections = operation?.selectionSet.selections ?? [];
    const plain =
      operation !== undefined &&
      selections.every((selection) => selection.kind === 'Field' && !selectsAnAlias(selection.selectionSet)) &&
      !(operation.variableDefinitions ?? []).some((variable) => variable.defaultValue !== undefined) &&
      !document.definitions.some((definition) => definition.kind === 'FragmentDefinition' && selectsAnAlias(definition.selectionSet));
    fields = plain ? (selections as FieldNode[]) : null;
    rootFieldsOf.set(document, fields);
  }
  return fields;
}

/** An argument's value, its object fields sorted, as the cache spells a field's arguments. */
function argumentValue(node: ValueNode, variables: Record<string, unknown> | undefined): unknown {
  switch (node.kind) {
    case 'Variable':
      return variables?.[node.name.value];
    case 'IntValue':
    case 'FloatValue':
      return Number(node.value);
    case 'NullValue':
      return null;
    case 'ListValue':
      return node.values.map((value) => argumentValue(value, variables));
    case 'ObjectValue':
      return sortedObject(node.fields.map((field) => [field.name.value, argumentValue(field.value, variables)]));
    case 'StringValue':
    case 'EnumValue':
    case 'BooleanValue':
      return node.value;
  }
}

function sortedObject(entries: Array<[string, unknown]>): Record<string, unknown> {
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The key the cache keeps a top-level field under: its name and arguments (not its alias). */
function rootKey(field: FieldNode, variables: Record<string, unknown> | undefined): string {
  if (!field.arguments?.length) return field.name.value;
  return `${field.name.value}:${JSON.stringify(sortedObject(field.arguments.map((argument) => [argument.name.value, argumentValue(argument.value, variables)])))}`;
}

/**
 * Whether the cache would give each of `answers` back exactly as it was written: every field of
 * every record (and of the root) that several answers, or several places in one, carry has the
 * same value in all of them. The cache keeps one value per record field, the last written; where
 * two differ (a count read a moment apart), what it gives back differs from one of the answers.
 *
 * A value is compared as the cache holds it: a scalar as itself, a record by its id (its own fields
 * are compared as a record's), an object kept inside its parent and a list spelled out whole, so a
 * list or an inner object written over by another answer counts as a difference too. A top-level
 * field is compared under the cache's key for it (name and arguments, whatever its alias); below
 * the top, by the answer's keys: a document with an alias there is not compared at all (false),
 * and two fields of one name with different arguments count as a difference, never as agreement.
 */
export function answersAgree(answers: Iterable<WrittenAnswer>, identify: Identify): boolean {
  const records = new Map<string, Map<string, string>>();
  let agree = true;

  const keep = (id: string, field: string, value: string) => {
    let fields = records.get(id);
    if (fields === undefined) records.set(id, (fields = new Map()));
    const earlier = fields.get(field);
    if (earlier === undefined) fields.set(field, value);
    else if (earlier !== value) agree = false;
  };

  const fieldsOf = (id: string, object: Record<string, unknown>) => {
    for (const field of Object.keys(object)) keep(id, field, stored(object[field]));
  };

  /** The value as the cache holds it, spelled as a string to compare. */
  const stored = (value: unknown): string => {
    if (value === null || typeof value !== 'object') return value === undefined ? 'undefined' : JSON.stringify(value);
    if (Array.isArray(value)) return `[${value.map(stored).join(',')}]`;
    const object = value as Record<string, unknown>;
    const id = identify(object);
    if (id !== undefined) {
      fieldsOf(id, object);
      return `@${JSON.stringify(id)}`;
    }
    return `{${Object.keys(object)
      .map((field) => `${JSON.stringify(field)}:${stored(object[field])}`)
      .join(',')}}`;
  };

  for (const { document, variables, data } of answers) {
    const fields = rootFields(document);
    if (fields === null || data === null || typeof data !== 'object') return false;
    for (const field of fields) keep(ROOT, rootKey(field, variables), stored((data as Record<string, unknown>)[field.alias?.value ?? field.name.value]));
    if (!agree) return false;
  }
  return agree;
}
