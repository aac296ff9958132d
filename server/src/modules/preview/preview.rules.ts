import { isStaff, type ResourceRules } from '../../graphql/rules.js';

/**
 * Previews are the staff's: the links' query and mutations fall to the default (staff only), and the
 * signed address on each editorial type is guarded, since readers query those types too.
 */
export const previewRules: ResourceRules = {
  types: ['PreviewLink'],
  fields: {
    News: { pagePreviewUrl: isStaff },
    Column: { pagePreviewUrl: isStaff },
    ArchiveIssue: { pagePreviewUrl: isStaff },
  },
};
