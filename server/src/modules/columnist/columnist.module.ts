import { columnistRoutes } from '../../rest/routes/columnist.routes.js';
import { AuditKind } from '../audit/audit-entry.entity.js';
import { auditedCrud, crudMutations, type ModuleDescriptor } from '../module.js';
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
  audited: auditedCrud('Columnist', AuditKind.Columnist),
  invalidatesPages: crudMutations('Columnist'),
};
