import type { ResourceRules } from '../../graphql/rules.js';

/** Archive issues are staff-only here; the public archive paths come with the public site. */
export const archiveIssueRules: ResourceRules = {
  types: ['ArchiveIssue', 'ArchiveIssuePage'],
};
