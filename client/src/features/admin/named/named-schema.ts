import { object } from 'yup';
import { trimmedLength, type LengthLimit } from '../../../lib/validation/trimmed-length';

/** The server's limits of a named resource (generated: `LIMITS.Tag`, `LIMITS.Category`). */
export interface NamedLimits {
  name: LengthLimit;
  description: LengthLimit;
}

export interface NamedValues {
  name: string;
  description: string;
}

/** The form's rules, keyed `<Area>.Name.*` and `<Area>.Description.*` like the server's. */
export function namedSchema(area: string, limits: NamedLimits) {
  return object({
    name: trimmedLength(`${area}.Name`, limits.name),
    description: trimmedLength(`${area}.Description`, limits.description),
  });
}
