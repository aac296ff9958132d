import { allow } from 'graphql-shield';
import type { ResourceRules } from '../../graphql/rules.js';

/** Archive issues are staff-only in the admin; the reader's site reads live issues through the public queries. */
export const archiveIssueRules: ResourceRules = {
  Query: { publicArchiveList: allow, publicArchiveIssue: allow },
  types: ['ArchiveIssue', 'ArchiveIssuePage'],
};
