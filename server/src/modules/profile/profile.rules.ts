import type { ResourceRules } from '../../graphql/rules.js';

/** The profile mutations are for the signed-in staff user (the default); they answer the `User` type auth opens. */
export const profileRules: ResourceRules = { types: [] };
