import { publicationRoutes } from '../../rest/routes/publication.routes.js';
import { AuditAction, type AuditKind } from '../audit/audit-entry.entity.js';
import type { MutationArgs } from '../audit/audit.map.js';
import type { ModuleDescriptor } from '../module.js';
import { EditorialCalendarService } from './editorial-calendar.service.js';
import { PublicationStatus } from './publication.js';
import { EditorialItemResolver, PublicationResolver } from './publication.resolver.js';
import { PublicationService } from './publication.service.js';
import { publishingRules } from './publishing.rules.js';

/** The audit action of a publication change: what it asked for. */
const PUBLICATION_ACTIONS: Record<PublicationStatus, AuditAction> = {
  [PublicationStatus.published]: AuditAction.publish,
  [PublicationStatus.draft]: AuditAction.unpublish,
  [PublicationStatus.scheduled]: AuditAction.schedule,
};

const changeOf = (args: MutationArgs) => args.input as { kind: AuditKind; status: PublicationStatus };

/** Publishing now, withdrawing, scheduling (scheduler.ts publishes on time) and the editorial calendar. */
export const publishingModule: ModuleDescriptor<{ publication: PublicationService; editorialCalendar: EditorialCalendarService }> = {
  name: 'publishing',
  resolvers: [PublicationResolver, EditorialItemResolver],
  rules: publishingRules,
  services: (em) => ({ publication: new PublicationService(em), editorialCalendar: new EditorialCalendarService(em) }),
  routes: publicationRoutes,
  audited: {
    // EditorialKind's strings are AuditKind's.
    changePublication: { action: (args) => PUBLICATION_ACTIONS[changeOf(args).status], kind: (args) => changeOf(args).kind },
  },
  invalidatesPages: ['changePublication'],
};
