import { AuditAction, AuditKind } from '../audit/audit-entry.entity.js';
import type { ModuleDescriptor } from '../module.js';
import { Revision } from './revision.entity.js';
import { REVISION_LIMITS } from './revision.inputs.js';
import { RevisionResolver } from './revision.resolver.js';
import { revisionRules } from './revision.rules.js';
import { RevisionService } from './revision.service.js';

/** The item a restored revision belongs to (EditorialKind's names are AuditKind's). */
const itemOf = (result: unknown) => {
  const revision = result as Revision;
  return { kind: revision.kind as unknown as AuditKind, id: revision.itemId };
};

export const revisionModule: ModuleDescriptor<{ revisions: RevisionService }> = {
  name: 'revision',
  entities: [Revision],
  resolvers: [RevisionResolver],
  rules: revisionRules,
  services: (em) => ({ revisions: new RevisionService(em) }),
  limits: { Revision: REVISION_LIMITS },
  // The entry is about the restored revision's item, read from the answer (`News` is only the type's placeholder).
  audited: { restoreRevision: { action: AuditAction.restore, kind: AuditKind.News, recordOf: itemOf } },
};
