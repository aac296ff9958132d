import type { ResourceRules } from '../../graphql/rules.js';

/** Publication changes and the editorial calendar are staff-only (the default of every operation). */
export const publishingRules: ResourceRules = { types: ['PublicationState', 'EditorialCalendar', 'EditorialItem'] };
