import { allow } from 'graphql-shield';
import type { ResourceRules } from '../../graphql/rules.js';

/** Events are managed by staff; the home page lists the upcoming ones. */
export const eventRules: ResourceRules = {
  Query: { publicUpcomingEvents: allow },
  types: ['Event', 'EventPage'],
};
