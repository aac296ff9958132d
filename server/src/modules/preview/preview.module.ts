import { AuditAction, AuditKind } from '../audit/audit-entry.entity.js';
import type { MutationArgs } from '../audit/audit.map.js';
import type { ModuleDescriptor } from '../module.js';
import { EditorialKind } from '../publishing/publication.js';
import { PreviewLink } from './preview-link.entity.js';
import { PreviewLinkResolver, pagePreviewUrlResolvers } from './preview.resolver.js';
import { previewRules } from './preview.rules.js';
import { PreviewService } from './preview.service.js';

/** A link's audit entry is about the item it shows, labelled with the item's title. */
const previewLinkAudit = {
  action: AuditAction.previewLink,
  kind: (args: MutationArgs) => AuditKind[((args.input as { kind?: EditorialKind }).kind ?? EditorialKind.News)],
  recordOf: (link: unknown) => ({ kind: AuditKind[(link as PreviewLink).kind], id: (link as PreviewLink).itemId }),
};

export const previewModule: ModuleDescriptor<{ previews: PreviewService }> = {
  name: 'preview',
  entities: [PreviewLink],
  resolvers: [PreviewLinkResolver, ...pagePreviewUrlResolvers],
  rules: previewRules,
  services: (em, deps) => ({ previews: new PreviewService(em, deps.config) }),
  audited: {
    createPreviewLink: previewLinkAudit,
    revokePreviewLink: previewLinkAudit,
  },
};
