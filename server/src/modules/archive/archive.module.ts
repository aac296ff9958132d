import { archiveRoutes } from '../../rest/routes/archive.routes.js';
import { AuditKind } from '../audit/audit-entry.entity.js';
import { auditedCrud, crudMutations, type ModuleDescriptor } from '../module.js';
import { ArchiveIssue } from './archive-issue.entity.js';
import { ARCHIVE_LIMITS } from './archive-issue.inputs.js';
import { ArchiveIssueResolver } from './archive-issue.resolver.js';
import { archiveIssueRules } from './archive-issue.rules.js';
import { ArchiveIssueService } from './archive-issue.service.js';
import { EditorialKind } from '../publishing/publication.js';
import { publishable } from '../publishing/publishable.entity.js';

export const archiveModule: ModuleDescriptor<{ archiveIssues: ArchiveIssueService }> = {
  name: 'archive',
  entities: [ArchiveIssue],
  resolvers: [ArchiveIssueResolver],
  rules: archiveIssueRules,
  services: (em, deps) => ({ archiveIssues: new ArchiveIssueService(em, deps.media) }),
  routes: archiveRoutes,
  limits: { Archive: ARCHIVE_LIMITS },
  audited: auditedCrud('ArchiveIssue', AuditKind.ArchiveIssue),
  invalidatesPages: crudMutations('ArchiveIssue'),
  publishable: publishable({
    kind: EditorialKind.ArchiveIssue,
    entity: ArchiveIssue,
    summaryField: 'description',
    richTextFields: ['content', 'masthead'],
    fields: ['title', 'slug', 'price', 'link', 'isFeatured', 'posterPath', 'previewPath'],
  }),
};
