import { pageSlotRoutes } from '../../rest/routes/page-slot.routes.js';
import { AuditAction, AuditKind } from '../audit/audit-entry.entity.js';
import type { ModuleDescriptor } from '../module.js';
import { PageSlot } from './page-slot.entity.js';
import { PageSlotResolver } from './page-slot.resolver.js';
import { pageSlotRules } from './page-slot.rules.js';
import { PageSlotService } from './page-slot.service.js';

export const pageSlotModule: ModuleDescriptor<{ pageSlots: PageSlotService }> = {
  name: 'page-slot',
  entities: [PageSlot],
  resolvers: [PageSlotResolver],
  rules: pageSlotRules,
  services: (em) => ({ pageSlots: new PageSlotService(em) }),
  routes: pageSlotRoutes,
  audited: { updatePageSlot: { action: AuditAction.update, kind: AuditKind.PageSlot } },
  invalidatesPages: ['updatePageSlot'],
};
