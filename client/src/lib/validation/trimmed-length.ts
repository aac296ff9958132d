import { string } from 'yup';

/** Length limits of a text field, counted after trimming (the server's `TrimmedLength`). */
export interface LengthLimit {
  min: number;
  max: number;
}

/**
 * The yup twin of the server's `TrimmedLength(area, min, max)`: required, then min/max after
 * trimming, with the keys `<area>.required|min|max` (e.g. `Tag.Name.min`).
 */
export function trimmedLength(area: string, { min, max }: LengthLimit) {
  return string().trim().required(`${area}.required`).min(min, `${area}.min`).max(max, `${area}.max`);
}

/**
 * The input's `maxLength` for a limit: a little above the maximum, so a paste that runs over is
 * shown with the rule's message instead of being cut silently.
 */
export function inputMaxLength({ max }: Pick<LengthLimit, 'max'>): number {
  return max + 10;
}
