import type { ResourceRules } from '../../graphql/rules.js';

/** Revisions are staff-only (the default of every query and mutation). */
export const revisionRules: ResourceRules = { types: ['Revision', 'RevisionField'] };
