import { isEmail, registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';

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
