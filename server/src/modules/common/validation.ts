import { getMetadataStorage, isEmail, registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';

/** The property must equal another property of the same object (password confirmation). */
export function Matches(otherProperty: string, options?: ValidationOptions) {
  return (target: object, propertyName: string) => {
    registerDecorator({
      name: 'matches',
      target: target.constructor,
      propertyName,
      constraints: [otherProperty],
      options,
      validator: {
        validate: (value: unknown, args: ValidationArguments) =>
          value === (args.object as Record<string, unknown>)[args.constraints[0] as string],
      },
    });
  };
}

/** A trimmed, required text of `min`..`max` characters, reported with `<area>.required|min|max` keys. */
export function lengthMessage(area: string, min: number) {
  return ({ value }: ValidationArguments) => {
    const length = typeof value === 'string' ? value.trim().length : 0;
    if (length === 0) return `${area}.required`;
    return length < min ? `${area}.min` : `${area}.max`;
  };
}

/** A letter or a digit of any script: what makes a name or title visible. */
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Whether a text holds at least one letter or digit (not only blanks, marks, symbols or invisible characters). */
export const hasLetterOrDigit = (text: string) => LETTER_OR_DIGIT.test(text);

/**
 * A required name or title: like `TrimmedLength`, and it must hold a letter or a digit, else
 * `<area>.invalid` (a name of zero-width spaces, direction marks or combining marks shows as nothing).
 */
export function NameText(area: string, min: number, max: number) {
  return (target: object, propertyName: string) => {
    registerDecorator({
      name: 'nameText',
      target: target.constructor,
      propertyName,
      constraints: [min, max],
      options: {
        message: ({ value }: ValidationArguments) => {
          const trimmed = typeof value === 'string' ? value.trim() : '';
          if (trimmed.length > 0 && !hasLetterOrDigit(trimmed)) return `${area}.invalid`;
          return lengthMessage(area, min)({ value } as ValidationArguments);
        },
      },
      validator: {
        validate: (value: unknown) => {
          if (typeof value !== 'string') return false;
          const trimmed = value.trim();
          return trimmed.length >= min && trimmed.length <= max && hasLetterOrDigit(trimmed);
        },
      },
    });
  };
}

/**
 * Required text whose trimmed length is within `min`..`max`; the message key is `<area>.required`,
 * `<area>.min` or `<area>.max` (e.g. `Category.Name.min`).
 */
export function TrimmedLength(area: string, min: number, max: number) {
  return (target: object, propertyName: string) => {
    registerDecorator({
      name: 'trimmedLength',
      target: target.constructor,
      propertyName,
      constraints: [min, max],
      options: { message: lengthMessage(area, min) },
      validator: {
        validate: (value: unknown) => {
          if (typeof value !== 'string') return false;
          const length = value.trim().length;
          return length >= min && length <= max;
        },
      },
    });
  };
}

/**
 * A required date-time (a `Date` once GraphQL has parsed the `DateTimeISO`): missing or null is
 * `<area>.required`, an invalid Date `<area>.invalid` (e.g. `Event.Date.invalid`).
 */
export function RequiredDate(area: string) {
  return (target: object, propertyName: string) => {
    registerDecorator({
      name: 'requiredDate',
      target: target.constructor,
      propertyName,
      options: { message: ({ value }: ValidationArguments) => (value === undefined || value === null || value === '' ? `${area}.required` : `${area}.invalid`) },
      validator: { validate: (value: unknown) => value instanceof Date && !Number.isNaN(value.getTime()) },
    });
  };
}

/** GraphQL input type name → the area of its message keys (`CreateEventInput` → `Event`). */
const inputAreas = new Map<string, string>();

/**
 * Names the message-key area of an input type, so a value GraphQL refuses before the rules run (a
 * date that is not a date-time, a number sent for a text) is reported as `<Area>.<Field>.invalid`,
 * or `.required` when it is empty, instead of under the generic `Input` area. `typeName` defaults to
 * the class name (which type-graphql uses as the GraphQL name unless told otherwise).
 */
export function MessageArea(area: string, typeName?: string) {
  return (target: { name: string }) => {
    inputAreas.set(typeName ?? target.name, area);
  };
}

/** The area `MessageArea` registered for a GraphQL input type, if any. */
export const messageAreaOf = (typeName: string | undefined): string | undefined => (typeName ? inputAreas.get(typeName) : undefined);

/** Digits, spaces (the space character, not tabs or line breaks), `+`, `-`, `(` and `)` only (spec §5). */
export const PHONE_PATTERN = /^[\d +\-()]+$/;

/** A phone number as the reader's forms take it: the characters of `PHONE_PATTERN` and at least one digit. */
export function isPhoneNumber(value: unknown): boolean {
  return typeof value === 'string' && PHONE_PATTERN.test(value.trim()) && /\d/.test(value);
}

function textRule(
  name: string,
  area: string,
  max: number,
  valid: (trimmed: string) => boolean,
  { optional = false } = {},
) {
  return (target: object, propertyName: string) => {
    registerDecorator({
      name,
      target: target.constructor,
      propertyName,
      constraints: [max],
      options: {
        message: ({ value }: ValidationArguments) => {
          const trimmed = typeof value === 'string' ? value.trim() : '';
          if (trimmed.length === 0) return `${area}.required`;
          if (trimmed.length > max) return `${area}.max`;
          return `${area}.invalid`;
        },
      },
      validator: {
        validate: (value: unknown) => {
          if (optional && (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))) return true;
          if (typeof value !== 'string') return false;
          const trimmed = value.trim();
          return trimmed.length > 0 && trimmed.length <= max && valid(trimmed);
        },
      },
    });
  };
}

