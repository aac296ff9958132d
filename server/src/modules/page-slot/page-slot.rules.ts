import { allow } from 'graphql-shield';
import type { ResourceRules } from '../../graphql/rules.js';
import { isStaff } from '../../graphql/rules.js';

/**
 * The public site shows the news of a home-page slot; listing slots and choosing their news is
 * staff-only, and so are `newsId` and `chosenNews`, which also answer a deleted news item.
 */
export const pageSlotRules: ResourceRules = {
  Query: { publicPageNews: allow },
  types: ['PageSlot', 'PageSlotPage'],
  fields: { PageSlot: { newsId: isStaff, chosenNews: isStaff } },
};
