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
