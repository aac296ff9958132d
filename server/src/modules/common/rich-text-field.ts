import { registerDecorator } from 'class-validator';
import { GraphQLScalarType } from 'graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { isRichText, isRichTextEmpty, renderRichText } from './rich-text.js';
import type { RichText } from './rich-text.types.js';

/**
 * The GraphQL type of rich-text input and output: Slate's JSON (design.md §5), under the name
 * `JSON`. A document may also come as its JSON text, as multipart forms and some JSON clients send
 * it: a text is never a document, so parsing one takes nothing away. Every path (GraphQL, REST JSON
 * and multipart) gets this here, in the one place a value turns into an argument.
 */
export const RichTextScalar = new GraphQLScalarType({
  ...GraphQLJSON.toConfig(),
  parseValue: (value) => GraphQLJSON.parseValue(parseRichTextInput(value)),
  parseLiteral: (ast, variables) => parseRichTextInput(GraphQLJSON.parseLiteral(ast, variables)),
});

/** Nothing sent, or a document with no text. */
const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && isRichTextEmpty(value));

/**
 * A required rich-text document: `<area>.required` when missing or blank (the editor's blank
 * paragraph counts as empty), `<area>.invalid` when it is not allow-listed Slate JSON.
 * E.g. `@RichTextContent('News.Content')`.
 */
export function RichTextContent(area: string) {
  return (target: object, propertyName: string) => {
    registerDecorator({
      name: 'richTextContent',
      target: target.constructor,
      propertyName,
      options: { message: ({ value }) => (isBlank(value) ? `${area}.required` : `${area}.invalid`) },
      validator: { validate: (value: unknown) => !isRichTextEmpty(value) && isRichText(value) },
    });
  };
}

/**
 * Keeps every `<field>Html` of a record in step with its rich-text `<field>`: call it from the
 * entity's `@BeforeCreate`/`@BeforeUpdate` hook, so services, the seed and factories never render
 * by hand. A record read without its rich text (a card, `OmittedFields`) keeps the HTML it has.
 */
export function renderRichTextFields<T extends object>(record: T, fields: readonly string[]): void {
  const values = record as Record<string, unknown>;
  for (const field of fields) if (values[field] !== undefined) values[`${field}Html`] = renderRichText(values[field] as RichText);
}

/** A rich-text value sent as a JSON string; anything unparsable stays as given for validation to refuse. */
export function parseRichTextInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}
