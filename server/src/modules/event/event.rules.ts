import type { ResourceRules } from '../../graphql/rules.js';

/** Events are staff-only: no public query. */
export const eventRules: ResourceRules = {
  types: ['Event', 'EventPage'],
};
