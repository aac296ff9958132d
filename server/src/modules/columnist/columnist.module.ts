import { columnistRoutes } from '../../rest/routes/columnist.routes.js';
import { AuditAction, AuditKind } from '../audit/audit-entry.entity.js';
import { crudMutations, type ModuleDescriptor } from '../module.js';
import { Columnist, COLUMNIST_LIMITS } from './columnist.entity.js';
import { ColumnistResolver } from './columnist.resolver.js';
import { columnistRules } from './columnist.rules.js';
import { ColumnistService } from './columnist.service.js';

export const columnistModule: ModuleDescriptor<{ columnists: ColumnistService }> = {
  name: 'columnist',
  entities: [Columnist],
  resolvers: [ColumnistResolver],
  rules: columnistRules,
  services: (em, deps) => ({ columnists: new ColumnistService(em, deps.media) }),
  routes: columnistRoutes,
  limits: { Columnist: COLUMNIST_LIMITS },
  audited: {
    createColumnist: { action: AuditAction.create, kind: AuditKind.Columnist },
    updateColumnist: { action: AuditAction.update, kind: AuditKind.Columnist },
    deleteColumnist: { action: AuditAction.delete, kind: AuditKind.Columnist },
  },
  invalidatesPages: crudMutations('Columnist'),
};