/**
 * A required email address of at most `max` characters (after trimming): `<area>.required`,
 * `<area>.max` or `<area>.invalid` (e.g. `Contact.Email.invalid`).
 */
export function EmailAddress(area: string, max: number) {
  return textRule('emailAddress', area, max, (trimmed) => isEmail(trimmed));
}

/** A required phone number (`isPhoneNumber`) of at most `max` characters: `<area>.required|max|invalid`. */
export function PhoneNumber(area: string, max: number) {
  return textRule('phoneNumber', area, max, isPhoneNumber);
}

/**
 * An optional number written in digits only, at most `max` of them (a tax number): missing, null
 * or blank is fine; otherwise `<area>.max` or `<area>.invalid`.
 */
export function OptionalDigits(area: string, max: number) {
  return textRule('optionalDigits', area, max, (trimmed) => /^\d+$/.test(trimmed), { optional: true });
}

/** An absolute http or https address with a host (no `javascript:`, no relative path, no spaces). */
export function isWebLink(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** A required http/https address of at most `max` characters: `<area>.required|max|invalid` (e.g. `Advert.Link.invalid`). */
export function WebLink(area: string, max: number) {
  return textRule('webLink', area, max, isWebLink);
}

/*
 * Characters no text input may hold (graphql/argument-validation.ts checks every text of every
 * argument). C0 controls (U+0000-U+001F) and DEL never belong in a text: PostgreSQL refuses NUL
 * outright, and the others are invisible or reach logs and mails as terminal escapes. A multi-line
 * field (`MultiLine`, and the `text` of rich-text leaves) may hold TAB, LF and CR. A single-line
 * field (names, titles, emails, phones, slugs, passwords) also refuses the other line breaks (NEL,
 * U+2028, U+2029) and the bidi embedding, override and isolate controls, which show
 * "Ad<U+202E>gepj.exe" as "Adexe.jpeg". Lone UTF-16 surrogates are not text at all (they come from
 * broken JSON escapes).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const SINGLE_LINE_REFUSED = /[\u0000-\u001F\u007F\u0085\u2028\u2029\u202A-\u202E\u2066-\u2069]/;
const MULTI_LINE_REFUSED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Whether a text input holds a character it may not (see above); `multiLine` lets TAB, LF and CR
 * through. A single-line text is judged without its leading and trailing white space, which the
 * rules trim away (a name pasted from a spreadsheet cell often ends in a TAB or a line break).
 */
export function hasRefusedCharacter(text: string, multiLine = false): boolean {
  return (multiLine ? MULTI_LINE_REFUSED.test(text) : SINGLE_LINE_REFUSED.test(text.trim())) || LONE_SURROGATE.test(text);
}

/** A character that shows: a letter, digit, punctuation mark or symbol of any script. */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

/**
 * Whether a text that is not blank shows nothing: only zero-width, direction or other format
 * characters, combining marks or unusual spaces. Blank texts are left to each field's `required` rule.
 */
export const isInvisibleText = (text: string) => text.trim() !== '' && !VISIBLE.test(text);

/** Input classes → their properties that hold multi-line text. */
const multiLineFields = new WeakMap<object, Set<string>>();

/** The property holds multi-line text (a textarea): TAB, LF and CR are allowed in it. */
export function MultiLine() {
  return (target: object, propertyName: string) => {
    const fields = multiLineFields.get(target) ?? new Set<string>();
    fields.add(propertyName);
    multiLineFields.set(target, fields);
  };
}

/** Whether `MultiLine` marks the property of an input object (or of a class it extends). */
export function isMultiLine(input: object, propertyName: string): boolean {
  for (let proto = Object.getPrototypeOf(input); proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    if (multiLineFields.get(proto)?.has(propertyName)) return true;
  }
  return false;
}

/** The class of a GraphQL input (its validation rules are registered on it). */
export type InputClass = abstract new (...args: never[]) => object;

/** `Area.Field` out of a message key `Area.Field.rule`. */
const KEY = /^([A-Z][A-Za-z]*\.[A-Z][A-Za-z]*)\.[a-zA-Z]+$/;

/** A rule's message as it would read for a missing value ('' when a message function cannot say). */
function messageOf(message: unknown, inputClass: InputClass, property: string, constraints: unknown[] | undefined): string {
  if (typeof message === 'string') return message;
  if (typeof message !== 'function') return '';
  try {
    const text: unknown = message({ value: undefined, property, object: {}, targetName: inputClass.name, constraints: constraints ?? [] });
    return typeof text === 'string' ? text : '';
  } catch {
    return '';
  }
}

/**
 * The message-key stem of a property of an input class (`Contact.Name`, `Subscription.CompanyName`),
 * read from its own validation rules' messages, so a refusal made outside those rules (a control
 * character) lands under the key the client already places next to that field.
 */
export function fieldKeyOf(inputClass: InputClass, propertyName: string): string | undefined {
  const rules = getMetadataStorage().getTargetValidationMetadatas(inputClass, '', true, false);
  for (const rule of rules) {
    if (rule.propertyName !== propertyName) continue;
    const stem = KEY.exec(messageOf(rule.message, inputClass, propertyName, rule.constraints))?.[1];
    if (stem) return stem;
  }
  return undefined;
}
