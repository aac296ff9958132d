import { validate, ValidationError, type ValidatorOptions } from 'class-validator';
import { ArgumentValidationError, type ValidatorFn } from 'type-graphql';
import { notFound } from '../lib/errors.js';
import { fieldKeyOf, type InputClass, hasRefusedCharacter, isInvisibleText, isMultiLine, messageAreaOf } from '../modules/common/validation.js';

/**
 * The validation of every argument of every field (type-graphql's `validateFn`, graphql/schema.ts):
 * the class-validator rules of its input class, and a look at every text it carries, nested inputs,
 * lists and rich-text documents included, for characters no text may hold (`hasRefusedCharacter`).
 * Being the one door every argument passes, no input can miss the check.
 */

/**
 * class-validator's options. `skipMissingProperties: false` (type-graphql's default is true): a
 * null sent for a field that is nullable in the schema but required by its rules (a news item's
 * content on create) is reported with the rule's `required` key instead of reaching the database.
 * Fields that may be left out say so with `@IsOptional()`.
 */
export const VALIDATOR_OPTIONS: ValidatorOptions = { forbidUnknownValues: false, stopAtFirstError: false, skipMissingProperties: false };

const capitalize = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The `invalid` key of a property of an input class: its rules' stem, else its area's, else `Input`'s. */
function invalidKey(inputClass: InputClass, property: string): string {
  const stem = fieldKeyOf(inputClass, property) ?? `${messageAreaOf(inputClass.name) ?? 'Input'}.${capitalize(property)}`;
  return `${stem}.invalid`;
}

/** A class-validator error of one property: a message key, or its nested errors. */
function refusal(property: string, reason: string | ValidationError[]): ValidationError {
  return Object.assign(new ValidationError(), {
    property,
    children: typeof reason === 'string' ? [] : reason,
    ...(typeof reason === 'string' ? { constraints: { text: reason } } : {}),
  });
}

/** Values whose insides are not the caller's text: files (promises of uploads, or uploads), dates. */
const isOpaque = (value: object) =>
  value instanceof Date || typeof (value as { then?: unknown }).then === 'function' || typeof (value as { createReadStream?: unknown }).createReadStream === 'function';

/**
 * Whether a value sent for one field is refused: a text holding a refused character or showing
 * nothing at all (`isInvisibleText`), or a list or JSON value (a rich-text document) with a refused
 * character in any of its texts or keys; the `text` leaves of a document may span lines.
 */
function isRefusedValue(value: unknown, multiLine: boolean): boolean {
  if (typeof value === 'string') return hasRefusedCharacter(value, multiLine) || isInvisibleText(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.some((item) => isRefusedValue(item, multiLine));
  return holdsRefusedCharacter(value, multiLine, 0);
}

function holdsRefusedCharacter(value: unknown, multiLine: boolean, depth: number): boolean {
  if (typeof value === 'string') return hasRefusedCharacter(value, multiLine);
  if (value === null || typeof value !== 'object' || isOpaque(value) || depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => holdsRefusedCharacter(item, multiLine, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => hasRefusedCharacter(key) || holdsRefusedCharacter(item, key === 'text' || multiLine, depth + 1),
  );
}

/** The refused texts of an input object as class-validator errors, nested inputs as children. */
function textErrors(input: object): ValidationError[] {
  const errors: ValidationError[] = [];
  for (const [property, value] of Object.entries(input)) {
    if (isInputObject(value)) {
      const children = textErrors(value);
      if (children.length) errors.push(refusal(property, children));
    } else if (Array.isArray(value) && value.some(isInputObject)) {
      const children = value.flatMap((item, index) => {
        const nested = isInputObject(item) ? textErrors(item) : [];
        return nested.length ? [refusal(String(index), nested)] : [];
      });
      if (children.length) errors.push(refusal(property, children));
    } else if (isRefusedValue(value, isMultiLine(input, property))) {
      errors.push(refusal(property, invalidKey(input.constructor as InputClass, property)));
    }
  }
  return errors;
}

/** An instance of an input or args class (type-graphql builds them), as opposed to a JSON value. */
function isInputObject(value: unknown): value is object {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || isOpaque(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto !== null && proto !== Object.prototype;
}

/** Refused texts first (no rule ever sees them: some, like validator.js's email check, throw on a lone surrogate), then the rules. */
async function validateInput(input: object): Promise<void> {
  const refused = textErrors(input);
  const errors = refused.length ? refused : await validate(input, VALIDATOR_OPTIONS);
  if (errors.length) throw new ArgumentValidationError(errors);
}

/**
 * type-graphql's `validateFn`: called once for each argument of a field, with its value (an input
 * or args class instance, a scalar) and its type. A bare text argument of a query names a record or
 * a slot to look up (a slug from a path): one holding a refused character cannot name anything, so
 * the answer is NOT_FOUND, as for any unknown address; elsewhere it is bad input under its name.
 */
export const validateArgument: ValidatorFn = async (value, _type, { info, args }) => {
  if (Array.isArray(value) && value.some(isInputObject)) {
    for (const item of value) if (isInputObject(item)) await validateInput(item);
    return;
  }
  if (isInputObject(value)) return validateInput(value);
  if (!isRefusedValue(value, false)) return;
  if (typeof value === 'string' && info.parentType.name === 'Query') throw notFound();
  const name = Object.keys(args).find((key) => args[key] === value) ?? 'value';
  throw new ArgumentValidationError([refusal(name, `Input.${capitalize(name)}.invalid`)]);
};
