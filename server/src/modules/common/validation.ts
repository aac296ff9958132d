import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';

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
