import { date, object } from 'yup';
import { trimmedLength } from '../../../lib/validation/trimmed-length';
import { LIMITS } from '../../../gql/limits';

/** Spec §5, the server's limits: the schema and the form's input hints read them from here. */
export const EVENT_LIMITS = LIMITS.Event;

export const eventSchema = object({
  title: trimmedLength('Event.Title', EVENT_LIMITS.title),
  // A partly typed picker value is an invalid Date: yup's type error.
  date: date().nullable().required('Event.Date.required').typeError('Event.Date.invalid'),
  location: trimmedLength('Event.Location', EVENT_LIMITS.location),
});

export interface EventValues {
  title: string;
  /** The picked Istanbul wall-clock time (see `lib/i18n/istanbul-time.ts`). */
  date: Date | null;
  location: string;
}
