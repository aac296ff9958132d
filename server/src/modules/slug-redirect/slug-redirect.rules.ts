import { allow } from 'graphql-shield';
import type { ResourceRules } from '../../graphql/rules.js';

/** The reader's site asks where an old address leads. */
export const slugRedirectRules: ResourceRules = {
  Query: { publicSlugRedirect: allow },
  types: [],
};
